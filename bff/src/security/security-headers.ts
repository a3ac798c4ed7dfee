// Security headers of every answer (helmet), the SPA's Content Security Policy and the no-store rule for
// authenticated answers. The choices and their reasons are written beside each directive.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

type RouteHeaders = Omit<FastifyHelmetOptions, 'global'>;
type Directives = Record<string, (string | ((req: unknown, res: ServerResponse) => string))[]>;

export interface SpaHeaders {
  /** index.html, the client routes and the built files: may not be framed at all. */
  app: RouteHeaders;
  /** The support-bot page (WID-10), which the app's own support widget frames. */
  embeddable: RouteHeaders;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const styleNonces = new WeakMap<ServerResponse, string>();

/** One nonce per answer, made the first time the policy or the page asks for it. */
export function styleNonceOf(res: ServerResponse): string {
  let nonce = styleNonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(res, nonce);
  }
  return nonce;
}

/**
 * The SPA's policy. Scripts: 'self' only, no nonce, because Vite emits no inline script (only
 * `<script type="module" src>` and modulepreload links) and uploads cannot run as script (nosniff, checked
 * types). Styles: the built stylesheet plus a per-answer nonce for the `<style>` that Radix's scroll lock
 * (react-remove-scroll) injects with measured sizes, which no hash can match; the SPA hands the nonce over
 * from Vite's csp-nonce meta (web/src/lib/csp.ts). No 'unsafe-inline': style attributes from markup stay
 * blocked, while the style properties React and Radix set through the CSSOM are not affected by CSP.
 */
function spaDirectives(frameAncestors: string, production: boolean): Directives {
  return {
    'default-src': ["'self'"],
    // 'report-sample': a violation report quotes the start of what was refused.
    'script-src': ["'self'", "'report-sample'"],
    'style-src': ["'self'", "'report-sample'", (_req, res) => `'nonce-${styleNonceOf(res)}'`],
    // Uploads and blob: previews of downloaded photos; blog covers and Markdown images may be any https address.
    'img-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The support widget frames the support-bot URL of system settings: a path here or an https address
    // (identity's SUPPORT_BOT_URL_PATTERN). A per-setting origin cannot work: the service worker answers
    // navigations with the index.html (and headers) it cached when it was installed.
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
    // Plain-HTTP runs (development, e2e on 127.0.0.1) would otherwise ask for https subresources nobody serves.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Answers that are not the SPA (JSON, files): nothing in them may load or run anything, or be framed. */
const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

function securityHeaderOptions(production: boolean): { global: FastifyHelmetOptions; spa: SpaHeaders } {
  const global: FastifyHelmetOptions = {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only where the site is served over HTTPS: a browser would otherwise refuse plain-HTTP development hosts.
    strictTransportSecurity: production ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  };
  return {
    global,
    spa: {
      app: { contentSecurityPolicy: { useDefaults: false, directives: spaDirectives("'none'", production) } },
      embeddable: {
        contentSecurityPolicy: { useDefaults: false, directives: spaDirectives("'self'", production) },
        xFrameOptions: { action: 'sameorigin' },
      },
    },
  };
}

const SERVER_PATH = /^\/(api|graphql)(\/|$)/;
const GRAPHQL_PATH = /^\/graphql(\/|$)/;
const CREDENTIAL_PATH = /^\/api\/auth(\/|$)/;

/**
 * Answers that belong to one caller and must never be kept by a browser or proxy: any call with an
 * Authorization header (bearer or API key), every GraphQL answer, and the auth endpoints that hand out or
 * rotate tokens. Public answers (the blog, covers, settings) keep their own caching.
 */
export function isPrivateAnswer(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (!SERVER_PATH.test(path)) return false;
  return Boolean(request.headers.authorization) || GRAPHQL_PATH.test(path) || CREDENTIAL_PATH.test(path);
}

/** Before the routes: helmet's route options and the hooks apply to routes registered after this. */
export async function registerSecurityHeaders(fastify: FastifyInstance, production: boolean): Promise<SpaHeaders> {
  const options = securityHeaderOptions(production);
  await fastify.register(fastifyHelmet, options.global);
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!isPrivateAnswer(request)) return payload;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
    return payload;
  });
  return options.spa;
}
