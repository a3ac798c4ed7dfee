import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { notificationClickRoute } from '../lib/service-worker-messages';

/** AUTH-15: a notification-click message from the service worker opens its route in the SPA. */
export function useServiceWorkerNavigation(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const route = notificationClickRoute(event.data, window.location.origin);
      if (route) void navigate(route);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
