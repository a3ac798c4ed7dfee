import { Outlet, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { BottomBar } from '@/features/navigation/components/bottom-bar';
import { RoundLoginButton } from '@/features/navigation/components/round-login-button';

import { useSignedIn } from './use-signed-in';

/**
 * Sign-in, registration, token links and demo pages: no sidebar and no header (NAV-06). The screen brings its
 * own `main`. The mobile bottom bar and, for visitors away from /login, the round login button still show.
 */
export function BareLayout() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  // The support-bot page lives inside the support widget's frame: no navigation chrome there.
  if (pathname === paths.supportBot) return <Outlet />;
  return (
    <div className="min-h-screen bg-slate-50 pb-16 md:pb-0">
      <Outlet />
      <BottomBar signedIn={signedIn} />
      {signedIn || pathname === paths.login ? null : <RoundLoginButton />}
    </div>
  );
}
