import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    [
      'Gas safety certificates: what landlords must do every 12 months',
      'gas-safety-certificates-what-landlords-must-do-every-12-months',
    ],
    ['Right to Rent checks explained', 'right-to-rent-checks-explained'],
    ['  Deposit protection — the 30-day rule!  ', 'deposit-protection-the-30-day-rule'],
    ['Landlord’s guide to EICRs', 'landlords-guide-to-eicrs'],
    ['Heating & hot water', 'heating-and-hot-water'],
    ['Café rénové à Édimbourg', 'cafe-renove-a-edimbourg'],
    ['!!!', 'post'],
    ['', 'post'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slugify(title)).toMatch(SLUG_PATTERN);
  });

  it('cuts a long title at a word boundary within the limit', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('cuts a single overlong word at the limit', () => {
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('deposits', new Set())).toBe('deposits');
  });

  it('appends -2, -3, ... to a taken slug', () => {
    expect(uniqueSlug('deposits', new Set(['deposits']))).toBe('deposits-2');
    expect(uniqueSlug('deposits', new Set(['deposits', 'deposits-2']))).toBe('deposits-3');
    expect(uniqueSlug('deposits', new Set(['deposits', 'deposits-2', 'deposits-3', 'deposits-5']))).toBe('deposits-4');
  });

  it('stays within the length limit when a suffix is added', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug.length).toBe(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-2')).toBe(true);
  });
});
