import type { WidgetId } from './widget-manager';

/**
 * A prerendered page paints its widget buttons before React has hydrated them: a tap in that moment (a slow phone,
 * a repeat visit served by the service worker) would be lost. The page's entry listens from its first task and
 * keeps the last widget asked for; the widget's placeholder opens it once hydrated.
 */
let asked: string | null = null;
let stopListening: (() => void) | null = null;

export function captureEarlyWidgetClicks(target: Document = document): void {
  const onClick = (event: Event) => {
    const slot = event.target instanceof Element ? event.target.closest('[data-widget]') : null;
    if (slot) asked = slot.getAttribute('data-widget');
  };
  target.addEventListener('click', onClick, true);
  stopListening = () => target.removeEventListener('click', onClick, true);
}

/** True once for the widget tapped before hydration. */
export function takeEarlyWidgetClick(id: WidgetId): boolean {
  if (asked !== id) return false;
  asked = null;
  return true;
}

/** Hydrated: React's own handlers answer from now on. */
export function stopEarlyWidgetClicks(): void {
  stopListening?.();
  stopListening = null;
  asked = null;
}
