import type { Type } from '@nestjs/common';
import { requestJson, type RunningApp } from '@pm/kit/testing';
import fc from 'fast-check';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { astFromValue, getNamedType, isObjectType, print, type GraphQLField } from 'graphql';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from '../../../scripts/postgres';
import { CreateBugReportDto } from '../../../services/engagement/src/bug-reports/bug-reports.dto';
import { CreateContactSubmissionDto } from '../../../services/engagement/src/contact-submissions/contact-submissions.dto';
import { SupportInboundDto } from '../../../services/engagement/src/support-conversations/support-conversations.dto';
import { hostileJson, isBoundaryFault, jsonText, type Fault, type JsonCase } from './fuzz/hostile';
import { restRoutes, type RestRoute } from './fuzz/routes';
import { fileCount, rowCounter } from './fuzz/rows';
import { asQueryValue, dtoShape, graphqlShape, validValue, type Member, type Shape } from './fuzz/shapes';
import { gql, login, registerCompany, serviceEnv, startBff, startServices, type Services } from './harness';

/**
 * No input breaks a server: bodies, query strings, path parameters, multipart forms and GraphQL variables
 * (every mutation, and every query that takes arguments, sent as a POST or a GET) generated from each
 * endpoint's own DTO or GraphQL arguments, each with one hostile change (NUL, a lone surrogate, a bad member
 * name, nesting past the limit, an unknown or mistyped member) or none. Nothing answers a 5xx, the
 * boundary's refusals are 400s naming the field, and a refused request stores nothing: every service table
 * keeps its row count and the upload folder its files (a query stores nothing, answered or not). FUZZ_RUNS
 * (cases per endpoint) and FUZZ_SEED replay or lengthen a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const SEED = Number(process.env.FUZZ_SEED ?? randomBytes(4).readInt32LE());
const TEST_TIMEOUT = Math.max(120_000, RUNS * 4_000);

/** Bodies the bff passes on to a service typed by an interface: the service's DTO is their shape. */
const PASSED_ON: Record<string, Type> = {
  'POST /api/contact/contact-submissions': CreateContactSubmissionDto,
  'POST /api/support/inbound': SupportInboundDto,
};

/** The multipart forms: text fields, JSON text fields, and the one file field. */
interface FormPlan {
  text: Record<string, Shape>;
  json: Record<string, Shape>;
  file: string;
}
const bugReportShape = dtoShape(CreateBugReportDto) as Extract<Shape, { kind: 'object' }>;
const FORMS: Record<string, FormPlan> = {
  'POST /api/bug-reports': {
    text: {
      title: bugReportShape.fields.title!.shape,
      description: bugReportShape.fields.description!.shape,
      currentUrl: bugReportShape.fields.currentUrl!.shape,
      userAgent: bugReportShape.fields.userAgent!.shape,
    },
    json: {
      consoleLog: bugReportShape.fields.consoleLog!.shape,
      technicalInfo: bugReportShape.fields.technicalInfo!.shape,
    },
    file: 'screenshot',
  },
  'POST /api/admin/blog/cover-images': { text: {}, json: {}, file: 'image' },
  // DOC-01: the service checks the fields (a parent of no record is a 404), and the file is removed again.
  'POST /api/documents': {
    text: {
      parentType: { kind: 'enum', values: ['property', 'owner'] },
      parentId: { kind: 'string', min: 36, max: 36, format: 'uuid' },
      category: { kind: 'enum', values: ['certificate', 'inventory', 'other'] },
      title: { kind: 'string', min: 1, max: 200 },
      visibility: { kind: 'enum', values: ['', 'owner', 'owner,tenant', 'trade'] },
    },
    json: {},
    file: 'file',
  },
  'POST /api/documents/:id/versions': { text: {}, json: {}, file: 'file' },
  // UTIL-01 with DOC-02: a meter reading's photo; the reading is looked up before the image is re-encoded.
  'POST /api/utility-accounts/:accountId/readings/:readingId/photo': { text: {}, json: {}, file: 'photo' },
};

/** A real 2x2 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000000970485973000003e8000003e8' +
    '01b57b526b0000001149444154089963505a95f61f8419600c004a5008c5ebcca6ec0000000049454e44ae426082',
  'hex',
);

type As = 'visitor' | 'user' | 'admin';
const AS = fc.constantFrom<As>('visitor', 'user', 'admin');

interface Answer {
  status: number;
  body: any;
}

interface Expectation {
  fault: Fault;
  /** The field the refusal must name, when the fault sits in one member's value. */
  field?: string;
  /** Unknown and mistyped members are refused by the DTOs (any 4xx). */
  mustRefuse: boolean;
  /** A form is read by its handler, after the guards and throttlers, whose 401, 403 or 429 comes first. */
  guarded?: boolean;
  /** A read (a GraphQL query) stores nothing, answered or refused. */
  readOnly?: boolean;
  /**
   * A GET whose request line nears Node's 16 KiB header limit (deep variables in the query string): the
   * HTTP server's 431 refuses it before any hook runs.
   */
  mayExceedHeaderLimit?: boolean;
}

type Transport = 'POST' | 'GET';
/** Node's default maxHeaderSize is 16 KiB, request line and headers together; the bearer takes its share. */
const HEADER_LIMIT_NEAR = 15_000;

const serverErrorCodes = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE']);

describe('input boundary: no input breaks a server, a refused one stores nothing (fuzz)', () => {
  let services: Services;
  let bff: RunningApp;
  let db: DataSource;
  let serverUrl: string;
  let database: string;
  let storageDir: string;
  let counts: () => Promise<Record<string, number>>;
  let routes: RestRoute[];
  const sessions: Record<As, Record<string, string>> = { visitor: {}, user: {}, admin: {} };
  const ids: string[] = [];
  const tally = { cases: 0, targets: 0, serverErrors: 0, storedOnRefusal: 0, startedAt: Date.now() };

  const snapshot = async () => ({ rows: await counts(), files: fileCount(storageDir) });

  /** Runs one case and checks the three rules, throwing on a broken one. */
  async function check(send: () => Promise<Answer>, expectation: Expectation, graphql = false): Promise<void> {
    const before = await snapshot();
    const answer = await send();
    tally.cases += 1;
    const errors = (graphql ? (answer.body?.errors ?? []) : []) as { extensions?: Record<string, any> }[];
    const serverError =
      answer.status >= 500 || errors.some((error) => serverErrorCodes.has(error.extensions?.code as string));
    if (serverError) {
      tally.serverErrors += 1;
      throw new Error(`server error ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    const refused = answer.status >= 400 || errors.length > 0;
    if (refused || expectation.readOnly) {
      const after = await snapshot();
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        tally.storedOnRefusal += 1;
        const what = refused ? `refused (${answer.status})` : 'a read';
        throw new Error(`${what} but stored: ${JSON.stringify({ before, after })}`);
      }
    }
    if (expectation.mustRefuse && !refused)
      throw new Error(`accepted (${answer.status}) a ${expectation.fault} member`);
    if (!isBoundaryFault(expectation.fault)) return;
    if (expectation.mayExceedHeaderLimit && answer.status === 431) return;
    if (expectation.guarded && [401, 403, 429].includes(answer.status)) return;
    const fields = (graphql ? errors[0]?.extensions?.fields : answer.body?.details?.fields) as
      Record<string, string[]> | undefined;
    if (answer.status !== 400 || !fields || Object.keys(fields).length === 0) {
      throw new Error(
        `a ${expectation.fault} fault answered ${answer.status} without field messages: ${JSON.stringify(answer.body)}`,
      );
    }
    if (expectation.field !== undefined && !(expectation.field in fields)) {
      throw new Error(`the refusal names ${Object.keys(fields).join(', ')}, not ${expectation.field}`);
    }
  }

  /** fast-check over one endpoint; a broken rule is reported with its shrunk case and the seed to replay. */
  async function fuzz<T>(
    name: string,
    arbitrary: fc.Arbitrary<T>,
    run: (value: T) => Promise<void>,
    failures: string[],
  ) {
    tally.targets += 1;
    const result = await fc.check(fc.asyncProperty(arbitrary, run), {
      numRuns: RUNS,
      seed: SEED + tally.targets,
      includeErrorInReport: true,
    });
    if (result.failed) failures.push(`${name}: ${fc.defaultReportMessage(result)}`);
  }

  async function fixed(
    name: string,
    send: () => Promise<Answer>,
    expectation: Expectation,
    failures: string[],
    graphql = false,
  ) {
    try {
      await check(send, expectation, graphql);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }

  function url(route: RestRoute, params: Record<string, string>, query = '') {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x');
    return `${bff.url}${path}${query ? `?${query}` : ''}`;
  }

  const sendJson = (route: RestRoute, as: As, body: string, params: Record<string, string> = {}) =>
    requestJson(url(route, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encode(value)]))), {
      method: route.method,
      headers: sessions[as],
      rawBody: body,
    });

  function paramValues(route: RestRoute): fc.Arbitrary<Record<string, string>> {
    const value = fc.oneof(fc.constantFrom(...ids), fc.uuid(), fc.string({ minLength: 1, maxLength: 30 }));
    return fc.record(Object.fromEntries(route.params.map((name) => [name, value])));
  }

  beforeAll(async () => {
    // Its own database: counting every table must see only this file's requests.
    const runUrl = new URL(process.env.TEST_DATABASE_URL!);
    database = `${runUrl.pathname.slice(1)}_fuzz`;
    serverUrl = databaseUrl(runUrl.toString(), 'postgres');
    await createDatabaseIfMissing(serverUrl, database);
    process.env.DATABASE_URL = databaseUrl(serverUrl, database);
    storageDir = mkdtempSync(join(tmpdir(), 'pm-fuzz-uploads-'));
    services = await startServices();
    // The bug report form is read after its throttler: its limit would otherwise answer most cases.
    bff = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir, BUG_REPORT_LIMIT_PER_USER: '1000000' });
    db = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL }).initialize();
    counts = await rowCounter(db);
    routes = restRoutes(bff.app);

    const landlord = await registerCompany(bff, 'Fuzz Lettings');
    sessions.user = (await login(bff, landlord.email, landlord.password)).auth;
    // Staff are never registered: a second sign-up is made one through this file's superuser connection.
    const staff = await registerCompany(bff, 'Fuzz Staff');
    await db.query(`UPDATE "identity"."app_user" SET "role" = 'superuser' WHERE "id" = $1`, [staff.user.id]);
    sessions.admin = (await login(bff, staff.email, staff.password)).auth;

    // Records that exist, so ids reach past "not found" into the rules.
    const contact = await requestJson(`${bff.url}/api/contact/contact-submissions`, {
      body: {
        fullName: 'Ada Visitor',
        email: 'ada@example.test',
        message: 'Please call me back',
        metadata: { submittedFrom: 'contact_page', submittedAt: new Date().toISOString() },
      },
    });
    const support = await requestJson(`${bff.url}/api/support/inbound`, { body: { body: 'Hello there' } });
    const post = await gql(
      bff,
      'mutation($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id } }',
      { input: { title: 'Fuzzed post', description: 'A post', bodyMarkdown: 'Body' } },
      sessions.admin,
    );
    const article = await gql(
      bff,
      'mutation($input: CreateKbArticleInput!) { createKbArticle(input: $input) { id } }',
      { input: { question: 'What is fuzzing?', answer: 'Random input.' } },
      sessions.admin,
    );
    const form = new FormData();
    form.append('title', 'A bug');
    form.append('description', 'It broke');
    const report = await fetch(`${bff.url}/api/bug-reports`, { method: 'POST', headers: sessions.user, body: form });
    ids.push(
      contact.body.data.id,
      support.body.data.conversationId,
      post.body.data.createBlogPost.id,
      article.body.data.createKbArticle.id,
      ((await report.json()) as { data: { id: string } }).data.id,
    );
  });

  afterAll(async () => {
    const seconds = ((Date.now() - tally.startedAt) / 1000).toFixed(1);
    console.log(
      `input fuzz: seed ${SEED}, ${tally.cases} cases over ${tally.targets} endpoints in ${seconds} s ` +
        `(FUZZ_RUNS=${RUNS} per endpoint; replay with FUZZ_SEED=${SEED}); ${tally.serverErrors} server errors, ` +
        `${tally.storedOnRefusal} refusals or reads that stored something`,
    );
    await db?.destroy();
    await bff?.close();
    await services?.close();
    if (serverUrl) await dropDatabase(serverUrl, database);
    rmSync(storageDir, { recursive: true, force: true });
  });

  it("refuses a NUL written as an escape in a GraphQL document's own string: the service's boundary names the field", async () => {
    const before = await snapshot();
    const res = await gql(
      bff,
      'mutation { createKbArticle(input: { question: "Fees?\\u0000", answer: "None" }) { id } }',
      {},
      sessions.admin,
    );
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fields: { question: ['question must not contain a NUL character'] },
        }),
      }),
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('knows the shape of every REST route of the bff', () => {
    const unplanned = routes
      .filter((route) => route.method !== 'GET')
      .filter(
        (route) =>
          !route.bodyDto && !PASSED_ON[route.key] && !FORMS[route.key] && (route.readsBody || route.readsRequest),
      )
      .map((route) => route.key);
    expect(unplanned).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
  });

  it(
    'JSON bodies: every route that reads one',
    async () => {
      const failures: string[] = [];
      for (const route of routes.filter((r) => r.readsBody)) {
        const dto = route.bodyDto ?? PASSED_ON[route.key]!;
        const shape = dtoShape(dto) as Extract<Shape, { kind: 'object' }>;
        // The faults measured on the landed code, whatever the generator draws.
        await fixed(
          `${route.key} 5,000 nested arrays`,
          () => sendJson(route, 'visitor', '['.repeat(5000) + ']'.repeat(5000)),
          { fault: 'deep', mustRefuse: true },
          failures,
        );
        for (const field of Object.keys(shape.fields)) {
          for (const [fault, text] of [
            ['nul', 'a\u0000b'],
            ['surrogate', 'x\udfffy'],
            ['surrogate', '\ud800'],
          ] as const) {
            await fixed(
              `${route.key} ${fault} in ${field}`,
              () => sendJson(route, 'user', JSON.stringify({ [field]: text })),
              { fault, field, mustRefuse: true },
              failures,
            );
          }
        }
        const cases = fc.record({ as: AS, body: hostileJson(validValue(shape, ids)), params: paramValues(route) });
        await fuzz(
          route.key,
          cases,
          ({ as, body, params }) =>
            check(() => sendJson(route, as, jsonText(body.value), params), {
              fault: body.fault,
              field: body.fault === 'nul' || body.fault === 'surrogate' ? body.at || 'body' : undefined,
              mustRefuse: body.fault !== 'none' && body.fault !== 'raw',
            }),
          failures,
        );
      }
      expect(failures).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'query strings and path parameters: every GET route',
    async () => {
      const failures: string[] = [];
      const malformed = ['%', '%zz', '%ED%A0%80', '%C0%80', '%FF%FE', '%E2%82'];
      for (const route of routes.filter((r) => r.method === 'GET')) {
        const shape: Extract<Shape, { kind: 'object' }> = route.queryDto
          ? (dtoShape(route.queryDto) as Extract<Shape, { kind: 'object' }>)
          : { kind: 'object', fields: {} };
        const query: fc.Arbitrary<QueryCase> = fc.oneof(
          validValue(shape, ids).map((value) => ({ fault: 'none' as Fault, at: '', pairs: pairsOf(value) })),
          fc.tuple(validValue(shape, ids), fc.nat()).map(([value, pick]) => {
            const pairs = pairsOf(value);
            if (pairs.length === 0) return { fault: 'nul-key' as Fault, at: '', pairs: [['a\u0000', 'x']] as Pair[] };
            const [key, text] = pairs[pick % pairs.length]!;
            pairs[pick % pairs.length] = [
              key,
              `${text.slice(0, pick % (text.length + 1))}\u0000${text.slice(pick % (text.length + 1))}`,
            ];
            return { fault: 'nul' as Fault, at: key, pairs };
          }),
          fc
            .tuple(validValue(shape, ids), fc.string({ minLength: 1, maxLength: 8 }))
            .map(([value, key]): QueryCase => ({
              fault: (route.queryDto ? 'unknown' : 'none') as Fault,
              at: '',
              pairs: [...pairsOf(value), [`zz${key}`, 'x']],
            })),
          fc.tuple(validValue(shape, ids), fc.constantFrom(...malformed)).map(([value, raw]): QueryCase => ({
            fault: 'raw' as Fault,
            at: '',
            pairs: [...pairsOf(value), [Object.keys(shape.fields)[0] ?? 'q', raw, true]],
          })),
        );
        const params = fc.oneof(
          paramValues(route).map((values) => ({ fault: 'none' as Fault, at: '', values })),
          paramValues(route).map((values) => {
            const name = route.params[0];
            return name
              ? { fault: 'nul' as Fault, at: name, values: { ...values, [name]: `${values[name]}\u0000` } }
              : { fault: 'none' as Fault, at: '', values };
          }),
          fc.constantFrom(...malformed, '..', '%2e%2e%2f', 'a'.repeat(3000)).map((raw) => ({
            fault: 'raw' as Fault,
            at: '',
            values: Object.fromEntries(route.params.map((name) => [name, raw])),
          })),
        );
        await fuzz(
          route.key,
          fc.record({ as: AS, query, params }),
          ({ as, query: q, params: p }) => {
            // The router itself refuses a malformed path (400 with no field) before any hook runs.
            const target = p.fault === 'raw' ? p : q.fault !== 'none' && q.fault !== 'raw' ? q : p;
            const search = q.pairs
              .map(([key, value, raw]) => `${encode(key)}=${raw ? value : encode(value)}`)
              .join('&');
            const pathParams = Object.fromEntries(
              Object.entries(p.values).map(([name, value]) => [name, p.fault === 'raw' ? value : encode(value)]),
            );
            return check(
              async () => {
                const response = await fetch(url(route, pathParams, search), {
                  headers: sessions[as],
                  redirect: 'manual',
                });
                const text = await response.text();
                let body: unknown = text;
                try {
                  body = JSON.parse(text);
                } catch {
                  // CSV, images and redirects are not JSON.
                }
                return { status: response.status, body };
              },
              { fault: target.fault, field: target.at || undefined, mustRefuse: target.fault === 'unknown' },
            );
          },
          failures,
        );
      }
      expect(failures).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'multipart forms: the bug report, the blog cover upload, documents and meter photos',
    async () => {
      const failures: string[] = [];
      for (const [key, plan] of Object.entries(FORMS)) {
        const route = routes.find((r) => r.key === key);
        expect(route).toBeDefined();
        const text = fc.record(
          Object.fromEntries(
            Object.entries(plan.text).map(([name, shape]) => [name, validValue(shape).map(asQueryValue)]),
          ),
        );
        const json = fc.record(
          Object.fromEntries(Object.entries(plan.json).map(([name, shape]) => [name, hostileJson(validValue(shape))])),
        );
        const file = fc.constantFrom<'none' | 'png' | 'junk' | 'empty'>('none', 'png', 'junk', 'empty');
        const extraField = fc.constantFrom<[Fault, string | null]>(
          ['none', null],
          ['none', null],
          ['unknown', 'zzExtra'],
          ['nul-key', 'ti\u0000tle'],
        );
        const nulText = fc.option(
          fc.tuple(
            fc.constantFrom(...(Object.keys(plan.text).length > 0 ? Object.keys(plan.text) : ['none'])),
            fc.nat(),
          ),
          { freq: 3 },
        );
        const cases = fc.record({ as: AS, text, json, file, extraField, nulText });
        if (key === 'POST /api/bug-reports') {
          // Odd members of the JSON fields measured on the landed code: refused, the screenshot not stored.
          const odd: [string, string, Record<string, string>][] = [
            [
              'unknown technicalInfo member',
              'unknown',
              { technicalInfo: JSON.stringify({ url: 'http://x', extra: 1 }) },
            ],
            [
              'viewport given as a list',
              'mistyped',
              { technicalInfo: JSON.stringify({ viewport: [{ width: 1, height: 1 }] }) },
            ],
            ['viewport given as null', 'mistyped', { technicalInfo: JSON.stringify({ viewport: null }) }],
            [
              'unknown console entry member',
              'unknown',
              { consoleLog: JSON.stringify([{ type: 'log', message: 'm', timestamp: 't', level: 3 }]) },
            ],
            ['a console entry that is null', 'mistyped', { consoleLog: JSON.stringify([null]) }],
            ['a console entry that is text', 'mistyped', { consoleLog: JSON.stringify(['boom']) }],
            [
              'NUL in a console message',
              'nul',
              { consoleLog: JSON.stringify([{ type: 'log', message: '\u0000', timestamp: 't' }]) },
            ],
            ['a lone surrogate in technicalInfo', 'surrogate', { technicalInfo: JSON.stringify({ url: '\ud800' }) }],
            [
              'technicalInfo nested 5,000 deep',
              'deep',
              { technicalInfo: `{"url":${'['.repeat(5000)}${']'.repeat(5000)}}` },
            ],
          ];
          for (const [name, fault, fields] of odd) {
            await fixed(
              `${key} ${name}`,
              () => postForm(key, 'user', { title: 'A bug', description: 'It broke', ...fields }, plan.file, 'png'),
              { fault: fault as Fault, mustRefuse: true },
              failures,
            );
          }
        }
        await fuzz(
          key,
          cases,
          ({ as, text: textValues, json: jsonCases, file: fileKind, extraField: [extraFault, extraName], nulText }) => {
            const fields: Record<string, string> = { ...textValues };
            let expectation: Expectation = { fault: 'none', mustRefuse: false };
            for (const [name, jsonCase] of Object.entries(jsonCases) as [string, JsonCase][]) {
              fields[name] = jsonText(jsonCase.value);
              if (expectation.fault === 'none' && jsonCase.fault !== 'none' && jsonCase.fault !== 'raw') {
                expectation = { fault: jsonCase.fault, mustRefuse: true };
              }
            }
            if (nulText && nulText[0] in fields) {
              const [name, pick] = nulText;
              const value = fields[name]!;
              fields[name] =
                `${value.slice(0, pick % (value.length + 1))}\u0000${value.slice(pick % (value.length + 1))}`;
              expectation = { fault: 'nul', field: name, mustRefuse: true };
            }
            if (extraName) {
              fields[extraName] = 'x';
              expectation = { fault: extraFault === 'nul-key' ? 'unknown' : extraFault, mustRefuse: true };
            }
            return check(() => postForm(key, as, fields, plan.file, fileKind), {
              ...expectation,
              guarded: true,
            });
          },
          failures,
        );
      }
      expect(failures).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  async function postForm(
    key: string,
    as: As,
    fields: Record<string, string>,
    fileField: string,
    file: 'none' | 'png' | 'junk' | 'empty',
  ): Promise<Answer> {
    const route = routes.find((r) => r.key === key)!;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file !== 'none') {
      const bytes = file === 'png' ? PNG : file === 'junk' ? randomBytes(64) : Buffer.alloc(0);
      form.append(fileField, new Blob([bytes], { type: 'image/png' }), 'upload.png');
    }
    const response = await fetch(url(route, {}), { method: 'POST', headers: sessions[as], body: form });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** The served schema, so an operation added in code is fuzzed before bff/schema.graphql is emitted again. */
  const servedSchema = () => bff.app.get(GraphQLSchemaHost).schema;

  /**
   * Every field of one root type, its variables generated from its arguments; a query also travels as a GET
   * (its variables JSON text in the query string), and changes nothing whatever it is sent.
   */
  async function fuzzOperations(kind: 'mutation' | 'query', fields: GraphQLField<unknown, unknown>[]) {
    const failures: string[] = [];
    for (const field of fields) {
      const document = operationDocument(kind, field);
      const variables: Shape = {
        kind: 'object',
        fields: Object.fromEntries(
          field.args.map((arg): [string, Member] => {
            const member = graphqlShape(arg.type);
            return [arg.name, { ...member, optional: member.optional || arg.defaultValue !== undefined }];
          }),
        ),
      };
      const transports: readonly Transport[] = kind === 'query' ? ['POST', 'POST', 'GET'] : ['POST'];
      for (const transport of new Set(transports)) {
        await fixed(
          `${field.name} NUL in the document (${transport})`,
          () => sendGraphql(transport, 'admin', `${document}\u0000`),
          { fault: 'nul', field: 'query', mustRefuse: true, readOnly: kind === 'query' },
          failures,
          true,
        );
      }
      const cases = fc.record({
        as: fc.constantFrom<As>('admin', 'admin', 'admin', 'user', 'visitor'),
        transport: fc.constantFrom(...transports),
        variables: hostileJson(validValue(variables, ids), { keepRoot: true }),
      });
      await fuzz(
        field.name,
        cases,
        ({ as, transport, variables: values }) => {
          // A variable's field is named as the resolvers name it: the path below the variable.
          const path = values.at.split('.');
          const name = path.length > 1 ? path.slice(1).join('.') : path[0];
          const text = jsonText(values.value);
          return check(
            () => sendGraphql(transport, as, document, text),
            {
              fault: values.fault,
              field: values.fault === 'nul' || values.fault === 'surrogate' ? name : undefined,
              // GraphQL coerces some mistyped values (a number to an ID, one value to a list).
              mustRefuse: values.fault !== 'none' && values.fault !== 'mistyped',
              readOnly: kind === 'query',
              mayExceedHeaderLimit: transport === 'GET' && graphqlGetUrl(document, text).length > HEADER_LIMIT_NEAR,
            },
            true,
          );
        },
        failures,
      );
    }
    return failures;
  }

  /** POST with a JSON body, or GET with the parts in the query string (and the header Apollo's CSRF check asks). */
  async function sendGraphql(transport: Transport, as: As, document: string, variables?: string): Promise<Answer> {
    if (transport === 'POST') {
      return requestJson(`${bff.url}/graphql`, {
        headers: sessions[as],
        rawBody: `{"query":${JSON.stringify(document)}${variables === undefined ? '' : `,"variables":${variables}`}}`,
      });
    }
    return requestJson(graphqlGetUrl(document, variables), {
      headers: { ...sessions[as], 'apollo-require-preflight': 'true' },
    });
  }

  function graphqlGetUrl(document: string, variables?: string): string {
    const search = new URLSearchParams({ query: document, ...(variables === undefined ? {} : { variables }) });
    return `${bff.url}/graphql?${search.toString()}`;
  }

  it(
    'GraphQL variables: every mutation',
    async () => {
      const mutations = Object.values(servedSchema().getMutationType()!.getFields());
      expect(mutations.length).toBeGreaterThan(10);
      expect(await fuzzOperations('mutation', mutations)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'GraphQL variables: every query that takes arguments, sent as a POST or a GET',
    async () => {
      const queries = Object.values(servedSchema().getQueryType()!.getFields()).filter(
        (query) => query.args.length > 0,
      );
      expect(queries.map((query) => query.name)).toEqual(
        expect.arrayContaining(['blogPosts', 'contactSubmission', 'kbArticleHistory', 'property', 'salesBotAnswer']),
      );
      expect(await fuzzOperations('query', queries)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

/** Query pairs; a raw value is sent as it is, percent signs and all. */
type Pair = [key: string, value: string, raw?: boolean];
interface QueryCase {
  fault: Fault;
  at: string;
  pairs: Pair[];
}

function pairsOf(value: unknown): Pair[] {
  return Object.entries((value ?? {}) as Record<string, unknown>).map(([key, item]) => [key, asQueryValue(item)]);
}

/** `kind Fuzz($a: T = default) { field(a: $a) { __typename } }`: every argument a variable, defaults kept. */
function operationDocument(kind: 'mutation' | 'query', field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args
    .map((arg) => {
      const fallback = arg.defaultValue === undefined ? null : astFromValue(arg.defaultValue, arg.type);
      return `$${arg.name}: ${String(arg.type)}${fallback ? ` = ${print(fallback)}` : ''}`;
    })
    .join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}
