import type { CallerContext } from '@pm/contracts';
import { APP_DATA_SOURCE, applyDbContext, applySeeds, DEMO, type ServiceName } from '@pm/kit';
import { internalHeaders, makeCaller, ownerDataSource, requestJson } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { IDENTITY_DEMO_SEED } from '../services/identity/src/database/seed';
import { MAINTENANCE_DEMO_SEED } from '../services/maintenance/src/database/seed';
import { PORTFOLIO_DEMO_SEED } from '../services/portfolio/src/database/seed';
import { type ServiceApps, startAllServices } from './services';

/** The pools' type, without a direct dependency on TypeORM here. */
type DataSource = ReturnType<typeof ownerDataSource>;

/**
 * Tables that belong to no company, and why. Every other table of every service must have row-level
 * security enabled and forced, with a policy: a table added without one fails here.
 */
const NOT_COMPANY_SCOPED: Record<string, string> = {
  'identity.migrations': "TypeORM's record of applied migrations; the app role has no grant on it",
  'portfolio.migrations': "TypeORM's record of applied migrations; the app role has no grant on it",
  'maintenance.migrations': "TypeORM's record of applied migrations; the app role has no grant on it",
  'engagement.migrations': "TypeORM's record of applied migrations; the app role has no grant on it",
  'identity.system_setting':
    'platform-wide settings (WhatsApp number, support bot, bug report credits), read by visitors',
  'identity.mail_message': "the service's outgoing mail and its delivery log, read only by platform staff",
  'identity.rate_limit_counter': "the bff's login and contact-form counters, keyed before anyone is known",
  'identity.revoked_session': "ended sessions' ids and times, read whole by every bff replica to refuse their tokens",
  'engagement.blog_post': 'platform content: the public blog, written by platform staff',
  'engagement.kb_article': "platform content: the sales bot's knowledge base, written by platform staff",
  'engagement.content_seed': 'which sets of product content were applied to this database',
};

/** The demo agency, and a company of this test's own (rows added to the demo's other agency would change its seed). */
const A = DEMO.agencyCompanyId;
const B = randomUUID();
const LANDLORD_B = { id: randomUUID(), email: `landlord-${B.slice(0, 8)}@example.test` };
const SERVICES: ServiceName[] = ['identity', 'portfolio', 'maintenance', 'engagement'];

interface TableFacts {
  name: string;
  rls: boolean;
  forced: boolean;
  policies: number;
  /** SQL for the company of a row `t`: its company_id, its own id (a company), or its parent's company. */
  companyOf: string | null;
}

/** Every table of the schema as the migrations left it, and how to tell the company of each row. */
async function tablesOf(owner: DataSource, schema: string): Promise<TableFacts[]> {
  const rows = (await owner.query(
    `SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
            (SELECT count(*)::int FROM pg_policies p WHERE p.schemaname = n.nspname AND p.tablename = c.relname) AS policies,
            EXISTS (SELECT 1 FROM information_schema.columns col
                     WHERE col.table_schema = n.nspname AND col.table_name = c.relname AND col.column_name = 'company_id') AS has_company,
            (SELECT json_build_object('column', a.attname, 'parent', pc.relname)
               FROM pg_constraint k
               JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
               JOIN pg_class pc ON pc.oid = k.confrelid
              WHERE k.conrelid = c.oid AND k.contype = 'f' AND array_length(k.conkey, 1) = 1
                AND EXISTS (SELECT 1 FROM pg_attribute pa WHERE pa.attrelid = pc.oid AND pa.attname = 'company_id')
              LIMIT 1) AS parent
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`,
    [schema],
  )) as {
    name: string;
    rls: boolean;
    forced: boolean;
    policies: number;
    has_company: boolean;
    parent: { column: string; parent: string } | null;
  }[];
  return rows.map((row) => ({
    name: row.name,
    rls: row.rls,
    forced: row.forced,
    policies: row.policies,
    companyOf: row.has_company
      ? 't.company_id'
      : schema === 'identity' && row.name === 'company'
        ? 't.id'
        : row.parent
          ? `(SELECT p.company_id FROM "${schema}"."${row.parent.parent}" p WHERE p.id = t."${row.parent.column}")`
          : null,
  }));
}

const count = async (db: DataSource | { query: DataSource['query'] }, sql: string, params: unknown[] = []) =>
  Number(((await db.query(sql, params)) as { n: string | number }[])[0]!.n);

describe('row-level security (every company-scoped table of every service)', () => {
  let services: ServiceApps;
  const owner = (service: ServiceName) => ownerDataSource(services[service]);
  const pool = (service: ServiceName) => services[service].app.get<DataSource>(APP_DATA_SOURCE);
  const call = (service: ServiceName, path: string, caller: CallerContext | null, body?: unknown) =>
    requestJson(`${services[service].url}${path}`, {
      headers: internalHeaders(caller ?? undefined, service),
      ...(body === undefined ? {} : { body }),
    });
  const expectCreated = async (pending: ReturnType<typeof call>) => {
    const res = await pending;
    if (res.status >= 300) throw new Error(`fixture call failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string };
  };

  /** A company's staff in the admin area (their notes are audited under their own company). */
  const staffOf = (companyId: string) => makeCaller({ role: 'admin', companyId });
  const userOf = (companyId: string): CallerContext =>
    companyId === A
      ? { userId: DEMO.users.manager.id, companyId: A, role: 'manager' }
      : { userId: LANDLORD_B.id, companyId: B, role: 'landlord' };

  beforeAll(async () => {
    services = await startAllServices();
    await applySeeds(owner('identity'), [IDENTITY_DEMO_SEED]);
    await applySeeds(owner('portfolio'), [PORTFOLIO_DEMO_SEED]);
    await applySeeds(owner('maintenance'), [MAINTENANCE_DEMO_SEED]);

    // The second company: its landlord, and one of every portfolio and maintenance record.
    await owner('identity').query(`INSERT INTO "identity"."company" ("id", "name") VALUES ($1, 'Harbour Lettings')`, [
      B,
    ]);
    await owner('identity').query(
      `INSERT INTO "identity"."app_user" ("id", "company_id", "email", "first_name", "last_name", "role", "password_hash")
       VALUES ($1, $2, $3, 'Fiona', 'MacLeod', 'landlord', 'not-a-hash')`,
      [LANDLORD_B.id, B, LANDLORD_B.email],
    );
    await owner('portfolio').query(
      `INSERT INTO "portfolio"."property"
         ("company_id", "reference", "address_line1", "city", "postcode", "nation", "type", "bedrooms", "bathrooms",
          "furnished", "status", "monthly_rent_pence")
         VALUES ($1, 'HRB-001', '8 Aigburth Drive', 'Liverpool', 'L17 4JQ', 'england', 'flat', 2, 1, false, 'let', 85000);
       INSERT INTO "portfolio"."property_owner" ("company_id", "name") VALUES ($1, 'Harbour Owner');
       INSERT INTO "portfolio"."building_factor" ("company_id", "name", "email", "phone")
         VALUES ($1, 'Harbour Factors', 'factor@example.com', '0141 496 0000');
       INSERT INTO "portfolio"."tenant" ("company_id", "first_name", "last_name", "email", "phone")
         VALUES ($1, 'Isla', 'Reid', 'isla@example.com', '07700 900456');
       INSERT INTO "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on", "method")
         SELECT $1, "id", current_date, 'idvt' FROM "portfolio"."tenant" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."lease" ("company_id", "property_id", "nation", "type", "status", "start_date",
          "rent_pence", "rent_frequency", "rent_due_day", "monthly_rent_pence")
         SELECT $1, "id", 'england', 'assured_periodic', 'active', current_date, 85000, 'monthly', 1, 85000
           FROM "portfolio"."property" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."rent_change" ("company_id", "lease_id", "effective_from", "rent_pence")
         SELECT $1, "id", current_date + 365, 88000 FROM "portfolio"."lease" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."lease_tenant" ("company_id", "lease_id", "tenant_id")
         SELECT $1, l."id", t."id" FROM "portfolio"."lease" l, "portfolio"."tenant" t
          WHERE l."company_id" = $1 AND t."company_id" = $1;
       INSERT INTO "portfolio"."rent_payment" ("company_id", "lease_id", "paid_on", "amount_pence", "method", "recorded_by_user_id")
         SELECT $1, "id", current_date, 85000, 'bank_transfer', '${LANDLORD_B.id}' FROM "portfolio"."lease" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."compliance_item" ("company_id", "property_id", "type", "issued_date", "recorded_by_user_id")
         SELECT $1, "id", 'gas_safety', current_date, '${LANDLORD_B.id}' FROM "portfolio"."property" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."compliance_alert" ("company_id", "property_id", "item_type", "expiry_date", "threshold")
         SELECT "company_id", "id", 'eicr', current_date, 'expired' FROM "portfolio"."property" WHERE "company_id" IN ($1, '${A}')
         ON CONFLICT DO NOTHING;
       INSERT INTO "portfolio"."utility_account" ("company_id", "property_id", "kind", "supplier", "payer")
         SELECT $1, "id", 'water', 'United Utilities', 'tenant' FROM "portfolio"."property" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."meter_reading" ("company_id", "account_id", "read_on", "value", "kind", "taken_by_user_id", "taken_by_name")
         SELECT $1, "id", current_date, 100, 'routine', '${LANDLORD_B.id}', 'Fiona MacLeod' FROM "portfolio"."utility_account" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."document" ("company_id", "parent_type", "parent_id", "category", "title", "visible_to_owner", "created_by_user_id")
         SELECT $1, 'property', "id", 'certificate', 'Gas safety record', true, '${LANDLORD_B.id}' FROM "portfolio"."property" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."document_version" ("company_id", "document_id", "version", "storage_key", "file_name", "content_type", "size_bytes", "sha256", "uploaded_by_user_id")
         SELECT $1, "id", 1, 'documents/' || gen_random_uuid() || '.pdf', 'gas.pdf', 'application/pdf', 1000, repeat('a', 64), '${LANDLORD_B.id}'
           FROM "portfolio"."document" WHERE "company_id" = $1;
       INSERT INTO "portfolio"."portfolio_audit" ("company_id", "actor_user_id", "action", "subject_type", "subject_id")
         SELECT "company_id", NULL, 'property.created', 'property', "id" FROM "portfolio"."property"
          WHERE "company_id" IN ($1, '${A}') AND "reference" IN (SELECT min("reference") FROM "portfolio"."property" GROUP BY "company_id")`.replaceAll(
        '$1',
        `'${B}'`,
      ),
    );
    await owner('maintenance').query(
      `INSERT INTO "maintenance"."maintenance_category" ("company_id", "name", "trade_skill")
         VALUES ('${B}', 'Plumbing', 'plumber');
       INSERT INTO "maintenance"."maintenance_request"
         ("company_id", "property_id", "reference", "title", "description", "category", "priority", "sla_due_at")
         VALUES ('${B}', '${randomUUID()}', 'HRL-MR-1', 'Leaking tap', 'Drips all night', 'Plumbing', 'routine',
                 now() + interval '7 days')`,
    );

    await owner('identity').query(
      `INSERT INTO "identity"."password_reset" ("user_id", "company_id", "token_digest", "expires_at")
       VALUES ($1, $2, $3, now() + interval '1 hour'), ($4, $5, $6, now() + interval '1 hour')`,
      [DEMO.users.manager.id, A, randomUUID(), LANDLORD_B.id, B, randomUUID()],
    );

    // Everything else through the services themselves, as each company's people would make it.
    for (const companyId of [A, B]) {
      const user = userOf(companyId);
      const email = companyId === A ? DEMO.users.manager.email : LANDLORD_B.email;
      await expectCreated(call('identity', '/v1/sessions', null, { userId: user.userId }));
      await expectCreated(
        call('identity', '/v1/credits', user, {
          userId: user.userId,
          amount: 10,
          reason: 'bug_report',
          referenceId: randomUUID(),
        }),
      );
      const federated = await call('identity', '/v1/auth/federated', null, {
        issuer: 'https://accounts.example.test',
        subject: `subject-${randomUUID()}`,
        email,
        emailVerified: true,
      });
      expect(federated.status).toBe(200);
      if (companyId === B) {
        await expectCreated(call('identity', '/v1/invitations', user, { email: `t-${randomUUID()}@example.test` }));
      }

      const submission = await expectCreated(
        call('engagement', '/v1/contact-submissions', user, {
          fullName: 'Row Level',
          email: 'row.level@example.test',
          message: 'Please call me',
          metadata: { submittedFrom: 'contact_page', submittedAt: new Date().toISOString() },
        }),
      );
      await expectCreated(
        call('engagement', `/v1/contact-submissions/${submission.id}/notes`, staffOf(companyId), {
          body: 'Called back',
        }),
      );
      await expectCreated(call('engagement', '/v1/support/inbound', user, { body: 'How do I add a tenant?' }));
      await expectCreated(
        call('engagement', '/v1/bug-reports', user, {
          title: 'Save does nothing',
          description: 'After editing the postcode.',
          currentUrl: 'http://localhost:3000/properties',
          userAgent: 'Mozilla/5.0',
        }),
      );
    }
    // Visitors' rows have no company: no company may see them either.
    await expectCreated(
      call('engagement', '/v1/contact-submissions', null, {
        fullName: 'A Visitor',
        email: 'visitor@example.test',
        message: 'Hello',
        metadata: { submittedFrom: 'contact_page', submittedAt: new Date().toISOString() },
      }),
    );
    const visitor = await call('engagement', '/v1/support/inbound', null, { body: 'Is there a free trial?' });
    expect(visitor.status).toBe(201);
  });

  afterAll(() => services?.close());

  it('connects each service as a role that is no superuser, cannot bypass RLS and owns none of the tables', async () => {
    for (const service of SERVICES) {
      const [role] = (await pool(service).query(
        `SELECT current_user AS name, r.rolsuper, r.rolbypassrls,
                (SELECT count(*)::int FROM pg_tables t WHERE t.schemaname = $1 AND t.tableowner = current_user) AS owned
           FROM pg_roles r WHERE r.rolname = current_user`,
        [service],
      )) as { name: string; rolsuper: boolean; rolbypassrls: boolean; owned: number }[];
      expect({ service, ...role }).toEqual({
        service,
        name: expect.stringMatching(/_app$/),
        rolsuper: false,
        rolbypassrls: false,
        owned: 0,
      });
    }
  });

  it.each(SERVICES)(
    '%s: every table has RLS enabled, forced and a policy, or is listed as not company-scoped',
    async (service) => {
      const tables = await tablesOf(owner(service), service);
      expect(tables.length).toBeGreaterThan(1);
      const unguarded = tables
        .filter((t) => !(`${service}.${t.name}` in NOT_COMPANY_SCOPED))
        .filter((t) => !t.rls || !t.forced || t.policies === 0)
        .map((t) => `${service}.${t.name}`);
      expect(unguarded).toEqual([]);
    },
  );

  it.each(SERVICES)(
    "%s: the service's own pool sees no row without a company, and never another company's with one",
    async (service) => {
      const tables = (await tablesOf(owner(service), service)).filter(
        (t) => !(`${service}.${t.name}` in NOT_COMPANY_SCOPED),
      );
      const figures: Record<string, string> = {};
      for (const table of tables) {
        const name = `"${service}"."${table.name}"`;
        if (!table.companyOf)
          throw new Error(`${service}.${table.name}: no company_id, parent or rule to tell its company`);
        const ofCompany = (companyId: string) =>
          count(owner(service), `SELECT count(*) AS n FROM ${name} t WHERE ${table.companyOf} = $1`, [companyId]);
        const [rowsOfA, rowsOfB] = [await ofCompany(A), await ofCompany(B)];
        // Without rows of both companies the checks below could not fail: the fixture must give the table some.
        expect({ table: name, bothCompaniesHaveRows: rowsOfA > 0 && rowsOfB > 0 }).toEqual({
          table: name,
          bothCompaniesHaveRows: true,
        });

        expect({
          table: name,
          withoutSetting: await count(pool(service), `SELECT count(*) AS n FROM ${name}`),
        }).toEqual({
          table: name,
          withoutSetting: 0,
        });

        for (const [companyId, own] of [
          [A, rowsOfA],
          [B, rowsOfB],
        ] as const) {
          const seen = await pool(service).transaction(async (manager) => {
            await applyDbContext(manager, userOf(companyId));
            return {
              own: await count(manager, `SELECT count(*) AS n FROM ${name}`),
              others: await count(
                manager,
                `SELECT count(*) AS n FROM ${name} t WHERE ${table.companyOf} IS DISTINCT FROM $1`,
                [companyId],
              ),
            };
          });
          expect({ table: name, company: companyId, ...seen }).toEqual({
            table: name,
            company: companyId,
            own,
            others: 0,
          });
        }
        figures[table.name] = `${rowsOfA}+${rowsOfB}`;
      }
      console.log(
        `${service}: rows of company A+B per table, each seen only by its own company: ${JSON.stringify(figures)}`,
      );
    },
  );
});
