/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function set(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  listeners.forEach((listener) => listener());
}

export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

export function subscribeInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the offer: an event can prompt only once. */
export function clearInstallPrompt(): void {
  set(null);
}

/** NAV-15. Called before React renders: Chromium may fire beforeinstallprompt before the app has mounted. */
export function captureInstallPrompt(target: Window = window): () => void {
  const onOffer = (event: Event) => {
    // Without preventDefault Chromium shows its own mini-infobar on mobile.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => set(null);
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}
