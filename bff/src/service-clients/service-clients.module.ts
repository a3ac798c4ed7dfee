import { Global, Inject, Module } from '@nestjs/common';
import { ServiceClient, type ServiceName } from '@pm/kit';
import { BffSettings } from '../config/bff.config';
import { CallerLinks, LINKED_SERVICES } from './caller-links';

const SERVICE_NAMES: readonly ServiceName[] = ['identity', 'portfolio', 'maintenance', 'engagement'];

const tokenOf = (name: ServiceName) => `ServiceClient:${name}`;

/** The keep-alive pool of one service; only an aggregate's `*.client.ts` injects it (lint rule). */
export const InjectServiceClient = (name: ServiceName) => Inject(tokenOf(name));

const isLinked = (name: ServiceName) => (LINKED_SERVICES as readonly ServiceName[]).includes(name);

const callerLinks = {
  provide: CallerLinks,
  inject: [BffSettings],
  useFactory: (settings: BffSettings) =>
    new CallerLinks(
      new ServiceClient({
        name: 'portfolio',
        baseUrl: settings.serviceUrls.portfolio,
        internalToken: settings.internalToken,
        connections: 8,
      }),
    ),
};

const providers = SERVICE_NAMES.map((name) => ({
  provide: tokenOf(name),
  inject: [BffSettings, CallerLinks],
  useFactory: (settings: BffSettings, links: CallerLinks) =>
    new ServiceClient({
      name,
      baseUrl: settings.serviceUrls[name],
      internalToken: settings.internalToken,
      completeCaller: isLinked(name) ? (caller) => links.complete(caller) : undefined,
    }),
}));

/** One pool per service for the whole app, closed with it. */
@Global()
@Module({ providers: [callerLinks, ...providers], exports: providers.map((provider) => provider.provide) })
export class ServiceClientsModule {}
