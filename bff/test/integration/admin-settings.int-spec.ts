import { requestJson, type RunningApp } from '@pm/kit/testing';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { gql, login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const OPERATOR = {
  operatorLegalName: 'Example Lettings Software Ltd',
  operatorCompanyNumber: '00000000',
  operatorAddress: 'Example House, 1 Example Street, Exampletown ZZ99 9ZZ (an example address)',
};
const DEFAULTS = { whatsappNumber: '447700900123', supportBotUrl: '/support-bot', bugReportCredits: 50, ...OPERATOR };
const LIMITS = { bugReportDailyCreditCap: 250 };

const READ = /* GraphQL */ `
  query Settings {
    systemSettings {
      whatsappNumber
      supportBotUrl
      bugReportCredits
      operatorLegalName
      operatorCompanyNumber
      operatorAddress
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation UpdateSettings($input: UpdateSystemSettingsInput!) {
    updateSystemSettings(input: $input) {
      whatsappNumber
      supportBotUrl
      bugReportCredits
      operatorLegalName
      operatorCompanyNumber
      operatorAddress
    }
  }
`;

type GqlResponse = Awaited<ReturnType<typeof gql>>;
const errorOf = (res: GqlResponse) => res.body.errors?.[0];
const codeOf = (res: GqlResponse) => errorOf(res)?.extensions?.code;

describe('bff: system settings (systemSettings, updateSystemSettings)', () => {
  let services: Services;
  let bff: RunningApp;
  let admin: Session;
  let superuser: Session;
  let manager: Session;

  async function staff(role: 'admin' | 'superuser' | 'manager'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }

  const read = (session?: Session) => gql(bff, READ, {}, session?.auth ?? {});
  const update = (input: unknown, session?: Session) => gql(bff, UPDATE, { input }, session?.auth ?? {});
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
    // Other spec files of the run share the database and expect the defaults (e.g. 50 credits, 250 a day).
    const res = await update({ ...DEFAULTS, ...LIMITS }, superuser);
    expect(res.body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  describe('systemSettings', () => {
    it('[CONST-07] gives admins and superusers the current settings (50 credits by default)', async () => {
      for (const session of [admin, superuser]) {
        const res = await read(session);
        expect(res.body).toEqual({ data: { systemSettings: DEFAULTS } });
      }
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager', async () => {
      const anonymous = await read();
      expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
      expect(anonymous.body.data ?? null).toBeNull();
      const forbidden = await read(manager);
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(forbidden.body.data ?? null).toBeNull();
    });
  });

  describe('updateSystemSettings', () => {
    it('[WID-02] lets a superuser change settings, which /api/settings/public shows at once', async () => {
      const res = await update(
        { whatsappNumber: '447700900999', supportBotUrl: 'https://help.example.com/chat' },
        superuser,
      );
      const changed = { ...DEFAULTS, whatsappNumber: '447700900999', supportBotUrl: 'https://help.example.com/chat' };
      expect(res.body).toEqual({ data: { updateSystemSettings: changed } });
      expect(await publicSettings()).toEqual(changed);
      expect((await read(admin)).body.data.systemSettings).toEqual(changed);
    });

    it("lets a superuser set the operator's legal name, company number and address, which visitors read at once", async () => {
      const operator = {
        operatorLegalName: 'Harbour Lettings Software Ltd',
        operatorCompanyNumber: 'SC123456',
        operatorAddress: '2 Quay Road, Portsmouth PO1 1AA',
      };
      const res = await update(operator, superuser);
      expect(res.body).toEqual({ data: { updateSystemSettings: { ...DEFAULTS, ...operator } } });
      expect(await publicSettings()).toEqual({ ...DEFAULTS, ...operator });
      const refused = await update({ operatorCompanyNumber: '1234' }, superuser);
      expect(errorOf(refused)?.extensions?.fields).toEqual({
        operatorCompanyNumber: [
          'operatorCompanyNumber must be 8 characters: 8 digits (e.g. 01234567) or 2 capital letters and 6 digits (e.g. SC123456)',
        ],
      });
    });

    it('[BUG-04] a changed bug-report credit amount is what the next report credits', async () => {
      expect((await update({ bugReportCredits: 7 }, superuser)).body.errors).toBeUndefined();
      expect((await publicSettings()).bugReportCredits).toBe(7);
      const form = new FormData();
      form.append('title', 'Dashboard totals are off by one');
      form.append('description', 'The open requests count shows one more than the list.');
      const response = await fetch(`${bff.url}/api/bug-reports`, { method: 'POST', headers: manager.auth, body: form });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { creditsAwarded: number; data: { id: string } };
      expect(body.creditsAwarded).toBe(7);
      const balance = await gql(bff, '{ creditBalance }', {}, manager.auth);
      expect(balance.body).toEqual({ data: { creditBalance: 7 } });
      const stored = await gql(
        bff,
        'query($id: ID!) { bugReport(id: $id) { creditsAwarded } }',
        { id: body.data.id },
        admin.auth,
      );
      expect(stored.body).toEqual({ data: { bugReport: { creditsAwarded: 7 } } });
    });

    it('lets a superuser set the daily cap of bug report credits, which staff read and visitors never see', async () => {
      const CAP = /* GraphQL */ `
        mutation Cap($input: UpdateSystemSettingsInput!) {
          updateSystemSettings(input: $input) {
            bugReportDailyCreditCap
          }
        }
      `;
      const res = await gql(bff, CAP, { input: { bugReportDailyCreditCap: 300 } }, superuser.auth);
      expect(res.body).toEqual({ data: { updateSystemSettings: { bugReportDailyCreditCap: 300 } } });
      const staffRead = await gql(bff, '{ systemSettings { bugReportDailyCreditCap } }', {}, admin.auth);
      expect(staffRead.body).toEqual({ data: { systemSettings: { bugReportDailyCreditCap: 300 } } });
      expect(await publicSettings()).toEqual(DEFAULTS);

      for (const [value, code] of [
        [-1, 'BAD_USER_INPUT'],
        [1_000_001, 'BAD_USER_INPUT'],
        [2.5, 'BAD_USER_INPUT'],
        [null, 'BAD_USER_INPUT'],
      ] as const) {
        const refused = await gql(bff, CAP, { input: { bugReportDailyCreditCap: value } }, superuser.auth);
        expect(codeOf(refused)).toBe(code);
      }
      const forbidden = await gql(bff, CAP, { input: { bugReportDailyCreditCap: 1 } }, admin.auth);
      expect(codeOf(forbidden)).toBe('SUPERUSER_REQUIRED');
      expect((await gql(bff, '{ systemSettings { bugReportDailyCreditCap } }', {}, admin.auth)).body).toEqual({
        data: { systemSettings: { bugReportDailyCreditCap: 300 } },
      });
    });

    it('answers an admin SUPERUSER_REQUIRED with a clear message, changing nothing', async () => {
      const res = await update({ whatsappNumber: '447700900111' }, admin);
      expect(res.body.data ?? null).toBeNull();
      expect(errorOf(res)).toMatchObject({
        message: 'Only a superuser can change system settings',
        extensions: { code: 'SUPERUSER_REQUIRED' },
      });
      expect(await publicSettings()).toEqual(DEFAULTS);
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager, changing nothing', async () => {
      expect(codeOf(await update({ bugReportCredits: 1 }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await update({ bugReportCredits: 1 }, manager))).toBe('FORBIDDEN');
      expect(await publicSettings()).toEqual(DEFAULTS);
    });

    it.each([
      [{ whatsappNumber: '+44 7700 900123' }, 'whatsappNumber'],
      [{ whatsappNumber: '123' }, 'whatsappNumber'],
      [{ whatsappNumber: null }, 'whatsappNumber'],
      [{ supportBotUrl: 'http://insecure.example.com' }, 'supportBotUrl'],
      [{ supportBotUrl: '//evil.example.com' }, 'supportBotUrl'],
      [{ supportBotUrl: 'javascript:alert(1)' }, 'supportBotUrl'],
      [{ bugReportCredits: -1 }, 'bugReportCredits'],
      [{ bugReportCredits: 10_001 }, 'bugReportCredits'],
      [{ operatorLegalName: ' ' }, 'operatorLegalName'],
      [{ operatorCompanyNumber: 'SC12345' }, 'operatorCompanyNumber'],
      [{ operatorAddress: '' }, 'operatorAddress'],
      [{}, 'settings'],
    ])('answers %j with BAD_USER_INPUT naming %s in extensions.fields, changing nothing', async (input, field) => {
      const res = await update({ ...input }, superuser);
      expect(res.body.data ?? null).toBeNull();
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      const fields = errorOf(res)?.extensions?.fields as Record<string, string[]>;
      expect(Object.keys(fields)).toContain(field);
      expect(fields[field]![0]).toEqual(expect.any(String));
      expect(await publicSettings()).toEqual(DEFAULTS);
    });

    // The schema refuses these before the resolver runs; its message names the field.
    it.each([
      [{ whatsappNumber: 447700900123 }, 'whatsappNumber'],
      [{ bugReportCredits: 2.5 }, 'bugReportCredits'],
      [{ bugReportCredits: '50' }, 'bugReportCredits'],
      [{ theme: 'dark' }, 'theme'],
    ])('answers %j with BAD_USER_INPUT naming %s, changing nothing', async (input, field) => {
      const res = await update({ ...input }, superuser);
      expect(res.body.data ?? null).toBeNull();
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(errorOf(res)?.message).toContain(field);
      expect(await publicSettings()).toEqual(DEFAULTS);
    });

    it('refuses a valid field alongside an invalid one as a whole', async () => {
      const res = await update({ whatsappNumber: '447700900555', bugReportCredits: -5 }, superuser);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(Object.keys(errorOf(res)?.extensions?.fields as object)).toEqual(['bugReportCredits']);
      expect(await publicSettings()).toEqual(DEFAULTS);
    });
  });
});
