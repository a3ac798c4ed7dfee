import { Injectable } from '@nestjs/common';
import type { BuildingFactorBody } from '@pm/contracts';
import { MAX_PAGE_SIZE } from '@pm/kit';
import DataLoader from 'dataloader';
import { type CallerOf, inKeyOrder, type LoaderFactory } from '../graphql/request-loaders';
import { BuildingFactorsClient } from './building-factors.client';

/** Factors of a page of properties: one portfolio call per request, whatever the page size. */
@Injectable()
export class BuildingFactorLoader implements LoaderFactory<string, BuildingFactorBody | null> {
  constructor(private readonly factors: BuildingFactorsClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, BuildingFactorBody | null>(
      async (ids) => inKeyOrder(ids, await this.factors.byIds(caller(), ids)),
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }
}
