import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

interface AdminPageHeaderProps {
  title: string;
  children: ReactNode;
}

/** The breadcrumb leads to /admin, which lists every staff area; the sidebar names only the spec's three. */
export function AdminPageHeader({ title, children }: AdminPageHeaderProps) {
  return (
    <header>
      <nav aria-label="Breadcrumb" className="mb-1 text-sm">
        <ol className="flex items-center gap-1.5 text-slate-500">
          <li>
            <Link to={paths.admin} className="hover:text-slate-900 hover:underline">
              Admin
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-700">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </header>
  );
}
