import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';

/** One REST route of the bff as Nest registered it, with the DTO classes its handler validates. */
export interface RestRoute {
  /** 'POST /api/auth/token' */
  key: string;
  method: string;
  path: string;
  params: string[];
  /** The @Body() class; null when the body is typed by an interface (passed on) or not read. */
  bodyDto: Type | null;
  readsBody: boolean;
  /** Reads the raw request (multipart forms). */
  readsRequest: boolean;
  queryDto: Type | null;
}

const joinPath = (...parts: (string | undefined)[]) =>
  `/${parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;

const withRules = (type: unknown): Type | null =>
  typeof type === 'function' && type !== Object && type !== String && type !== Number ? (type as Type) : null;

/** A controller's methods, its own and those it inherits (a mixin's routes, such as the CSV ones). */
function methodNames(controller: Type): Set<string> {
  const names = new Set<string>();
  for (let proto = controller.prototype as object; proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
  }
  return names;
}

/** Every controller route of the app, found from Nest's own metadata so a new route is never missed. */
export function restRoutes(app: INestApplication): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
      for (const name of methodNames(controller)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!;
        const args = Object.entries(
          (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { index: number }>,
        );
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[];
        const argOf = (kind: RouteParamtypes) => args.find(([key]) => key.split(':')[0] === String(kind))?.[1];
        const body = argOf(RouteParamtypes.BODY);
        const query = argOf(RouteParamtypes.QUERY);
        const fullPath = joinPath(prefix, path);
        routes.push({
          key: `${method} ${fullPath}`,
          method,
          path: fullPath,
          params: [...fullPath.matchAll(/:(\w+)/g)].map((match) => match[1]!),
          bodyDto: body ? withRules(types[body.index]) : null,
          readsBody: body !== undefined,
          readsRequest: argOf(RouteParamtypes.REQUEST) !== undefined,
          queryDto: query ? withRules(types[query.index]) : null,
        });
      }
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}
