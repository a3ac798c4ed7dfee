/**
 * A UK phone number as people write it: `07700 900123`, `020 7946 0018`, `+44 (0)20 7946 0018`, `0044 113 496 0412`.
 * Spaces, dashes, brackets and a `(0)` after +44 are layout. The national number is 9 or 10 digits and starts with
 * 1, 2, 3, 5, 7, 8 or 9 (Ofcom's National Telephone Numbering Plan has no 04 or 06 numbers). Ranges Ofcom keeps for
 * drama (07700 900xxx) are accepted: they are how examples and test data are written.
 */
const LAYOUT = /[\s().-]/g;
const UK_NUMBER = /^(?:\+44|0044|0)[1235789]\d{8,9}$/;

export function isUkPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[\d\s()+.-]+$/.test(value)) return false;
  return UK_NUMBER.test(value.replace('(0)', '').replace(LAYOUT, ''));
}
