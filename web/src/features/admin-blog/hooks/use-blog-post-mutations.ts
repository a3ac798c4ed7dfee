import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  createBlogPost,
  deleteBlogPost,
  setBlogPostPublished,
  updateBlogPost,
  uploadCoverImage,
  type AdminBlogPost,
  type BlogPostInput,
} from '../api/admin-blog-posts';
import { adminBlogKeys, PUBLIC_BLOG_KEY } from './admin-blog-keys';

interface UpdateVariables {
  id: string;
  changes: Partial<BlogPostInput>;
  version: number;
}

interface PublishVariables {
  id: string;
  publish: boolean;
  version: number;
}

/** Every change the editor makes, each keeping the CMS list, the post, its history and the public blog current. */
export function useBlogPostMutations() {
  const queryClient = useQueryClient();

  function changed(post: AdminBlogPost) {
    queryClient.setQueryData(adminBlogKeys.post(post.id), post);
    void queryClient.invalidateQueries({ queryKey: [...adminBlogKeys.all, 'posts'] });
    void queryClient.invalidateQueries({ queryKey: adminBlogKeys.history(post.id) });
    // The public list and post pages show published posts only; any change may alter them.
    void queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY });
  }

  const create = useMutation({ mutationFn: (input: BlogPostInput) => createBlogPost(input), onSuccess: changed });
  const update = useMutation({
    mutationFn: ({ id, changes, version }: UpdateVariables) => updateBlogPost(id, changes, version),
    onSuccess: changed,
  });
  const setPublished = useMutation({
    mutationFn: ({ id, publish, version }: PublishVariables) => setBlogPostPublished(id, publish, version),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteBlogPost(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(id) });
      queryClient.removeQueries({ queryKey: adminBlogKeys.history(id) });
      void queryClient.invalidateQueries({ queryKey: [...adminBlogKeys.all, 'posts'] });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY });
    },
  });
  const uploadCover = useMutation({ mutationFn: (file: File) => uploadCoverImage(file) });

  return { create, update, setPublished, remove, uploadCover };
}
