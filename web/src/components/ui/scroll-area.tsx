import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';
import { styleNonce } from '@/lib/csp';

/** NAV-23: scrollbars hide 600 ms after the pointer leaves or scrolling stops. */
export const SCROLL_HIDE_DELAY_MS = 600;

type ScrollAreaProps = ComponentProps<typeof ScrollAreaPrimitive.Root> & { viewportClassName?: string };

export function ScrollArea({
  className,
  viewportClassName,
  children,
  type = 'hover',
  scrollHideDelay = SCROLL_HIDE_DELAY_MS,
  ...props
}: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      type={type}
      scrollHideDelay={scrollHideDelay}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      {/* The viewport renders a <style> that hides the native scrollbar: the policy lets it in by nonce. */}
      <ScrollAreaPrimitive.Viewport
        data-slot="scroll-area-viewport"
        nonce={styleNonce()}
        className={cn('size-full rounded-[inherit] focus-visible:outline-offset-[-2px]', viewportClassName)}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

function ScrollBar({
  className,
  orientation = 'vertical',
  ...props
}: ComponentProps<typeof ScrollAreaPrimitive.Scrollbar>) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(
        'flex touch-none p-px transition-colors select-none',
        orientation === 'vertical'
          ? 'h-full w-2.5 border-l border-l-transparent'
          : 'h-2.5 flex-col border-t border-t-transparent',
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-slate-300" />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
