// Placeholder while this screen is being built in this session; replaced before commit.
export function AdminBlogEditRoute() {
  return <h1 className="text-2xl font-bold text-slate-900">Edit blog post</h1>;
}
