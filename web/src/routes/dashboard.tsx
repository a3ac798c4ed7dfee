import { Skeleton } from '@/components/ui/skeleton';
import { useMeQuery } from '@/features/auth/api';
import { DashboardSummary } from '@/features/dashboard/components/dashboard-summary';

export function DashboardRoute() {
  const { data, error } = useMeQuery();
  const firstName = data?.me.firstName;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        {firstName ? (
          <h1 className="text-2xl font-bold text-slate-900">Welcome back, {firstName}</h1>
        ) : error ? (
          <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        ) : (
          <>
            <h1 className="sr-only">Dashboard</h1>
            <Skeleton className="h-8 w-64" />
          </>
        )}
        <p className="mt-1 text-sm text-slate-600">Here is what is happening across your portfolio.</p>
      </header>
      <DashboardSummary />
    </div>
  );
}
