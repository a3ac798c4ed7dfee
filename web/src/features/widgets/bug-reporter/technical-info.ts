// ENT-06: the technical details a bug report carries.

export interface TechnicalInfo {
  url: string;
  userAgent: string;
  timestamp: string;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  browser: { cookieEnabled: boolean; language: string; platform: string; onLine: boolean };
}

export function collectTechnicalInfo(now = new Date()): TechnicalInfo {
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
