import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { emptyRightToRentForm, RIGHT_TO_RENT_METHODS, rightToRentFormSchema } from '../lib/right-to-rent-form';
import { rightToRentMethodLabels } from './tenant-labels';

const METHOD_OPTIONS = RIGHT_TO_RENT_METHODS.map((method) => ({
  value: method,
  label: rightToRentMethodLabels[method],
}));

interface RightToRentCheckFormProps {
  /** Throws the mutation's error: field messages land on their fields (TEN-02). */
  onSubmit: (values: z.output<typeof rightToRentFormSchema>) => Promise<unknown>;
}

/** TEN-02: a check just made; an online check's share code, and a time-limited right's last day. */
export function RightToRentCheckForm({ onSubmit }: RightToRentCheckFormProps) {
  const form = useZodForm(rightToRentFormSchema, { defaultValues: emptyRightToRentForm() });
  const method = useWatch({ control: form.control, name: 'method' });
  const timeLimited = useWatch({ control: form.control, name: 'timeLimited' });
  return (
    <Form form={form} className="space-y-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="checkedOn" label="Date of the check" required type="date" />
        <SelectField name="method" label="How it was checked" required options={METHOD_OPTIONS} />
        {method === 'online_share_code' ? (
          <TextField
            name="shareCode"
            label="Share code"
            required
            autoComplete="off"
            description="9 letters and digits, such as W4K 7PX 9QM"
          />
        ) : null}
      </div>
      <CheckboxField name="timeLimited" label="The right to rent is time-limited" />
      {timeLimited ? (
        <TextField
          name="expiresOn"
          label="Last day of the right"
          required
          type="date"
          description="An alert is raised 28 days before it."
        />
      ) : null}
      <SubmitButton pendingLabel="Recording…">Record check</SubmitButton>
    </Form>
  );
}
