import { NOTIFICATION_CLICK_MESSAGE, notificationClickRoute } from './service-worker-messages';

const origin = 'https://app.example.co.uk';

describe('notificationClickRoute', () => {
  it(`[AUTH-15] reads the route of a '${NOTIFICATION_CLICK_MESSAGE}' message from url or route`, () => {
    expect(notificationClickRoute({ type: 'notification-click', url: '/maintenance?id=7#top' }, origin)).toBe(
      '/maintenance?id=7#top',
    );
    expect(notificationClickRoute({ type: 'notification-click', route: '/messages' }, origin)).toBe('/messages');
    expect(notificationClickRoute({ type: 'notification-click', url: `${origin}/alerts` }, origin)).toBe('/alerts');
  });

  it('[AUTH-15] ignores other messages and routes off this origin', () => {
    expect(notificationClickRoute({ type: 'other', url: '/alerts' }, origin)).toBeNull();
    expect(notificationClickRoute('notification-click', origin)).toBeNull();
    expect(notificationClickRoute(null, origin)).toBeNull();
    expect(notificationClickRoute({ type: 'notification-click' }, origin)).toBeNull();
    expect(notificationClickRoute({ type: 'notification-click', url: 'https://evil.example/x' }, origin)).toBeNull();
    expect(notificationClickRoute({ type: 'notification-click', url: '//evil.example/x' }, origin)).toBeNull();
  });
});
