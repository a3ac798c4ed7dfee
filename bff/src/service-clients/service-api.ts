import type { OnModuleDestroy } from '@nestjs/common';
import { AppException, ServiceClient, type ServiceName } from '@pm/kit';
import type { BffSettings } from '../config/bff.config';

/** Base of the typed wrappers: one keep-alive pool per service, closed with the app. */
export abstract class ServiceApi implements OnModuleDestroy {
  readonly client: ServiceClient;

  protected constructor(settings: BffSettings, name: ServiceName) {
    this.client = new ServiceClient({
      name,
      baseUrl: settings.serviceUrls[name],
      internalToken: settings.internalToken,
    });
  }

  ping(): Promise<boolean> {
    return this.client.ping();
  }

  onModuleDestroy(): Promise<void> {
    return this.client.close();
  }
}

export const isNotFound = (error: unknown) => error instanceof AppException && error.statusCode === 404;
