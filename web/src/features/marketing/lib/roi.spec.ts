import { calculateRoi, defaultRoiInputs, parseRoiField, parseRoiInputs, roiFields } from './roi';
import type { RoiField, RoiInputs } from './roi';

const base: RoiInputs = {
  properties: 10,
  adminHoursPerProperty: 2,
  hourlyCost: 25,
  adminTimeSavedPercent: 20,
  jobsPerMonth: 8,
  minutesSavedPerJob: 30,
  voidDaysAvoided: 10,
  averageMonthlyRent: 1200,
};

describe('calculateRoi', () => {
  it('works out admin time and cost today: properties x hours x 12 at the hourly cost', () => {
    const result = calculateRoi(base);
    expect(result.adminHoursPerYear).toBe(240);
    expect(result.adminCostPerYearPence).toBe(600_000);
  });

  it('saves the chosen share of admin time', () => {
    const result = calculateRoi(base);
    expect(result.adminHoursSavedPerYear).toBe(48);
    expect(result.adminSavingPerYearPence).toBe(120_000);
  });

  it('saves jobs x minutes x 12 / 60 hours of maintenance coordination', () => {
    const result = calculateRoi(base);
    expect(result.maintenanceHoursSavedPerYear).toBe(48);
    expect(result.maintenanceSavingPerYearPence).toBe(120_000);
  });

  it('keeps void days x monthly rent x 12 / 365 of rent', () => {
    const result = calculateRoi(base);
    // £1,200 x 12 / 365 = £39.4520... a day; 10 days = £394.52
    expect(result.dailyRentPence).toBe(3945);
    expect(result.voidSavingPerYearPence).toBe(39_452);
  });

  it('adds the three savings into the total and the two time savings into total hours', () => {
    const result = calculateRoi(base);
    expect(result.totalSavingPerYearPence).toBe(120_000 + 120_000 + 39_452);
    expect(result.totalHoursSavedPerYear).toBe(96);
  });

  it('handles fractional hours and pence without drifting', () => {
    const result = calculateRoi({ ...base, properties: 3, adminHoursPerProperty: 1.5, hourlyCost: 18.75 });
    expect(result.adminHoursPerYear).toBe(54);
    expect(result.adminCostPerYearPence).toBe(101_250);
    expect(result.adminSavingPerYearPence).toBe(20_250);
  });

  it('is zero when nothing is saved', () => {
    const result = calculateRoi({ ...base, adminTimeSavedPercent: 0, minutesSavedPerJob: 0, voidDaysAvoided: 0 });
    expect(result.totalSavingPerYearPence).toBe(0);
    expect(result.totalHoursSavedPerYear).toBe(0);
  });
});

describe('parseRoiField', () => {
  it('accepts numbers with decimals and thousands separators', () => {
    expect(parseRoiField('averageMonthlyRent', '1,250.50')).toEqual({ value: 1250.5 });
    expect(parseRoiField('properties', ' 12 ')).toEqual({ value: 12 });
  });

  it.each<[RoiField, string, string]>([
    ['properties', '', 'Enter a number'],
    ['properties', 'ten', 'Enter a number, like 12 or 12.5'],
    ['properties', '2.5', 'Enter a whole number'],
    ['properties', '0', 'Enter 1 or more'],
    ['hourlyCost', '-5', 'Enter 0 or more'],
    ['adminTimeSavedPercent', '101', 'Enter 100 or less'],
  ])('%s "%s" -> %s', (field, raw, error) => {
    expect(parseRoiField(field, raw)).toEqual({ error });
  });
});

describe('parseRoiInputs', () => {
  const defaults = Object.fromEntries(roiFields.map((field) => [field, String(defaultRoiInputs[field])])) as Record<
    RoiField,
    string
  >;

  it('turns the starting assumptions into inputs', () => {
    expect(parseRoiInputs(defaults)).toEqual({ inputs: defaultRoiInputs, errors: null });
  });

  it('reports every invalid field and no inputs', () => {
    expect(parseRoiInputs({ ...defaults, properties: '', hourlyCost: 'abc' })).toEqual({
      inputs: null,
      errors: { properties: 'Enter a number', hourlyCost: 'Enter a number, like 12 or 12.5' },
    });
  });
});
