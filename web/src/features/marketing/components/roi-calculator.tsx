import { useState } from 'react';

import { formatPence } from '@/lib/format';

import { calculateRoi, defaultRoiInputs, parseRoiInputs, roiFields } from '../lib/roi';
import type { RoiField, RoiInputs } from '../lib/roi';
import { RoiInput } from './roi-input';
import { RoiResultLine } from './roi-result-line';

const groups: readonly { legend: string; fields: readonly RoiField[] }[] = [
  { legend: 'Admin time', fields: ['properties', 'adminHoursPerProperty', 'hourlyCost', 'adminTimeSavedPercent'] },
  { legend: 'Maintenance', fields: ['jobsPerMonth', 'minutesSavedPerJob'] },
  { legend: 'Voids', fields: ['voidDaysAvoided', 'averageMonthlyRent'] },
];

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const hours = (value: number) => `${number.format(value)} ${value === 1 ? 'hour' : 'hours'}`;
const pounds = (value: number) => formatPence(Math.round(value * 100));

function toText(inputs: RoiInputs): Record<RoiField, string> {
  const text = {} as Record<RoiField, string>;
  for (const field of roiFields) text[field] = String(inputs[field]);
  return text;
}

export function RoiCalculator() {
  const [raw, setRaw] = useState<Record<RoiField, string>>(() => toText(defaultRoiInputs));
  const parsed = parseRoiInputs(raw);
  const errors = parsed.errors ?? {};
  const inputs = parsed.inputs;
  const result = inputs ? calculateRoi(inputs) : null;

  const change = (field: RoiField, value: string) => setRaw((current) => ({ ...current, [field]: value }));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form aria-label="Your figures" onSubmit={(event) => event.preventDefault()} noValidate className="space-y-6">
        {groups.map((group) => (
          <fieldset key={group.legend} className="rounded-lg border border-slate-200 p-4 sm:p-5">
            <legend className="px-1 text-sm font-semibold text-slate-900">{group.legend}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((field) => (
                <RoiInput key={field} field={field} value={raw[field]} error={errors[field]} onChange={change} />
              ))}
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          onClick={() => setRaw(toText(defaultRoiInputs))}
        >
          Reset to the starting assumptions
        </button>
      </form>

      <section
        aria-labelledby="roi-result-heading"
        className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24"
      >
        <h2 id="roi-result-heading" className="text-lg font-semibold text-slate-900">
          Your estimate per year
        </h2>
        {result && inputs ? (
          <>
            <p className="mt-3" aria-live="polite">
              <span className="block text-sm text-slate-600">Estimated yearly saving</span>
              <span className="text-3xl font-bold text-brand-700 tabular-nums" data-testid="roi-total">
                {formatPence(result.totalSavingPerYearPence)}
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                and {hours(result.totalHoursSavedPerYear)} of staff time
              </span>
            </p>
            <dl className="mt-4">
              <RoiResultLine
                label="Admin time today"
                value={`${hours(result.adminHoursPerYear)} · ${formatPence(result.adminCostPerYearPence)}`}
                formula={`${number.format(inputs.properties)} properties × ${hours(inputs.adminHoursPerProperty)} × 12 months, at ${pounds(inputs.hourlyCost)} an hour.`}
              />
              <RoiResultLine
                label="Admin saving"
                value={formatPence(result.adminSavingPerYearPence)}
                formula={`${number.format(inputs.adminTimeSavedPercent)}% of ${hours(result.adminHoursPerYear)} = ${hours(result.adminHoursSavedPerYear)}, × ${pounds(inputs.hourlyCost)} an hour.`}
              />
              <RoiResultLine
                label="Maintenance coordination saving"
                value={formatPence(result.maintenanceSavingPerYearPence)}
                formula={`${number.format(inputs.jobsPerMonth)} jobs × ${number.format(inputs.minutesSavedPerJob)} minutes × 12 months ÷ 60 = ${hours(result.maintenanceHoursSavedPerYear)}, × ${pounds(inputs.hourlyCost)} an hour.`}
              />
              <RoiResultLine
                label="Rent kept by avoiding voids"
                value={formatPence(result.voidSavingPerYearPence)}
                formula={`${number.format(inputs.voidDaysAvoided)} days × daily rent of ${formatPence(result.dailyRentPence)} (${pounds(inputs.averageMonthlyRent)} × 12 ÷ 365).`}
              />
            </dl>
            <p className="mt-4 text-xs text-slate-500">
              Total = admin saving + maintenance saving + rent kept. This is an estimate from your own figures and
              assumptions, not a promise of results.
            </p>
          </>
        ) : (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Correct the highlighted {Object.keys(errors).length === 1 ? 'field' : 'fields'} to see your estimate.
          </p>
        )}
      </section>
    </div>
  );
}
