import { requestJson, type RunningApp } from '@pm/kit/testing';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  uniqueEmail,
  type Services,
  type Session,
} from './harness';

const COUNTS = [
  'newContactSubmissions',
  'openSupportConversations',
  'newBugReports',
  'draftBlogPosts',
  'publishedBlogPosts',
  'knowledgeBaseArticles',
  'users',
] as const;

const OVERVIEW = /* GraphQL */ `
  query Overview {
    adminOverview {
      ${COUNTS.join('\n      ')}
    }
  }
`;

describe('bff: admin overview (adminOverview)', () => {
  let services: Services;
  let bff: RunningApp;

  async function staff(role: 'admin' | 'superuser' | 'manager' | 'tenant'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }
  const overview = (session?: Session) => gql(bff, OVERVIEW, {}, session?.auth ?? {});

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), CONTACT_LIMIT_PER_IP: '10000' });
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[ROLE-03] counts each staff queue for admins and superusers, and the counts follow new work', async () => {
    const admin = await staff('admin');
    const beforeRes = await overview(admin);
    expect(beforeRes.body.errors).toBeUndefined();
    const before = beforeRes.body.data.adminOverview;
    expect(Object.keys(before).sort()).toEqual([...COUNTS].sort());
    for (const key of COUNTS) expect(Number.isInteger(before[key]) && before[key] >= 0).toBe(true);
    // The seed holds published articles and the sales-bot facts.
    expect(before.publishedBlogPosts).toBeGreaterThan(0);
    expect(before.knowledgeBaseArticles).toBeGreaterThan(0);

    const contact = await requestJson(`${bff.url}/api/contact/contact-submissions`, {
      body: {
        fullName: 'Priya Shah',
        email: uniqueEmail('overview'),
        company: null,
        phone: null,
        message: 'Please call me about the trial.',
        metadata: { submittedFrom: 'contact_page', submittedAt: new Date().toISOString(), page: '/contact' },
      },
    });
    expect(contact.status).toBe(201);
    const support = await requestJson(`${bff.url}/api/support/inbound`, {
      body: { body: 'My invitation link has expired.', visitorName: 'Tom', visitorEmail: uniqueEmail('visitor') },
    });
    expect(support.status).toBe(201);

    const afterRes = await overview(await staff('superuser'));
    expect(afterRes.body.errors).toBeUndefined();
    const after = afterRes.body.data.adminOverview;
    // Other suites share the database, so only growth is certain.
    expect(after.newContactSubmissions).toBeGreaterThanOrEqual(before.newContactSubmissions + 1);
    expect(after.openSupportConversations).toBeGreaterThanOrEqual(before.openSupportConversations + 1);
    expect(after.users).toBeGreaterThanOrEqual(before.users + 1);
  });

  it('[ROLE-04] answers UNAUTHENTICATED to visitors and FORBIDDEN to other roles', async () => {
    const anonymous = await overview();
    expect(anonymous.body.data ?? null).toBeNull();
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const landlordAccount = await registerCompany(bff);
    const landlord = await login(bff, landlordAccount.email, landlordAccount.password);
    for (const session of [landlord, await staff('manager'), await staff('tenant')]) {
      const refused = await overview(session);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
