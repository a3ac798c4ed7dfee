import { internalHeaders, requestJson, startTestApp, type RunningApp } from '@pm/kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { createUser, noToken } from './factories';

/**
 * Settings are platform-wide and the database is shared with test files running in parallel: these
 * tests change only what no other file reads exactly (bugReportCredits stays 50, which the bff's
 * bug-report tests credit), and put the defaults back at the end.
 */
describe('identity: system settings', () => {
  let app: RunningApp;
  const DEFAULTS = { whatsappNumber: '447700900123', supportBotUrl: '/support-bot', bugReportCredits: 50 };

  beforeAll(async () => {
    app = await startTestApp(AppModule);
  });
  afterAll(async () => {
    await app.app.get(DataSource).query(`DELETE FROM "identity"."system_setting"`);
    await app.close();
  });

  const read = () => requestJson(`${app.url}/v1/settings/public`, { headers: internalHeaders() });
  const patch = (caller: Parameters<typeof internalHeaders>[0], body: unknown, headers = internalHeaders(caller)) =>
    requestJson(`${app.url}/v1/settings`, { method: 'PATCH', headers, body });

  it('[CONST-07] answers the defaults when nothing is set, without a caller', async () => {
    await app.app.get(DataSource).query(`DELETE FROM "identity"."system_setting"`);
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
  });

  it('lets a superuser change any subset, recording who changed it', async () => {
    const superuser = await createUser(app, { role: 'superuser' });
    const res = await patch(superuser.caller, { whatsappNumber: '447700900456', bugReportCredits: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULTS, whatsappNumber: '447700900456' });
    expect((await read()).body).toEqual(res.body);
    const again = await patch(superuser.caller, { supportBotUrl: 'https://support.example.com/bot?country=UK' });
    expect(again.body).toEqual({
      whatsappNumber: '447700900456',
      supportBotUrl: 'https://support.example.com/bot?country=UK',
      bugReportCredits: 50,
    });
    const rows = await app.app
      .get(DataSource)
      .query(`SELECT "key", "updated_by" FROM "identity"."system_setting" ORDER BY "key"`);
    expect(rows).toEqual([
      { key: 'bugReportCredits', updated_by: superuser.id },
      { key: 'supportBotUrl', updated_by: superuser.id },
      { key: 'whatsappNumber', updated_by: superuser.id },
    ]);
  });

  it('answers 403 to every other role, admin included, and changes nothing', async () => {
    const before = (await read()).body;
    for (const role of ['admin', 'landlord', 'manager', 'tenant'] as const) {
      const user = await createUser(app, { role });
      const res = await patch(user.caller, { bugReportCredits: 1 });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await read()).body).toEqual(before);
  });

  it('validates each key with per-field 400s and changes nothing', async () => {
    const superuser = await createUser(app, { role: 'superuser' });
    const before = (await read()).body;
    const cases: [unknown, string][] = [
      [{ whatsappNumber: '+447700900123' }, 'whatsappNumber'],
      [{ whatsappNumber: '0770' }, 'whatsappNumber'],
      [{ whatsappNumber: 447700900123 }, 'whatsappNumber'],
      [{ supportBotUrl: '//evil.example.com' }, 'supportBotUrl'],
      [{ supportBotUrl: 'javascript:alert(1)' }, 'supportBotUrl'],
      [{ supportBotUrl: 'http://plain.example.com' }, 'supportBotUrl'],
      [{ bugReportCredits: -1 }, 'bugReportCredits'],
      [{ bugReportCredits: 10.5 }, 'bugReportCredits'],
      [{ bugReportCredits: 10_001 }, 'bugReportCredits'],
      [{ unknownKey: 1 }, 'unknownKey'],
      [{}, 'settings'],
      [{ whatsappNumber: '447700900999', bugReportCredits: 'lots' }, 'bugReportCredits'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(superuser.caller, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.details.fields)).toContain(field);
    }
    expect((await read()).body).toEqual(before);
  });

  it('needs the internal token, and a caller to change settings', async () => {
    expect((await requestJson(`${app.url}/v1/settings/public`, { headers: noToken })).status).toBe(401);
    const res = await patch(undefined, { bugReportCredits: 5 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('CALLER_REQUIRED');
    expect((await patch(undefined, { bugReportCredits: 5 }, noToken)).status).toBe(401);
  });
});
