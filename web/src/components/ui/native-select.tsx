import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** The browser's own select (keyboard, screen readers and mobile pickers for free), styled as `Input`. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'focus-visible:border-brand-600 focus-visible:outline-offset-0',
        'aria-invalid:border-red-500 disabled:cursor-not-allowed disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
