import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface SummaryCardProps {
  title: string;
  description: string;
  testId: string;
  count: number | null;
}

export function SummaryCard({ title, description, testId, count }: SummaryCardProps) {
  const headingId = `${testId}-heading`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-medium text-slate-600">
        {title}
      </h2>
      {count === null ? (
        <Skeleton className="mt-3 h-9 w-16" />
      ) : (
        <p data-testid={testId} className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">
          {count.toLocaleString('en-GB')}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-500">{description}</p>
    </Card>
  );
}
