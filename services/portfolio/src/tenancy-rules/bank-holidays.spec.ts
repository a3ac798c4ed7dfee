import { addWorkingDays, ALL_UK_REGIONS, BankHolidaysNotKnownError, isBankHoliday } from './bank-holidays';
import { addDays, isWeekend } from '../compliance/calendar-date';

function holidaysIn(year: number, region: 'england_and_wales' | 'scotland' | 'northern_ireland'): string[] {
  const days: string[] = [];
  for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
    if (isBankHoliday(date, [region])) days.push(date);
  }
  return days;
}

describe('[DEP-02] UK bank holidays 2024 to 2028', () => {
  it.each([2024, 2025, 2026, 2027, 2028])(
    '%i: 8 in England and Wales, 9 in Scotland, 10 in Northern Ireland, all weekdays',
    (year) => {
      expect(holidaysIn(year, 'england_and_wales')).toHaveLength(8);
      expect(holidaysIn(year, 'scotland')).toHaveLength(9);
      expect(holidaysIn(year, 'northern_ireland')).toHaveLength(10);
      for (const region of ALL_UK_REGIONS) {
        expect(holidaysIn(year, region).filter(isWeekend)).toEqual([]);
      }
    },
  );

  it('Good Friday and Easter Monday: the Friday and the Monday around each Easter Sunday', () => {
    const easterSundays = ['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16'];
    for (const sunday of easterSundays) {
      for (const region of ALL_UK_REGIONS) expect(isBankHoliday(addDays(sunday, -2), [region])).toBe(true);
      expect(isBankHoliday(addDays(sunday, 1), ['england_and_wales'])).toBe(true);
      expect(isBankHoliday(addDays(sunday, 1), ['northern_ireland'])).toBe(true);
      // Easter Monday is not a bank holiday in Scotland.
      expect(isBankHoliday(addDays(sunday, 1), ['scotland'])).toBe(false);
    }
  });

  it("Scotland: 2 January and its substitutes, the first Monday of August, St Andrew's Day and its substitutes", () => {
    expect(holidaysIn(2027, 'scotland').slice(0, 2)).toEqual(['2027-01-01', '2027-01-04']);
    expect(holidaysIn(2028, 'scotland').slice(0, 2)).toEqual(['2028-01-03', '2028-01-04']);
    expect(isBankHoliday('2026-08-03', ['scotland'])).toBe(true);
    expect(isBankHoliday('2026-08-31', ['scotland'])).toBe(false);
    expect(
      ['2024-12-02', '2025-12-01', '2026-11-30', '2027-11-30', '2028-11-30'].every((date) =>
        isBankHoliday(date, ['scotland']),
      ),
    ).toBe(true);
    expect(isBankHoliday('2024-12-02', ['england_and_wales', 'northern_ireland'])).toBe(false);
  });

  it("Northern Ireland: St Patrick's Day and the Battle of the Boyne, each moved off a weekend", () => {
    expect(
      ['2024-03-18', '2025-03-17', '2026-03-17', '2027-03-17', '2028-03-17'].every((date) =>
        isBankHoliday(date, ['northern_ireland']),
      ),
    ).toBe(true);
    expect(
      ['2024-07-12', '2025-07-14', '2026-07-13', '2027-07-12', '2028-07-12'].every((date) =>
        isBankHoliday(date, ['northern_ireland']),
      ),
    ).toBe(true);
    expect(isBankHoliday('2026-07-13', ['england_and_wales', 'scotland'])).toBe(false);
  });

  it('Christmas at a weekend: Boxing Day 2026 on Monday 28th; Christmas and Boxing Day 2027 on 27th and 28th', () => {
    for (const region of ALL_UK_REGIONS) {
      expect(holidaysIn(2026, region).slice(-2)).toEqual(['2026-12-25', '2026-12-28']);
      expect(holidaysIn(2027, region).slice(-2)).toEqual(['2027-12-27', '2027-12-28']);
    }
    expect(holidaysIn(2028, 'england_and_wales')[0]).toBe('2028-01-03');
  });

  it('a year outside the table throws a clear error instead of counting its days as working days', () => {
    expect(() => isBankHoliday('2023-12-25', ALL_UK_REGIONS)).toThrow(BankHolidaysNotKnownError);
    expect(() => isBankHoliday('2029-01-01', ALL_UK_REGIONS)).toThrow(
      'No bank holidays are recorded for 2029: the table in tenancy-rules/bank-holidays.ts covers 2024 to 2028; ' +
        'add the year from gov.uk/bank-holidays',
    );
    expect(() => addWorkingDays('2028-12-20', 10, ['scotland'])).toThrow(BankHolidaysNotKnownError);
    expect(addWorkingDays('2028-12-20', 5, ['scotland'])).toBe('2028-12-29');
  });

  it("counts working days after the first day, skipping weekends and the given regions' holidays only", () => {
    // Thursday 24 December 2026: Friday 25th and Monday 28th are holidays, the weekend between.
    expect(addWorkingDays('2026-12-24', 1, ALL_UK_REGIONS)).toBe('2026-12-29');
    expect(addWorkingDays('2026-04-02', 1, ['scotland'])).toBe('2026-04-06');
    expect(addWorkingDays('2026-04-02', 1, ALL_UK_REGIONS)).toBe('2026-04-07');
    expect(() => addWorkingDays('2026-04-02', 0, ALL_UK_REGIONS)).toThrow(RangeError);
  });
});
