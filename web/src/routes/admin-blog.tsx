// Placeholder while this screen is being built in this session; replaced before commit.
export function AdminBlogRoute() {
  return <h1 className="text-2xl font-bold text-slate-900">Blogs</h1>;
}
