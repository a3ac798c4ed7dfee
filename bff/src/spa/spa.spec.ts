import { hasFileExtension, isServerPath } from './spa';

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
