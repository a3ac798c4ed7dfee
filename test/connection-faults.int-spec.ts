import { APP_DATA_SOURCE, type ServiceName } from '@pm/kit';
import { internalHeaders, makeCaller, ownerDataSource } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { type ServiceApps, startAllServices } from './services';

/** The pools' type, without a direct dependency on TypeORM here. */
type DataSource = ReturnType<typeof ownerDataSource>;

const WRITERS = 8;
const KILLS = 3;
const KILL_EVERY_MS = 1_200;
const REQUEST_TIMEOUT_MS = 10_000;
const RECOVERY_LIMIT_MS = 5_000;
/** Writes go on long enough after the last kill for a slow recovery to be seen, and fail the test. */
const STREAM_MS = KILLS * KILL_EVERY_MS + RECOVERY_LIMIT_MS + 500;

type Outcome =
  | { kind: 'stored'; service: ServiceName; id: string; at: number }
  | { kind: 'unavailable'; service: ServiceName; at: number }
  | { kind: 'unexpected'; service: ServiceName; at: number; status: number; body: string }
  | { kind: 'hung'; service: ServiceName; at: number };

describe('losing every database connection during a stream of writes', () => {
  let services: ServiceApps;
  const company = randomUUID();
  const user = makeCaller({ companyId: company, role: 'landlord' });

  beforeAll(async () => {
    services = await startAllServices();
    await ownerDataSource(services.identity).query(
      `INSERT INTO "identity"."company" ("id", "name") VALUES ($1, 'Faults Ltd')`,
      [company],
    );
    await ownerDataSource(services.identity).query(
      `INSERT INTO "identity"."app_user" ("id", "company_id", "email", "first_name", "last_name", "role", "password_hash")
       VALUES ($1, $2, $3, 'Fault', 'Tester', 'landlord', 'not-a-hash')`,
      [user.userId, company, `faults-${randomUUID().slice(0, 8)}@example.test`],
    );
  });

  afterAll(() => services?.close());

  /** One write to a service; its answer classified. A request is "hung" if it has no answer in 10 s. */
  async function write(service: 'engagement' | 'identity', started: number): Promise<Outcome> {
    const [path, body] =
      service === 'engagement'
        ? [
            '/v1/bug-reports',
            {
              title: 'Fault stream',
              description: 'Written while connections die',
              currentUrl: 'http://x',
              userAgent: 'faults',
            },
          ]
        : ['/v1/invitations', { email: `invitee-${randomUUID()}@example.test` }];
    try {
      const res = await fetch(`${services[service].url}${path}`, {
        method: 'POST',
        headers: internalHeaders(user, service),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      const at = Date.now() - started;
      if (res.status === 201) {
        const answer = JSON.parse(text) as { id?: string; invitation?: { id: string } };
        return { kind: 'stored', service, id: answer.invitation?.id ?? answer.id!, at };
      }
      if (res.status === 503 && (JSON.parse(text) as { code?: string }).code === 'SERVICE_UNAVAILABLE') {
        return { kind: 'unavailable', service, at };
      }
      return { kind: 'unexpected', service, at, status: res.status, body: text.slice(0, 300) };
    } catch {
      return { kind: 'hung', service, at: Date.now() - started };
    }
  }

  /** Ends every backend the services' app role holds (both services' pools), as a failover or restart would. */
  async function killConnections(): Promise<number> {
    const role = (
      (await services.identity.app.get<DataSource>(APP_DATA_SOURCE).query('SELECT current_user AS name')) as {
        name: string;
      }[]
    )[0]!.name;
    const killed = (await ownerDataSource(services.identity).query(
      `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n
         FROM pg_stat_activity WHERE usename = $1 AND datname = current_database() AND pid <> pg_backend_pid()`,
      [role],
    )) as { n: number }[];
    return killed[0]!.n;
  }

  it('answers each write 201 (and stores it) or a clean 503, never a 500 or a hang, and recovers within 5 s', async () => {
    const started = Date.now();
    const outcomes: Outcome[] = [];
    const kills: { at: number; terminated: number }[] = [];

    const writers = Array.from({ length: WRITERS }, async (_, i) => {
      const service = i % 2 === 0 ? 'engagement' : 'identity';
      while (Date.now() - started < STREAM_MS) outcomes.push(await write(service, started));
    });
    const killer = (async () => {
      for (let k = 0; k < KILLS; k += 1) {
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
        kills.push({ at: Date.now() - started, terminated: await killConnections() });
      }
    })();
    await Promise.all([...writers, killer]);

    const lastKill = kills[kills.length - 1]!.at;
    const recovery = (service: ServiceName) => {
      const first = outcomes.filter((o) => o.service === service && o.kind === 'stored' && o.at > lastKill);
      return first.length ? Math.min(...first.map((o) => o.at)) - lastKill : Infinity;
    };
    const stored = outcomes.filter((o): o is Extract<Outcome, { kind: 'stored' }> => o.kind === 'stored');
    const storedIds = (service: ServiceName) => stored.filter((o) => o.service === service).map((o) => o.id);
    const [bugReports] = (await ownerDataSource(services.engagement).query(
      `SELECT count(*)::int AS n FROM "engagement"."bug_report" WHERE id = ANY($1::uuid[])`,
      [storedIds('engagement')],
    )) as { n: number }[];
    const [invitations] = (await ownerDataSource(services.identity).query(
      `SELECT count(*)::int AS n FROM "identity"."invitation" WHERE id = ANY($1::uuid[])`,
      [storedIds('identity')],
    )) as { n: number }[];
    const figures = {
      requests: outcomes.length,
      answered201: stored.length,
      answered503: outcomes.filter((o) => o.kind === 'unavailable').length,
      unexpected: outcomes.filter((o) => o.kind === 'unexpected'),
      hung: outcomes.filter((o) => o.kind === 'hung').length,
      kills,
      recoveryMs: { engagement: recovery('engagement'), identity: recovery('identity') },
      storedOf201: {
        engagement: `${bugReports!.n}/${storedIds('engagement').length}`,
        identity: `${invitations!.n}/${storedIds('identity').length}`,
      },
    };
    console.log(`connection faults: ${JSON.stringify(figures)}`);

    expect(kills.every((kill) => kill.terminated > 0)).toBe(true);
    expect(figures.unexpected).toEqual([]);
    expect(figures.hung).toBe(0);
    expect(bugReports!.n).toBe(storedIds('engagement').length);
    expect(invitations!.n).toBe(storedIds('identity').length);
    expect(figures.recoveryMs.engagement).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(figures.recoveryMs.identity).toBeLessThan(RECOVERY_LIMIT_MS);
  });
});
