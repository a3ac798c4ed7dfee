import { z } from 'zod';

import type { BadgeTone } from '@/components/ui/badge';
import { pounds } from './tenancy-forms';
import type { RentChargeState, RentPaymentMethod } from '@/gql/types';

export const RENT_CHARGE_STATES = ['overdue', 'part_paid', 'due', 'paid'] as const satisfies readonly RentChargeState[];

export const rentStateLabels: Record<RentChargeState, { label: string; tone: BadgeTone }> = {
  overdue: { label: 'Overdue', tone: 'danger' },
  part_paid: { label: 'Part paid', tone: 'warning' },
  due: { label: 'Due', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
};

export const rentStateNames: Record<RentChargeState, string> = {
  overdue: 'Overdue',
  part_paid: 'Part paid',
  due: 'Due',
  paid: 'Paid',
};

export const PAYMENT_METHODS = [
  'bank_transfer',
  'standing_order',
  'card',
  'cash',
  'cheque',
  'other',
] as const satisfies readonly RentPaymentMethod[];

export const paymentMethodLabels: Record<RentPaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  standing_order: 'Standing order',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
};

/** RENT-01: quick checks as the person types; the service checks again and its messages land on the same fields. */
export const recordPaymentSchema = z.object({
  amount: pounds('amount').refine((text) => Number(text.replace(/,/g, '')) > 0, 'Enter an amount more than £0'),
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day it was received'),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(100, 'Use at most 100 characters'),
});

/** The server names the amount in pence; the form in pounds. */
export const RECORD_PAYMENT_FIELD_NAMES = { amountPence: 'amount' } as const;
