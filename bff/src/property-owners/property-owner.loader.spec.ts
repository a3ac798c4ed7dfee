import type { CallerContext, PropertyOwnerBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import type { PropertyOwnersClient } from './property-owners.client';
import { PropertyOwnerLoader } from './property-owner.loader';

const caller: CallerContext = { userId: randomUUID(), companyId: randomUUID(), role: 'manager' };
const owner = (id: string): PropertyOwnerBody => ({
  id,
  companyId: caller.companyId,
  name: `Owner ${id.slice(0, 4)}`,
  email: null,
  phone: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  postcode: null,
  bankDetails: null,
  managementFeeKind: 'percent',
  managementFeePercent: 10,
  managementFeeFixedPence: null,
  spendingLimitPence: 25_000,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
});

function loaderOver(knownOwners: string[]) {
  const calls: string[][] = [];
  const client = {
    byIds: async (_caller: CallerContext, ids: readonly string[]) => {
      calls.push([...ids]);
      // Answers in its own order, to prove the loader puts results back in key order.
      return knownOwners
        .filter((id) => ids.includes(id))
        .reverse()
        .map(owner);
    },
  } as unknown as PropertyOwnersClient;
  return { loader: new PropertyOwnerLoader(client).create(() => caller), calls };
}

describe('PropertyOwnerLoader', () => {
  it('batches every owner of a page into one call, deduplicated, with results in key order and null for missing', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    const missing = randomUUID();
    const { loader, calls } = loaderOver(ids);

    const keys = [...Array.from({ length: 25 }, (_, i) => ids[i % 5]!), missing];
    const results = await Promise.all(keys.map((id) => loader.load(id)));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.sort()).toEqual([...ids, missing].sort());
    expect(results.map((r) => r?.id ?? null)).toEqual([...keys.slice(0, 25), null]);
  });

  it('caches within the request: loading the same owner again makes no call', async () => {
    const id = randomUUID();
    const { loader, calls } = loaderOver([id]);
    await loader.load(id);
    await loader.load(id);
    expect(calls).toHaveLength(1);
  });

  it("splits batches at the service's 100-id limit", async () => {
    const ids = Array.from({ length: 150 }, () => randomUUID());
    const { loader, calls } = loaderOver(ids);
    await Promise.all(ids.map((id) => loader.load(id)));
    expect(calls.map((c) => c.length)).toEqual([100, 50]);
  });
});
