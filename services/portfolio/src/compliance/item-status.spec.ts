import { londonToday } from './calendar-date';
import { complianceStatus, type ItemDates } from './item-status';

const today = '2026-11-26';

const item = (overrides: Partial<ItemDates> = {}): ItemDates => ({
  issuedDate: '2025-12-01',
  expiryDate: '2026-12-01',
  exemptReason: null,
  ...overrides,
});

describe('complianceStatus', () => {
  it.each([
    ['2028-11-26', 'valid'],
    ['2026-12-27', 'valid'], // 31 days ahead
    ['2026-12-26', 'expiring'], // exactly 30 days ahead
    ['2026-12-01', 'expiring'],
    ['2026-11-27', 'expiring'], // tomorrow
    ['2026-11-26', 'expired'], // expired today
    ['2026-11-25', 'expired'], // yesterday
    ['2020-01-01', 'expired'],
  ] as const)('[CMP-01] an item expiring on %s is %s on 26 Nov 2026', (expiryDate, status) => {
    expect(complianceStatus(item({ expiryDate }), today)).toBe(status);
  });

  it('[CMP-01] is missing without a record, or with a record that has neither a date nor an exemption', () => {
    expect(complianceStatus(null, today)).toBe('missing');
    expect(complianceStatus(item({ issuedDate: null, expiryDate: null }), today)).toBe('missing');
  });

  it('[CMP-01] is valid with an issued date and no expiry (a check renewed at each tenancy start)', () => {
    expect(complianceStatus(item({ expiryDate: null }), today)).toBe('valid');
  });

  it('[CMP-01] is exempt with a reason, and an exemption with an end date expires like any item', () => {
    const exempt = { issuedDate: null, expiryDate: null, exemptReason: 'no_gas_supply' } as const;
    expect(complianceStatus(exempt, today)).toBe('exempt');
    expect(complianceStatus({ ...exempt, expiryDate: '2027-06-01' }, today)).toBe('exempt');
    expect(complianceStatus({ ...exempt, expiryDate: '2026-12-26' }, today)).toBe('expiring');
    expect(complianceStatus({ ...exempt, expiryDate: '2026-11-26' }, today)).toBe('expired');
  });

  describe('[CMP-01] today is the day in Europe/London, not in UTC', () => {
    const expiring1July = item({ expiryDate: '2026-07-01' });

    it('BST: at 23:30 UTC on 30 June it is already 1 July in London, so an item expiring on 1 July has expired', () => {
      expect(complianceStatus(expiring1July, londonToday(new Date('2026-06-30T22:59:00Z')))).toBe('expiring');
      expect(complianceStatus(expiring1July, londonToday(new Date('2026-06-30T23:30:00Z')))).toBe('expired');
    });

    it('GMT: London and UTC change day together at midnight', () => {
      const expiring1Jan = item({ expiryDate: '2027-01-01' });
      expect(complianceStatus(expiring1Jan, londonToday(new Date('2026-12-31T23:59:00Z')))).toBe('expiring');
      expect(complianceStatus(expiring1Jan, londonToday(new Date('2027-01-01T00:00:00Z')))).toBe('expired');
    });

    it('BST: 30 days ahead at 23:30 UTC counts from the London day', () => {
      // 26 Jun 23:30 UTC is 27 Jun in London; 27 Jul is 30 days after 27 Jun, 31 after 26 Jun.
      const now = londonToday(new Date('2026-06-26T23:30:00Z'));
      expect(complianceStatus(item({ expiryDate: '2026-07-27' }), now)).toBe('expiring');
      expect(complianceStatus(item({ expiryDate: '2026-07-28' }), now)).toBe('valid');
    });
  });
});
