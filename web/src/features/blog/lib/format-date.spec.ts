import { formatPublishedDate } from './format-date';

describe('formatPublishedDate', () => {
  it('formats the date the UK way (day month year)', () => {
    expect(formatPublishedDate('2026-03-04T09:00:00Z')).toBe('4 March 2026');
  });

  it('uses the UK calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    expect(formatPublishedDate('2026-05-31T23:30:00Z')).toBe('1 June 2026');
  });

  it('is empty for a missing or broken date', () => {
    expect(formatPublishedDate(null)).toBe('');
    expect(formatPublishedDate('not a date')).toBe('');
  });
});
