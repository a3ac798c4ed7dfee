import { z } from 'zod';

import type { CreateTenancyInput, DepositScheme, RentFrequency, TenancyType } from '@/gql/types';

import { RENT_FREQUENCIES, takesDueDay } from './tenancy-labels';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (message: string) => z.string().regex(DATE, message);
const optionalDate = z.union([z.literal(''), z.string().regex(DATE, 'Enter a date as YYYY-MM-DD')]);

/** "1,250.50" -> 125050: money is typed in pounds and sent in whole pence (ISO-05). */
export function poundsToPence(text: string): number {
  const [pounds = '0', pence = ''] = text.replace(/,/g, '').trim().split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0') || '0');
}

export const pounds = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,3}(,?\d{3})*|\d+)(\.\d{1,2})?$/, `Enter the ${what} in pounds, such as 950 or 950.50`);

/**
 * LEASE-01..04, DEP-01: quick checks as the person goes; the service checks the nation's rules again and its
 * messages land on the same fields (a deposit over the cap shows the cap).
 */
export const tenancyFormSchema = z
  .object({
    propertyId: z.string().min(1, 'Choose the property'),
    tenantIds: z.array(z.string()).min(1, 'Choose at least one tenant').max(10, 'Choose at most 10 tenants'),
    type: z.string().min(1, 'Choose the tenancy type'),
    startDate: date('Enter the start date'),
    endDate: optionalDate,
    rent: pounds('rent'),
    rentFrequency: z.enum(RENT_FREQUENCIES),
    rentDueDay: z.string().trim(),
    hasDeposit: z.boolean(),
    deposit: z.string().trim(),
    depositScheme: z.string(),
  })
  .superRefine((values, context) => {
    if (values.endDate !== '' && values.endDate < values.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' });
    }
    if (takesDueDay(values.rentFrequency)) {
      const day = Number(values.rentDueDay);
      if (!/^\d{1,2}$/.test(values.rentDueDay) || day < 1 || day > 31) {
        context.addIssue({ code: 'custom', path: ['rentDueDay'], message: 'Enter a day of the month from 1 to 31' });
      }
    }
    if (values.hasDeposit && !/^(\d{1,3}(,?\d{3})*|\d+)(\.\d{1,2})?$/.test(values.deposit)) {
      context.addIssue({ code: 'custom', path: ['deposit'], message: 'Enter the deposit in pounds, such as 1153.84' });
    }
  });

export type TenancyFormValues = z.input<typeof tenancyFormSchema>;

/** The server names money in pence; the form in pounds. */
export const TENANCY_FIELD_NAMES = { rentPence: 'rent', depositPence: 'deposit' } as const;

export const EMPTY_TENANCY_FORM: TenancyFormValues = {
  propertyId: '',
  tenantIds: [],
  type: '',
  startDate: '',
  endDate: '',
  rent: '',
  rentFrequency: 'monthly',
  rentDueDay: '1',
  hasDeposit: true,
  deposit: '',
  depositScheme: '',
};

export function toCreateTenancyInput(values: z.output<typeof tenancyFormSchema>): CreateTenancyInput {
  const frequency: RentFrequency = values.rentFrequency;
  return {
    propertyId: values.propertyId,
    tenantIds: values.tenantIds,
    type: values.type as TenancyType,
    startDate: values.startDate,
    endDate: values.endDate || null,
    rentPence: poundsToPence(values.rent),
    rentFrequency: frequency,
    rentDueDay: takesDueDay(frequency) ? Number(values.rentDueDay) : null,
    depositPence: values.hasDeposit ? poundsToPence(values.deposit) : null,
    depositScheme: values.hasDeposit && values.depositScheme ? (values.depositScheme as DepositScheme) : null,
  };
}

export const giveNoticeSchema = z
  .object({ noticeGivenOn: date('Enter the day notice was given'), endDate: date('Enter the last day') })
  .refine((values) => values.endDate >= values.noticeGivenOn, {
    path: ['endDate'],
    message: 'The tenancy cannot end before notice is given',
  });

export const endTenancySchema = z.object({ endDate: date('Enter the last day') });

export const changeRentSchema = z.object({
  effectiveFrom: date('Enter the day the new rent starts'),
  rent: pounds('rent'),
});
export const CHANGE_RENT_FIELD_NAMES = { rentPence: 'rent' } as const;

export const recordDepositSchema = z.object({
  receivedOn: optionalDate,
  protectedOn: optionalDate,
  reference: z.string().trim().max(100, 'Use at most 100 characters'),
  prescribedInformationServedOn: optionalDate,
});
