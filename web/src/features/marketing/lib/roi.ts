// resources/roi-calculator. Pure, so the formulas the page shows in words are the ones it runs. Money in pence.

export interface RoiInputs {
  properties: number;
  /** Hours of admin per property per month today. */
  adminHoursPerProperty: number;
  /** Cost of an hour of staff time, in pounds. */
  hourlyCost: number;
  /** Share of that admin time you expect to save, in per cent (an assumption you set). */
  adminTimeSavedPercent: number;
  /** Maintenance jobs per month across the portfolio. */
  jobsPerMonth: number;
  /** Minutes of coordination saved per job (an assumption you set). */
  minutesSavedPerJob: number;
  /** Void days avoided per year across the portfolio (an assumption you set). */
  voidDaysAvoided: number;
  /** Average monthly rent per property, in pounds. */
  averageMonthlyRent: number;
}

export type RoiField = keyof RoiInputs;

export interface RoiResult {
  adminHoursPerYear: number;
  adminCostPerYearPence: number;
  adminHoursSavedPerYear: number;
  adminSavingPerYearPence: number;
  maintenanceHoursSavedPerYear: number;
  maintenanceSavingPerYearPence: number;
  dailyRentPence: number;
  voidSavingPerYearPence: number;
  totalHoursSavedPerYear: number;
  totalSavingPerYearPence: number;
}

const MONTHS = 12;
const DAYS_PER_YEAR = 365;

const toPence = (pounds: number): number => Math.round(pounds * 100);

const roundHours = (hours: number): number => Math.round(hours * 10) / 10;

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const hourlyPence = toPence(inputs.hourlyCost);
  const adminHoursPerYear = inputs.properties * inputs.adminHoursPerProperty * MONTHS;
  const adminHoursSavedPerYear = (adminHoursPerYear * inputs.adminTimeSavedPercent) / 100;
  const maintenanceHoursSavedPerYear = (inputs.jobsPerMonth * inputs.minutesSavedPerJob * MONTHS) / 60;
  const dailyRentPence = (toPence(inputs.averageMonthlyRent) * MONTHS) / DAYS_PER_YEAR;

  const adminCostPerYearPence = Math.round(adminHoursPerYear * hourlyPence);
  const adminSavingPerYearPence = Math.round(adminHoursSavedPerYear * hourlyPence);
  const maintenanceSavingPerYearPence = Math.round(maintenanceHoursSavedPerYear * hourlyPence);
  const voidSavingPerYearPence = Math.round(inputs.voidDaysAvoided * dailyRentPence);

  return {
    adminHoursPerYear: roundHours(adminHoursPerYear),
    adminCostPerYearPence,
    adminHoursSavedPerYear: roundHours(adminHoursSavedPerYear),
    adminSavingPerYearPence,
    maintenanceHoursSavedPerYear: roundHours(maintenanceHoursSavedPerYear),
    maintenanceSavingPerYearPence,
    dailyRentPence: Math.round(dailyRentPence),
    voidSavingPerYearPence,
    totalHoursSavedPerYear: roundHours(adminHoursSavedPerYear + maintenanceHoursSavedPerYear),
    totalSavingPerYearPence: adminSavingPerYearPence + maintenanceSavingPerYearPence + voidSavingPerYearPence,
  };
}

export interface RoiFieldRule {
  label: string;
  min: number;
  max: number;
  /** Whole numbers only (properties, jobs, days). */
  integer: boolean;
  /** What the default stands for; shown beside the field. */
  hint: string;
}

/** Limits keep the sums meaningful; the largest portfolios we expect stay well inside them. */
export const roiFieldRules: Readonly<Record<RoiField, RoiFieldRule>> = {
  properties: { label: 'Number of properties', min: 1, max: 100000, integer: true, hint: 'Properties you manage.' },
  adminHoursPerProperty: {
    label: 'Admin hours per property per month',
    min: 0,
    max: 200,
    integer: false,
    hint: 'Chasing certificates, tenancy paperwork, messages and updates to owners.',
  },
  hourlyCost: {
    label: 'Hourly cost of staff time (£)',
    min: 0,
    max: 1000,
    integer: false,
    hint: 'Salary plus overheads, or what your own hour is worth to you.',
  },
  adminTimeSavedPercent: {
    label: 'Share of admin time saved (%)',
    min: 0,
    max: 100,
    integer: false,
    hint: 'Assumption: set it to what you expect from keeping everything in one place.',
  },
  jobsPerMonth: {
    label: 'Maintenance jobs per month',
    min: 0,
    max: 100000,
    integer: true,
    hint: 'Repairs reported across the portfolio in a typical month.',
  },
  minutesSavedPerJob: {
    label: 'Minutes saved per job',
    min: 0,
    max: 600,
    integer: false,
    hint: 'Assumption: calls and messages saved when reports, trades and tenants share one record.',
  },
  voidDaysAvoided: {
    label: 'Void days avoided per year',
    min: 0,
    max: 36500,
    integer: true,
    hint: 'Assumption: days a property would otherwise stand empty, across the whole portfolio.',
  },
  averageMonthlyRent: {
    label: 'Average monthly rent (£)',
    min: 0,
    max: 100000,
    integer: false,
    hint: 'Average rent per property per month.',
  },
};

/** Starting values only: every one is an editable assumption, not a claim about results. */
export const defaultRoiInputs: Readonly<RoiInputs> = {
  properties: 25,
  adminHoursPerProperty: 2,
  hourlyCost: 20,
  adminTimeSavedPercent: 10,
  jobsPerMonth: 10,
  minutesSavedPerJob: 15,
  voidDaysAvoided: 5,
  averageMonthlyRent: 1000,
};

export const roiFields = Object.keys(roiFieldRules) as RoiField[];

/** A field's raw text -> its number, or the message to show under it. */
export function parseRoiField(field: RoiField, raw: string): { value: number } | { error: string } {
  const rule = roiFieldRules[field];
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return { error: 'Enter a number' };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: 'Enter a number, like 12 or 12.5' };
  const value = Number(text);
  if (rule.integer && !Number.isInteger(value)) return { error: 'Enter a whole number' };
  if (value < rule.min) return { error: `Enter ${rule.min} or more` };
  if (value > rule.max) return { error: `Enter ${rule.max.toLocaleString('en-GB')} or less` };
  return { value };
}

/** Every field's raw text -> the inputs, or the per-field messages when any is invalid. */
export function parseRoiInputs(
  raw: Readonly<Record<RoiField, string>>,
): { inputs: RoiInputs; errors: null } | { inputs: null; errors: Partial<Record<RoiField, string>> } {
  const errors: Partial<Record<RoiField, string>> = {};
  const inputs = { ...defaultRoiInputs };
  for (const field of roiFields) {
    const parsed = parseRoiField(field, raw[field]);
    if ('error' in parsed) errors[field] = parsed.error;
    else inputs[field] = parsed.value;
  }
  return Object.keys(errors).length > 0 ? { inputs: null, errors } : { inputs, errors: null };
}
