import { Injectable } from '@nestjs/common';
import type { CallerContext, PublicSettingsBody, SystemSettingsBody, UpdateSettingsRequest } from '@pm/contracts';
import { AppException, Db, requireAdmin, requireRole } from '@pm/kit';
import { SystemSettingEntity } from './system-setting.entity';

/**
 * What the site uses until a superuser changes it (07700 900123 is an Ofcom drama number). Five reports' worth
 * of credits a day: enough for anyone reporting what they meet, too little to farm. The operator is a fictional
 * example until a superuser enters the real company, so a demo never names a real one.
 */
const DEFAULT_SETTINGS: SystemSettingsBody = {
  whatsappNumber: '447700900123',
  supportBotUrl: '/support-bot',
  bugReportCredits: 50,
  bugReportDailyCreditCap: 250,
  operatorLegalName: 'Example Lettings Software Ltd',
  operatorCompanyNumber: '00000000',
  operatorAddress: 'Example House, 1 Example Street, Exampletown ZZ99 9ZZ (an example address)',
};

type SettingKey = keyof SystemSettingsBody;
const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

@Injectable()
export class SystemSettingsService {
  constructor(private readonly db: Db) {}

  private get rows() {
    return this.db.repository(SystemSettingEntity);
  }

  /** Stored values over the defaults; a stored value of the wrong type (hand-edited row) is ignored. */
  async settings(): Promise<SystemSettingsBody> {
    const rows = await this.rows.find();
    const result: SystemSettingsBody = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      const key = row.key as SettingKey;
      if (KEYS.includes(key) && typeof row.value === typeof DEFAULT_SETTINGS[key]) {
        Object.assign(result, { [key]: row.value });
      }
    }
    return result;
  }

  /** What visitors' widgets read; the limits stay with staff. */
  async publicSettings(): Promise<PublicSettingsBody> {
    const { bugReportDailyCreditCap: _limit, ...visible } = await this.settings();
    return visible;
  }

  /** Every setting, limits included: platform staff only. */
  async allSettings(caller: CallerContext): Promise<SystemSettingsBody> {
    requireAdmin(caller);
    return this.settings();
  }

  async update(caller: CallerContext, changes: UpdateSettingsRequest): Promise<SystemSettingsBody> {
    requireRole(caller, ['superuser']);
    const given = KEYS.filter((key) => changes[key] !== undefined);
    if (given.length === 0) {
      throw new AppException(400, 'VALIDATION_FAILED', 'Invalid input: give at least one setting to change', {
        fields: { settings: [`give at least one of ${KEYS.join(', ')}`] },
      });
    }
    await this.rows.upsert(
      given.map((key) => ({ key, value: changes[key], updatedBy: caller.userId, updatedAt: new Date() })),
      ['key'],
    );
    return this.settings();
  }
}
