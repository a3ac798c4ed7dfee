import type { ReactNode } from 'react';

interface PageIntroProps {
  /** Small line above the heading, e.g. the section name. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The top of a marketing page: its one h1 and a short lead. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="max-w-3xl">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 space-y-3 text-lg text-slate-600">{children}</div> : null}
    </header>
  );
}
