import { useHomeScreenHint } from '../hooks/use-home-screen-hint';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { useServiceWorkerNavigation } from '../hooks/use-service-worker-navigation';

import { HomeScreenHint } from './home-screen-hint';
import { InstallPrompt } from './install-prompt';

/**
 * App-wide PWA pieces, rendered once inside the router: the install prompt, the home-screen hint
 * and routing of notification clicks. The cards sit above the mobile bottom bar (5rem), left of the
 * floating chat buttons on phones.
 */
export function PwaLayer() {
  useServiceWorkerNavigation();
  const installPrompt = useInstallPrompt();
  const hint = useHomeScreenHint();
  if (!installPrompt.visible && !hint.visible) return null;
  return (
    <div className="pointer-events-none fixed bottom-20 left-4 right-20 z-50 flex flex-col gap-3 md:right-auto md:bottom-6 md:left-1/2 md:w-full md:max-w-sm md:-translate-x-1/2">
      {installPrompt.visible ? (
        <InstallPrompt onInstall={() => void installPrompt.install()} onDismiss={installPrompt.dismiss} />
      ) : null}
      {hint.visible ? <HomeScreenHint onDismiss={hint.dismiss} /> : null}
    </div>
  );
}
