import { APP_DATA_SOURCE, applySeeds, DEMO, openServiceDatabases } from '@pm/kit';
import { internalHeaders, ownerDataSource, requestJson, startTestApp, type RunningApp } from '@pm/kit/testing';
import { randomBytes } from 'node:crypto';
import { databaseUrl, withClient } from '../scripts/postgres';
import { appRoleName } from '../services/kit/src/app-role';
import { AppModule as IdentityAppModule } from '../services/identity/src/app.module';
import { IDENTITY_DEMO_SEED } from '../services/identity/src/database/seed';
import { AppModule as PortfolioAppModule } from '../services/portfolio/src/app.module';
import { PORTFOLIO_ENTITIES, PORTFOLIO_MIGRATIONS } from '../services/portfolio/src/database/database';
import { PORTFOLIO_DEMO_SEED } from '../services/portfolio/src/database/seed';

/** The pools' type, without a direct dependency on TypeORM here. */
type DataSource = ReturnType<typeof ownerDataSource>;

/** The run's server as its superuser (the test database's own server). */
const serverUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/postgres';
  return url.toString();
};

const withUser = (url: string, user: string, password: string) => {
  const next = new URL(url);
  next.username = user;
  next.password = password;
  return next.toString();
};

/** Boots a service with these database settings, as a deployment's environment would give them. */
async function startWith(
  module: Parameters<typeof startTestApp>[0],
  env: Record<string, string | undefined>,
): Promise<RunningApp> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATABASE_APP_URL: process.env.DATABASE_APP_URL };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    return await startTestApp(module);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * A managed PostgreSQL gives no superuser: DATABASE_URL's user owns the database and may create roles
 * (CREATEROLE), or the operator creates the app role and names it in DATABASE_APP_URL. Row-level security
 * then binds the owner too (FORCE), so seeds must go in company by company.
 */
describe('a managed database: an owner that is no superuser', () => {
  const tag = randomBytes(4).toString('hex');
  const database = `pm_managed_${tag}`;
  const ownerRole = `pm_owner_${tag}`;
  const presetRole = `pm_preset_${tag}`;
  const password = randomBytes(12).toString('hex');
  const ownerUrl = withUser(databaseUrl(serverUrl(), database), ownerRole, password);
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    await withClient(serverUrl(), async (client) => {
      await client.query(`CREATE ROLE "${ownerRole}" LOGIN CREATEROLE NOSUPERUSER NOBYPASSRLS PASSWORD '${password}'`);
      await client.query(`CREATE DATABASE "${database}" OWNER "${ownerRole}"`);
      await client.query(`CREATE ROLE "${presetRole}" LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD '${password}'`);
    });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await withClient(serverUrl(), async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      for (const role of [appRoleName(database), presetRole, ownerRole])
        await client.query(`DROP ROLE IF EXISTS "${role}"`);
    });
  });

  it('migrates as the owner, creates its own app role, seeds company by company and serves through that role', async () => {
    const identity = await startWith(IdentityAppModule, { DATABASE_URL: ownerUrl, DATABASE_APP_URL: undefined });
    apps.push(identity);
    await applySeeds(ownerDataSource(identity), [IDENTITY_DEMO_SEED]);

    const [role] = (await identity.app
      .get<DataSource>(APP_DATA_SOURCE)
      .query(`SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`)) as {
      name: string;
      rolsuper: boolean;
      rolbypassrls: boolean;
    }[];
    expect(role).toEqual({ name: appRoleName(database), rolsuper: false, rolbypassrls: false });

    const [seeded] = (await ownerDataSource(identity).query(
      `SELECT count(*)::int AS n FROM "identity"."app_user"`,
    )) as { n: number }[];
    // The owner is bound by the policies too: with no company set it sees none of the rows it seeded.
    expect(seeded!.n).toBe(0);
    const login = await requestJson(`${identity.url}/v1/auth/verify-password`, {
      headers: internalHeaders(),
      body: { email: DEMO.users.landlord.email, password: DEMO.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ companyId: DEMO.agencyCompanyId, role: 'landlord' });
  });

  it('serves through a pre-created role given as DATABASE_APP_URL, granting it the schema', async () => {
    const portfolio = await startWith(PortfolioAppModule, {
      DATABASE_URL: ownerUrl,
      DATABASE_APP_URL: withUser(databaseUrl(serverUrl(), database), presetRole, password),
    });
    apps.push(portfolio);
    await applySeeds(ownerDataSource(portfolio), [PORTFOLIO_DEMO_SEED]);
    const landlord = { userId: DEMO.users.landlord.id, companyId: DEMO.agencyCompanyId, role: 'landlord' as const };
    const res = await requestJson(`${portfolio.url}/v1/properties?limit=100`, {
      headers: internalHeaders(landlord, 'portfolio'),
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.items.every((p: { companyId: string }) => p.companyId === DEMO.agencyCompanyId)).toBe(true);
    const [role] = (await portfolio.app.get<DataSource>(APP_DATA_SOURCE).query('SELECT current_user AS name')) as {
      name: string;
    }[];
    expect(role!.name).toBe(presetRole);
  });

  it('refuses to serve through DATABASE_APP_URL when that role owns the tables', async () => {
    await expect(
      openServiceDatabases({
        url: ownerUrl,
        appUrl: ownerUrl,
        schema: 'portfolio',
        entities: PORTFOLIO_ENTITIES,
        migrations: PORTFOLIO_MIGRATIONS,
      }),
    ).rejects.toThrow(/must not be a superuser, bypass row-level security or own the portfolio tables/);
  });
});
