const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Europe/London as YYYY-MM-DD (ISO-05), the day a form's dates start from. */
export const londonToday = (now: Date = new Date()): string => londonDay.format(now);
