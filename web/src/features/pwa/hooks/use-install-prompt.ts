import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import { isInstalledApp, isMobileViewport } from '../lib/display-mode';
import { clearInstallPrompt, getInstallPrompt, subscribeInstallPrompt } from '../lib/install-prompt-store';

/** NAV-15: the prompt waits this long after load. */
const INSTALL_PROMPT_DELAY_MS = 3_000;
/** NAV-16: set for the rest of the session once the prompt is dismissed or used. */
export const INSTALL_PROMPT_DISMISSED_KEY = 'pwa.installPrompt.dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode): the prompt just hides for this page.
  }
}

/** Install prompt state: shown on mobile 3 s after load once the browser offers installation. */
export function useInstallPrompt() {
  const offer = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [dismissed, setDismissed] = useState(wasDismissed);

  useEffect(() => {
    if (dismissed) return;
    const timer = window.setTimeout(() => setDelayElapsed(true), INSTALL_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dismissed]);

  const visible = delayElapsed && !dismissed && offer !== null && isMobileViewport() && !isInstalledApp();

  const dismiss = useCallback(() => {
    rememberDismissal();
    setDismissed(true);
  }, []);

  const install = useCallback(async () => {
    const event = getInstallPrompt();
    dismiss();
    if (!event) return;
    clearInstallPrompt();
    try {
      await event.prompt();
      await event.userChoice;
    } catch {
      // The browser refused to show its dialog: nothing else to do.
    }
  }, [dismiss]);

  return { visible, install, dismiss };
}
