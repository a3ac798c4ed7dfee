/**
 * A prerendered page paints its buttons before React listens to them: a tap in that moment (a slow phone, a repeat
 * visit served by the service worker) would do nothing. The page's entry keeps the last button tapped; once React
 * listens (hydrateRoot), the tap is made again, and React hydrates that part at once and runs its handler.
 * Links and forms need no help: a link works as HTML, and a form's screen stays inert until hydrated.
 */
let tapped: HTMLButtonElement | null = null;
let stopListening: (() => void) | null = null;

export function captureEarlyClicks(target: Document = document): void {
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button') tapped = button;
  };
  target.addEventListener('click', onClick, true);
  stopListening = () => target.removeEventListener('click', onClick, true);
}

/** Call right after hydrateRoot: React listens from then on. */
export function replayEarlyClick(): void {
  stopListening?.();
  stopListening = null;
  const button = tapped;
  tapped = null;
  if (button?.isConnected) button.click();
}
