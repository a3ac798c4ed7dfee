import { Injectable } from '@nestjs/common';
import type { PropertyComplianceBody } from '@pm/contracts';
import { MAX_PAGE_SIZE } from '@pm/kit';
import DataLoader from 'dataloader';
import type { CallerOf, LoaderFactory } from '../graphql/request-loaders';
import { ComplianceItemsClient } from './compliance-items.client';

const inPropertyOrder = (keys: readonly string[], found: readonly PropertyComplianceBody[]) => {
  const byProperty = new Map(found.map((compliance) => [compliance.propertyId, compliance]));
  return keys.map((key) => byProperty.get(key) ?? null);
};

/** Compliance summaries of a page of properties: one portfolio call per request, whatever the page size. */
@Injectable()
export class ComplianceSummaryLoader implements LoaderFactory<string, PropertyComplianceBody | null> {
  constructor(private readonly compliance: ComplianceItemsClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, PropertyComplianceBody | null>(
      async (ids) => inPropertyOrder(ids, await this.compliance.byPropertyIds(caller(), ids)),
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }
}

/** The same with every item's state, for a query that asks for the items. */
@Injectable()
export class ComplianceLoader implements LoaderFactory<string, PropertyComplianceBody | null> {
  constructor(private readonly compliance: ComplianceItemsClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, PropertyComplianceBody | null>(
      async (ids) => inPropertyOrder(ids, await this.compliance.byPropertyIds(caller(), ids, 'items')),
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }
}
