/**
 * Calendar dates (`YYYY-MM-DD`) as the UK reads them. Certificates carry dates, not instants, so the
 * arithmetic below works on whole days and never goes through a local clock: a date is turned into its day
 * number in UTC, where no day is 23 or 25 hours long.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Europe/London: from midnight BST (23:00 UTC the day before) or midnight GMT, not midnight UTC. */
export function londonToday(now: Date = new Date()): CalendarDate {
  const parts = Object.fromEntries(londonDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function parse(date: CalendarDate): { year: number; month: number; day: number } {
  const match = SHAPE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (!match || utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  }
  return { year, month, day };
}

/** A real `YYYY-MM-DD` day (no 31 April, no 29 February outside leap years). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

function format(utcMs: number): CalendarDate {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function dayNumber(date: CalendarDate): number {
  const { year, month, day } = parse(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Whole days from `from` to `to`: 1 from today to tomorrow, 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The same day `months` later (or earlier when negative); a day the target month lacks falls on its last day,
 * so 29 February plus 12 months is 28 February.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = parse(date);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  return format(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(day, lastDay)));
}

/** The day `days` later (or earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return format((dayNumber(date) + days) * DAY_MS);
}

/**
 * Day `day` (1–31) of `date`'s month; a day the month lacks falls on its last day, so day 31 of February 2028
 * is 29 February.
 */
export function withDayOfMonth(date: CalendarDate, day: number): CalendarDate {
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new RangeError(`Not a day of the month: ${day}`);
  const { year, month } = parse(date);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return format(Date.UTC(year, month - 1, Math.min(day, lastDay)));
}

/** Saturday or Sunday. */
export function isWeekend(date: CalendarDate): boolean {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
}
