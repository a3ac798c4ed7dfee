import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface FigureCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** The filtered list behind the figure; a figure without one is not a link. */
  to?: string;
  testId: string;
}

const CARD = 'block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

export function FigureCard({ label, value, hint, to, testId }: FigureCardProps) {
  const body = (
    <>
      <span className="block text-sm font-medium text-slate-600">{label}</span>
      <span data-testid={testId} className="mt-1 block text-2xl font-semibold tracking-tight text-slate-900">
        {value}
      </span>
      {hint ? <span className="mt-1 block text-sm text-slate-500">{hint}</span> : null}
    </>
  );
  return to ? (
    <Link
      to={to}
      className={`${CARD} transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {body}
    </Link>
  ) : (
    <div className={CARD}>{body}</div>
  );
}
