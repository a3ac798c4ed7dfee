import { Injectable } from '@nestjs/common';
import type { PropertyBody } from '@pm/contracts';
import { MAX_PAGE_SIZE } from '@pm/kit';
import DataLoader from 'dataloader';
import { type CallerOf, inKeyOrder, type LoaderFactory } from '../graphql/request-loaders';
import { PropertiesClient } from './properties.client';

/** The properties of a page of other records (tenancies): one portfolio call per request; unseen ones load as null. */
@Injectable()
export class PropertyLoader implements LoaderFactory<string, PropertyBody | null> {
  constructor(private readonly properties: PropertiesClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, PropertyBody | null>(
      async (ids) => inKeyOrder(ids, await this.properties.byIds(caller(), ids)),
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }
}
