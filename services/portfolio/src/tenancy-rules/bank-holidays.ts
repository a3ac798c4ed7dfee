import { addDays, type CalendarDate, isCalendarDate, isWeekend } from '../compliance/calendar-date';

/**
 * UK bank holidays, 2024 to 2028 inclusive, for the three lists the UK government publishes at
 * gov.uk/bank-holidays (England and Wales, Scotland, Northern Ireland). Compiled on 27 November 2026 from the
 * rules that list follows: the Banking and Financial Dealings Act 1971 Sch. 1, the St Andrew's Day Bank Holiday
 * (Scotland) Act 2007, and the yearly royal proclamations (Boxing Day, the spring holiday, 12 July in Northern
 * Ireland, and a substitute weekday, normally the next Monday, for a holiday that falls at a weekend). Each year
 * was checked by hand: Easter (31 March 2024, 20 April 2025, 5 April 2026, 28 March 2027, 16 April 2028) and every
 * substitute day below.
 *
 * A holiday proclaimed later (a coronation, a jubilee, a state funeral) is not here: add it when gov.uk lists it,
 * and add each new year the same way before the table runs out. Outside the table the functions below throw
 * rather than count a day as working that may not be, so a missing year shows up as an error, not a wrong date.
 */
const FIRST_YEAR = 2024;
const LAST_YEAR = 2028;

const BANK_HOLIDAY_REGIONS = ['england_and_wales', 'scotland', 'northern_ireland'] as const;
export type BankHolidayRegion = (typeof BANK_HOLIDAY_REGIONS)[number];

/** Every region: a working day in some UK statutes is one that is a bank holiday in no part of the UK. */
export const ALL_UK_REGIONS: readonly BankHolidayRegion[] = BANK_HOLIDAY_REGIONS;

const TABLE: Readonly<Record<BankHolidayRegion, readonly (readonly [CalendarDate, string])[]>> = {
  england_and_wales: [
    ['2024-01-01', "New Year's Day"],
    ['2024-03-29', 'Good Friday'],
    ['2024-04-01', 'Easter Monday'],
    ['2024-05-06', 'Early May bank holiday'],
    ['2024-05-27', 'Spring bank holiday'],
    ['2024-08-26', 'Summer bank holiday'],
    ['2024-12-25', 'Christmas Day'],
    ['2024-12-26', 'Boxing Day'],
    ['2025-01-01', "New Year's Day"],
    ['2025-04-18', 'Good Friday'],
    ['2025-04-21', 'Easter Monday'],
    ['2025-05-05', 'Early May bank holiday'],
    ['2025-05-26', 'Spring bank holiday'],
    ['2025-08-25', 'Summer bank holiday'],
    ['2025-12-25', 'Christmas Day'],
    ['2025-12-26', 'Boxing Day'],
    ['2026-01-01', "New Year's Day"],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-05-04', 'Early May bank holiday'],
    ['2026-05-25', 'Spring bank holiday'],
    ['2026-08-31', 'Summer bank holiday'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (substitute day)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-05-03', 'Early May bank holiday'],
    ['2027-05-31', 'Spring bank holiday'],
    ['2027-08-30', 'Summer bank holiday'],
    ['2027-12-27', 'Christmas Day (substitute day)'],
    ['2027-12-28', 'Boxing Day (substitute day)'],
    ['2028-01-03', "New Year's Day (substitute day)"],
    ['2028-04-14', 'Good Friday'],
    ['2028-04-17', 'Easter Monday'],
    ['2028-05-01', 'Early May bank holiday'],
    ['2028-05-29', 'Spring bank holiday'],
    ['2028-08-28', 'Summer bank holiday'],
    ['2028-12-25', 'Christmas Day'],
    ['2028-12-26', 'Boxing Day'],
  ],
  // No Easter Monday; 2 January, the first Monday of August and St Andrew's Day (30 November) instead.
  scotland: [
    ['2024-01-01', "New Year's Day"],
    ['2024-01-02', '2nd January'],
    ['2024-03-29', 'Good Friday'],
    ['2024-05-06', 'Early May bank holiday'],
    ['2024-05-27', 'Spring bank holiday'],
    ['2024-08-05', 'Summer bank holiday'],
    ['2024-12-02', "St Andrew's Day (substitute day)"],
    ['2024-12-25', 'Christmas Day'],
    ['2024-12-26', 'Boxing Day'],
    ['2025-01-01', "New Year's Day"],
    ['2025-01-02', '2nd January'],
    ['2025-04-18', 'Good Friday'],
    ['2025-05-05', 'Early May bank holiday'],
    ['2025-05-26', 'Spring bank holiday'],
    ['2025-08-04', 'Summer bank holiday'],
    ['2025-12-01', "St Andrew's Day (substitute day)"],
    ['2025-12-25', 'Christmas Day'],
    ['2025-12-26', 'Boxing Day'],
    ['2026-01-01', "New Year's Day"],
    ['2026-01-02', '2nd January'],
    ['2026-04-03', 'Good Friday'],
    ['2026-05-04', 'Early May bank holiday'],
    ['2026-05-25', 'Spring bank holiday'],
    ['2026-08-03', 'Summer bank holiday'],
    ['2026-11-30', "St Andrew's Day"],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (substitute day)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-01-04', '2nd January (substitute day)'],
    ['2027-03-26', 'Good Friday'],
    ['2027-05-03', 'Early May bank holiday'],
    ['2027-05-31', 'Spring bank holiday'],
    ['2027-08-02', 'Summer bank holiday'],
    ['2027-11-30', "St Andrew's Day"],
    ['2027-12-27', 'Christmas Day (substitute day)'],
    ['2027-12-28', 'Boxing Day (substitute day)'],
    ['2028-01-03', "New Year's Day (substitute day)"],
    ['2028-01-04', '2nd January (substitute day)'],
    ['2028-04-14', 'Good Friday'],
    ['2028-05-01', 'Early May bank holiday'],
    ['2028-05-29', 'Spring bank holiday'],
    ['2028-08-07', 'Summer bank holiday'],
    ['2028-11-30', "St Andrew's Day"],
    ['2028-12-25', 'Christmas Day'],
    ['2028-12-26', 'Boxing Day'],
  ],
  // England and Wales's days plus St Patrick's Day (17 March) and the Battle of the Boyne (12 July).
  northern_ireland: [
    ['2024-01-01', "New Year's Day"],
    ['2024-03-18', "St Patrick's Day (substitute day)"],
    ['2024-03-29', 'Good Friday'],
    ['2024-04-01', 'Easter Monday'],
    ['2024-05-06', 'Early May bank holiday'],
    ['2024-05-27', 'Spring bank holiday'],
    ['2024-07-12', "Battle of the Boyne (Orangemen's Day)"],
    ['2024-08-26', 'Summer bank holiday'],
    ['2024-12-25', 'Christmas Day'],
    ['2024-12-26', 'Boxing Day'],
    ['2025-01-01', "New Year's Day"],
    ['2025-03-17', "St Patrick's Day"],
    ['2025-04-18', 'Good Friday'],
    ['2025-04-21', 'Easter Monday'],
    ['2025-05-05', 'Early May bank holiday'],
    ['2025-05-26', 'Spring bank holiday'],
    ['2025-07-14', "Battle of the Boyne (Orangemen's Day) (substitute day)"],
    ['2025-08-25', 'Summer bank holiday'],
    ['2025-12-25', 'Christmas Day'],
    ['2025-12-26', 'Boxing Day'],
    ['2026-01-01', "New Year's Day"],
    ['2026-03-17', "St Patrick's Day"],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-05-04', 'Early May bank holiday'],
    ['2026-05-25', 'Spring bank holiday'],
    ['2026-07-13', "Battle of the Boyne (Orangemen's Day) (substitute day)"],
    ['2026-08-31', 'Summer bank holiday'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (substitute day)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-03-17', "St Patrick's Day"],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-05-03', 'Early May bank holiday'],
    ['2027-05-31', 'Spring bank holiday'],
    ['2027-07-12', "Battle of the Boyne (Orangemen's Day)"],
    ['2027-08-30', 'Summer bank holiday'],
    ['2027-12-27', 'Christmas Day (substitute day)'],
    ['2027-12-28', 'Boxing Day (substitute day)'],
    ['2028-01-03', "New Year's Day (substitute day)"],
    ['2028-03-17', "St Patrick's Day"],
    ['2028-04-14', 'Good Friday'],
    ['2028-04-17', 'Easter Monday'],
    ['2028-05-01', 'Early May bank holiday'],
    ['2028-05-29', 'Spring bank holiday'],
    ['2028-07-12', "Battle of the Boyne (Orangemen's Day)"],
    ['2028-08-28', 'Summer bank holiday'],
    ['2028-12-25', 'Christmas Day'],
    ['2028-12-26', 'Boxing Day'],
  ],
};

const DATES: Readonly<Record<BankHolidayRegion, ReadonlySet<CalendarDate>>> = {
  england_and_wales: new Set(TABLE.england_and_wales.map(([date]) => date)),
  scotland: new Set(TABLE.scotland.map(([date]) => date)),
  northern_ireland: new Set(TABLE.northern_ireland.map(([date]) => date)),
};

/** Thrown for a day the table does not cover: better no answer than a deadline counted on guessed holidays. */
export class BankHolidaysNotKnownError extends RangeError {
  constructor(date: CalendarDate) {
    super(
      `No bank holidays are recorded for ${date.slice(0, 4)}: the table in tenancy-rules/bank-holidays.ts covers ` +
        `${FIRST_YEAR} to ${LAST_YEAR}; add the year from gov.uk/bank-holidays`,
    );
    this.name = 'BankHolidaysNotKnownError';
  }
}

/** Whether `date` is a bank holiday in any of `regions`; throws `BankHolidaysNotKnownError` outside the table. */
export function isBankHoliday(date: CalendarDate, regions: readonly BankHolidayRegion[]): boolean {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const year = Number(date.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) throw new BankHolidaysNotKnownError(date);
  return regions.some((region) => DATES[region].has(date));
}

/**
 * The `days`-th working day after `from` (`from` itself is not counted, whatever it is): a working day is any day
 * from Monday to Friday that is a bank holiday in none of `regions`. Throws `BankHolidaysNotKnownError` when the
 * count reaches a year the table does not cover.
 */
export function addWorkingDays(from: CalendarDate, days: number, regions: readonly BankHolidayRegion[]): CalendarDate {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`Not a positive whole number of days: ${days}`);
  let date = from;
  let counted = 0;
  while (counted < days) {
    date = addDays(date, 1);
    if (!isWeekend(date) && !isBankHoliday(date, regions)) counted += 1;
  }
  return date;
}
