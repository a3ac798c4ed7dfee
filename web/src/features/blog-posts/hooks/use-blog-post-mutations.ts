import type { ApolloCache } from '@apollo/client';

import type { CreateBlogPostInput, UpdateBlogPostInput } from '@/gql/types';
import { refreshPublicBlog } from '@/lib/public-blog-cache';

import {
  useCreateBlogPostMutation,
  useDeleteBlogPostMutation,
  usePublishBlogPostMutation,
  useUnpublishBlogPostMutation,
  useUpdateBlogPostMutation,
} from '../api/blog-posts.generated';
import type { BlogPostDetailFragment } from '../api/blog-posts.generated';

/** Any change reorders the list (newest change first) or changes what its filters match: its pages are read again. */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'blogPosts' });
}

function answered<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('The server did not answer with the post');
  return value;
}

/** The editor's changes: each answers the post as saved, keeps the list fresh and the public blog current. */
export function useBlogPostMutations() {
  const changed = { update: forgetLists, onCompleted: () => refreshPublicBlog() };
  const [create, created] = useCreateBlogPostMutation({ update: forgetLists });
  const [update, updated] = useUpdateBlogPostMutation(changed);
  const [publish, published] = usePublishBlogPostMutation(changed);
  const [unpublish, unpublished] = useUnpublishBlogPostMutation(changed);
  const [remove, removed] = useDeleteBlogPostMutation(changed);

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    busy: [created, updated, published, unpublished, removed].some((state) => state.loading),
    create: async (input: CreateBlogPostInput): Promise<BlogPostDetailFragment> =>
      answered((await create({ variables: { input } })).data?.createBlogPost),
    update: async (id: string, input: UpdateBlogPostInput): Promise<BlogPostDetailFragment> =>
      answered((await update({ variables: { id, input } })).data?.updateBlogPost),
    setPublished: async (post: BlogPostDetailFragment, live: boolean): Promise<BlogPostDetailFragment> => {
      const variables = { id: post.id, version: post.version };
      return live
        ? answered((await publish({ variables })).data?.publishBlogPost)
        : answered((await unpublish({ variables })).data?.unpublishBlogPost);
    },
    remove: async (id: string): Promise<void> => {
      await remove({ variables: { id } });
    },
  };
}
