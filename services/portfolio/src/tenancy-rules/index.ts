import type { DepositScheme, Nation, RentFrequency, RightToRentMethod, TenancyType } from '@pm/contracts';
import { addDays, type CalendarDate, isCalendarDate } from '../compliance/calendar-date';
import { ENGLAND_TENANCY_RULES } from './england';
import { NORTHERN_IRELAND_TENANCY_RULES } from './northern-ireland';
import { checkPence } from '../rent/rent-amounts';
import { SCOTLAND_TENANCY_RULES } from './scotland';
import type { DepositCap, DepositDates, TenancyFieldError, TenancyRules } from './tenancy-rule';
import { WALES_TENANCY_RULES } from './wales';

/**
 * The UK tenancy rules, one module per nation (LEASE-02, DEP-01, DEP-02, TEN-02); the law behind each rule is
 * written beside it in that nation's module. Dates are calendar dates in Europe/London (`YYYY-MM-DD`), money is
 * whole pence. Each check returns the field error a form shows, or null when the rule is met.
 */
const RULES: Readonly<Record<Nation, TenancyRules>> = {
  england: ENGLAND_TENANCY_RULES,
  wales: WALES_TENANCY_RULES,
  scotland: SCOTLAND_TENANCY_RULES,
  northern_ireland: NORTHERN_IRELAND_TENANCY_RULES,
};

const TYPE_NAMES: Readonly<Record<TenancyType, string>> = {
  assured_periodic: 'an assured periodic tenancy',
  assured_shorthold: 'an assured shorthold tenancy',
  company_let: 'a company let',
  lodger_licence: 'a lodger licence',
  standard_occupation_contract: 'a standard occupation contract',
  private_residential_tenancy: 'a private residential tenancy',
  private_tenancy: 'a private tenancy',
};

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const formatDate = (date: CalendarDate) => longDate.format(new Date(`${date}T00:00:00Z`));
const formatPence = (pence: number) => pounds.format(pence / 100);

/** "a, b or c" */
function either(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? '');
}

function checkDate(date: CalendarDate, what: string): void {
  if (!isCalendarDate(date)) throw new RangeError(`${what} is not a calendar date: ${JSON.stringify(date)}`);
}

/** LEASE-02: the types a new tenancy may have in a nation, and those kept only as records of older tenancies. */
export function tenancyTypes(nation: Nation): { current: TenancyType[]; historic: TenancyType[] } {
  const types = RULES[nation].tenancyTypes;
  return {
    current: types.filter((rule) => !rule.historicBefore).map((rule) => rule.type),
    historic: types.filter((rule) => rule.historicBefore).map((rule) => rule.type),
  };
}

/**
 * LEASE-02: whether a tenancy starting on `startDate` may have `type` for a property in `nation`. A historic type
 * (England's assured shorthold tenancy) is accepted only for a tenancy that started before the law abolished it.
 */
export function tenancyTypeError(nation: Nation, type: TenancyType, startDate: CalendarDate): TenancyFieldError | null {
  checkDate(startDate, 'The start date');
  const rules = RULES[nation];
  const rule = rules.tenancyTypes.find((candidate) => candidate.type === type);
  const options = either(tenancyTypes(nation).current.map((current) => TYPE_NAMES[current]));
  if (!rule) {
    return {
      field: 'type',
      code: 'TENANCY_TYPE_NOT_IN_NATION',
      message: `${capitalised(TYPE_NAMES[type])} is not a tenancy type in ${rules.name}: use ${options}.`,
    };
  }
  if (rule.historicBefore && startDate >= rule.historicBefore) {
    return {
      field: 'type',
      code: 'TENANCY_TYPE_HISTORIC',
      message:
        `${capitalised(TYPE_NAMES[type])} can only be recorded for a tenancy that started before ` +
        `${formatDate(rule.historicBefore)}: use ${options}.`,
    };
  }
  return null;
}

/** DEP-01: the most a deposit may be for this rent in `nation`, or null where the law sets no cap (Wales). */
export function depositCap(nation: Nation, rentPence: number, frequency: RentFrequency): DepositCap | null {
  return RULES[nation].depositCap(rentPence, frequency);
}

/** DEP-01: a deposit over the nation's cap is refused; one exactly at the cap is allowed. */
export function depositCapError(
  nation: Nation,
  depositPence: number,
  rentPence: number,
  frequency: RentFrequency,
): TenancyFieldError | null {
  checkPence(depositPence, 'The deposit');
  const cap = depositCap(nation, rentPence, frequency);
  if (!cap || depositPence <= cap.pence) return null;
  return {
    field: 'depositPence',
    code: 'DEPOSIT_OVER_CAP',
    message: `The deposit can be at most ${formatPence(cap.pence)} in ${RULES[nation].name} (${cap.rule}).`,
  };
}

const SCHEME_NAMES = new Map(
  Object.values(RULES).flatMap((rules) => rules.depositSchemes.map(({ scheme, name }) => [scheme, name] as const)),
);

/** DEP-02: a deposit is protected by one of its nation's schemes; a scheme from another nation is refused. */
export function depositSchemeError(nation: Nation, scheme: DepositScheme): TenancyFieldError | null {
  const rules = RULES[nation];
  if (rules.depositSchemes.some((allowed) => allowed.scheme === scheme)) return null;
  return {
    field: 'depositScheme',
    code: 'DEPOSIT_SCHEME_NOT_IN_NATION',
    message:
      `In ${rules.name} a deposit is protected by ${either(rules.depositSchemes.map(({ name }) => name))}, ` +
      `not ${SCHEME_NAMES.get(scheme) ?? scheme}.`,
  };
}

/** DEP-02: how long before the protection deadline the first alert is raised; the second is on the day itself. */
const DEPOSIT_ALERT_DAYS_BEFORE = 7;

/**
 * DEP-02: the protection clock of a deposit: the last day to protect it and give the prescribed information, and
 * the days its alerts are raised (a week before, and on the deadline day); null while it has not started (England,
 * Wales and Northern Ireland count from receipt; Scotland from the tenancy's start, received or not). Throws a
 * RangeError for a date that is not a calendar date, and `BankHolidaysNotKnownError` when a working-day count
 * leaves the bank holiday table.
 */
export function depositProtectionClock(
  nation: Nation,
  dates: DepositDates,
): { deadline: CalendarDate; alerts: { weekBefore: CalendarDate; deadlineDay: CalendarDate } } | null {
  if (dates.receivedOn !== null) checkDate(dates.receivedOn, 'The day the deposit was received');
  checkDate(dates.tenancyStartDate, 'The start date');
  const deadline = RULES[nation].protectionDeadline(dates);
  if (deadline === null) return null;
  return { deadline, alerts: { weekBefore: addDays(deadline, -DEPOSIT_ALERT_DAYS_BEFORE), deadlineDay: deadline } };
}

/** TEN-02: an adult occupier's recorded Right to Rent check. */
interface RightToRentCheck {
  checkedOn: CalendarDate;
  method: RightToRentMethod;
  /** The last day of a time-limited right; null when the right is not time-limited. */
  expiresOn: CalendarDate | null;
}

interface AdultOccupier {
  tenantId: string;
  check: RightToRentCheck | null;
}

/**
 * TEN-02: a tenancy in England may be activated only when every adult occupier has a recorded check, and a
 * time-limited right still runs on the start date (a right whose last day is the start date counts; one that ran
 * out the day before does not). No adult occupier at all is refused too: someone has to live there. Other nations
 * have no Right to Rent, so nothing is asked. The error lists the occupiers whose check is missing or expired.
 */
export function rightToRentError(
  nation: Nation,
  tenancyStartDate: CalendarDate,
  adults: readonly AdultOccupier[],
): (TenancyFieldError & { tenantIds: string[] }) | null {
  checkDate(tenancyStartDate, 'The start date');
  const rules = RULES[nation];
  if (!rules.rightToRent) return null;
  const lacking = adults.filter(
    ({ check }) => !check || (check.expiresOn !== null && check.expiresOn < tenancyStartDate),
  );
  if (adults.length > 0 && lacking.length === 0) return null;
  const message =
    adults.length === 0
      ? `A tenancy in ${rules.name} needs its adult occupiers recorded, each with a Right to Rent check.`
      : `A tenancy in ${rules.name} needs a Right to Rent check for every adult occupier: ${lacking.length} of ` +
        `${adults.length} ${lacking.length === 1 ? 'has' : 'have'} no check recorded, or a right that ran out ` +
        `before ${formatDate(tenancyStartDate)}.`;
  return {
    field: 'tenantIds',
    code: 'RIGHT_TO_RENT_MISSING',
    message,
    tenantIds: lacking.map(({ tenantId }) => tenantId),
  };
}

/** TEN-02: how long before a time-limited right runs out its alert is raised. */
const RIGHT_TO_RENT_ALERT_DAYS_BEFORE = 28;

/** TEN-02: the day an alert is raised for a time-limited right (28 days before it runs out); null when none. */
export function rightToRentAlertDate(nation: Nation, check: RightToRentCheck): CalendarDate | null {
  if (!RULES[nation].rightToRent || check.expiresOn === null) return null;
  return addDays(check.expiresOn, -RIGHT_TO_RENT_ALERT_DAYS_BEFORE);
}
