import { addDays, type CalendarDate } from '../compliance/calendar-date';
import type { DepositSchemeRule } from './tenancy-rule';

/**
 * England and Wales: the three schemes authorised by the Secretary of State under Housing Act 2004 s. 212 and by
 * the Welsh Ministers under Renting Homes (Wales) Act 2016 Sch. 5 para. 1 (each offers a custodial and an insured
 * scheme; the record names the provider).
 */
export const ENGLAND_AND_WALES_DEPOSIT_SCHEMES: readonly DepositSchemeRule[] = [
  { scheme: 'dps', name: 'the Deposit Protection Service (DPS)' },
  { scheme: 'mydeposits', name: 'mydeposits' },
  { scheme: 'tds', name: 'the Tenancy Deposit Scheme (TDS)' },
];

/**
 * The last day of "the period of `days` days beginning with" `from`, the wording of the deposit deadlines:
 * the first day counts, so 30 days beginning with 1 June end on 30 June. A period that ends on a weekend or a
 * bank holiday is not extended: none of these laws says so.
 */
export function lastDayOfPeriod(from: CalendarDate, days: number): CalendarDate {
  return addDays(from, days - 1);
}
