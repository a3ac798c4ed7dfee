import { METER_READING_KINDS } from '@pm/contracts';
import { z } from 'zod';

import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatDate } from '@/lib/format';

import type { MeterReadingItemFragment } from '../api/utility-accounts.generated';
import { useRecordMeterReadingMutation } from '../api/utility-accounts.generated';
import { formatReading, METER_READING_KIND_LABELS, optionsOf } from '../lib/utility-labels';

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const today = () => londonDay.format(new Date());

function schemaFor(previous: MeterReadingItemFragment | undefined) {
  return z
    .object({
      readOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the meter was read'),
      value: z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,3})?$/, 'Enter the reading as a number of at most 3 decimal places'),
      kind: z.enum(METER_READING_KINDS, { message: 'Choose a reading' }),
      takenByName: z.string().trim().min(1, 'Enter who read the meter').max(200, 'Use at most 200 characters'),
      meterReplaced: z.boolean(),
    })
    .superRefine((value, ctx) => {
      if (previous && Number(value.value) < previous.value && !value.meterReplaced && value.readOn >= previous.readOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Lower than the previous reading (${formatReading(previous.value)} on ${formatDate(previous.readOn)}): tick "Meter replaced" to confirm`,
        });
      }
    });
}

/**
 * A new reading of one account's meter. A value lower than the previous reading needs "Meter replaced" ticked;
 * the server checks it again against the reading before the date given.
 */
export function RecordMeterReadingForm({
  accountId,
  previous,
  onDone,
}: {
  accountId: string;
  previous: MeterReadingItemFragment | undefined;
  onDone: () => void;
}) {
  const form = useZodForm(schemaFor(previous), {
    defaultValues: { readOn: today(), value: '', kind: 'routine', takenByName: '', meterReplaced: false },
  });
  const value = form.watch('value');
  const lower = previous !== undefined && value !== '' && Number(value) < previous.value;
  const [record] = useRecordMeterReadingMutation();
  return (
    <Form
      form={form}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (values) => {
        await record({ variables: { input: { accountId, ...values, value: Number(values.value) } } });
        onDone();
      }}
    >
      <TextField name="readOn" label="Date read" type="date" required max={today()} />
      <TextField name="value" label="Reading" required inputMode="decimal" />
      <SelectField name="kind" label="Reading type" required options={optionsOf(METER_READING_KIND_LABELS)} />
      <TextField name="takenByName" label="Read by" required />
      {lower ? (
        <CheckboxField
          name="meterReplaced"
          label="Meter replaced"
          description="The reading is lower than the last one because the meter was changed"
          className="sm:col-span-2"
        />
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <SubmitButton pendingLabel="Saving…">Save reading</SubmitButton>
      </div>
    </Form>
  );
}
