import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface PrivacyLinkProps {
  children?: ReactNode;
  /** In a chat panel or a framed page: open the notice beside it, so the conversation stays where it is. */
  newTab?: boolean;
  className?: string;
}

/** The privacy notice, linked from every form that collects personal data (UK GDPR Art. 13). */
export function PrivacyLink({ children = 'privacy notice', newTab = false, className }: PrivacyLinkProps) {
  return (
    <Link
      to={paths.privacy}
      className={cn('font-medium text-brand-700 underline underline-offset-2', className)}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {children}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </Link>
  );
}
