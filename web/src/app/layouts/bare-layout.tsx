import { Outlet, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { BottomBar } from '@/features/navigation/components/bottom-bar';
import { RoundLoginButton } from '@/features/navigation/components/round-login-button';

import { useSignedIn } from './use-signed-in';

/** NAV-06: no sidebar and no header. The screen brings its own `main`. */
export function BareLayout() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  // The support-bot page lives inside the support widget's frame: no navigation chrome there.
  if (pathname === paths.supportBot) return <Outlet />;
  return (
    <div className="min-h-screen bg-slate-50 pb-36 md:pb-0">
      <Outlet />
      <BottomBar signedIn={signedIn} />
      {signedIn || pathname === paths.login ? null : <RoundLoginButton />}
    </div>
  );
}
