import { z } from 'zod';

import type { RecordRightToRentCheckInput, RightToRentMethod } from '@/gql/types';
import { londonToday } from '@/lib/london-today';

export const RIGHT_TO_RENT_METHODS = [
  'manual_document',
  'online_share_code',
  'idvt',
] as const satisfies readonly RightToRentMethod[];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const compactShareCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** TEN-02: the check's date, how it was made, an online check's share code and a time-limited right's last day. */
export const rightToRentFormSchema = z
  .object({
    checkedOn: z
      .string()
      .refine(
        (value) => DATE.test(value) && value <= londonToday(),
        'Enter the date of the check as YYYY-MM-DD, not in the future',
      ),
    method: z.enum(RIGHT_TO_RENT_METHODS),
    shareCode: z.string().trim(),
    timeLimited: z.boolean(),
    expiresOn: z.string(),
  })
  .superRefine((values, context) => {
    if (values.method === 'online_share_code' && !/^[A-Z0-9]{9}$/.test(compactShareCode(values.shareCode))) {
      context.addIssue({
        code: 'custom',
        path: ['shareCode'],
        message: 'Enter the share code: 9 letters and digits, such as W4K 7PX 9QM',
      });
    }
    if (values.timeLimited && !(DATE.test(values.expiresOn) && values.expiresOn > values.checkedOn)) {
      context.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: 'Enter the last day of the right as YYYY-MM-DD, after the date of the check',
      });
    }
  });

export type RightToRentFormValues = z.input<typeof rightToRentFormSchema>;

export const emptyRightToRentForm = (): RightToRentFormValues => ({
  checkedOn: londonToday(),
  method: 'manual_document',
  shareCode: '',
  timeLimited: false,
  expiresOn: '',
});

export function toRecordCheckInput(values: z.output<typeof rightToRentFormSchema>): RecordRightToRentCheckInput {
  return {
    checkedOn: values.checkedOn,
    method: values.method,
    shareCode: values.method === 'online_share_code' ? compactShareCode(values.shareCode) : null,
    expiresOn: values.timeLimited ? values.expiresOn : null,
  };
}
