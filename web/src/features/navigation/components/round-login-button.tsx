import { LogInIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** NAV-12: visitors see a round login button at the bottom right (above the mobile bottom bar). */
export function RoundLoginButton() {
  return (
    <Link
      to={paths.login}
      aria-label="Login"
      title="Login"
      data-testid="round-login-button"
      data-floating-rail=""
      className="fixed right-4 bottom-20 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-1 ring-black/5 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:right-6 md:bottom-6"
    >
      <LogInIcon className="size-6" aria-hidden="true" />
    </Link>
  );
}
