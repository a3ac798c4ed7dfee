import { whenIdleAfterLoad } from '@/lib/idle';
import { reloadPage } from '@/lib/page-location';

export const SERVICE_WORKER_URL = '/sw.js';

interface RegisterOptions {
  container?: ServiceWorkerContainer;
  reload?: () => void;
}

/**
 * Registers the service worker (AUTH-14) and reloads the page once when a new worker takes control,
 * so the page never runs code older than its worker. The first install (no controller before) does
 * not reload, and a second controllerchange while the reload is under way is ignored: no loops.
 */
export function registerServiceWorker({
  container = navigator.serviceWorker,
  reload = reloadPage,
}: RegisterOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) return Promise.resolve(undefined);
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reload();
  });
  return container.register(SERVICE_WORKER_URL, { scope: '/' }).then(
    (registration) => {
      // Long-lived tabs look for a new version when they come back to the foreground.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
      return registration;
    },
    (error: unknown) => {
      console.warn('Service worker registration failed', error);
      return undefined;
    },
  );
}

/**
 * The worker precaches the whole app as soon as it installs: it registers once the page has loaded and the
 * main thread is idle, so that download never competes with the first paint (issue 10).
 */
export function registerServiceWorkerWhenIdle(options: RegisterOptions = {}): void {
  whenIdleAfterLoad(() => void registerServiceWorker(options));
}
