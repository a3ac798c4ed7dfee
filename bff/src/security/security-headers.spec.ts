import type { FastifyRequest } from 'fastify';
import { isPrivateAnswer, styleNonceOf } from './security-headers';
import type { ServerResponse } from 'node:http';

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as FastifyRequest;

describe('which answers are private (Cache-Control: no-store)', () => {
  it.each(['/api/user', '/api/properties?limit=5', '/api/uploads/blog-covers/a.png', '/api/blog/posts'])(
    'any REST answer to a call with a bearer: %s',
    (url) => {
      expect(isPrivateAnswer(request(url, { authorization: 'Bearer abc' }))).toBe(true);
    },
  );

  it.each(['/graphql', '/graphql?query={__typename}', '/graphql/x'])(
    'every GraphQL answer, signed in or not: %s',
    (url) => {
      expect(isPrivateAnswer(request(url))).toBe(true);
    },
  );

  it.each(['/api/auth/token', '/api/auth/token/refresh', '/api/auth/logout', '/api/auth/oidc/x/callback?code=1'])(
    'the auth endpoints that hand out tokens, with no bearer: %s',
    (url) => {
      expect(isPrivateAnswer(request(url))).toBe(true);
    },
  );

  it.each(['/api/blog/posts', '/api/blog/posts/gas-safety', '/api/uploads/blog-covers/a.png', '/api/settings/public'])(
    'public answers without a bearer keep their own caching: %s',
    (url) => {
      expect(isPrivateAnswer(request(url))).toBe(false);
    },
  );

  it.each(['/assets/index-AbC.js', '/', '/login', '/apiary', '/graphql-docs', '/api-auth'])(
    'the SPA and its files are never private, whatever the request carries: %s',
    (url) => {
      expect(isPrivateAnswer(request(url, { authorization: 'Bearer abc' }))).toBe(false);
    },
  );
});

describe('style nonces', () => {
  it('gives one answer the same nonce every time and another answer a different one', () => {
    const first = {} as ServerResponse;
    const second = {} as ServerResponse;
    expect(styleNonceOf(first)).toBe(styleNonceOf(first));
    expect(styleNonceOf(first)).not.toBe(styleNonceOf(second));
    expect(Buffer.from(styleNonceOf(first), 'base64')).toHaveLength(16);
  });
});
