import { hasFileExtension, isServerPath, prerenderedPagePath, withNonce } from './spa';

describe('spa routing rules', () => {
  it.each(['/api', '/api/user', '/graphql', '/healthz', '/readyz', '/api/auth/token'])(
    'leaves %s to the server',
    (path) => {
      expect(isServerPath(path)).toBe(true);
    },
  );

  it.each(['/', '/login', '/apiary', '/graphql-docs', '/properties/123'])('gives %s to the SPA', (path) => {
    expect(isServerPath(path)).toBe(false);
  });

  it('tells files from client routes by the extension of the last segment', () => {
    expect(hasFileExtension('/assets/index-AbC.js')).toBe(true);
    expect(hasFileExtension('/manifest.webmanifest')).toBe(true);
    expect(hasFileExtension('/properties/123')).toBe(false);
    expect(hasFileExtension('/v1.2/page')).toBe(false);
  });
});

describe('index.html nonces', () => {
  it("puts the answer's nonce in place of every placeholder Vite wrote", () => {
    const html =
      '<meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/a.js"></script>';
    const sent = withNonce(html, 'Zm9v+/==');
    expect(sent).toBe(
      '<meta property="csp-nonce" nonce="Zm9v+/=="><script type="module" nonce="Zm9v+/==" src="/a.js"></script>',
    );
  });
});

describe('prerendered pages', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/blog', 'prerendered/blog/index.html'],
    ['/blog/', 'prerendered/blog/index.html'],
    ['/resources/use-cases', 'prerendered/resources/use-cases/index.html'],
  ])('looks for %s at %s in the build', (path, file) => {
    expect(prerenderedPagePath(path)).toBe(file);
  });

  it.each(['/../secrets', '/a/../../b', '//evil', '/a\\b'])('names no file for %s', (path) => {
    expect(prerenderedPagePath(path)).toBeUndefined();
  });
});
