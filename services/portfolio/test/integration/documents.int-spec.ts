import type { CallerContext, DocumentBody, DocumentFileRequest, Page } from '@pm/contracts';
import { applyDbContext, applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { createHash, randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { londonToday } from '../../src/compliance/calendar-date';
import { DocumentsOnTenancies1797300000000 } from '../../src/database/migrations/1797300000000-documents-on-tenancies';
import { PORTFOLIO_DEMO_SEED } from '../../src/database/seed';
import { createOwner, createProperty } from '../factories';

const A = DEMO.agencyCompanyId;
const property = (n: number) => demoId(DEMO_KIND.property, n);
const tenant = (n: number) => demoId(DEMO_KIND.tenant, n);
const lease = (n: number) => demoId(DEMO_KIND.lease, n);
const login = (role: 'owner' | 'tenant' | 'trade'): CallerContext => ({
  userId: DEMO.users[role].id,
  companyId: A,
  role,
});
/** What the bff signs for the demo owner and tenant (portfolio's role-visibility spec checks the links). */
const OWNER: CallerContext = {
  ...login('owner'),
  ownerId: demoId(DEMO_KIND.propertyOwner, 1),
  propertyIds: [property(1), property(6), property(9)],
};
const TENANT: CallerContext = { ...login('tenant'), tenantId: demoId(DEMO_KIND.tenant, 1), propertyIds: [property(1)] };
const TRADE = login('trade');
const STAFF: CallerContext = { userId: DEMO.users.manager.id, companyId: A, role: 'manager' };

const file = (name = 'gas-safety.pdf'): DocumentFileRequest => ({
  storageKey: `documents/${randomUUID()}.pdf`,
  fileName: name,
  contentType: 'application/pdf',
  sizeBytes: 1234,
  sha256: createHash('sha256').update(randomUUID()).digest('hex'),
});
const NOBODY = { visibleToOwner: false, visibleToTenant: false, visibleToTrade: false };

type Answer = DocumentBody & { code?: string; details?: { fields?: Record<string, string[]> } };

describe('portfolio documents (integration)', () => {
  const running = useTestApp(AppModule);
  const send = (method: 'POST' | 'PATCH', path: string, caller: CallerContext, body: unknown) =>
    requestJson<Answer>(`${running.url}${path}`, { method, headers: internalHeaders(caller), body });
  const create = (caller: CallerContext, body: unknown) => send('POST', '/v1/documents', caller, body);
  const get = (caller: CallerContext, id: string) =>
    running.get<Answer>(`/v1/documents/${id}`, internalHeaders(caller));
  const list = (caller: CallerContext, query: Record<string, string> = {}) =>
    running.get<Page<DocumentBody> & { code?: string; details?: { fields?: Record<string, string[]> } }>(
      `/v1/documents?${new URLSearchParams(query).toString()}`,
      internalHeaders(caller),
    );
  const stored = async (table: 'document' | 'document_version', companyId: string) =>
    (
      await running.dataSource.query(`SELECT count(*)::int AS n FROM "portfolio"."${table}" WHERE "company_id" = $1`, [
        companyId,
      ])
    )[0].n as number;
  const audited = async (subjectId: string) =>
    (
      await running.dataSource.query(
        `SELECT action FROM "portfolio"."portfolio_audit" WHERE "subject_id" = $1 ORDER BY "created_at", "id"`,
        [subjectId],
      )
    ).map((row: { action: string }) => row.action) as string[];

  beforeAll(async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
  });

  it('[DOC-01] creates a document with its first version, adds a version keeping the old one, edits it, and audits each change', async () => {
    const caller = makeCaller();
    const house = await createProperty(running.dataSource, caller.companyId);
    const first = file('gas-safety-2025.pdf');

    const created = await create(caller, {
      parentType: 'property',
      parentId: house.id,
      category: 'certificate',
      title: '  Gas safety certificate ',
      visibleToOwner: true,
      visibleToTenant: false,
      visibleToTrade: false,
      file: first,
    });
    expect(created.status).toBe(201);
    const version1 = {
      ...first,
      documentId: created.body.id,
      version: 1,
      uploadedByUserId: caller.userId,
      uploadedAt: expect.any(String),
    };
    expect(created.body).toEqual({
      id: expect.any(String),
      companyId: caller.companyId,
      parentType: 'property',
      parentId: house.id,
      category: 'certificate',
      title: 'Gas safety certificate',
      visibleToOwner: true,
      visibleToTenant: false,
      visibleToTrade: false,
      createdByUserId: caller.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      latestVersion: version1,
      versions: [version1],
    });

    const second = file('gas-safety-2026.pdf');
    const added = await send('POST', `/v1/documents/${created.body.id}/versions`, caller, second);
    expect(added.status).toBe(201);
    expect(added.body.versions?.map((v) => [v.version, v.fileName, v.storageKey])).toEqual([
      [2, 'gas-safety-2026.pdf', second.storageKey],
      [1, 'gas-safety-2025.pdf', first.storageKey],
    ]);
    expect(added.body.latestVersion.version).toBe(2);

    const edited = await send('PATCH', `/v1/documents/${created.body.id}`, caller, {
      title: 'Gas safety record',
      category: 'other',
      visibleToTenant: true,
    });
    expect(edited.body).toMatchObject({ title: 'Gas safety record', category: 'other', visibleToTenant: true });
    expect(edited.body.versions).toHaveLength(2);

    const listed = await list(caller);
    expect(listed.body.items.map((d) => [d.title, d.latestVersion.version, d.versions])).toEqual([
      ['Gas safety record', 2, undefined],
    ]);
    expect(await audited(created.body.id)).toEqual(['document.created', 'document.version_added', 'document.updated']);
  });

  it('[DOC-01] lists newest first in pages, filtered by category, parent, date and title', async () => {
    const caller = makeCaller();
    const house = await createProperty(running.dataSource, caller.companyId);
    const flat = await createProperty(running.dataSource, caller.companyId);
    const owner = await createOwner(running.dataSource, caller.companyId);
    const make = async (parentType: string, parentId: string, category: string, title: string) =>
      (await create(caller, { parentType, parentId, category, title, ...NOBODY, file: file() })).body.id;
    await make('property', house.id, 'certificate', 'EICR 2026');
    await make('property', house.id, 'inventory', 'Check-in inventory');
    await make('property', flat.id, 'certificate', 'Gas safety');
    await make('owner', owner.id, 'statement', 'March statement');

    const titles = async (query: Record<string, string>) => (await list(caller, query)).body.items.map((d) => d.title);
    expect(await titles({})).toEqual(['March statement', 'Gas safety', 'Check-in inventory', 'EICR 2026']);
    expect(await titles({ category: 'certificate' })).toEqual(['Gas safety', 'EICR 2026']);
    expect(await titles({ parentType: 'property', parentId: house.id })).toEqual(['Check-in inventory', 'EICR 2026']);
    expect(await titles({ parentType: 'owner' })).toEqual(['March statement']);
    expect(await titles({ q: 'gas' })).toEqual(['Gas safety']);
    expect(await titles({ q: '%' })).toEqual([]);
    expect(await titles({ from: londonToday(), to: londonToday() })).toHaveLength(4);
    expect(await titles({ to: '2000-01-01' })).toEqual([]);
    expect(await titles({ from: '2999-01-01' })).toEqual([]);

    const page1 = await list(caller, { limit: '3' });
    expect([page1.body.items.length, page1.body.total]).toEqual([3, 4]);
    const page2 = await list(caller, { limit: '3', cursor: page1.body.nextCursor! });
    expect(page2.body.items.map((d) => d.title)).toEqual(['EICR 2026']);
    expect(page2.body.nextCursor).toBeNull();

    const bad = await list(caller, { category: 'poem', from: '2026-02-30', parentId: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details?.fields ?? {}).sort()).toEqual(['category', 'from', 'parentId']);
  });

  it('[DOC-01] refuses bad input with a message per field and stores nothing', async () => {
    const caller = makeCaller();
    const house = await createProperty(running.dataSource, caller.companyId);
    const ok = {
      parentType: 'property',
      parentId: house.id,
      category: 'notice',
      title: 'Section 21',
      ...NOBODY,
      file: file(),
    };
    const refusals: [unknown, string[]][] = [
      [
        {},
        ['parentType', 'parentId', 'category', 'title', 'visibleToOwner', 'visibleToTenant', 'visibleToTrade', 'file'],
      ],
      [{ ...ok, parentType: 'request' }, ['parentType']],
      [{ ...ok, category: 'poem' }, ['category']],
      [{ ...ok, title: '   ' }, ['title']],
      [{ ...ok, title: 'x'.repeat(201) }, ['title']],
      [{ ...ok, visibleToOwner: 'yes' }, ['visibleToOwner']],
      [{ ...ok, file: { ...ok.file, storageKey: '../../etc/passwd' } }, ['file.storageKey']],
      [{ ...ok, file: { ...ok.file, sha256: 'abc' } }, ['file.sha256']],
      [{ ...ok, file: { ...ok.file, sizeBytes: 25 * 1024 * 1024 + 1 } }, ['file.sizeBytes']],
      [{ ...ok, extra: 1 }, ['extra']],
    ];
    for (const [body, fields] of refusals) {
      const res = await create(caller, body);
      expect({ body, status: res.status, fields: Object.keys(res.body.details?.fields ?? {}).sort() }).toEqual({
        body,
        status: 400,
        fields: [...fields].sort(),
      });
    }
    const made = await create(caller, ok);
    expect(made.status).toBe(201);
    const badEdit = await send('PATCH', `/v1/documents/${made.body.id}`, caller, { title: '', category: 'x' });
    expect(Object.keys(badEdit.body.details?.fields ?? {}).sort()).toEqual(['category', 'title']);
    expect((await get(caller, made.body.id)).body.title).toBe('Section 21');
    expect(await stored('document', caller.companyId)).toBe(1);
    expect(await stored('document_version', caller.companyId)).toBe(1);
  });

  it("[DOC-01] [ISO-01] another company's document and parents answer as not found, and nothing is stored", async () => {
    const mine = makeCaller();
    const other = makeCaller();
    const house = await createProperty(running.dataSource, mine.companyId);
    const owner = await createOwner(running.dataSource, mine.companyId);
    const doc = await create(mine, {
      parentType: 'property',
      parentId: house.id,
      category: 'other',
      title: 'Mine',
      ...NOBODY,
      file: file(),
    });

    expect((await get(other, doc.body.id)).status).toBe(404);
    expect((await get(other, randomUUID())).status).toBe(404);
    expect((await list(other)).body.items).toEqual([]);
    expect((await send('PATCH', `/v1/documents/${doc.body.id}`, other, { title: 'X' })).status).toBe(404);
    const version = await send('POST', `/v1/documents/${doc.body.id}/versions`, other, file());
    expect([version.status, version.body.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const onProperty = await create(other, {
      ...NOBODY,
      parentType: 'property',
      parentId: house.id,
      category: 'other',
      title: 'X',
      file: file(),
    });
    expect([onProperty.status, onProperty.body.code]).toEqual([404, 'PROPERTY_NOT_FOUND']);
    const onOwner = await create(other, {
      ...NOBODY,
      parentType: 'owner',
      parentId: owner.id,
      category: 'other',
      title: 'X',
      file: file(),
    });
    expect([onOwner.status, onOwner.body.code]).toEqual([404, 'PROPERTY_OWNER_NOT_FOUND']);
    expect(await stored('document', other.companyId)).toBe(0);
    expect(await stored('document_version', mine.companyId)).toBe(1);
    expect((await get(mine, doc.body.id)).body.title).toBe('Mine');
  });

  it('[DOC-01] [ISO-02] an owner sees the owner-marked documents of their properties and owner record, a tenant the tenant-marked ones of their home, a trade none; none of them writes', async () => {
    const tag = randomUUID().slice(0, 8);
    const make = async (parentType: string, parentId: string, flags: Partial<typeof NOBODY>, title: string) =>
      (
        await create(STAFF, {
          parentType,
          parentId,
          category: 'other',
          title: `${tag} ${title}`,
          ...NOBODY,
          ...flags,
          file: file(),
        })
      ).body;
    const staffOnly = await make('property', property(1), {}, 'staff only');
    const forOwner = await make('property', property(1), { visibleToOwner: true }, 'owner home');
    const forTenant = await make('property', property(1), { visibleToTenant: true }, 'tenant home');
    const forBoth = await make('property', property(9), { visibleToOwner: true, visibleToTenant: true }, 'both nine');
    const otherOwners = await make('property', property(2), { visibleToOwner: true, visibleToTenant: true }, 'two');
    const ownerRecord = await make('owner', OWNER.ownerId!, { visibleToOwner: true, visibleToTenant: true }, 'record');
    const anotherOwner = await make('owner', demoId(DEMO_KIND.propertyOwner, 2), { visibleToOwner: true }, 'other');
    const forTrade = await make('property', property(1), { visibleToTrade: true }, 'trade');
    const all = [staffOnly, forOwner, forTenant, forBoth, otherOwners, ownerRecord, anotherOwner, forTrade];

    const seen = async (caller: CallerContext) =>
      (await list(caller, { q: tag, limit: '100' })).body.items.map((d) => d.id).sort();
    expect(await seen(STAFF)).toEqual(all.map((d) => d.id).sort());
    expect(await seen(OWNER)).toEqual([forOwner.id, forBoth.id, ownerRecord.id].sort());
    expect(await seen(TENANT)).toEqual([forTenant.id].sort());
    expect(await seen(TRADE)).toEqual([]);

    expect((await get(OWNER, forOwner.id)).status).toBe(200);
    for (const hidden of [staffOnly, forTenant, otherOwners, anotherOwner, forTrade]) {
      expect((await get(OWNER, hidden.id)).status).toBe(404);
    }
    expect((await get(TENANT, forTenant.id)).status).toBe(200);
    for (const hidden of [staffOnly, forOwner, forBoth, otherOwners, ownerRecord]) {
      expect((await get(TENANT, hidden.id)).status).toBe(404);
    }
    expect((await get(TRADE, forTrade.id)).status).toBe(404);

    const before = await stored('document_version', A);
    for (const caller of [OWNER, TENANT, TRADE]) {
      const made = await create(caller, {
        parentType: 'property',
        parentId: property(1),
        category: 'other',
        title: 'X',
        ...NOBODY,
        file: file(),
      });
      expect(made.status).toBe(403);
      expect((await send('PATCH', `/v1/documents/${forBoth.id}`, caller, { title: 'X' })).status).toBe(403);
      expect((await send('POST', `/v1/documents/${forBoth.id}/versions`, caller, file())).status).toBe(403);
    }
    expect(await stored('document_version', A)).toBe(before);
    expect((await get(STAFF, forBoth.id)).body.title).toBe(`${tag} both nine`);
  });

  it('[DOC-01] [ISO-02] documents of a tenant or a tenancy: an owner sees those of their properties’ tenancies and tenants, a tenant their own record’s and tenancy’s', async () => {
    const tag = randomUUID().slice(0, 8);
    const shared = { visibleToOwner: true, visibleToTenant: true };
    const make = async (parentType: string, parentId: string, flags: Partial<typeof NOBODY>, title: string) => {
      const made = await create(STAFF, {
        parentType,
        parentId,
        category: 'tenancy_agreement',
        title: `${tag} ${title}`,
        ...NOBODY,
        ...flags,
        file: file(),
      });
      expect(made.status).toBe(201);
      return made.body;
    };
    // The demo tenant is tenant 1 on tenancy 1 at the owner's property 1; tenant 6 once rented property 1 too;
    // tenancy 2 (tenants 2 and 3) is at property 2, not the owner's.
    const ownRecord = await make('tenant', tenant(1), shared, 'own record');
    const ownRecordStaff = await make('tenant', tenant(1), {}, 'own record, staff only');
    const formerTenant = await make('tenant', tenant(6), shared, 'former tenant');
    const otherTenant = await make('tenant', tenant(2), shared, 'other tenant');
    const ownTenancy = await make('tenancy', lease(1), shared, 'own tenancy');
    const ownTenancyOwnerOnly = await make('tenancy', lease(1), { visibleToOwner: true }, 'for the owner');
    const otherTenancy = await make('tenancy', lease(2), shared, 'other tenancy');

    const seen = async (caller: CallerContext) =>
      (await list(caller, { q: tag, limit: '100' })).body.items.map((d) => d.title.slice(tag.length + 1)).sort();
    expect(await seen(STAFF)).toHaveLength(7);
    expect(await seen(OWNER)).toEqual(['for the owner', 'former tenant', 'own record', 'own tenancy']);
    expect(await seen(TENANT)).toEqual(['own record', 'own tenancy']);
    expect(await seen(TRADE)).toEqual([]);
    for (const hidden of [ownRecordStaff, otherTenant, otherTenancy]) {
      expect((await get(OWNER, hidden.id)).status).toBe(404);
    }
    for (const hidden of [ownRecordStaff, formerTenant, otherTenant, ownTenancyOwnerOnly, otherTenancy]) {
      expect((await get(TENANT, hidden.id)).status).toBe(404);
    }
    for (const own of [ownRecord, ownTenancy]) expect((await get(TENANT, own.id)).status).toBe(200);
    expect((await list(STAFF, { parentType: 'tenancy', parentId: lease(1), q: tag })).body.items).toHaveLength(2);

    // An unknown or another company's tenant or tenancy answers as not found, and nothing is stored.
    const before = await stored('document', A);
    const other = makeCaller({ role: 'manager' });
    for (const [parentType, parentId, code] of [
      ['tenant', randomUUID(), 'TENANT_NOT_FOUND'],
      ['tenancy', randomUUID(), 'TENANCY_NOT_FOUND'],
    ] as const) {
      const refused = await create(STAFF, {
        parentType,
        parentId,
        category: 'other',
        title: 'X',
        ...NOBODY,
        file: file(),
      });
      expect([refused.status, refused.body.code]).toEqual([404, code]);
    }
    const elsewhere = await create(other, {
      parentType: 'tenancy',
      parentId: lease(1),
      category: 'other',
      title: 'X',
      ...NOBODY,
      file: file(),
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'TENANCY_NOT_FOUND']);
    expect(await stored('document', A)).toBe(before);
  });

  it('[DOC-01] the migration for tenant and tenancy documents goes down (removing them) and up again', async () => {
    const runner = running.dataSource.createQueryRunner();
    const migration = new DocumentsOnTenancies1797300000000();
    await runner.startTransaction();
    try {
      // In a transaction rolled back at the end, so other tests of the run never see the rule narrowed.
      await applyDbContext(runner, { companyId: A });
      const [made] = (await runner.query(
        `INSERT INTO "portfolio"."document" ("company_id", "parent_type", "parent_id", "category", "title",
                                             "visible_to_owner", "visible_to_tenant", "visible_to_trade", "created_by_user_id")
         VALUES ($1, 'tenancy', $2, 'other', 'Migration check', false, false, false, $3) RETURNING "id"`,
        [A, lease(1), STAFF.userId],
      )) as { id: string }[];
      await migration.down(runner);
      await applyDbContext(runner, { companyId: A });
      expect(await runner.query(`SELECT 1 FROM "portfolio"."document" WHERE "id" = $1`, [made!.id])).toEqual([]);
      await expect(
        runner.query(
          `INSERT INTO "portfolio"."document" ("company_id", "parent_type", "parent_id", "category", "title",
                                               "visible_to_owner", "visible_to_tenant", "visible_to_trade", "created_by_user_id")
           VALUES ($1, 'tenant', $2, 'other', 'Refused', false, false, false, $3)`,
          [A, tenant(1), STAFF.userId],
        ),
      ).rejects.toThrow(/ck_document_parent_type/);
    } finally {
      await runner.rollbackTransaction();
    }
    await runner.startTransaction();
    try {
      await migration.down(runner);
      await migration.up(runner);
      await applyDbContext(runner, { companyId: A });
      await runner.query(
        `INSERT INTO "portfolio"."document" ("company_id", "parent_type", "parent_id", "category", "title",
                                             "visible_to_owner", "visible_to_tenant", "visible_to_trade", "created_by_user_id")
         VALUES ($1, 'tenant', $2, 'other', 'Allowed again', false, false, false, $3)`,
        [A, tenant(1), STAFF.userId],
      );
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('[CMP-01] [DOC-01] a compliance record takes as its certificate only a document of its own property', async () => {
    const caller = makeCaller();
    const house = await createProperty(running.dataSource, caller.companyId, { hasGasSupply: true });
    const flat = await createProperty(running.dataSource, caller.companyId);
    const doc = (parentId: string) =>
      create(caller, {
        parentType: 'property',
        parentId,
        category: 'certificate',
        title: 'Gas',
        ...NOBODY,
        file: file(),
      });
    const own = (await doc(house.id)).body.id;
    const elsewhere = (await doc(flat.id)).body.id;
    const record = (documentId: string) =>
      requestJson<{ items: { type: string; documentId: string | null }[]; details?: { fields?: object } }>(
        `${running.url}/v1/properties/${house.id}/compliance-items`,
        {
          method: 'POST',
          headers: internalHeaders(caller),
          body: { type: 'gas_safety', issuedOn: londonToday(), documentId },
        },
      );
    for (const wrong of [elsewhere, randomUUID()]) {
      const refused = await record(wrong);
      expect([refused.status, Object.keys(refused.body.details?.fields ?? {})]).toEqual([400, ['documentId']]);
    }
    const recorded = await record(own);
    expect(recorded.status).toBe(201);
    expect(recorded.body.items.find((item) => item.type === 'gas_safety')?.documentId).toBe(own);
  });
});
