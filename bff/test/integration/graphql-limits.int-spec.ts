import { requestJson, type RunningApp } from '@pm/kit/testing';
import { createHash } from 'node:crypto';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import {
  MAX_ALIASES,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TOKENS,
  MAX_ROOT_FIELDS,
} from '../../src/graphql/complexity';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  type Services,
  type Session,
} from './harness';

type Answer = Awaited<ReturnType<typeof gql>>;

/**
 * A refusal is answered from the document alone, in a few milliseconds: the quickest of five answers must
 * come under this (the machine is shared, so one answer alone may wait for the CPU). Before the limits,
 * 5,000 aliases took 3.1 s and a 1 MB document 420 ms of CPU.
 */
const FAST_MS = 100;

describe('bff: GraphQL limits (a hostile document is refused before any service hears of it)', () => {
  let services: Services;
  let bff: RunningApp;
  let landlord: Session;
  let admin: Session;

  const serviceRequests = () =>
    services.identity.requests.length +
    services.portfolio.requests.length +
    services.maintenance.requests.length +
    services.engagement.requests.length;

  /** Sends, timing the answer and counting the requests the services received meanwhile. */
  async function timed(send: () => Promise<Answer>): Promise<{ res: Answer; ms: number; serviceCalls: number }> {
    const before = serviceRequests();
    const started = performance.now();
    const res = await send();
    const ms = performance.now() - started;
    return { res, ms, serviceCalls: serviceRequests() - before };
  }

  const codesOf = (res: Answer) => res.body.errors?.map((e) => e.extensions?.code);
  const aliased = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
  /** Five pages of properties with their owners: 5 × (10 + first × 4). */
  const PAGES = `query P($first: Int!) { ${aliased(5, 'properties(first: $first) { edges { node { id owner { name } } } }')} }`;

  /** A 400 whose every error has the code, one of them the message; fast, and no service called. */
  async function expectRefused(send: () => Promise<Answer>, code: string, message: RegExp): Promise<void> {
    const times: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { res, ms, serviceCalls } = await timed(send);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(new Set(codesOf(res))).toEqual(new Set([code]));
      expect(res.body.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(message));
      expect(serviceCalls).toBe(0);
      times.push(ms);
    }
    expect(Math.min(...times)).toBeLessThan(FAST_MS);
  }

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    const account = await registerCompany(bff, 'Limits Lettings');
    landlord = await login(bff, account.email, account.password);
    const staff = await createUser(services.identity, { role: 'admin' });
    admin = await login(bff, staff.email, IDENTITY_PASSWORD);
    // Warm up, so the first refusal below is not timed with the bff's lazy first request.
    await gql(bff, '{ creditBalance }', {}, landlord.auth);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  describe('the size of a document', () => {
    it('refuses 5,000 aliases of creditBalance at once: no call reaches identity', async () => {
      const document = `{ ${aliased(5_000, 'creditBalance')} }`;
      expect(document.length).toBeGreaterThan(MAX_QUERY_LENGTH);
      await expectRefused(() => gql(bff, document, {}, landlord.auth), 'QUERY_TOO_LARGE', /length limit of 16384/);
    });

    it('refuses a 1 MB document from a visitor before parsing it, sixteen at once included', async () => {
      const document = `{ me { id ${'email '.repeat(170_000)}} }`;
      expect(document.length).toBeGreaterThan(1_000_000);
      await expectRefused(() => gql(bff, document), 'QUERY_TOO_LARGE', /length limit/);

      const before = serviceRequests();
      const rss = process.memoryUsage().rss;
      const answers = await Promise.all(Array.from({ length: 16 }, () => gql(bff, document)));
      const grown = process.memoryUsage().rss - rss;
      expect(answers.map((a) => a.status)).toEqual(Array(16).fill(400));
      expect(serviceRequests()).toBe(before);
      // Parsed, each took 420 ms of CPU, and sixteen took the bff to 1.5 GB; here the bff, the services and
      // the client that builds the sixteen bodies share the process.
      expect(grown).toBeLessThan(256 * 1024 * 1024);
    });

    it(`stops parsing after ${MAX_QUERY_TOKENS} tokens, well within the length limit`, async () => {
      // 3 tokens an alias: 400 of them are about 4,000 characters and 1,200 tokens.
      const document = `{ me { ${aliased(400, 'id')} } }`;
      expect(document.length).toBeLessThan(MAX_QUERY_LENGTH);
      await expectRefused(
        () => gql(bff, document, {}, landlord.auth),
        'GRAPHQL_PARSE_FAILED',
        /Document contains more th\w+ 1000 tokens/,
      );
    });
  });

  describe('the shape of a document', () => {
    it(`accepts ${MAX_ALIASES} aliases and refuses one more, or as many as the token budget allows`, async () => {
      const ok = await gql(bff, `{ me { ${aliased(MAX_ALIASES, 'id')} } }`, {}, landlord.auth);
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body.data.me)).toHaveLength(MAX_ALIASES);
      const tooMany = `{ me { ${aliased(MAX_ALIASES + 1, 'id')} } }`;
      await expectRefused(
        () => gql(bff, tooMany, {}, landlord.auth),
        'GRAPHQL_VALIDATION_FAILED',
        /Aliases limit of 15 exceeded, found 16/,
      );
      const budget = `{ me { ${aliased(330, 'id')} } }`;
      await expectRefused(() => gql(bff, budget, {}, landlord.auth), 'GRAPHQL_VALIDATION_FAILED', /found 330/);
    });

    it('refuses the same field repeated to the token budget: graphql-js stops comparing every pair', async () => {
      const repeated = `{ me { ${'id '.repeat(990)}} }`;
      await expectRefused(
        () => gql(bff, repeated, {}, landlord.auth),
        'GRAPHQL_VALIDATION_FAILED',
        /Validation aborted/,
      );
    });

    it(`refuses more than ${MAX_ROOT_FIELDS} root fields`, async () => {
      const roots = ['me { id }', 'creditBalance', 'dashboard { propertyCount }', 'systemSettings { __typename }'];
      const document = `{ ${Array.from({ length: MAX_ROOT_FIELDS + 1 }, (_, i) => `r${i}: ${roots[i % roots.length]}`).join(' ')} }`;
      await expectRefused(
        () => gql(bff, document, {}, landlord.auth),
        'GRAPHQL_VALIDATION_FAILED',
        /Root fields limit of 10 exceeded, found 11/,
      );
    });

    it(`refuses nesting deeper than ${MAX_QUERY_DEPTH}, however deep`, async () => {
      // No type of the schema leads back to itself: past `me { company { ... } }` every field is unknown too.
      const nested = (depth: number) => `{ me ${'{ company '.repeat(depth)}{ id }${' }'.repeat(depth)} }`;
      await expectRefused(
        () => gql(bff, nested(MAX_QUERY_DEPTH), {}, landlord.auth),
        'GRAPHQL_VALIDATION_FAILED',
        /depth limit of 8 exceeded, found 10/,
      );
      await expectRefused(() => gql(bff, nested(300), {}, landlord.auth), 'GRAPHQL_VALIDATION_FAILED', /depth limit/);
      await expectRefused(() => gql(bff, nested(400), {}, landlord.auth), 'GRAPHQL_PARSE_FAILED', /tokens/);
      await expectRefused(() => gql(bff, nested(5_000), {}, landlord.auth), 'QUERY_TOO_LARGE', /length limit/);
    });

    it('refuses a batch of 100 operations as a whole: none of them runs', async () => {
      const batch = Array.from({ length: 100 }, () => ({ query: '{ creditBalance }' }));
      const send = () => requestJson<Answer['body']>(`${bff.url}/graphql`, { body: batch, headers: landlord.auth });
      await expectRefused(send, 'BAD_REQUEST', /batching disabled/i);
    });
  });

  describe('the cost of a document', () => {
    it(`prices pages at the size the variables ask for, refusing more than ${MAX_QUERY_COST} before any resolver runs`, async () => {
      const { res, serviceCalls } = await timed(() => gql(bff, PAGES, { first: 20 }, landlord.auth));
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(serviceCalls).toBeGreaterThan(0);
      await expectRefused(
        () => gql(bff, PAGES, { first: 100 }, landlord.auth),
        'GRAPHQL_VALIDATION_FAILED',
        /cost limit of 1500 exceeded, found 2050/,
      );
    });

    it('prices a field resolver that calls a service in each item of a list', async () => {
      // Each post's history is two calls of its own: a hundred of them would be two hundred.
      const histories = '{ blogPosts(first: 100) { edges { node { id history { id action } } } } }';
      await expectRefused(
        () => gql(bff, histories, {}, admin.auth),
        'GRAPHQL_VALIDATION_FAILED',
        /cost limit of 1500 exceeded, found 2210/,
      );
    });
  });

  describe('what a visitor learns from a refusal', () => {
    it('suggests field names only to signed-in callers', async () => {
      const visitor = await gql(bff, '{ adminUser { id } }');
      expect(visitor.status).toBe(400);
      expect(visitor.body.errors![0]!.message).toBe('Cannot query field "adminUser" on type "Query".');
      const bogusToken = await gql(bff, '{ adminUser { id } }', {}, { authorization: 'Bearer not.a.token' });
      expect(bogusToken.body.errors![0]!.message).not.toMatch(/Did you mean/);

      const signedIn = await gql(bff, '{ adminUser { id } }', {}, landlord.auth);
      expect(signedIn.body.errors![0]!.message).toMatch(/Did you mean "adminUsers"/);
    });

    it('names no enum value a visitor misspelt', async () => {
      const query = 'query B($status: BugReportStatus) { bugReports(status: $status) { totalCount } }';
      const visitor = await gql(bff, query, { status: 'NEWW' });
      expect(visitor.status).toBe(400);
      expect(JSON.stringify(visitor.body)).not.toMatch(/Did you mean/);
    });
  });

  describe('persisted queries, for partners', () => {
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const persisted = (hash: string, query?: string) =>
      requestJson<Answer['body']>(`${bff.url}/graphql`, {
        body: { ...(query ? { query } : {}), extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
        headers: landlord.auth,
      });

    it('answers a stored document by its hash alone, once it was sent with it', async () => {
      const query = '{ creditBalance me { id } }';
      const unknown = await persisted(sha256(query));
      expect(codesOf(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);

      const registered = await persisted(sha256(query), query);
      expect(registered.status).toBe(200);
      expect(registered.body.data).toEqual({ creditBalance: expect.any(Number), me: { id: landlord.user.id } });

      const byHash = await persisted(sha256(query));
      expect(byHash.status).toBe(200);
      expect(byHash.body.data).toEqual(registered.body.data);
    });

    it('refuses a hash that does not match its document, and stores nothing', async () => {
      const query = '{ creditBalance }';
      const wrong = sha256('{ me { id } }');
      const { res, serviceCalls } = await timed(() => persisted(wrong, query));
      expect(res.status).toBe(400);
      expect(res.body.errors![0]!.message).toMatch(/sha does not match/);
      expect(serviceCalls).toBe(0);
      expect(codesOf(await persisted(wrong))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    });

    it('never stores a document that breaks a limit, and prices a stored one with each request', async () => {
      const tooMany = `{ me { ${aliased(MAX_ALIASES + 1, 'id')} } }`;
      const refused = await persisted(sha256(tooMany), tooMany);
      expect(refused.status).toBe(400);
      expect(codesOf(await persisted(sha256(tooMany)))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);

      const body = (first: number) => ({
        query: PAGES,
        variables: { first },
        extensions: { persistedQuery: { version: 1, sha256Hash: sha256(PAGES) } },
      });
      expect((await requestJson(`${bff.url}/graphql`, { body: body(5), headers: landlord.auth })).status).toBe(200);
      const { variables, extensions } = body(100);
      const { res, serviceCalls } = await timed(() =>
        requestJson(`${bff.url}/graphql`, { body: { variables, extensions }, headers: landlord.auth }),
      );
      expect(res.status).toBe(400);
      expect(codesOf(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(serviceCalls).toBe(0);
    });
  });
});

describe('bff: GraphQL in production', () => {
  let services: Services;
  let bff: RunningApp;

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('refuses introspection to everyone, signed in or not', async () => {
    const account = await registerCompany(bff, 'Production Lettings');
    const session = await login(bff, account.email, account.password);
    for (const headers of [{}, session.auth]) {
      const res = await gql(bff, '{ __schema { queryType { name } } }', {}, headers);
      expect(res.status).toBe(400);
      expect(res.body.errors![0]!.message).toMatch(/introspection/i);
    }
  });
});
