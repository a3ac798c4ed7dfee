import { AdminOverview } from '@/features/admin-overview/components/admin-overview';

export function AdminRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Admin</h1>
        <p className="mt-1 text-sm text-slate-600">Everything the platform team looks after, and what is waiting.</p>
      </header>
      <AdminOverview />
    </div>
  );
}
