import { alertFor, closeReasonFor } from './alert-threshold';
import { londonToday } from './calendar-date';

const today = '2026-03-27';
const dated = (expiresOn: string) => ({ needed: true, status: 'valid' as const, expiresOn, recordId: 'r1' });

describe('alertFor', () => {
  it('[CMP-03] an expiry exactly 30 days ahead raises expiring_30, 31 days ahead nothing', () => {
    expect(alertFor(dated('2026-04-26'), today)).toEqual({ threshold: 'expiring_30', expiryDate: '2026-04-26' });
    expect(alertFor(dated('2026-04-27'), today)).toBeNull();
  });

  it('[CMP-03] 7 days ahead raises expiring_7, 8 days ahead still expiring_30', () => {
    expect(alertFor(dated('2026-04-03'), today)).toEqual({ threshold: 'expiring_7', expiryDate: '2026-04-03' });
    expect(alertFor(dated('2026-04-04'), today)).toEqual({ threshold: 'expiring_30', expiryDate: '2026-04-04' });
  });

  it('[CMP-03] an expiry today counts as expired, as does one in the past', () => {
    expect(alertFor(dated('2026-03-27'), today)).toEqual({ threshold: 'expired', expiryDate: '2026-03-27' });
    expect(alertFor(dated('2025-01-01'), today)).toEqual({ threshold: 'expired', expiryDate: '2025-01-01' });
  });

  it('[CMP-03] counts whole days across the change to summer time (29 March 2026)', () => {
    expect(alertFor(dated('2026-04-02'), '2026-03-26')).toEqual({ threshold: 'expiring_7', expiryDate: '2026-04-02' });
    expect(alertFor(dated('2026-04-03'), '2026-03-26')).toEqual({ threshold: 'expiring_30', expiryDate: '2026-04-03' });
  });

  it('[CMP-03] counts from the day in Europe/London: at 23:30 UTC in summer it is already tomorrow', () => {
    const today = londonToday(new Date('2026-06-30T23:30:00Z'));
    expect(today).toBe('2026-07-01');
    expect(alertFor(dated('2026-07-31'), today)).toEqual({ threshold: 'expiring_30', expiryDate: '2026-07-31' });
    expect(alertFor(dated('2026-08-01'), today)).toBeNull();
    expect(alertFor(dated('2026-07-01'), today)).toEqual({ threshold: 'expired', expiryDate: '2026-07-01' });
  });

  it('[CMP-03] a needed item with no record raises missing; an item not needed or exempt raises nothing', () => {
    expect(alertFor({ needed: true, status: 'missing', expiresOn: null, recordId: null }, today)).toEqual({
      threshold: 'missing',
      expiryDate: null,
    });
    expect(alertFor({ needed: false, status: 'missing', expiresOn: null, recordId: null }, today)).toBeNull();
    expect(alertFor({ needed: false, status: 'expired', expiresOn: '2026-01-01', recordId: 'r1' }, today)).toBeNull();
    expect(alertFor({ needed: true, status: 'exempt', expiresOn: null, recordId: 'r1' }, today)).toBeNull();
    expect(alertFor({ needed: true, status: 'valid', expiresOn: null, recordId: 'r1' }, today)).toBeNull();
  });

  it('[CMP-03] an exemption that ends alerts like a certificate', () => {
    expect(alertFor({ needed: true, status: 'expiring', expiresOn: '2026-04-01', recordId: 'r1' }, today)).toEqual({
      threshold: 'expiring_7',
      expiryDate: '2026-04-01',
    });
  });
});

describe('closeReasonFor', () => {
  const item = (status: 'valid' | 'expiring' | 'expired' | 'missing' | 'exempt', needed = true) => ({
    needed,
    status,
    expiresOn: null,
    recordId: 'r1',
  });
  const open30 = { threshold: 'expiring_30' as const, expiryDate: '2026-04-20' };

  it('[CMP-03] keeps an alert the item still calls for', () => {
    expect(closeReasonFor(open30, item('expiring'), open30)).toBeNull();
    const missing = { threshold: 'missing' as const, expiryDate: null };
    expect(closeReasonFor(missing, item('missing'), missing)).toBeNull();
  });

  it('[CMP-03] closes the 30-day alert as superseded once the 7-day one (or expiry) of the same date is due', () => {
    expect(closeReasonFor(open30, item('expiring'), { threshold: 'expiring_7', expiryDate: '2026-04-20' })).toBe(
      'superseded',
    );
    expect(
      closeReasonFor({ threshold: 'expiring_7', expiryDate: '2026-04-20' }, item('expired'), {
        threshold: 'expired',
        expiryDate: '2026-04-20',
      }),
    ).toBe('superseded');
  });

  it('[CMP-03] closes as renewed when another record counts now, as exempted or not needed otherwise', () => {
    expect(closeReasonFor(open30, item('valid'), null)).toBe('renewed');
    expect(closeReasonFor(open30, item('expiring'), { threshold: 'expiring_30', expiryDate: '2026-04-25' })).toBe(
      'renewed',
    );
    expect(closeReasonFor({ threshold: 'missing', expiryDate: null }, item('valid'), null)).toBe('renewed');
    expect(closeReasonFor(open30, item('exempt'), null)).toBe('exempted');
    expect(closeReasonFor(open30, item('expiring', false), null)).toBe('not_needed');
    expect(closeReasonFor(open30, undefined, null)).toBe('not_needed');
  });
});
