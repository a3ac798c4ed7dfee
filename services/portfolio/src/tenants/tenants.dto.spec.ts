import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { addDays, londonToday } from '../compliance/calendar-date';
import { CreateTenantDto, RecordRightToRentCheckDto } from './tenants.dto';

async function messagesOf<T extends object>(type: new () => T, body: object): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(type, body));
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
}

const TENANT = { firstName: 'Ann', lastName: 'Lee', email: 'Ann@Example.com', phone: '07700 900100' };

describe('tenant requests', () => {
  it('[TEN-01] a date of birth today is accepted, tomorrow or not a date is refused', async () => {
    const today = londonToday();
    expect(await messagesOf(CreateTenantDto, { ...TENANT, dateOfBirth: today })).toEqual({});
    for (const dateOfBirth of [addDays(today, 1), '1990-02-30', '01/02/1990']) {
      expect(await messagesOf(CreateTenantDto, { ...TENANT, dateOfBirth })).toEqual({
        dateOfBirth: ['Enter the date of birth as YYYY-MM-DD, not in the future'],
      });
    }
  });

  it('[TEN-01] the e-mail is kept in lower case and the names trimmed', () => {
    const dto = plainToInstance(CreateTenantDto, { ...TENANT, firstName: '  Ann ' });
    expect([dto.firstName, dto.email]).toEqual(['Ann', 'ann@example.com']);
  });

  it('[TEN-02] an online check takes its share code in any layout, stored as 9 capitals and digits', async () => {
    const body = { checkedOn: londonToday(), method: 'online_share_code', shareCode: 'w4k 7px-9qm' };
    expect(plainToInstance(RecordRightToRentCheckDto, body).shareCode).toBe('W4K7PX9QM');
    expect(await messagesOf(RecordRightToRentCheckDto, body)).toEqual({});
    expect(await messagesOf(RecordRightToRentCheckDto, { ...body, shareCode: 'W4K7PX9' })).toEqual({
      shareCode: ['Enter the share code: 9 letters and digits, such as W4K 7PX 9QM'],
    });
  });

  it('[TEN-02] a time-limited right ends after the check; the check is not in the future', async () => {
    const today = londonToday();
    const check = { checkedOn: addDays(today, -1), method: 'idvt' };
    expect(await messagesOf(RecordRightToRentCheckDto, { ...check, expiresOn: today })).toEqual({});
    expect(await messagesOf(RecordRightToRentCheckDto, { ...check, expiresOn: addDays(today, -1) })).toEqual({
      expiresOn: ['Enter the last day of the right as YYYY-MM-DD, after the date of the check'],
    });
    expect(await messagesOf(RecordRightToRentCheckDto, { ...check, checkedOn: addDays(today, 1) })).toEqual({
      checkedOn: ['Enter the date of the check as YYYY-MM-DD, not in the future'],
    });
  });
});
