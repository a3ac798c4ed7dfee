import type { CallerContext, CompanyBody, PropertyOwnerBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import { createLoaders, type LoaderSources } from './loaders';

const caller: CallerContext = { userId: randomUUID(), companyId: randomUUID(), role: 'manager' };
const owner = (id: string): PropertyOwnerBody => ({
  id,
  companyId: caller.companyId,
  name: `Owner ${id.slice(0, 4)}`,
  email: null,
  phone: null,
  managementFeePercent: 10,
  spendingLimitPence: 25_000,
});

function fakeSources(knownOwners: string[]) {
  const ownerCalls: string[][] = [];
  const companyCalls: CallerContext[] = [];
  const sources: LoaderSources = {
    portfolio: {
      ownersByIds: async (_caller, ids) => {
        ownerCalls.push([...ids]);
        // Answers in its own order, to prove the loader puts results back in key order.
        return knownOwners
          .filter((id) => ids.includes(id))
          .reverse()
          .map(owner);
      },
    },
    identity: {
      currentCompany: async (c) => {
        companyCalls.push(c);
        return { id: c.companyId, name: 'Co', logoUrl: null } satisfies CompanyBody;
      },
    },
  };
  return { sources, ownerCalls, companyCalls };
}

describe('createLoaders', () => {
  it('batches every owner of a page into one call, deduplicated, with results in key order and null for missing', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    const missing = randomUUID();
    const { sources, ownerCalls } = fakeSources(ids);
    const loaders = createLoaders(sources, () => caller);

    const keys = [...Array.from({ length: 25 }, (_, i) => ids[i % 5]!), missing];
    const results = await Promise.all(keys.map((id) => loaders.propertyOwner.load(id)));

    expect(ownerCalls).toHaveLength(1);
    expect(ownerCalls[0]!.sort()).toEqual([...ids, missing].sort());
    expect(results.map((r) => r?.id ?? null)).toEqual([...keys.slice(0, 25), null]);
  });

  it('caches within the request: loading the same owner again makes no call', async () => {
    const id = randomUUID();
    const { sources, ownerCalls } = fakeSources([id]);
    const loaders = createLoaders(sources, () => caller);
    await loaders.propertyOwner.load(id);
    await loaders.propertyOwner.load(id);
    expect(ownerCalls).toHaveLength(1);
  });

  it("splits batches at the service's 100-id limit", async () => {
    const ids = Array.from({ length: 150 }, () => randomUUID());
    const { sources, ownerCalls } = fakeSources(ids);
    const loaders = createLoaders(sources, () => caller);
    await Promise.all(ids.map((id) => loaders.propertyOwner.load(id)));
    expect(ownerCalls.map((c) => c.length)).toEqual([100, 50]);
  });

  it("resolves the caller's company with one call however many users ask", async () => {
    const { sources, companyCalls } = fakeSources([]);
    const loaders = createLoaders(sources, () => caller);
    const companies = await Promise.all(Array.from({ length: 10 }, () => loaders.company.load(caller.companyId)));
    expect(companyCalls).toEqual([caller]);
    expect(companies.every((c) => c?.id === caller.companyId)).toBe(true);
  });

  it('answers another company only for platform staff, asking as that company', async () => {
    const other = randomUUID();
    const staff: CallerContext = { ...caller, role: 'admin' };
    const asStaff = fakeSources([]);
    expect(await createLoaders(asStaff.sources, () => staff).company.load(other)).toMatchObject({ id: other });
    expect(asStaff.companyCalls).toEqual([{ ...staff, companyId: other }]);

    const asManager = fakeSources([]);
    expect(await createLoaders(asManager.sources, () => caller).company.load(other)).toBeNull();
    expect(asManager.companyCalls).toHaveLength(0);
  });

  it('refuses to load without a verified caller', async () => {
    const { sources } = fakeSources([]);
    await expect(createLoaders(sources, () => undefined).propertyOwner.load(randomUUID())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
