import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

interface FloatingButtonProps {
  /** The accessible name the spec gives the button (WID-07). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  className?: string;
}

export function FloatingButton({ label, icon, onClick, className }: FloatingButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'pointer-events-auto flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-transform hover:scale-105',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {icon}
    </button>
  );
}
