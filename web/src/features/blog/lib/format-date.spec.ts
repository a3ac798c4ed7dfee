import { formatPublishedDate } from './format-date';

/** What Intl (full ICU in Node) says for the same instant: the reference the hand-written rule must match. */
const intlDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

describe('formatPublishedDate', () => {
  it('formats the date the UK way (day month year)', () => {
    expect(formatPublishedDate('2026-03-04T09:00:00Z')).toBe('4 March 2026');
  });

  it('uses the UK calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    expect(formatPublishedDate('2026-05-31T23:30:00Z')).toBe('1 June 2026');
  });

  it('changes the clocks on the last Sunday of March and of October at 01:00 UTC', () => {
    expect(formatPublishedDate('2026-03-28T23:30:00Z')).toBe('28 March 2026');
    expect(formatPublishedDate('2026-03-29T00:59:00Z')).toBe('29 March 2026');
    expect(formatPublishedDate('2026-03-29T23:30:00Z')).toBe('30 March 2026');
    expect(formatPublishedDate('2026-10-24T23:30:00Z')).toBe('25 October 2026');
    expect(formatPublishedDate('2026-10-25T23:30:00Z')).toBe('25 October 2026');
  });

  it('agrees with Intl in Europe/London at every half hour from 2024 to 2030', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2030, 0, 1); time += 30 * 60 * 1000) {
      const iso = new Date(time).toISOString();
      if (formatPublishedDate(iso) !== intlDate.format(time)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it('reads an offset in the date as Date does', () => {
    expect(formatPublishedDate('2026-07-01T00:30:00+02:00')).toBe('30 June 2026');
  });

  it('is empty for a missing or broken date', () => {
    expect(formatPublishedDate(null)).toBe('');
    expect(formatPublishedDate('not a date')).toBe('');
  });
});
