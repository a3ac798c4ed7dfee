import { requestJson, type RunningApp } from '@pm/kit/testing';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, serviceEnv, startBff, startServices, uniqueEmail, type Services, type Session } from './harness';

const COUNTS = [
  'newContactSubmissions',
  'openSupportConversations',
  'newBugReports',
  'draftBlogPosts',
  'publishedBlogPosts',
  'knowledgeBaseArticles',
  'users',
] as const;

describe('bff: admin overview (GET /api/admin/overview)', () => {
  let services: Services;
  let bff: RunningApp;

  async function staff(role: 'admin' | 'superuser' | 'manager'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }
  const overview = (session?: Session) =>
    requestJson(`${bff.url}/api/admin/overview`, { method: 'GET', headers: session?.auth ?? {} });

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
    const before = await overview(admin);
    expect(before.status).toBe(200);
    for (const key of COUNTS) expect(Number.isInteger(before.body.data[key]) && before.body.data[key] >= 0).toBe(true);
    // The seed holds published articles and the sales-bot facts.
    expect(before.body.data.publishedBlogPosts).toBeGreaterThan(0);
    expect(before.body.data.knowledgeBaseArticles).toBeGreaterThan(0);

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

    const after = await overview(await staff('superuser'));
    expect(after.status).toBe(200);
    // Other suites share the database, so only growth is certain.
    expect(after.body.data.newContactSubmissions).toBeGreaterThanOrEqual(before.body.data.newContactSubmissions + 1);
    expect(after.body.data.openSupportConversations).toBeGreaterThanOrEqual(
      before.body.data.openSupportConversations + 1,
    );
    expect(after.body.data.users).toBeGreaterThanOrEqual(before.body.data.users + 1);
  });

  it('[ROLE-04] refuses visitors with 401 and other roles with 403', async () => {
    const anonymous = await overview();
    expect(anonymous.status).toBe(401);
    const manager = await overview(await staff('manager'));
    expect(manager.status).toBe(403);
    expect(manager.body).toMatchObject({ success: false, statusCode: 403 });
  });
});
