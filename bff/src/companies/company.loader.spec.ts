import type { CallerContext, CompanyBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import type { CompaniesClient } from './companies.client';
import { CompanyLoader } from './company.loader';

const caller: CallerContext = { userId: randomUUID(), companyId: randomUUID(), role: 'manager' };

function loaderFor(as: CallerContext) {
  const calls: CallerContext[] = [];
  const client = {
    current: async (c: CallerContext) => {
      calls.push(c);
      return { id: c.companyId, name: 'Co', logoUrl: null } satisfies CompanyBody;
    },
  } as unknown as CompaniesClient;
  return { loader: new CompanyLoader(client).create(() => as), calls };
}

describe('CompanyLoader', () => {
  it("resolves the caller's company with one call however many users ask", async () => {
    const { loader, calls } = loaderFor(caller);
    const companies = await Promise.all(Array.from({ length: 10 }, () => loader.load(caller.companyId)));
    expect(calls).toEqual([caller]);
    expect(companies.every((c) => c?.id === caller.companyId)).toBe(true);
  });

  it('answers another company only for platform staff, asking as that company', async () => {
    const other = randomUUID();
    const staff: CallerContext = { ...caller, role: 'admin' };
    const asStaff = loaderFor(staff);
    expect(await asStaff.loader.load(other)).toMatchObject({ id: other });
    expect(asStaff.calls).toEqual([{ ...staff, companyId: other }]);

    const asManager = loaderFor(caller);
    expect(await asManager.loader.load(other)).toBeNull();
    expect(asManager.calls).toHaveLength(0);
  });
});
