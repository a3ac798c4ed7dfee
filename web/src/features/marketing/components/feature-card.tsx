import type { FeatureId } from '@pm/contracts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { anyPlanned, featuresAttribute } from '@/config/features';

import { ComingSoonBadge } from './coming-soon-badge';

interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  /** What the card claims; a planned one marks the card as coming soon. */
  features: readonly FeatureId[];
  children: ReactNode;
}

export function FeatureCard({ icon: Icon, title, features, children }: FeatureCardProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" {...featuresAttribute(features)}>
      <Icon aria-hidden className="size-6 text-brand-700" />
      <h3 className="mt-3 font-semibold text-slate-900">
        {title}
        {anyPlanned(features) ? <ComingSoonBadge /> : null}
      </h3>
      <div className="mt-1 space-y-2 text-sm text-slate-600">{children}</div>
    </li>
  );
}
