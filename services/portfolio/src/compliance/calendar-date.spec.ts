import {
  addDays,
  addMonths,
  daysBetween,
  isCalendarDate,
  isWeekend,
  londonToday,
  withDayOfMonth,
} from './calendar-date';

describe('londonToday', () => {
  it.each([
    // British Summer Time (UTC+1): London's day starts at 23:00 UTC the evening before.
    ['2026-06-30T22:59:59.999Z', '2026-06-30'],
    ['2026-06-30T23:00:00.000Z', '2026-07-01'],
    ['2026-06-30T23:30:00.000Z', '2026-07-01'],
    // Greenwich Mean Time: London's day and UTC's are the same.
    ['2026-12-31T23:59:59.999Z', '2026-12-31'],
    ['2027-01-01T00:00:00.000Z', '2027-01-01'],
    // The nights the clocks change (29 March and 25 October 2026, at 01:00 UTC).
    ['2026-03-28T23:30:00.000Z', '2026-03-28'],
    ['2026-03-29T00:30:00.000Z', '2026-03-29'],
    ['2026-03-29T23:30:00.000Z', '2026-03-30'],
    ['2026-10-24T23:30:00.000Z', '2026-10-25'],
    ['2026-10-25T23:30:00.000Z', '2026-10-25'],
  ])('[CMP-01] at %s it is %s in London', (instant, day) => {
    expect(londonToday(new Date(instant))).toBe(day);
  });
});

describe('[CMP-01] calendar arithmetic', () => {
  it('counts whole days across the clock changes and leap days', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1);
  });

  it.each([
    ['2026-01-15', 12, '2027-01-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-08-31', -2, '2026-06-30'],
    ['2026-11-26', 60, '2031-11-26'],
    ['2026-11-26', 120, '2036-11-26'],
    ['2026-12-10', -2, '2026-10-10'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26T00:00:00Z', ''])('refuses %j', (date) => {
    expect(() => addMonths(date, 1)).toThrow(RangeError);
    expect(() => daysBetween(date, '2026-11-26')).toThrow(RangeError);
  });
});

describe('[CMP-01] isCalendarDate', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', '2026-04-31', '2026-4-1', '2026-04-01T00:00:00Z', '', 20260401, null]) {
      expect(isCalendarDate(value)).toBe(false);
    }
  });
});

describe('[LEASE-04] addDays and withDayOfMonth', () => {
  it.each([
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 7, '2026-10-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-26', 0, '2026-11-26'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2027-02-10', 31, '2027-02-28'],
    ['2028-02-10', 30, '2028-02-29'],
    ['2026-04-30', 31, '2026-04-30'],
    ['2026-12-25', 1, '2026-12-01'],
    ['2026-01-01', 31, '2026-01-31'],
  ])("day %2$i of %1$s's month is %3$s", (date, day, expected) => {
    expect(withDayOfMonth(date, day)).toBe(expected);
  });

  it('refuses a day that no month has, and a date that does not exist', () => {
    for (const day of [0, 32, 1.5]) expect(() => withDayOfMonth('2026-01-01', day)).toThrow(RangeError);
    expect(() => withDayOfMonth('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('[DEP-02] isWeekend', () => {
  it.each([
    ['2026-06-05', false], // Friday
    ['2026-06-06', true],
    ['2026-06-07', true],
    ['2026-06-08', false], // Monday
    ['2028-02-29', false], // Tuesday
  ])('%s: %s', (date, weekend) => {
    expect(isWeekend(date)).toBe(weekend);
  });

  it('refuses a date that does not exist', () => {
    expect(() => isWeekend('2027-02-29')).toThrow(RangeError);
  });
});
