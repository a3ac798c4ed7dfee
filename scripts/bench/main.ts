/**
 * `npm run bench` measures the built stack (run `npm run build` first) against a floor: a plain node:http + pg
 * server giving the same answers from the same database (floor.ts). Gateway and floor take turns, round after
 * round, and the ratios compare their medians. BENCH_SECONDS, BENCH_ROUNDS and BENCH_CONNECTIONS tune it;
 * BENCH_ONLY=<title text> runs the matching reads only, BENCH_ONLY=landing the landing figures only.
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseIfMissing, databaseUrl, dropDatabase, ensurePostgres, withClient } from '../postgres';
import { runStack, SERVICES, stopAll, waitForReady } from '../stack';
import { PROPERTIES_QUERY, REST_LIST_PATH } from './floor';
import { commandIncludes, cpuPerRequest, postgresBackendsOf, sampleCpu } from './cpu';
import { benchLanding } from './landing';
import { median } from './stats';

const PORT = 3500;
const FLOOR_PORT = 3590;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY;
const PORTFOLIO_SUMMARY_QUERY = `{ portfolioSummary { asOf propertyCount byStatus { status count } occupancyRate rentRollPencePerMonth arrearsTotalPence compliance { fullyCompliant fullyCompliantShare expiring expired missing } openRepairCount openRepairsByPriority { priority count } } }`;
const PROPERTY_DETAIL_QUERY = `query Detail($id: ID!) { property(id: $id) { id reference addressLine1 addressLine2 city postcode nation type bedrooms bathrooms furnished status monthlyRentPence hasGasSupply licence hasCommonParts epcRating epcMinimumExempt buildingFactorId archivedAt owner { id name email phone } compliance { asOf summary { worst } items { type needed status expiresOn issuedOn reference basis } } } }`;
/** BENCH_ONLY=landing runs the landing figures alone (first visit of / and Lighthouse). */
const LANDING_ONLY = 'landing';
/** Properties and owners added to the demo company, so `first: 50` returns a full page. */
const EXTRA_PROPERTIES = 240;
const EXTRA_OWNERS = 40;
/** Production requires an SMTP server; nothing the bench does sends mail, so none listens here. */
const BENCH_SMTP = 'smtp://127.0.0.1:2';

async function seedPortfolio(url: string, companyId: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO portfolio.property_owner (company_id, name, email, management_fee_percent, spending_limit_pence)
       SELECT $1, 'Bench Owner ' || n, 'bench-owner-' || n || '@example.com', 10, 25000 FROM generate_series(1, $2) n`,
      [companyId, EXTRA_OWNERS],
    );
    await client.query(
      `INSERT INTO portfolio.property (company_id, reference, address_line1, city, postcode, nation, type, bedrooms,
                                       bathrooms, status, owner_id, monthly_rent_pence)
       SELECT $1, 'BEN-' || lpad(n::text, 4, '0'), n || ' Bench Street', 'Leeds', 'LS1 4AP', 'england', 'flat', 2, 1,
              'let', (SELECT id FROM portfolio.property_owner WHERE company_id = $1 AND name = 'Bench Owner ' || (1 + n % $3)),
              95000 + n
         FROM generate_series(1, $2) n`,
      [companyId, EXTRA_PROPERTIES, EXTRA_OWNERS],
    );
  });
}

function startFloor(url: string, companyId: string) {
  const child = fork(join(__dirname, 'floor.ts'), [String(FLOOR_PORT)], {
    env: { ...process.env, FLOOR_DATABASE_URL: url, FLOOR_COMPANY_ID: companyId },
    execArgv: ['--import', 'tsx'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return { child, ready };
}

type Side = 'gateway' | 'floor';

interface Case {
  title: string;
  request: (base: string) => autocannon.Options;
}

async function answerOf(options: autocannon.Options): Promise<string> {
  const { url, method, headers, body } = options;
  return (await fetch(url, { method, headers: headers as Record<string, string>, body: body as string })).text();
}

async function sameAnswers(cases: Case[], gateway: string, floor: string): Promise<void> {
  for (const c of cases) {
    const ours = await answerOf(c.request(gateway));
    const theirs = await answerOf(c.request(floor));
    if (ours !== theirs) {
      let at = 0;
      while (ours[at] === theirs[at]) at += 1;
      const around = (text: string) => text.slice(Math.max(0, at - 60), at + 60);
      throw new Error(
        `${c.title}: the floor answers otherwise at byte ${at}\n  gateway ${around(ours)}\n  floor   ${around(theirs)}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const server = await ensurePostgres({
    dataDir: join(tmpdir(), `pm-bench-pg-${process.pid}`),
    port: 55_950,
    persistent: false,
  });
  const database = `pm_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(server.url, database);
  await createDatabaseIfMissing(server.url, database);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_PER_EMAIL: '100000',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    INTERNAL_SERVICE_TOKEN: randomBytes(32).toString('base64url'),
  };
  SERVICES.forEach((s, i) => (env[`${s.name.toUpperCase()}_PORT`] = String(PORT + 1 + i)));
  const base = `http://127.0.0.1:${PORT}`;
  // The demo data is seeded by a first start outside production (production never seeds it); the stack is
  // then measured as deployed: NODE_ENV=production, which also takes graphql-js's production code path.
  const seeding = runStack({ ...env, NODE_ENV: 'test', DEMO_SEED: '1' }, true);
  try {
    await waitForReady(`${base}/readyz`, seeding, 120_000);
  } finally {
    await stopAll([seeding]);
  }
  const stack = runStack(
    { ...env, NODE_ENV: 'production', COOKIE_SECURE: '0', PUBLIC_URL: base, SMTP_URL: BENCH_SMTP },
    true,
  );
  let floor: ReturnType<typeof startFloor> | undefined;
  try {
    await waitForReady(`${base}/readyz`, stack, 120_000);
    const login = await fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@example.com', password: 'Password123!' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const { cid } = JSON.parse(Buffer.from(data.token.split('.')[1]!, 'base64url').toString()) as { cid: string };
    await seedPortfolio(url, cid);
    floor = startFloor(url, cid);
    await floor.ready;
    const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;

    const auth = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
    const cases: Case[] = [
      {
        title: 'GraphQL properties(first: 50) { all scalars, owner { id name } }',
        request: (at) => ({
          url: `${at}/graphql`,
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ query: PROPERTIES_QUERY }),
        }),
      },
      { title: `GET ${REST_LIST_PATH}`, request: (at) => ({ url: `${at}${REST_LIST_PATH}`, headers: auth }) },
    ];
    await sameAnswers(cases, base, floorBase);
    const graphql =
      (query: string, variables: Record<string, unknown> = {}) =>
      (at: string) => ({
        url: `${at}/graphql`,
        method: 'POST' as const,
        headers: auth,
        body: JSON.stringify({ query, variables }),
      });
    const firstPage = (await (await fetch(`${base}/graphql`, graphql(PROPERTIES_QUERY)(base))).json()) as {
      data: { properties: { edges: { node: { id: string } }[] } };
    };
    // Screens with no floor of their own yet: measured on the gateway alone, for their figures over time.
    const gatewayOnly: Case[] = [
      { title: 'GraphQL portfolioSummary (PORT-01, /portfolio)', request: graphql(PORTFOLIO_SUMMARY_QUERY) },
      {
        title: 'GraphQL property(id) with owner and compliance items (PROP-03, /properties/{id})',
        request: graphql(PROPERTY_DETAIL_QUERY, { id: firstPage.data.properties.edges[0]!.node.id }),
      },
    ];
    console.log(
      `bench: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per side, loopback, ${process.platform} ${process.arch}`,
    );
    if (!ONLY || ONLY === LANDING_ONLY) await benchLanding(base);
    // What each side runs on, for the CPU each request costs it.
    const postgres = postgresBackendsOf(database);
    const parts = {
      gateway: {
        bff: commandIncludes('bff/dist/main.js'),
        portfolio: commandIncludes('portfolio/dist/main.js'),
        postgres,
      },
      floor: { floor: commandIncludes('bench/floor.ts'), postgres },
    };
    for (const c of cases.filter((one) => !ONLY || (ONLY !== LANDING_ONLY && one.title.includes(ONLY)))) {
      const runs: Record<Side, autocannon.Result[]> = { gateway: [], floor: [] };
      const cpu: Record<Side, string[]> = { gateway: [], floor: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [side, at] of [
          ['gateway', base],
          ['floor', floorBase],
        ] as const) {
          const before = sampleCpu(parts[side]);
          const result = await autocannon({ ...c.request(at), connections: CONNECTIONS, duration: SECONDS });
          if (result.errors + result.non2xx > 0) throw new Error(`${c.title} (${side}): ${result.non2xx} non-2xx`);
          runs[side].push(result);
          cpu[side].push(cpuPerRequest(before, sampleCpu(parts[side]), result.requests.total));
        }
      }
      const line = (side: Side) => {
        const rps = median(runs[side].map((r) => r.requests.average));
        const p50 = median(runs[side].map((r) => r.latency.p50));
        const p99 = median(runs[side].map((r) => r.latency.p99));
        // The CPU of the round with the median req/s.
        const middle = runs[side].indexOf(runs[side].find((r) => r.requests.average === rps)!);
        return {
          rps,
          text: `${side.padEnd(8)} ${rps.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms; CPU per request ${cpu[side][middle]}`,
        };
      };
      const gateway = line('gateway');
      const plain = line('floor');
      console.log(`${c.title}\n  ${gateway.text}\n  ${plain.text}\n  ratio ${(gateway.rps / plain.rps).toFixed(2)}×`);
    }
    for (const c of gatewayOnly.filter((one) => !ONLY || (ONLY !== LANDING_ONLY && one.title.includes(ONLY)))) {
      const runs: autocannon.Result[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const result = await autocannon({ ...c.request(base), connections: CONNECTIONS, duration: SECONDS });
        if (result.errors + result.non2xx > 0) throw new Error(`${c.title}: ${result.non2xx} non-2xx`);
        runs.push(result);
      }
      const rps = median(runs.map((r) => r.requests.average));
      const p50 = median(runs.map((r) => r.latency.p50));
      const p99 = median(runs.map((r) => r.latency.p99));
      console.log(`${c.title}\n  gateway  ${rps.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms (no floor yet)`);
    }
  } finally {
    floor?.child.kill();
    await stopAll([stack]);
    await dropDatabase(server.url, database);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
