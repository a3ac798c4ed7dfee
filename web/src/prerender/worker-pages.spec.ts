import { pageAssets, prerenderedPageFor, readWorkerPages, workerPagesStatement } from './worker-pages';
import type { WorkerPages } from './worker-pages';

const manifest: WorkerPages = {
  pages: [
    { url: '/', revision: 'a1' },
    { url: '/blog', revision: 'b2' },
  ],
  assets: [{ url: 'assets/page-x1.js', revision: null }],
};

describe("the prerendered pages in the worker's precache", () => {
  it('are read back in the worker as build-pages.ts wrote them in front of it', () => {
    const scope: Record<string, unknown> = {};
    new Function('self', workerPagesStatement(manifest))(scope);
    expect(readWorkerPages(scope)).toEqual(manifest);
  });

  it('are none when the worker was built without the pages step', () => {
    expect(readWorkerPages({})).toEqual({ pages: [], assets: [] });
  });

  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/some-post', undefined],
    ['/dashboard', undefined],
    ['/index.html', undefined],
  ])('answer a navigation to %s with the page %s (as the bff does)', (pathname, page) => {
    expect(prerenderedPageFor(pathname, new Set(['/', '/blog']))).toBe(page);
  });

  it('list the built script and stylesheet a page loads, not its icons or manifest', () => {
    const html =
      '<link rel="icon" href="/icon.svg" type="image/svg+xml" /><link rel="manifest" href="/manifest.webmanifest" />' +
      '<script type="module" crossorigin src="/assets/page-Ab1.js" nonce="__CSP_NONCE__"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/page-Cd2.css" nonce="__CSP_NONCE__">';
    expect(pageAssets(html)).toEqual(['assets/page-Ab1.js', 'assets/page-Cd2.css']);
  });
});
