import type { SystemSettingsBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import type { SystemSettingsClient } from './system-settings.client';
import { SystemSettings } from './system-settings.model';
import { SystemSettingsResolver } from './system-settings.resolver';
import { UpdateSystemSettingsInput } from './update-system-settings.input';

const caller = (role: AuthUser['role']): AuthUser => ({ userId: randomUUID(), companyId: randomUUID(), role });
const SETTINGS: SystemSettingsBody = {
  whatsappNumber: '447700900123',
  supportBotUrl: '/support-bot',
  bugReportCredits: 50,
  bugReportDailyCreditCap: 250,
  operatorLegalName: 'Example Lettings Software Ltd',
  operatorCompanyNumber: '00000000',
  operatorAddress: 'Example House, 1 Example Street, Exampletown ZZ99 9ZZ (an example address)',
};

function setUp() {
  const client = {
    all: jest.fn(async (_caller: AuthUser) => SETTINGS),
    update: jest.fn(async (_caller: AuthUser, changes: Partial<SystemSettingsBody>) => ({ ...SETTINGS, ...changes })),
  };
  return { client, resolver: new SystemSettingsResolver(client as unknown as SystemSettingsClient) };
}

const input = (changes: Partial<SystemSettingsBody>) => Object.assign(new UpdateSystemSettingsInput(), changes);

describe('SystemSettingsResolver', () => {
  it('reads every setting identity keeps, the daily credit cap too, as the caller', async () => {
    const { resolver, client } = setUp();
    const admin = caller('admin');
    const settings = await resolver.systemSettings(admin);
    expect(settings).toBeInstanceOf(SystemSettings);
    expect(settings).toEqual(SETTINGS);
    expect(client.all).toHaveBeenCalledWith(admin);
  });

  it("passes a superuser's changes to identity as a plain request", async () => {
    const { resolver, client } = setUp();
    const superuser = caller('superuser');
    expect(
      await resolver.updateSystemSettings(superuser, input({ bugReportCredits: 7, bugReportDailyCreditCap: 70 })),
    ).toEqual({ ...SETTINGS, bugReportCredits: 7, bugReportDailyCreditCap: 70 });
    expect(client.update).toHaveBeenCalledWith(superuser, { bugReportCredits: 7, bugReportDailyCreditCap: 70 });
  });

  it("passes the operator's details to identity, which checks their formats", async () => {
    const { resolver, client } = setUp();
    const superuser = caller('superuser');
    const operator = { operatorLegalName: 'Harbour Lettings Software Ltd', operatorCompanyNumber: 'SC123456' };
    expect(await resolver.updateSystemSettings(superuser, input(operator))).toEqual({ ...SETTINGS, ...operator });
    expect(client.update).toHaveBeenCalledWith(superuser, operator);
  });

  it('refuses an admin with SUPERUSER_REQUIRED without asking identity', async () => {
    const { resolver, client } = setUp();
    await expect(resolver.updateSystemSettings(caller('admin'), input({ bugReportCredits: 7 }))).rejects.toMatchObject({
      statusCode: 403,
      code: 'SUPERUSER_REQUIRED',
      message: 'Only a superuser can change system settings',
    });
    expect(client.update).not.toHaveBeenCalled();
  });
});
