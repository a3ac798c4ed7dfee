import { cn } from '@/lib/cn';

import type { SupportView } from '../lib/support-list';

const OPTIONS: readonly { value: SupportView; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

export interface SupportStatusFilterProps {
  value: SupportView;
  onChange: (value: SupportView) => void;
}

/** Open conversations first: that is the work; closed and all are one click away. */
export function SupportStatusFilter({ value, onChange }: SupportStatusFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter by status"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-9 rounded px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
            value === option.value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
