import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export function MarketingPage({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16', className)}>{children}</div>;
}
