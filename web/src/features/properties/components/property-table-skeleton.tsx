import { Skeleton } from '@/components/ui/skeleton';

const ROWS = 6;

export function PropertyTableSkeleton() {
  return (
    <div
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      role="status"
      aria-label="Loading properties"
    >
      <Skeleton className="h-5 w-1/3" />
      {Array.from({ length: ROWS }, (_, index) => (
        <Skeleton key={index} className="h-9 w-full" />
      ))}
    </div>
  );
}
