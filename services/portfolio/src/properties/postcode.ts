/*
 * UK postcode shapes (Royal Mail): outward A9, A99, AA9, AA99, A9A, AA9A; inward 9AA. Letters that
 * never appear in a position are excluded, so typos such as a letter O for a zero are caught.
 */
const OUTWARD =
  '(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])';
const INWARD = '[0-9][ABD-HJLNP-UW-Z]{2}';
const POSTCODE = new RegExp(`^(${OUTWARD})(${INWARD})$`);

/** A UK postcode in its normal form (`SW1A 1AA`), or null when the input is not one. */
export function normalisePostcode(input: string): string | null {
  if (typeof input !== 'string' || input.length > 16) return null;
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact === 'GIR0AA') return 'GIR 0AA';
  const match = POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
