// The service worker (vite-plugin-pwa, injectManifest): precaches the app shell and the prerendered public pages,
// and answers a navigation with the page prerendered for its path (src/prerender), as the bff does, else with
// index.html. It never caches API answers: /api, /graphql and the health checks have no route here.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import type { paths } from './config/paths';
import { NOTIFICATION_CLICK_MESSAGE } from './features/pwa/lib/service-worker-messages';
import { prerenderedPageFor, readWorkerPages } from './prerender/worker-pages';

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

/** Not from the route table, which loads every screen the worker must not bundle; the type keeps it equal. */
const DASHBOARD: typeof paths.dashboard = '/dashboard';

/** Paths the SPA never answers (kept in step with the bff's SERVER_PREFIXES). */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/graphql(\/|$)/, /^\/healthz(\/|$)/, /^\/readyz(\/|$)/];
const SUPPORT_BOT: typeof paths.supportBot = '/support-bot';
/**
 * The support widget frames this page; only the bff's own answer for it allows framing (frame-ancestors
 * 'self'), while the cached index.html forbids it, so its navigations go to the network.
 */
const NETWORK_ONLY_PAGES = [new RegExp(`^${SUPPORT_BOT}([/?]|$)`)];

// A new version takes over at once; the page reloads on controllerchange (AUTH-14).
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

/** Written in front of this worker by the pages build (src/prerender/build-pages.ts). */
const prerendered = readWorkerPages(self);
const prerenderedPaths = new Set(prerendered.pages.map((page) => page.url));

precacheAndRoute([...self.__WB_MANIFEST, ...prerendered.pages, ...prerendered.assets]);
cleanupOutdatedCaches();
const spaShell = createHandlerBoundToURL('index.html');
// The page's own HTML, whatever the query string: prerender/start-page.tsx renders it afresh for a signed-in
// visitor or a query string, as it does for the bff's answer.
registerRoute(
  new NavigationRoute(
    async (options) => {
      const page = prerenderedPageFor(options.url.pathname, prerenderedPaths);
      const html = page === undefined ? undefined : await matchPrecache(page);
      return html ?? spaShell(options);
    },
    { denylist: [...SERVER_PATHS, ...NETWORK_ONLY_PAGES] },
  ),
);

/** The route a notification points at: a path on this origin, else the dashboard. */
function notificationRoute(notification: Notification): string {
  const data: unknown = notification.data;
  const raw =
    data && typeof data === 'object'
      ? ((data as { url?: unknown; route?: unknown }).url ?? (data as { route?: unknown }).route)
      : undefined;
  if (typeof raw !== 'string') return DASHBOARD;
  try {
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : DASHBOARD;
  } catch {
    return DASHBOARD;
  }
}

// AUTH-15: focus an open window and let the SPA route there; with none open, open one at the route.
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
