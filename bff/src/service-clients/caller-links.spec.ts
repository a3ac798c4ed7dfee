import type { CallerContext, CallerLinksBody } from '@pm/contracts';
import type { ServiceClient, ServiceRequest } from '@pm/kit';
import { randomUUID } from 'node:crypto';
import { CallerLinks } from './caller-links';

const as = (role: CallerContext['role']): CallerContext => ({ userId: randomUUID(), companyId: randomUUID(), role });

function linksOver(answer: CallerLinksBody) {
  const calls: { path: string; req?: ServiceRequest }[] = [];
  const portfolio = {
    get: async (path: string, req?: ServiceRequest) => {
      calls.push({ path, req });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer;
    },
  } as unknown as ServiceClient;
  return { links: new CallerLinks(portfolio), calls };
}

const propertyIds = [randomUUID(), randomUUID()];

describe('CallerLinks (ISO-02)', () => {
  it("adds an owner's links with one portfolio call per request, however many service calls ask", async () => {
    const ownerId = randomUUID();
    const { links, calls } = linksOver({ ownerId, tenantId: null, propertyIds });
    const caller = as('owner');
    const completed = await Promise.all(Array.from({ length: 20 }, () => links.complete(caller)));
    expect(calls).toEqual([{ path: '/v1/caller-links', req: { caller } }]);
    expect(new Set(completed).size).toBe(1);
    expect(completed[0]).toEqual({ ...caller, ownerId, propertyIds });
    expect('tenantId' in completed[0]!).toBe(false);
    expect(await links.complete(caller)).toBe(completed[0]);
  });

  it("adds a tenant's record and home; another request (another caller object) asks again", async () => {
    const tenantId = randomUUID();
    const { links, calls } = linksOver({ ownerId: null, tenantId, propertyIds: propertyIds.slice(0, 1) });
    const caller = as('tenant');
    expect(await links.complete(caller)).toEqual({ ...caller, tenantId, propertyIds: propertyIds.slice(0, 1) });
    await links.complete({ ...caller });
    expect(calls).toHaveLength(2);
  });

  it('asks with the login alone, never with links it was handed', async () => {
    const { links, calls } = linksOver({ ownerId: null, tenantId: null, propertyIds: [] });
    const caller = as('owner');
    expect(await links.complete({ ...caller, ownerId: randomUUID(), propertyIds })).toEqual({
      ...caller,
      propertyIds: [],
    });
    expect(calls[0]!.req).toEqual({ caller });
  });

  it.each(['superuser', 'admin', 'landlord', 'manager', 'trade'] as const)(
    'passes a %s on as it is, with no call',
    async (role) => {
      const { links, calls } = linksOver({ ownerId: null, tenantId: null, propertyIds });
      const caller = as(role);
      expect(await links.complete(caller)).toBe(caller);
      expect(calls).toHaveLength(0);
    },
  );

  it('fails the request when portfolio cannot answer, and asks again on the next request', async () => {
    let fail = true;
    const portfolio = {
      get: async () => {
        if (fail) throw new Error('portfolio down');
        return { ownerId: null, tenantId: null, propertyIds: [] };
      },
    } as unknown as ServiceClient;
    const links = new CallerLinks(portfolio);
    await expect(links.complete(as('owner'))).rejects.toThrow('portfolio down');
    fail = false;
    await expect(links.complete(as('owner'))).resolves.toMatchObject({ propertyIds: [] });
  });
});
