/**
 * The prerendered pages in the service worker's precache (issue 10). vite-plugin-pwa injects the SPA's own manifest
 * while the worker is built, before the pages exist; build-pages.ts then writes the pages' manifest in front of the
 * built worker (dist/sw.js) as this global, so the worker's bytes change whenever a page does.
 */
const WORKER_PAGES_GLOBAL = '__PRERENDERED_PAGES';

export interface WorkerPages {
  /** Each page's path with a hash of its HTML: a build with other HTML replaces it in the precache. */
  pages: { url: string; revision: string }[];
  /** What every page loads first (its script and stylesheet): hashed names, so no revision. */
  assets: { url: string; revision: null }[];
}

/** The statement build-pages.ts puts in front of the built worker. */
export function workerPagesStatement(manifest: WorkerPages): string {
  return `self.${WORKER_PAGES_GLOBAL}=${JSON.stringify(manifest)};`;
}

/** In the worker: the manifest build-pages.ts wrote, or none (a build without the pages step). */
export function readWorkerPages(scope: object): WorkerPages {
  const manifest = (scope as Partial<Record<typeof WORKER_PAGES_GLOBAL, WorkerPages>>)[WORKER_PAGES_GLOBAL];
  return manifest ?? { pages: [], assets: [] };
}

/**
 * The precached page a navigation to `pathname` is answered with, as the bff answers it (bff/src/spa/spa.ts
 * prerenderedPagePath): the query string plays no part and '/blog/' is '/blog'. Undefined for the SPA's paths.
 */
export function prerenderedPageFor(pathname: string, pages: ReadonlySet<string>): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return pages.has(path) ? path : undefined;
}

/** The built files a page's HTML loads from /assets/ (Vite's entry script and stylesheet). */
export function pageAssets(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="\/(assets\/[^"]+)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}
