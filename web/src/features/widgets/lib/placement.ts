// Which widgets a page shows (spec §2 "Chat widgets and their placement", WID-01..05, ROLE-01, ROLE-02).
import { matchPath } from 'react-router-dom';

import { routeTable } from '@/config/paths';

type SupportPlacement = 'floating' | 'inline' | 'none';

export interface WidgetPlacement {
  sales: boolean;
  support: SupportPlacement;
  whatsapp: boolean;
  bugReporter: boolean;
}

/** WID-04: the bug reporter's path prefixes (a whole path segment: /properties and /properties/…). */
const BUG_REPORTER_PREFIXES = ['/dashboard', '/properties', '/maintenance', '/tenants'] as const;

const REGISTER_INVITE_PATTERN = '/register/:hash';

const NONE: WidgetPlacement = { sales: false, support: 'none', whatsapp: false, bugReporter: false };

function isMarketingPage(pathname: string): boolean {
  const entry = routeTable.find((route) => matchPath({ path: route.pattern, end: true }, pathname) !== null);
  return entry?.shell === 'marketing' && entry.access === 'public';
}

function isBugReporterPath(pathname: string): boolean {
  return BUG_REPORTER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function widgetPlacement(pathname: string, signedIn: boolean): WidgetPlacement {
  // WID-03: only the support bot, without its floating button.
  if (matchPath({ path: REGISTER_INVITE_PATTERN, end: true }, pathname)) return { ...NONE, support: 'inline' };
  // WID-01: the public marketing pages carry the public widgets.
  if (isMarketingPage(pathname)) return { sales: true, support: 'floating', whatsapp: true, bugReporter: false };
  // WID-04, WID-05: the bug reporter where the public widgets are not shown, for signed-in users.
  return { ...NONE, bugReporter: signedIn && isBugReporterPath(pathname) };
}
