import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { useRef } from 'react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  side?: 'left' | 'right';
  /** Read by screen readers when the sheet opens. */
  title: string;
  description?: string;
};

export function SheetContent({
  side = 'left',
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  // Opened from outside (the bottom bar's Menu, a shortcut) there is no Dialog.Trigger for Radix to refocus:
  // give the focus back to wherever it was when the sheet opened.
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-slate-900/50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 z-50 flex h-full flex-col bg-white shadow-xl focus:outline-none',
          side === 'left' ? 'left-0 border-r border-slate-200' : 'right-0 border-l border-slate-200',
          className,
        )}
        onOpenAutoFocus={(event) => {
          openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !openedFrom.current?.isConnected) return;
          event.preventDefault();
          openedFrom.current.focus();
        }}
        {...props}
      >
        <SheetPrimitive.Title className="sr-only">{title}</SheetPrimitive.Title>
        <SheetPrimitive.Description className="sr-only">{description ?? title}</SheetPrimitive.Description>
        {children}
        <SheetPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close menu"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
