import { preloadStartChunks, startChunks, withStartChunks } from './page-chunks';

describe("a prerendered page's start chunks", () => {
  const manifest = {
    'page.html': { file: 'assets/page-1.js', dynamicImports: ['_client-2.js', 'src/prerender/start-page.tsx'] },
    '_client-2.js': { file: 'assets/client-2.js' },
    'src/prerender/start-page.tsx': {
      file: 'assets/start-page-3.js',
      imports: ['page.html', '_client-2.js', '_shared-4.js'],
      dynamicImports: ['src/routes/login.tsx'],
    },
    '_shared-4.js': { file: 'assets/shared-4.js' },
    'src/routes/login.tsx': { file: 'assets/login-5.js' },
  };

  it("are the entry's dynamic imports and what they import, each once, in the order they are needed", () => {
    expect(startChunks(manifest, 'page.html')).toEqual([
      'assets/client-2.js',
      'assets/shared-4.js',
      'assets/start-page-3.js',
    ]);
  });

  it('refuse a manifest that names a chunk it lacks', () => {
    expect(() => startChunks({ 'page.html': { file: 'a.js', dynamicImports: ['gone'] } }, 'page.html')).toThrow(
      /no chunk gone/,
    );
  });

  it('are listed in an inert template at the end of the head, which fetches nothing', () => {
    expect(withStartChunks('<head><title>t</title></head>', ['assets/client-2.js'])).toBe(
      '<head><title>t</title><template id="start-chunks"><link rel="modulepreload" crossorigin href="/assets/client-2.js"></template></head>',
    );
  });

  it('are preloaded from the head once the entry moves them there', () => {
    document.head.innerHTML = withStartChunks('<head></head>', ['assets/client-2.js', 'assets/start-page-3.js'])
      .replace('<head>', '')
      .replace('</head>', '');
    expect(document.head.querySelectorAll(':scope > link[rel=modulepreload]')).toHaveLength(0);
    preloadStartChunks();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel=modulepreload]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/client-2.js', '/assets/start-page-3.js']);
  });
});
