import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatDateTime } from '@/lib/format';

import type { BlogPostListItemFragment } from '../api/blog-posts.generated';
import { BlogPostStatusBadge } from './blog-post-status-badge';

const column = dataTableColumns<BlogPostListItemFragment>();

export const blogPostColumns = column.columns([
  column.accessor('title', { header: 'Title', meta: { title: true } }),
  column.accessor('slug', {
    header: 'Address',
    meta: { className: 'max-w-64 truncate text-slate-500' },
    cell: ({ getValue }) => `/blog/${getValue()}`,
  }),
  column.accessor('updatedAt', {
    header: 'Updated',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <BlogPostStatusBadge status={getValue()} />,
  }),
]);
