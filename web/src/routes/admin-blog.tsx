import { AdminPageHeader } from '@/components/admin-page-header';
import { AdminBlogList } from '@/features/admin-blog/components/admin-blog-list';

export function AdminBlogRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminPageHeader title="Blogs">
        Articles of the public blog: write drafts, preview them and publish when ready.
      </AdminPageHeader>
      <AdminBlogList />
    </div>
  );
}
