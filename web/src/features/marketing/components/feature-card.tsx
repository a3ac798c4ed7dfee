import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

export function FeatureCard({ icon: Icon, title, children }: FeatureCardProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <Icon aria-hidden className="size-6 text-brand-700" />
      <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
      <div className="mt-1 space-y-2 text-sm text-slate-600">{children}</div>
    </li>
  );
}
