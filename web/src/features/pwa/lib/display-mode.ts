/** Below this width the app uses its mobile layout (Tailwind's md breakpoint). */
const MOBILE_MAX_WIDTH = 767;

export function isMobileViewport(): boolean {
  return window.innerWidth <= MOBILE_MAX_WIDTH;
}

export function isInstalledApp(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' &&
    (window.matchMedia('(display-mode: standalone)').matches ||
      window.matchMedia('(display-mode: fullscreen)').matches);
  // iOS Safari does not support display-mode queries for home-screen apps; it sets navigator.standalone.
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
}
