const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** Today in Europe/London as YYYY-MM-DD (ISO-05): the day a form's dates are checked against. */
export function londonToday(now: Date = new Date()): string {
  return londonDay.format(now);
}
