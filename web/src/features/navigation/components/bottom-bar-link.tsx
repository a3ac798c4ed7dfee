import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

export const bottomBarItemClasses =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-1 text-xs font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 aria-[current=page]:text-brand-700';

interface BottomBarLinkProps {
  to: string;
  label: string;
  icon: LucideIcon;
  current: boolean;
}

export function BottomBarLink({ to, label, icon: Icon, current }: BottomBarLinkProps) {
  return (
    <Link to={to} className={bottomBarItemClasses} aria-current={current ? 'page' : undefined}>
      <Icon className="size-5" aria-hidden="true" />
      <span>{label}</span>
    </Link>
  );
}
