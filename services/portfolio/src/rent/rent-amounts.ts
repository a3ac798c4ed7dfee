import type { RentFrequency } from '@pm/contracts';

/**
 * Rent amounts in whole pence with exact integer arithmetic: the rent a schedule charges (LEASE-04) and the amounts
 * deposit caps are measured in (DEP-01).
 *
 * Annual rent is the rent times the periods in a year: 52 weeks, 26 fortnights, 13 four-week periods, 12 months,
 * 4 quarters or 1 year (so £1,000 a month is £12,000 a year, £250 a week £13,000). A nation's cap is a fraction of
 * it (5/52 of a year's rent is 5 weeks' rent), or for Northern Ireland's week-based rents a fraction of the rent
 * itself. Each fraction is worked out once, on whole numbers, and rounded down to the penny: a deposit is never
 * allowed above the legal cap, at the cost of at most a penny below it.
 */
const PERIODS_PER_YEAR: Readonly<Record<RentFrequency, number>> = {
  weekly: 52,
  fortnightly: 26,
  four_weekly: 13,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

export function checkPence(pence: number, what: string): void {
  if (!Number.isSafeInteger(pence) || pence < 0)
    throw new RangeError(`${what} is not a whole number of pence: ${pence}`);
}

export function annualRentPence(rentPence: number, frequency: RentFrequency): number {
  checkPence(rentPence, 'Rent');
  const annual = rentPence * PERIODS_PER_YEAR[frequency];
  checkPence(annual, 'Annual rent');
  return annual;
}

/** `pence × numerator / denominator`, rounded down to the penny, exactly (no floating point on the way). */
export function fractionOfPence(pence: number, numerator: number, denominator: number): number {
  checkPence(pence, 'Amount');
  return Number((BigInt(pence) * BigInt(numerator)) / BigInt(denominator));
}
