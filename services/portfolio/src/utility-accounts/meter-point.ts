import type { UtilityKind } from '@pm/contracts';

const MPAN_PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 41, 43, 47, 53] as const;

/** The MPAN core's check: each of the first 12 digits times its prime, summed, mod 11, mod 10 is the 13th digit. */
export function isValidMpanCore(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const sum = MPAN_PRIMES.reduce((total, prime, i) => total + prime * Number(value[i]), 0);
  return (sum % 11) % 10 === Number(value[12]);
}

export const isValidMprn = (value: string): boolean => /^\d{6,10}$/.test(value);

/** Spaces and dashes as printed on bills are not part of the number. */
export const normaliseMeterPoint = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * What is wrong with a meter point for an account of this kind, in words for the form; null when it is right.
 * Electricity needs an MPAN core and gas an MPRN; the other kinds have no meter point.
 */
export function meterPointProblem(kind: UtilityKind, meterPoint: string | null): string | null {
  if (kind === 'electricity') {
    if (!meterPoint) return 'Enter the MPAN core (13 digits)';
    if (!/^\d{13}$/.test(meterPoint)) return 'An MPAN core is 13 digits';
    return isValidMpanCore(meterPoint) ? null : 'This MPAN core fails its check digit: check the number';
  }
  if (kind === 'gas') {
    if (!meterPoint) return 'Enter the MPRN (6 to 10 digits)';
    return isValidMprn(meterPoint) ? null : 'An MPRN is 6 to 10 digits';
  }
  return meterPoint ? 'Only electricity (MPAN) and gas (MPRN) accounts have a meter point' : null;
}
