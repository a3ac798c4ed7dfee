import { Injectable, Module, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AppException } from '@pm/kit';
import type { FastifyRequest } from 'fastify';

/**
 * Endpoints that take a JSON body and act on credentials, cookies or a visitor's say-so. A page on another site
 * can post form-encoded, multipart and text/plain bodies without asking, but JSON only after a CORS preflight
 * this server never grants: accepting JSON alone closes login CSRF (another site's form signing the victim in
 * to the attacker's account) and keeps other sites' forms off the public inboxes.
 */
const JSON_ONLY_ROUTES = new Set(
  [
    '/api/auth/token',
    '/api/auth/token/refresh',
    '/api/auth/logout',
    '/api/auth/password-resets',
    '/api/auth/password-resets/:token',
    '/api/register',
    '/api/contact/contact-submissions',
    '/api/sales-bot/query',
    '/api/support/inbound',
  ].map((path) => `POST ${path}`),
);

const JSON_ONLY = 'Send this request as JSON (Content-Type: application/json)';

const mediaTypeOf = (header: string) => header.split(';', 1)[0]!.trim().toLowerCase();

/** Nothing in the body at all: no length, or a zero one, and no chunks announced. */
const hasNoBody = (request: FastifyRequest) =>
  (request.headers['content-length'] === undefined || request.headers['content-length'] === '0') &&
  request.headers['transfer-encoding'] === undefined;

/**
 * Global, and first of the guards: a refused body reaches no throttler (it is not counted as an attempt), no
 * validation and no handler. A request with neither a body nor a content type (logout or refresh by cookie)
 * carries no form to refuse and passes.
 */
@Injectable()
class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!JSON_ONLY_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return true;
    const contentType = request.headers['content-type'];
    const acceptable = contentType === undefined ? hasNoBody(request) : mediaTypeOf(contentType) === 'application/json';
    if (!acceptable) throw new AppException(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_ONLY);
    return true;
  }
}

/** Imported before AuthModule, so this guard runs before authentication and roles. */
@Module({ providers: [{ provide: APP_GUARD, useClass: JsonOnlyGuard }] })
export class JsonOnlyModule {}
