/** Message type the service worker posts to a window when a notification is clicked (AUTH-15). */
export const NOTIFICATION_CLICK_MESSAGE = 'notification-click';

/** Null when the message is something else or points off this origin. */
export function notificationClickRoute(data: unknown, origin: string): string | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as { type?: unknown; url?: unknown; route?: unknown };
  if (message.type !== NOTIFICATION_CLICK_MESSAGE) return null;
  const target = typeof message.url === 'string' ? message.url : message.route;
  if (typeof target !== 'string' || target === '') return null;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
