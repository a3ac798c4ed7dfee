// Placeholder while this screen is being built in this session; replaced before commit.
export function AdminRoute() {
  return <h1 className="text-2xl font-bold text-slate-900">Admin</h1>;
}
