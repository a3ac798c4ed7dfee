import { routes } from '@/config/paths';
import type { RouteEntry } from '@/config/paths';

type RouteName = keyof typeof routes;

/**
 * The public pages painted from HTML rendered at build time (issue 10). A `static` screen is never hydrated:
 * only its shell (header, bottom bar, widgets) is. An `interactive` screen (forms, calculators, lists that
 * load) hydrates with its shell. Pages with parameters (a blog post) and the framed support bot stay SPA.
 */
export const prerenderedPages = {
  home: 'static',
  resources: 'static',
  useCases: 'static',
  company: 'static',
  aboutUs: 'static',
  ourMission: 'static',
  // Names the operator from system settings, read once the page hydrates.
  termsOfService: 'interactive',
  privacy: 'interactive',
  roiCalculator: 'interactive',
  contact: 'interactive',
  contactUs: 'interactive',
  setupDemo: 'interactive',
  requestAccess: 'interactive',
  blog: 'interactive',
  login: 'interactive',
  register: 'interactive',
  forgotPassword: 'interactive',
} as const satisfies Partial<Record<RouteName, 'static' | 'interactive'>>;

export type PrerenderedName = keyof typeof prerenderedPages;

export interface PrerenderedPage {
  name: PrerenderedName;
  route: RouteEntry & { screen: NonNullable<RouteEntry['screen']> };
  interactive: boolean;
}

export function prerenderedPage(name: PrerenderedName): PrerenderedPage {
  const route: RouteEntry = { name, ...routes[name] };
  if (!route.screen) throw new Error(`${name} has no screen to prerender`);
  return { name, route: { ...route, screen: route.screen }, interactive: prerenderedPages[name] === 'interactive' };
}

export function isPrerenderedName(name: string | undefined): name is PrerenderedName {
  return name !== undefined && Object.hasOwn(prerenderedPages, name);
}

/** Where the build writes a page's HTML inside web/dist; the bff looks there first for a GET (bff/src/spa). */
export function prerenderedFile(pattern: string): string {
  return `prerendered${pattern === '/' ? '' : pattern}/index.html`;
}
