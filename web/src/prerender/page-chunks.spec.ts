import { startChunks, withModulePreloads } from './page-chunks';

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

  it('are preloaded at low priority from the head', () => {
    expect(withModulePreloads('<head><title>t</title></head>', ['assets/client-2.js'])).toBe(
      '<head><title>t</title><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/client-2.js"></head>',
    );
  });
});
