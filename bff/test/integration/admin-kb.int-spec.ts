import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { gql, login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const ARTICLE_FIELDS = /* GraphQL */ `
  fragment ArticleFields on KbArticle {
    id
    question
    answer
    keywords
    createdAt
    updatedAt
    updatedBy {
      id
      firstName
      lastName
    }
  }
`;
const LIST = /* GraphQL */ `
  query Articles($first: Int, $after: String, $q: String) {
    kbArticles(first: $first, after: $after, q: $q) {
      edges {
        cursor
        node {
          ...ArticleFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
  ${ARTICLE_FIELDS}
`;
const ARTICLE = /* GraphQL */ `
  query Article($id: ID!) {
    kbArticle(id: $id) {
      ...ArticleFields
    }
  }
  ${ARTICLE_FIELDS}
`;
const HISTORY = /* GraphQL */ `
  query History($id: ID!) {
    kbArticleHistory(id: $id) {
      id
      action
      actorUserId
      actorName
      data
      at
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: CreateKbArticleInput!) {
    createKbArticle(input: $input) {
      ...ArticleFields
    }
  }
  ${ARTICLE_FIELDS}
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateKbArticleInput!) {
    updateKbArticle(id: $id, input: $input) {
      ...ArticleFields
    }
  }
  ${ARTICLE_FIELDS}
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteKbArticle(id: $id)
  }
`;
const ASK = /* GraphQL */ `
  query Ask($question: String!) {
    salesBotAnswer(question: $question) {
      answer
      source {
        id
        question
      }
      score
    }
  }
`;

/** A product fact no seeded article mentions, so the bot can only answer it from the new article. */
const QUESTION = 'Can the Quillfeather ledger reconcile deposit disputes automatically?';
const ANSWER = 'Yes: the Quillfeather ledger matches every deposit dispute to its scheme and closes it for you.';
const EDITED_ANSWER = 'Yes, and it now also sends the tenant a copy of the Quillfeather ledger reconciliation.';

type GqlResponse = Awaited<ReturnType<typeof gql>>;
interface Article {
  id: string;
  question: string;
  answer: string;
  keywords: string[];
  updatedBy: { id: string; firstName: string; lastName: string } | null;
}

const errorOf = (res: GqlResponse) => res.body.errors?.[0];
const codeOf = (res: GqlResponse) => errorOf(res)?.extensions?.code;
const fieldsOf = (res: GqlResponse) => errorOf(res)?.extensions?.fields as Record<string, string[]> | undefined;
const nameOf = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

describe('bff: admin knowledge base of the sales bot (GraphQL kbArticles, salesBotAnswer)', () => {
  let services: Services;
  let bff: RunningApp;
  let admin: Session;
  let superuser: Session;
  let manager: Session;

  async function staff(role: 'admin' | 'superuser' | 'manager' | 'tenant'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }
  const run = (query: string, variables: Record<string, unknown>, session?: Session) =>
    gql(bff, query, variables, session?.auth ?? {});
  /** The public REST route of the visitor widget: what the sales bot answers a visitor. */
  const ask = async (query: string) => {
    const res = await requestJson(`${bff.url}/api/sales-bot/query`, { body: { query } });
    expect(res.status).toBe(200);
    return res.body.data as { answer: string; source: { id: string; question: string } | null };
  };
  const list = async (variables: Record<string, unknown>, session: Session = admin) => {
    const res = await run(LIST, variables, session);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.kbArticles as {
      edges: { cursor: string; node: Article }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
    };
  };
  const total = async () => (await list({ first: 1 })).totalCount;
  const fetchArticle = async (id: string) => {
    const res = await run(ARTICLE, { id }, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.kbArticle as Article | null;
  };

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    [admin, superuser, manager] = await Promise.all([staff('admin'), staff('superuser'), staff('manager')]);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  const operations = (id: string): [string, string, Record<string, unknown>][] => [
    ['kbArticles', LIST, {}],
    ['createKbArticle', CREATE, { input: { question: QUESTION, answer: ANSWER } }],
    ['kbArticle', ARTICLE, { id }],
    ['updateKbArticle', UPDATE, { id, input: { answer: 'Hijacked answer' } }],
    ['deleteKbArticle', DELETE, { id }],
    ['kbArticleHistory', HISTORY, { id }],
    ['salesBotAnswer', ASK, { question: 'How long is the free trial?' }],
  ];

  it('answers UNAUTHENTICATED to a caller without a token on every operation', async () => {
    for (const [name, query, variables] of operations(randomUUID())) {
      const res = await run(query, variables);
      expect({ name, code: codeOf(res), data: res.body.data?.[name] ?? null }).toEqual({
        name,
        code: 'UNAUTHENTICATED',
        data: null,
      });
    }
  });

  it('answers FORBIDDEN to a manager and a tenant on every operation, and changes nothing', async () => {
    const before = await total();
    const seeded = (await list({ first: 1 })).edges[0]!.node;
    for (const session of [manager, await staff('tenant')]) {
      for (const [name, query, variables] of operations(seeded.id)) {
        const res = await run(query, variables, session);
        expect({ name, code: codeOf(res), data: res.body.data?.[name] ?? null }).toEqual({
          name,
          code: 'FORBIDDEN',
          data: null,
        });
      }
    }
    expect(await total()).toBe(before);
    expect((await fetchArticle(seeded.id))?.answer).toBe(seeded.answer);
  });

  it('lists the seeded articles a page at a time with the total, newest change first, and searches them', async () => {
    const first = await list({ first: 2 });
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: expect.any(String) });
    expect(first.totalCount).toBeGreaterThan(2);
    expect(first.edges[0]!.node).toEqual({
      id: expect.any(String),
      question: expect.any(String),
      answer: expect.any(String),
      keywords: expect.any(Array),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      updatedBy: null,
    });
    const second = await list({ first: 2, after: first.pageInfo.endCursor }, superuser);
    expect(second.edges).toHaveLength(2);
    const ids = [...first.edges, ...second.edges].map((edge) => edge.node.id);
    expect(new Set(ids).size).toBe(ids.length);

    const found = await list({ q: 'free trial' });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThan(first.totalCount);
    for (const { node } of found.edges) {
      expect(`${node.question} ${node.answer}`.toLowerCase()).toContain('free trial');
    }
    expect(await list({ q: 'zzqx no such words' })).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: 0,
    });
  });

  it('refuses a bad page or search with BAD_USER_INPUT and a message (per field where the service checks it)', async () => {
    for (const variables of [{ first: 0 }, { first: 101 }, { first: 'ten' }, { after: 'not-a-cursor' }]) {
      const res = await run(LIST, variables, admin);
      expect({ variables, code: codeOf(res), data: res.body.data?.kbArticles ?? null }).toEqual({
        variables,
        code: 'BAD_USER_INPUT',
        data: null,
      });
      expect(errorOf(res)?.message).toEqual(expect.any(String));
    }
    const longSearch = await run(LIST, { q: 'x'.repeat(201) }, admin);
    expect(codeOf(longSearch)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(longSearch)?.q).toEqual([expect.stringMatching(/^q /)]);
    const unknownArgument = await run(`query { kbArticles(sort: "question") { totalCount } }`, {}, admin);
    expect(codeOf(unknownArgument)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errorOf(unknownArgument)?.message).toContain('"sort"');
  });

  it('refuses a bad new article with BAD_USER_INPUT and a message per field, and stores nothing', async () => {
    const before = await total();
    // Checked by the engagement service (or the bff's input), each message on its field.
    const byField: [Record<string, unknown>, string][] = [
      [{ question: '   ', answer: ANSWER }, 'question'],
      [{ question: 'q'.repeat(301), answer: ANSWER }, 'question'],
      [{ question: QUESTION, answer: '' }, 'answer'],
      [{ question: QUESTION, answer: 'a'.repeat(4001) }, 'answer'],
      [{ question: QUESTION, answer: ANSWER, keywords: null }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, keywords: ['deposits', 'k'.repeat(61)] }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, keywords: ['deposits', '  '] }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, keywords: Array.from({ length: 31 }, (_, i) => `word${i}`) }, 'keywords'],
    ];
    for (const [input, field] of byField) {
      const res = await run(CREATE, { input }, admin);
      expect({ field, code: codeOf(res), data: res.body.data?.createKbArticle ?? null }).toEqual({
        field,
        code: 'BAD_USER_INPUT',
        data: null,
      });
      expect(fieldsOf(res)?.[field]?.[0]).toMatch(new RegExp(`^${field}|^each keyword`));
    }
    // Refused by GraphQL itself for its type, naming the field in the message.
    const byType: [Record<string, unknown>, string][] = [
      [{ answer: ANSWER }, 'question'],
      [{ question: QUESTION, answer: 42 }, 'answer'],
      [{ question: QUESTION, answer: ANSWER, keywords: { word: 'deposits' } }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, updatedBy: randomUUID() }, 'updatedBy'],
    ];
    for (const [input, field] of byType) {
      const res = await run(CREATE, { input }, admin);
      expect({ field, code: codeOf(res) }).toEqual({ field, code: 'BAD_USER_INPUT' });
      expect(errorOf(res)?.message).toContain(field);
    }
    const malformed = await requestJson(`${bff.url}/graphql`, { headers: admin.auth, rawBody: '{"query":' });
    expect(malformed.status).toBe(400);
    expect(await total()).toBe(before);
    expect((await ask(QUESTION)).answer).not.toBe(ANSWER);
  });

  it('refuses an empty or over-long test question with BAD_USER_INPUT on the question', async () => {
    for (const question of ['   ', 'x'.repeat(501)]) {
      const res = await run(ASK, { question }, admin);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(res)?.question).toEqual(['question is required: text of at most 500 characters']);
    }
  });

  describe('an article through its life', () => {
    let id: string;

    it('[CALL-10] is created by an admin, named with its author, and is then what the sales bot answers', async () => {
      const before = await total();
      const res = await run(
        CREATE,
        {
          input: {
            question: `  ${QUESTION}  `,
            answer: ANSWER,
            keywords: [' Deposit ', 'deposit', 'Disputes', 'Quillfeather'],
          },
        },
        admin,
      );
      expect(res.body.errors).toBeUndefined();
      const created = res.body.data.createKbArticle as Article;
      expect(created).toEqual({
        id: expect.any(String),
        question: QUESTION,
        answer: ANSWER,
        keywords: ['deposit', 'disputes', 'quillfeather'],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        updatedBy: { id: admin.user.id, firstName: expect.any(String), lastName: expect.any(String) },
      });
      expect(nameOf(created.updatedBy)).toBe('Test User');
      id = created.id;
      expect(await total()).toBe(before + 1);

      const fetched = await run(ARTICLE, { id }, superuser);
      expect(fetched.body.errors).toBeUndefined();
      expect(fetched.body.data.kbArticle).toEqual(created);
      expect((await list({ q: 'quillfeather' })).edges.map((edge) => edge.node.id)).toEqual([id]);
      // The newest change comes first.
      expect((await list({ first: 1 })).edges[0]!.node.id).toBe(id);

      expect(await ask(QUESTION)).toEqual({ answer: ANSWER, source: { id, question: QUESTION } });
      expect(await ask('does quillfeather reconcile deposit disputes?')).toEqual({
        answer: ANSWER,
        source: { id, question: QUESTION },
      });
      for (const session of [admin, superuser]) {
        const tried = await run(ASK, { question: '  does quillfeather reconcile deposit disputes?  ' }, session);
        expect(tried.body.errors).toBeUndefined();
        expect(tried.body.data.salesBotAnswer).toEqual({
          answer: ANSWER,
          source: { id, question: QUESTION },
          score: expect.any(Number),
        });
      }
    });

    it('refuses a bad change with BAD_USER_INPUT (or NOT_FOUND for an unknown article) and leaves the article as it was', async () => {
      const before = await fetchArticle(id);
      const byField: [Record<string, unknown>, string][] = [
        [{ question: '' }, 'question'],
        [{ question: null }, 'question'],
        [{ answer: 'a'.repeat(4001) }, 'answer'],
        [{ keywords: ['  '] }, 'keywords'],
      ];
      for (const [input, field] of byField) {
        const res = await run(UPDATE, { id, input }, admin);
        expect({ field, code: codeOf(res), data: res.body.data?.updateKbArticle ?? null }).toEqual({
          field,
          code: 'BAD_USER_INPUT',
          data: null,
        });
        expect(fieldsOf(res)?.[field]).toEqual([expect.any(String)]);
      }
      for (const [input, field] of [
        [{ keywords: [42] }, 'keywords'],
        [{ answer: EDITED_ANSWER, id: randomUUID() }, '"id"'],
      ] as const) {
        const res = await run(UPDATE, { id, input }, admin);
        expect({ field, code: codeOf(res) }).toEqual({ field, code: 'BAD_USER_INPUT' });
        expect(errorOf(res)?.message).toContain(field);
      }
      const nothing = await run(UPDATE, { id, input: {} }, admin);
      expect(codeOf(nothing)).toBe('BAD_USER_INPUT');
      expect(errorOf(nothing)?.extensions?.reason).toBe('VALIDATION_FAILED');
      expect(errorOf(nothing)?.message).toEqual(expect.any(String));

      const badId = await run(UPDATE, { id: 'not-a-uuid', input: { answer: EDITED_ANSWER } }, admin);
      expect(codeOf(badId)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(badId)?.id).toEqual(['id must be a UUID']);
      const unknown = await run(UPDATE, { id: randomUUID(), input: { answer: EDITED_ANSWER } }, admin);
      expect(codeOf(unknown)).toBe('KB_ARTICLE_NOT_FOUND');
      expect(await fetchArticle(randomUUID())).toBeNull();
      expect(codeOf(await run(ARTICLE, { id: 'not-a-uuid' }, admin))).toBe('BAD_USER_INPUT');
      expect(await fetchArticle(id)).toEqual(before);
      expect((await ask(QUESTION)).answer).toBe(ANSWER);
    });

    it('[CALL-10] is edited by a superuser, named as the last to change it, and the bot answers the new text', async () => {
      const res = await run(UPDATE, { id, input: { answer: `${EDITED_ANSWER}  `, keywords: [] } }, superuser);
      expect(res.body.errors).toBeUndefined();
      const edited = res.body.data.updateKbArticle as Article;
      expect(edited).toMatchObject({
        id,
        question: QUESTION,
        answer: EDITED_ANSWER,
        keywords: [],
        updatedBy: { id: superuser.user.id },
      });
      expect(nameOf(edited.updatedBy)).toBe('Test User');
      expect(await ask(QUESTION)).toEqual({ answer: EDITED_ANSWER, source: { id, question: QUESTION } });
    });

    it('[CALL-10] is deleted by an admin, is gone, and is no longer what the sales bot answers', async () => {
      const before = await total();
      const res = await run(DELETE, { id }, admin);
      expect(res.body).toEqual({ data: { deleteKbArticle: id } });
      expect(await total()).toBe(before - 1);
      expect(await fetchArticle(id)).toBeNull();
      const again = await run(DELETE, { id }, admin);
      expect(codeOf(again)).toBe('KB_ARTICLE_NOT_FOUND');
      expect(codeOf(await run(DELETE, { id: 'not-a-uuid' }, admin))).toBe('BAD_USER_INPUT');

      const after = await ask(QUESTION);
      expect(after.source?.id).not.toBe(id);
      expect(after.answer).not.toBe(EDITED_ANSWER);
    });
  });

  it('[ROLE-03] shows who changed an article and how, naming each person, kept after the delete', async () => {
    const created = await run(
      CREATE,
      {
        input: {
          question: 'Does the Quillfeather ledger keep an audit trail?',
          answer: 'Yes, every change is recorded.',
        },
      },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createKbArticle.id as string;
    const edited = await run(UPDATE, { id, input: { answer: 'Yes: every change, by whom and when.' } }, superuser);
    expect(edited.body.errors).toBeUndefined();
    expect((await run(DELETE, { id }, admin)).body.errors).toBeUndefined();

    const history = await run(HISTORY, { id }, admin);
    expect(history.body.errors).toBeUndefined();
    const entries = history.body.data.kbArticleHistory as {
      action: string;
      actorUserId: string;
      actorName: string;
      data: { changes?: Record<string, unknown> };
    }[];
    const names = (session: Session) => `${session.user.firstName} ${session.user.lastName}`.trim();
    expect(entries.map((entry) => [entry.action, entry.actorUserId, entry.actorName])).toEqual([
      ['kb_article.created', admin.user.id, names(admin)],
      ['kb_article.updated', superuser.user.id, names(superuser)],
      ['kb_article.deleted', admin.user.id, names(admin)],
    ]);
    expect(entries[1]!.data.changes?.answer).toEqual({
      from: 'Yes, every change is recorded.',
      to: 'Yes: every change, by whom and when.',
    });
    expect(codeOf(await run(HISTORY, { id: 'not-an-id' }, admin))).toBe('BAD_USER_INPUT');
  });
});
