import { useCallback, useEffect, useState } from 'react';

import { isInstalledApp } from '../lib/display-mode';

/** NAV-17: the hint appears this long after load… */
const HOME_SCREEN_HINT_DELAY_MS = 10_000;
/** …and hides itself this long after appearing. */
const HOME_SCREEN_HINT_DURATION_MS = 30_000;
/** NAV-18: set once the hint has been shown, so it appears at most once per session. */
export const HOME_SCREEN_HINT_SHOWN_KEY = 'pwa.homeScreenHint.shown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(HOME_SCREEN_HINT_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(HOME_SCREEN_HINT_SHOWN_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode): the hint may then come back on the next load.
  }
}

/** Home-screen hint state: 10 s after load, for 30 s or until dismissed; never in the installed app. */
export function useHomeScreenHint() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (alreadyShown() || isInstalledApp()) return;
    let hideTimer: number | undefined;
    const showTimer = window.setTimeout(() => {
      rememberShown();
      setVisible(true);
      hideTimer = window.setTimeout(() => setVisible(false), HOME_SCREEN_HINT_DURATION_MS);
    }, HOME_SCREEN_HINT_DELAY_MS);
    return () => {
      window.clearTimeout(showTimer);
      window.clearTimeout(hideTimer);
    };
  }, []);

  const dismiss = useCallback(() => setVisible(false), []);

  return { visible, dismiss };
}
