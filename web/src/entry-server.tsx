// Built by `vite build --ssr` and run once at build time (src/prerender/build-pages.ts), never in the bff.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

import { pageTitle } from '@/lib/page-title';
import { buildScreen } from '@/prerender/build-screen';
import { PageApp } from '@/prerender/page-app';
import { prerenderedFile, prerenderedPage, prerenderedPages } from '@/prerender/pages';
import type { PrerenderedName } from '@/prerender/pages';
import type { RenderedPage } from '@/prerender/page-html';

export const pageNames = Object.keys(prerenderedPages) as PrerenderedName[];

/** A visitor's browser at build time: nothing stored (the pages read the session to choose Login or Dashboard). */
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};
Object.assign(globalThis, { localStorage: emptyStorage, sessionStorage: emptyStorage });

/** A visitor's first paint of the page: no stored session, no query answered yet. */
export async function renderPage(name: PrerenderedName): Promise<RenderedPage & { file: string; path: string }> {
  const page = prerenderedPage(name);
  const screen = createElement(await page.route.screen());
  const html = renderToString(<PageApp page={page} location={page.route.pattern} screen={buildScreen(page, screen)} />);
  const path = page.route.pattern;
  return { name, title: pageTitle(path), html, file: prerenderedFile(path), path };
}
