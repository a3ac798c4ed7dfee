import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useBlogPostsQuery } from '../api/blog-posts.generated';
import { BLOG_POST_STATUSES } from '../lib/blog-post-labels';
import { NEW_POST_ID } from '../lib/blog-post-form';
import { blogPostColumns } from './blog-post-columns';

const BLOG_POST_LIST = { pageSize: 20, search: true, filters: { status: BLOG_POST_STATUSES } } as const;

const FILTERS = [
  { name: 'status', label: 'Status', allLabel: 'All posts', optionLabels: { draft: 'Drafts', published: 'Published' } },
] as const;

export function BlogPostList() {
  const list = useListParams(BLOG_POST_LIST);
  // Other staff edit posts too: a cached page shows at once and is read afresh behind it.
  const query = useBlogPostsQuery({ variables: list.variables, fetchPolicy: 'cache-and-network' });
  return (
    <div className="space-y-4">
      <DataTableToolbar list={list} search={{ placeholder: 'Title or slug' }} filters={FILTERS}>
        <Link to={paths.adminBlogEdit(NEW_POST_ID)} className={buttonClasses('primary', 'min-h-11 shrink-0')}>
          <PlusIcon aria-hidden="true" className="size-4" />
          New post
        </Link>
      </DataTableToolbar>
      <DataTable
        label="Blog posts"
        columns={blogPostColumns}
        list={list}
        query={query}
        connection={(data) => data.blogPosts}
        rowLink={{ href: (post) => paths.adminBlogEdit(post.id) }}
        empty={{ title: 'No posts yet', description: 'Write the first one with New post.' }}
        filteredEmpty={{ title: 'No matching posts', description: 'Try another search or clear the status filter.' }}
        errorTitle="Could not load the posts"
      />
    </div>
  );
}
