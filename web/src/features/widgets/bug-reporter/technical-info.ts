// ENT-06: the technical details a bug report carries.
import type { BugTechnicalInfo } from '@pm/contracts';

export function collectTechnicalInfo(now = new Date()): BugTechnicalInfo {
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    timestamp: now.toISOString(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    screen: { width: window.screen.width, height: window.screen.height },
    browser: {
      cookieEnabled: navigator.cookieEnabled,
      language: navigator.language,
      platform: navigator.platform,
      onLine: navigator.onLine,
    },
  };
}
