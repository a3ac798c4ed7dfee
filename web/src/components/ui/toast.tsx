import { useEffect } from 'react';

import { cn } from '@/lib/cn';

import type { ToastItem } from './toast-context';

interface ToastProps {
  item: ToastItem;
  onDismiss: (id: number) => void;
}

export function Toast({ item, onDismiss }: ToastProps) {
  const { id, duration } = item;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);

  const destructive = item.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
        destructive ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? (
          <p className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-slate-600')}>{item.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        aria-label="Dismiss notification"
        className={cn(
          'rounded-md px-1.5 text-lg leading-none focus-visible:outline-2 focus-visible:outline-offset-2',
          destructive
            ? 'text-white/80 hover:text-white focus-visible:outline-white'
            : 'text-slate-500 hover:text-slate-900 focus-visible:outline-brand-600',
        )}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
