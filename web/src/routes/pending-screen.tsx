import { NotAvailablePanel } from '@/components/not-available-panel';

interface PendingScreenRouteProps {
  label: string;
  deliveredBy: string;
}

/** A route that exists but whose screen ships later: its real heading and one honest panel. */
export function PendingScreenRoute({ label, deliveredBy }: PendingScreenRouteProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-0">
      <h1 className="text-2xl font-bold text-slate-900">{label}</h1>
      <NotAvailablePanel deliveredBy={deliveredBy} />
    </div>
  );
}
