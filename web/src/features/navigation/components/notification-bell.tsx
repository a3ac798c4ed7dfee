import { BellIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** The top-right bell. NAV-14: its badge is rendered but hidden. */
export function NotificationBell() {
  return (
    <Link
      to={paths.alerts}
      aria-label="Notifications"
      className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <BellIcon className="size-5" aria-hidden="true" />
      <span
        data-testid="notification-badge"
        hidden
        className="absolute top-1 right-1 size-2 rounded-full bg-red-600 ring-2 ring-white"
      />
    </Link>
  );
}
