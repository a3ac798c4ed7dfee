import { requestJson, type RunningApp } from '@pm/kit/testing';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const DEFAULTS = { whatsappNumber: '447700900123', supportBotUrl: '/support-bot', bugReportCredits: 50 };

describe('bff: system settings (/api/admin/settings)', () => {
  let services: Services;
  let bff: RunningApp;
  let admin: Session;
  let superuser: Session;
  let manager: Session;

  async function staff(role: 'admin' | 'superuser' | 'manager'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }

  const read = (session?: Session) => requestJson(`${bff.url}/api/admin/settings`, { headers: session?.auth ?? {} });
  const update = (body: unknown, session?: Session) =>
    requestJson(`${bff.url}/api/admin/settings`, { method: 'PATCH', body, headers: session?.auth ?? {} });
  const publicSettings = async () => {
    const res = await requestJson(`${bff.url}/api/settings/public`);
    expect(res.status).toBe(200);
    return res.body.data as typeof DEFAULTS;
  };

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    [admin, superuser, manager] = await Promise.all([staff('admin'), staff('superuser'), staff('manager')]);
  });
  afterEach(async () => {
    // Other spec files of the run share the database and expect the defaults (e.g. 50 credits).
    const res = await update(DEFAULTS, superuser);
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  describe('GET /api/admin/settings', () => {
    it('[CONST-07] gives admins and superusers the current settings (50 credits by default)', async () => {
      for (const session of [admin, superuser]) {
        const res = await read(session);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, data: DEFAULTS });
      }
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager', async () => {
      expect((await read()).status).toBe(401);
      const forbidden = await read(manager);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
    });
  });

  describe('PATCH /api/admin/settings', () => {
    it('[WID-02] lets a superuser change settings, which /api/settings/public shows at once', async () => {
      const res = await update(
        { whatsappNumber: '447700900999', supportBotUrl: 'https://help.example.com/chat' },
        superuser,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'System settings saved',
        data: { ...DEFAULTS, whatsappNumber: '447700900999', supportBotUrl: 'https://help.example.com/chat' },
      });
      expect(await publicSettings()).toEqual(res.body.data);
      expect((await read(admin)).body.data).toEqual(res.body.data);
    });

    it('[BUG-04] a changed bug-report credit amount is what the next report credits', async () => {
      expect((await update({ bugReportCredits: 7 }, superuser)).status).toBe(200);
      expect((await publicSettings()).bugReportCredits).toBe(7);
      const form = new FormData();
      form.append('title', 'Dashboard totals are off by one');
      form.append('description', 'The open requests count shows one more than the list.');
      const response = await fetch(`${bff.url}/api/bug-reports`, { method: 'POST', headers: manager.auth, body: form });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { creditsAwarded: number; data: { id: string } };
      expect(body.creditsAwarded).toBe(7);
      const balance = await requestJson(`${bff.url}/api/credits/balance`, { headers: manager.auth });
      expect(balance.body.data.balance).toBe(7);
      const stored = await requestJson(`${bff.url}/api/admin/bug-reports/${body.data.id}`, { headers: admin.auth });
      expect(stored.body.data.creditsAwarded).toBe(7);
    });

    it('answers an admin 403 with a clear message, changing nothing', async () => {
      const res = await update({ whatsappNumber: '447700900111' }, admin);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        statusCode: 403,
        code: 'SUPERUSER_REQUIRED',
        message: 'Only a superuser can change system settings',
      });
      expect(await publicSettings()).toEqual(DEFAULTS);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager, changing nothing', async () => {
      expect((await update({ bugReportCredits: 1 })).status).toBe(401);
      expect((await update({ bugReportCredits: 1 }, manager)).status).toBe(403);
      expect(await publicSettings()).toEqual(DEFAULTS);
    });

    it.each([
      [{ whatsappNumber: '+44 7700 900123' }, 'whatsappNumber'],
      [{ whatsappNumber: '123' }, 'whatsappNumber'],
      [{ whatsappNumber: 447700900123 }, 'whatsappNumber'],
      [{ supportBotUrl: 'http://insecure.example.com' }, 'supportBotUrl'],
      [{ supportBotUrl: '//evil.example.com' }, 'supportBotUrl'],
      [{ supportBotUrl: 'javascript:alert(1)' }, 'supportBotUrl'],
      [{ bugReportCredits: -1 }, 'bugReportCredits'],
      [{ bugReportCredits: 10_001 }, 'bugReportCredits'],
      [{ bugReportCredits: 2.5 }, 'bugReportCredits'],
      [{ bugReportCredits: '50' }, 'bugReportCredits'],
      [{ theme: 'dark' }, 'theme'],
      [{}, 'settings'],
    ])('answers %j with 400 naming %s, changing nothing', async (body, field) => {
      const res = await update({ ...body }, superuser);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.body.details.fields)).toContain(field);
      expect(res.body.details.fields[field][0]).toEqual(expect.any(String));
      expect(await publicSettings()).toEqual(DEFAULTS);
    });

    it('refuses a valid field alongside an invalid one as a whole', async () => {
      const res = await update({ whatsappNumber: '447700900555', bugReportCredits: -5 }, superuser);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.details.fields)).toEqual(['bugReportCredits']);
      expect(await publicSettings()).toEqual(DEFAULTS);
    });
  });
});
