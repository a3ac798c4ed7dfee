import { Minus, X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';

import { cn } from '@/lib/cn';

interface WidgetPanelProps {
  title: string;
  onMinimise: () => void;
  onClose: () => void;
  children: ReactNode;
  style?: CSSProperties;
  className?: string;
}

const iconButton =
  'rounded-md p-1.5 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

/**
 * WID-07: minimise and close return to the button. WID-06: from md up it sits left of the floating buttons, so the
 * support button stays clickable while another is open.
 */
export function WidgetPanel({ title, onMinimise, onClose, children, style, className }: WidgetPanelProps) {
  return (
    <section
      aria-label={title}
      style={style}
      className={cn(
        'pointer-events-auto fixed right-4 bottom-20 z-50 flex w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl sm:w-96 md:right-24 md:bottom-6',
        className,
      )}
    >
      <header className="flex items-center gap-2 bg-brand-700 px-4 py-3 text-white">
        <h2 className="flex-1 truncate text-sm font-semibold">{title}</h2>
        <button
          type="button"
          aria-label={`Minimise ${title.toLowerCase()}`}
          onClick={onMinimise}
          className={iconButton}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <button type="button" aria-label={`Close ${title.toLowerCase()}`} onClick={onClose} className={iconButton}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      {children}
    </section>
  );
}
