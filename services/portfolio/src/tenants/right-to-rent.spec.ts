import type { RightToRentCheckBody } from '@pm/contracts';
import { rightToRentRequired, rightToRentSummary } from './right-to-rent';

const TODAY = '2026-11-27';
const check = (overrides: Partial<RightToRentCheckBody> = {}): RightToRentCheckBody => ({
  id: 'c1',
  tenantId: 't1',
  checkedOn: '2026-01-10',
  method: 'online_share_code',
  shareCode: 'W4K7PX9QM',
  expiresOn: null,
  checkedByUserId: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

describe('Right to Rent state', () => {
  it('[TEN-02] an unlimited right is valid and raises no alert', () => {
    expect(rightToRentSummary(check(), true, TODAY)).toEqual({ state: 'valid', latestCheck: check(), alertDate: null });
  });

  it('[TEN-02] a time-limited right is valid until 28 days before its last day, then expiring, then expired', () => {
    const ending = (expiresOn: string) => rightToRentSummary(check({ expiresOn }), true, TODAY);
    expect(ending('2026-12-26')).toMatchObject({ state: 'valid', alertDate: '2026-11-28' });
    expect(ending('2026-12-25')).toMatchObject({ state: 'expiring', alertDate: '2026-11-27' });
    expect(ending('2026-11-27')).toMatchObject({ state: 'expiring', alertDate: '2026-10-30' });
    expect(ending('2026-11-26')).toMatchObject({ state: 'expired', alertDate: '2026-10-29' });
  });

  it('[TEN-02] no check recorded is not checked; a tenant outside England needs none', () => {
    expect(rightToRentSummary(null, true, TODAY)).toEqual({ state: 'not_checked', latestCheck: null, alertDate: null });
    expect(rightToRentSummary(null, false, TODAY)).toEqual({
      state: 'not_required',
      latestCheck: null,
      alertDate: null,
    });
    expect(rightToRentSummary(check({ expiresOn: '2026-01-01' }), false, TODAY)).toMatchObject({
      state: 'not_required',
      alertDate: null,
    });
  });

  it('[TEN-02] applies in England only: by the tenancies not over, else any, and always to an applicant', () => {
    expect(rightToRentRequired([])).toBe(true);
    expect(rightToRentRequired([{ ended: false, nation: 'scotland' }])).toBe(false);
    expect(rightToRentRequired([{ ended: false, nation: 'england' }])).toBe(true);
    expect(
      rightToRentRequired([
        { ended: true, nation: 'england' },
        { ended: false, nation: 'wales' },
      ]),
    ).toBe(false);
    expect(rightToRentRequired([{ ended: true, nation: 'england' }])).toBe(true);
    expect(rightToRentRequired([{ ended: true, nation: 'northern_ireland' }])).toBe(false);
  });
});
