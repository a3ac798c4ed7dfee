import type { BuildingFactorBody, CallerContext } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import { BuildingFactorLoader } from './building-factor.loader';
import type { BuildingFactorsClient } from './building-factors.client';

const caller: CallerContext = { userId: randomUUID(), companyId: randomUUID(), role: 'manager' };
const factor = (id: string): BuildingFactorBody => ({
  id,
  companyId: caller.companyId,
  name: `Factor ${id.slice(0, 4)}`,
  contactName: null,
  email: null,
  phone: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  postcode: null,
  fees: null,
  serviceChargePencePerYear: null,
  notes: null,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
});

function loaderOver(known: string[]) {
  const calls: string[][] = [];
  const client = {
    byIds: async (_caller: CallerContext, ids: readonly string[]) => {
      calls.push([...ids]);
      return known
        .filter((id) => ids.includes(id))
        .reverse()
        .map(factor);
    },
  } as unknown as BuildingFactorsClient;
  return { loader: new BuildingFactorLoader(client).create(() => caller), calls };
}

describe('BuildingFactorLoader', () => {
  it('[BF-01] batches every factor of a page into one call, in key order, null for a factor not seen', async () => {
    const ids = [randomUUID(), randomUUID()];
    const hidden = randomUUID();
    const { loader, calls } = loaderOver(ids);
    const keys = [ids[0]!, ids[1]!, ids[0]!, hidden];
    const results = await Promise.all(keys.map((id) => loader.load(id)));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.sort()).toEqual([...ids, hidden].sort());
    expect(results.map((r) => r?.id ?? null)).toEqual([ids[0], ids[1], ids[0], null]);
  });
});
