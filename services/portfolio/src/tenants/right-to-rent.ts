import type { Nation, RightToRentCheckBody, RightToRentSummary } from '@pm/contracts';
import type { CalendarDate } from '../compliance/calendar-date';
import { rightToRentAlertDate } from '../tenancy-rules';

/** A tenancy of the tenant, as far as the Right to Rent asks: whether it is over, and the nation of its home. */
export interface TenancyNation {
  ended: boolean;
  nation: Nation;
}

/**
 * TEN-02: the Right to Rent applies in England only. A tenant is checked when a tenancy of theirs that is not over
 * is in England; with none that is not over, when any of theirs was; and with no tenancy yet (an applicant), always,
 * since the check comes before the tenancy.
 */
export function rightToRentRequired(tenancies: readonly TenancyNation[]): boolean {
  const open = tenancies.filter((tenancy) => !tenancy.ended);
  const relevant = open.length > 0 ? open : tenancies;
  return relevant.length === 0 || relevant.some((tenancy) => tenancy.nation === 'england');
}

/**
 * TEN-02: where the tenant's Right to Rent stands on `today`, from their latest check. A time-limited right still
 * runs on its last day and has run out the day after; its alert date (England's rule: 28 days before the last day)
 * is when it becomes `expiring`.
 */
export function rightToRentSummary(
  latestCheck: RightToRentCheckBody | null,
  required: boolean,
  today: CalendarDate,
): RightToRentSummary {
  if (!required) return { state: 'not_required', latestCheck, alertDate: null };
  if (!latestCheck) return { state: 'not_checked', latestCheck: null, alertDate: null };
  if (latestCheck.expiresOn === null) return { state: 'valid', latestCheck, alertDate: null };
  const alertDate = rightToRentAlertDate('england', latestCheck)!;
  const state = latestCheck.expiresOn < today ? 'expired' : alertDate <= today ? 'expiring' : 'valid';
  return { state, latestCheck, alertDate };
}
