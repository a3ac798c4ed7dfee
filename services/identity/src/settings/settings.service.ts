import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CallerContext, PublicSettingsBody, UpdateSettingsRequest } from '@pm/contracts';
import { AppException } from '@pm/kit';
import type { Repository } from 'typeorm';
import { requireRole } from '../common/require-role';
import { SystemSettingEntity } from './system-setting.entity';

/** What the site uses until a superuser changes it (07700 900123 is an Ofcom drama number). */
export const DEFAULT_SETTINGS: PublicSettingsBody = {
  whatsappNumber: '447700900123',
  supportBotUrl: '/support-bot',
  bugReportCredits: 50,
};

type SettingKey = keyof PublicSettingsBody;
const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

@Injectable()
export class SettingsService {
  constructor(@InjectRepository(SystemSettingEntity) private readonly settings: Repository<SystemSettingEntity>) {}

  /** Stored values over the defaults; a stored value of the wrong type (hand-edited row) is ignored. */
  async publicSettings(): Promise<PublicSettingsBody> {
    const rows = await this.settings.find();
    const result: PublicSettingsBody = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      const key = row.key as SettingKey;
      if (KEYS.includes(key) && typeof row.value === typeof DEFAULT_SETTINGS[key]) {
        Object.assign(result, { [key]: row.value });
      }
    }
    return result;
  }

  async update(caller: CallerContext, changes: UpdateSettingsRequest): Promise<PublicSettingsBody> {
    requireRole(caller, ['superuser']);
    const given = KEYS.filter((key) => changes[key] !== undefined);
    if (given.length === 0) {
      throw new AppException(400, 'VALIDATION_FAILED', 'Invalid input: give at least one setting to change', {
        fields: { settings: [`give at least one of ${KEYS.join(', ')}`] },
      });
    }
    await this.settings.upsert(
      given.map((key) => ({ key, value: changes[key], updatedBy: caller.userId, updatedAt: new Date() })),
      ['key'],
    );
    return this.publicSettings();
  }
}
