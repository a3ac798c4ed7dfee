import type { MeterReadingKind, UtilityKind, UtilityPayer } from '@pm/contracts';

export const UTILITY_KIND_LABELS: Record<UtilityKind, string> = {
  electricity: 'Electricity',
  gas: 'Gas',
  water: 'Water',
  council_tax: 'Council tax',
  broadband: 'Broadband',
  tv_licence: 'TV licence',
};

export const UTILITY_PAYER_LABELS: Record<UtilityPayer, string> = {
  tenant: 'Tenant pays',
  landlord: 'Landlord pays',
};

export const METER_READING_KIND_LABELS: Record<MeterReadingKind, string> = {
  move_in: 'Move-in',
  move_out: 'Move-out',
  routine: 'Routine',
};

/** What the meter point is called for a kind; null for kinds without one. */
export function meterPointLabel(kind: UtilityKind): string | null {
  if (kind === 'electricity') return 'MPAN core';
  if (kind === 'gas') return 'MPRN';
  return null;
}

const readingFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** 19874.5 -> '19,874.5'. */
export const formatReading = (value: number): string => readingFormat.format(value);

export const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
