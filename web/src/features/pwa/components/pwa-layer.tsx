import { useHomeScreenHint } from '../hooks/use-home-screen-hint';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { useServiceWorkerNavigation } from '../hooks/use-service-worker-navigation';

import { HomeScreenHint } from './home-screen-hint';
import { InstallPrompt } from './install-prompt';

interface PwaLayerProps {
  /** A chat widget is open: the cards wait, so they never cover its panel (app/layouts/floating-layers.tsx). */
  widgetOpen?: boolean;
}

/** The cards sit above the mobile bottom bar and the floating buttons' row on phones, centred from md up. */
export function PwaLayer({ widgetOpen = false }: PwaLayerProps) {
  useServiceWorkerNavigation();
  const installPrompt = useInstallPrompt();
  const hint = useHomeScreenHint();
  if (widgetOpen || (!installPrompt.visible && !hint.visible)) return null;
  return (
    <div className="pointer-events-none fixed right-4 bottom-36 left-4 z-50 flex flex-col gap-3 md:right-auto md:bottom-6 md:left-1/2 md:w-full md:max-w-sm md:-translate-x-1/2">
      {installPrompt.visible ? (
        <InstallPrompt onInstall={() => void installPrompt.install()} onDismiss={installPrompt.dismiss} />
      ) : null}
      {hint.visible ? <HomeScreenHint onDismiss={hint.dismiss} /> : null}
    </div>
  );
}
