import { AdminPageHeader } from '@/components/admin-page-header';
import { BlogPostList } from '@/features/blog-posts/components/blog-post-list';

export function AdminBlogRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminPageHeader title="Blogs">
        Articles of the public blog: write drafts, preview them and publish when ready.
      </AdminPageHeader>
      <BlogPostList />
    </div>
  );
}
