import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { cn } from '@/lib/cn';

/** Where a row leads: a detail page, or (`withinList`) a view of the same list, e.g. `?submission=<id>`. */
export interface DataTableRowLinkSpec<TData> {
  href: (row: TData) => string;
  /** A detail panel in the list's screen: keeps the scroll position and paging state, so Previous still works. */
  withinList?: boolean;
}

interface DataTableRowLinkProps {
  to: string;
  withinList: boolean;
  current: boolean;
  children: ReactNode;
}

/** The hit area (`after:inset-0`) covers the `relative` row or card: one tab stop per row, named by its title. */
export function DataTableRowLink({ to, withinList, current, children }: DataTableRowLinkProps) {
  const location = useLocation();
  return (
    <Link
      to={to}
      state={withinList ? location.state : undefined}
      preventScrollReset={withinList}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'text-slate-900 outline-none after:absolute after:inset-0 after:content-[""] hover:text-brand-700 hover:underline',
        // The focus ring goes round the whole row or card, the link's hit area.
        'focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600',
      )}
    >
      {children}
    </Link>
  );
}
