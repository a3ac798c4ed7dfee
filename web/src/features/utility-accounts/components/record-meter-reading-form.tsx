import { METER_READING_KINDS } from '@pm/contracts';
import { useState } from 'react';
import { z } from 'zod';

import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatDate } from '@/lib/format';
import { londonToday } from '@/lib/london-today';

import type { MeterReadingItemFragment } from '../api/utility-accounts.generated';
import { useRecordMeterReadingMutation } from '../api/utility-accounts.generated';
import { useRefreshUtilityAccounts } from '../hooks/use-refresh-utility-accounts';
import { meterPhotoProblem, photoUploadMessage, uploadMeterPhoto } from '../lib/meter-photos';
import { formatReading, METER_READING_KIND_LABELS, optionsOf } from '../lib/utility-labels';
import { AddMeterPhotoForm } from './add-meter-photo-form';
import { MeterPhotoInput } from './meter-photo-input';

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

/** The reading saved but its photo refused: the reading is not sent again, only the photo. */
interface PhotoRefused {
  /** Null when the reading is older than the readings the account answers with, so it cannot be named. */
  readingId: string | null;
  message: string;
}

/**
 * A new reading of one account's meter, with an optional photo of the register (UTIL-01). A value lower than the
 * previous reading needs "Meter replaced" ticked; the server checks it again against the reading before the date
 * given. The reading is recorded over GraphQL, then its photo is uploaded over REST (GraphQL carries no files).
 */
export function RecordMeterReadingForm({
  accountId,
  readings,
  onDone,
}: {
  accountId: string;
  /** The account's readings as shown, newest first. */
  readings: readonly MeterReadingItemFragment[];
  onDone: () => void;
}) {
  const previous = readings[0];
  const form = useZodForm(schemaFor(previous), {
    defaultValues: { readOn: londonToday(), value: '', kind: 'routine', takenByName: '', meterReplaced: false },
  });
  const value = form.watch('value');
  const lower = previous !== undefined && value !== '' && Number(value) < previous.value;
  const [record] = useRecordMeterReadingMutation();
  const refresh = useRefreshUtilityAccounts();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [stage, setStage] = useState<'reading' | 'photo' | null>(null);
  const [photoRefused, setPhotoRefused] = useState<PhotoRefused | null>(null);

  if (photoRefused?.readingId === null) {
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {photoRefused.message}
        </p>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }
  if (photoRefused) {
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The reading was saved, but not its photo: {photoRefused.message} Choose another photo, or add one later.
        </p>
        <AddMeterPhotoForm
          accountId={accountId}
          readingId={photoRefused.readingId}
          onDone={onDone}
          cancelLabel="Skip the photo"
        />
      </div>
    );
  }

  return (
    <Form
      form={form}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (values) => {
        const problem = photo && meterPhotoProblem(photo);
        setPhotoError(problem);
        if (problem) return;
        const known = new Set(readings.map((reading) => reading.id));
        setStage('reading');
        try {
          const { data } = await record({
            variables: { input: { accountId, ...values, value: Number(values.value) } },
          });
          // The new reading is the one the account did not have; one dated before the newest 50 is not answered.
          const recorded = data?.recordMeterReading.readings.find((reading) => !known.has(reading.id));
          if (photo && !recorded) {
            setPhotoRefused({
              readingId: null,
              message: 'The reading was saved. It is older than the readings listed, so its photo was not added.',
            });
            return;
          }
          if (photo && recorded) {
            setStage('photo');
            try {
              await uploadMeterPhoto(accountId, recorded.id, photo);
              await refresh();
            } catch (error) {
              setPhotoRefused({ readingId: recorded.id, message: photoUploadMessage(error) });
              return;
            }
          }
        } finally {
          setStage(null);
        }
        onDone();
      }}
    >
      <TextField name="readOn" label="Date read" type="date" required max={londonToday()} />
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
      <div className="sm:col-span-2">
        <MeterPhotoInput
          id={`meter-photo-new-${accountId}`}
          label="Photo of the meter (optional)"
          error={photoError}
          onChange={(file) => {
            setPhoto(file);
            setPhotoError(file && meterPhotoProblem(file));
          }}
        />
      </div>
      {stage ? (
        <p role="status" className="text-sm text-slate-600 sm:col-span-2">
          {stage === 'reading' ? 'Saving the reading…' : 'Uploading the photo…'}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <SubmitButton pendingLabel="Saving…">Save reading</SubmitButton>
      </div>
    </Form>
  );
}
