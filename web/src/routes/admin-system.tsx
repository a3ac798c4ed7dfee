// Placeholder while this screen is being built in this session; replaced before commit.
export function AdminSystemRoute() {
  return <h1 className="text-2xl font-bold text-slate-900">System Settings</h1>;
}
