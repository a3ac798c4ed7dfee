import type { EntityManager } from 'typeorm';
import { applyDbContext } from './db';

/** The settings one applyDbContext call sends, by name. */
async function settingsOf(context: Parameters<typeof applyDbContext>[1]): Promise<Record<string, string>> {
  let sent: { sql: string; params: string[] } | undefined;
  const target = { query: async (sql: string, params: string[]) => void (sent = { sql, params }) };
  await applyDbContext(target as unknown as EntityManager, context);
  const { sql, params } = sent!;
  expect(sql.match(/set_config\(\$\d+, \$\d+, true\)/g)).toHaveLength(params.length / 2);
  return Object.fromEntries(Array.from({ length: params.length / 2 }, (_, i) => [params[2 * i], params[2 * i + 1]]));
}

describe('applyDbContext', () => {
  const caller = {
    userId: '7f1f5d0e-8c44-4d0c-9b7e-0f3a2b1c4d5e',
    companyId: '2d7b7c1e-9a0b-4c3d-8e2f-1a2b3c4d5e6f',
    role: 'manager' as const,
  };

  it("sets the caller's company, user and role, transaction-local, in one statement", async () => {
    const settings = await settingsOf(caller);
    expect(settings).toMatchObject({
      'app.company_id': caller.companyId,
      'app.user_id': caller.userId,
      'app.role': 'manager',
    });
  });

  it('clears every setting the context does not give, so a previous context leaves nothing behind', async () => {
    const settings = await settingsOf({ lookup: { email: 'a@example.test' } });
    expect(settings['app.lookup_email']).toBe('a@example.test');
    const others = Object.entries(settings).filter(([name]) => name !== 'app.lookup_email');
    expect(others.length).toBeGreaterThan(3);
    expect(others.every(([, value]) => value === '')).toBe(true);
  });

  it("sets an owner's or tenant's links, and clears them for a caller without any", async () => {
    const propertyIds = ['00000000-0000-4000-8201-000000000001', '00000000-0000-4000-8201-000000000006'];
    const owner = await settingsOf({ ...caller, role: 'owner', ownerId: caller.userId, propertyIds });
    expect(owner).toMatchObject({
      'app.owner_id': caller.userId,
      'app.tenant_id': '',
      'app.property_ids': `{"${propertyIds[0]}","${propertyIds[1]}"}`,
    });
    expect(await settingsOf({ ...caller, role: 'owner', propertyIds: [] })).toMatchObject({ 'app.property_ids': '{}' });
    expect(await settingsOf(caller)).toMatchObject({ 'app.owner_id': '', 'app.tenant_id': '', 'app.property_ids': '' });
  });

  it('writes a list as a PostgreSQL array literal, for policies comparing with = ANY(...::uuid[])', async () => {
    const settings = await settingsOf({ ...caller, role: ['a"b', 'c\\d'] as unknown as 'manager' });
    expect(settings['app.role']).toBe('{"a\\"b","c\\\\d"}');
  });
});
