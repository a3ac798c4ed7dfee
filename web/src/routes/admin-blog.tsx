import { AdminBlogList } from '@/features/admin-blog/components/admin-blog-list';

export function AdminBlogRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Blogs</h1>
        <p className="mt-1 text-sm text-slate-600">
          Articles of the public blog: write drafts, preview them and publish when ready.
        </p>
      </header>
      <AdminBlogList />
    </div>
  );
}
