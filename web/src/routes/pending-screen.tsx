import { NotAvailablePanel } from '@/components/not-available-panel';

interface PendingScreenRouteProps {
  title: string;
  deliveredBy: string;
}

export function PendingScreenRoute({ title, deliveredBy }: PendingScreenRouteProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-0">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <NotAvailablePanel deliveredBy={deliveredBy} />
    </div>
  );
}
