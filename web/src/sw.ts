// The service worker (built by vite-plugin-pwa, injectManifest). It precaches the app shell and
// answers navigations with index.html; it never caches API answers: /api, /graphql and the
// health checks have no route here, so the browser always fetches them from the network.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { paths } from './config/paths';
import { NOTIFICATION_CLICK_MESSAGE } from './features/pwa/lib/service-worker-messages';

// The web tsconfig uses the DOM library; these are the few worker types this file needs
// (adding the WebWorker library would retype globals such as `self` for the whole app).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  readonly __WB_MANIFEST: ServiceWorkerGlobalScope['__WB_MANIFEST'];
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

declare const self: WorkerScope;

/** Paths the SPA never answers (kept in step with the bff's SERVER_PREFIXES). */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/graphql(\/|$)/, /^\/healthz(\/|$)/, /^\/readyz(\/|$)/];

// A new version takes over at once; the page reloads on controllerchange (AUTH-14).
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }));

/** The route a notification points at: a path on this origin, else the dashboard. */
function notificationRoute(notification: Notification): string {
  const data: unknown = notification.data;
  const raw =
    data && typeof data === 'object'
      ? ((data as { url?: unknown; route?: unknown }).url ?? (data as { route?: unknown }).route)
      : undefined;
  if (typeof raw !== 'string') return paths.dashboard;
  try {
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : paths.dashboard;
  } catch {
    return paths.dashboard;
  }
}

// A notification click focuses an open window and lets the SPA route there (AUTH-15);
// with no window open, it opens one at the route.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = notificationRoute(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = windows[0];
      if (!client) {
        await self.clients.openWindow(url);
        return;
      }
      await client.focus();
      client.postMessage({ type: NOTIFICATION_CLICK_MESSAGE, url });
    })(),
  );
});
