import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function AuthCard({ title, intro, footer, wide = false, children }: AuthCardProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className={cn('w-full', wide ? 'max-w-lg' : 'max-w-sm')}>
        <Link
          to={paths.home}
          className="mb-6 block text-center text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {env.appName}
        </Link>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          {intro ? <div className="mt-1 mb-6 text-sm text-slate-600">{intro}</div> : <div className="mb-6" />}
          {children}
        </div>
        {footer ? <div className="mt-4 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </main>
  );
}
