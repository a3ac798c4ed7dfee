import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

interface LinkCardProps {
  to: string;
  title: string;
  description: string;
}

export function LinkCard({ to, title, description }: LinkCardProps) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <h2 className="flex items-center justify-between gap-2 text-lg font-semibold text-slate-900">
          {title}
          <ArrowRightIcon
            aria-hidden
            className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
          />
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </Link>
    </li>
  );
}
