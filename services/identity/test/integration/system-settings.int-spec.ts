import { ROLES } from '@pm/contracts';
import { internalHeaders, requestJson, useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';
import { createUser, noToken } from './factories';

/**
 * Settings are platform-wide and the database is shared with test files running in parallel: these
 * tests change only what no other file reads exactly (bugReportCredits stays 50 and bugReportDailyCreditCap
 * 250, which the credit and bug-report tests rely on), and put the defaults back at the end.
 */
describe('identity: system settings', () => {
  const app = useTestApp(AppModule, {
    beforeClose: (running) => running.dataSource.query(`DELETE FROM "identity"."system_setting"`),
  });
  const OPERATOR = {
    operatorLegalName: 'Example Lettings Software Ltd',
    operatorCompanyNumber: '00000000',
    operatorAddress: 'Example House, 1 Example Street, Exampletown ZZ99 9ZZ (an example address)',
  };
  const DEFAULTS = {
    whatsappNumber: '447700900123',
    supportBotUrl: '/support-bot',
    bugReportCredits: 50,
    ...OPERATOR,
  };
  const LIMITS = { bugReportDailyCreditCap: 250 };

  const read = () => requestJson(`${app.url}/v1/settings/public`, { headers: internalHeaders() });
  const readAll = (caller: Parameters<typeof internalHeaders>[0]) =>
    requestJson(`${app.url}/v1/settings`, { headers: internalHeaders(caller) });
  const patch = (caller: Parameters<typeof internalHeaders>[0], body: unknown, headers = internalHeaders(caller)) =>
    requestJson(`${app.url}/v1/settings`, { method: 'PATCH', headers, body });

  it('[CONST-07] answers the defaults when nothing is set, without a caller; the operator is a fictional example', async () => {
    await app.dataSource.query(`DELETE FROM "identity"."system_setting"`);
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
  });

  it('answers every setting, the daily credit cap too, to platform staff only; the public read leaves the limits out', async () => {
    for (const role of ['admin', 'superuser'] as const) {
      const staff = await createUser(app, { role });
      const res = await readAll(staff.caller);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...(await read()).body, ...LIMITS });
    }
    expect((await read()).body).not.toHaveProperty('bugReportDailyCreditCap');
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'superuser')) {
      const user = await createUser(app, { role });
      expect((await readAll(user.caller)).status).toBe(403);
    }
    expect((await readAll(undefined)).body.code).toBe('CALLER_REQUIRED');
  });

  it('lets a superuser change any subset, recording who changed it', async () => {
    const superuser = await createUser(app, { role: 'superuser' });
    const res = await patch(superuser.caller, { whatsappNumber: '447700900456', bugReportCredits: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULTS, ...LIMITS, whatsappNumber: '447700900456' });
    expect((await read()).body).toEqual({ ...DEFAULTS, whatsappNumber: '447700900456' });
    const again = await patch(superuser.caller, {
      supportBotUrl: 'https://support.example.com/bot?country=UK',
      bugReportDailyCreditCap: 250,
    });
    expect(again.body).toEqual({
      ...OPERATOR,
      whatsappNumber: '447700900456',
      supportBotUrl: 'https://support.example.com/bot?country=UK',
      bugReportCredits: 50,
      bugReportDailyCreditCap: 250,
    });
    const rows = await app.dataSource.query(
      `SELECT "key", "updated_by" FROM "identity"."system_setting" ORDER BY "key"`,
    );
    expect(rows).toEqual([
      { key: 'bugReportCredits', updated_by: superuser.id },
      { key: 'bugReportDailyCreditCap', updated_by: superuser.id },
      { key: 'supportBotUrl', updated_by: superuser.id },
      { key: 'whatsappNumber', updated_by: superuser.id },
    ]);
  });

  it('answers 403 to every other role, admin included, and changes nothing', async () => {
    const before = (await read()).body;
    for (const role of ROLES.filter((r) => r !== 'superuser')) {
      const user = await createUser(app, { role });
      const res = await patch(user.caller, { bugReportCredits: 1, bugReportDailyCreditCap: 1 });
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
      [{ bugReportDailyCreditCap: -1 }, 'bugReportDailyCreditCap'],
      [{ bugReportDailyCreditCap: 2.5 }, 'bugReportDailyCreditCap'],
      [{ bugReportDailyCreditCap: 1_000_001 }, 'bugReportDailyCreditCap'],
      [{ bugReportDailyCreditCap: null }, 'bugReportDailyCreditCap'],
      [{ whatsappNumber: null }, 'whatsappNumber'],
      [{ bugReportCredits: null }, 'bugReportCredits'],
      [{ unknownKey: 1 }, 'unknownKey'],
      [{ operatorLegalName: '' }, 'operatorLegalName'],
      [{ operatorLegalName: '   ' }, 'operatorLegalName'],
      [{ operatorLegalName: 'x'.repeat(161) }, 'operatorLegalName'],
      [{ operatorLegalName: null }, 'operatorLegalName'],
      [{ operatorCompanyNumber: '1234567' }, 'operatorCompanyNumber'],
      [{ operatorCompanyNumber: '123456789' }, 'operatorCompanyNumber'],
      [{ operatorCompanyNumber: 'sc123456' }, 'operatorCompanyNumber'],
      [{ operatorCompanyNumber: 'S1234567' }, 'operatorCompanyNumber'],
      [{ operatorCompanyNumber: 12345678 }, 'operatorCompanyNumber'],
      [{ operatorAddress: '' }, 'operatorAddress'],
      [{ operatorAddress: 'x'.repeat(301) }, 'operatorAddress'],
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

  it("stores the operator's legal name, company number and address, trimmed, and shows them to visitors", async () => {
    const superuser = await createUser(app, { role: 'superuser' });
    const bad = await patch(superuser.caller, { operatorCompanyNumber: '1234' });
    expect(bad.body.details.fields.operatorCompanyNumber).toEqual([
      'operatorCompanyNumber must be 8 characters: 8 digits (e.g. 01234567) or 2 capital letters and 6 digits (e.g. SC123456)',
    ]);
    for (const operatorCompanyNumber of ['01234567', 'SC123456', 'NI654321', 'OC000001']) {
      const res = await patch(superuser.caller, { operatorCompanyNumber });
      expect(res.status).toBe(200);
      expect(res.body.operatorCompanyNumber).toBe(operatorCompanyNumber);
    }
    const res = await patch(superuser.caller, {
      operatorLegalName: '  Harbour Lettings Software Ltd ',
      operatorAddress: '2 Quay Road\nPortsmouth PO1 1AA',
    });
    expect(res.status).toBe(200);
    expect(await read()).toMatchObject({
      body: {
        operatorLegalName: 'Harbour Lettings Software Ltd',
        operatorCompanyNumber: 'OC000001',
        operatorAddress: '2 Quay Road\nPortsmouth PO1 1AA',
      },
    });
    await patch(superuser.caller, OPERATOR);
    expect((await read()).body).toMatchObject(OPERATOR);
  });

  it('needs the internal token, and a caller to change settings', async () => {
    expect((await requestJson(`${app.url}/v1/settings/public`, { headers: noToken })).status).toBe(401);
    const res = await patch(undefined, { bugReportCredits: 5 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('CALLER_REQUIRED');
    expect((await patch(undefined, { bugReportCredits: 5 }, noToken)).status).toBe(401);
  });
});
