import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import type { RentFrequency } from '@/gql/types';

import { useChangeRentMutation } from '../api/tenancies.generated';
import { CHANGE_RENT_FIELD_NAMES, changeRentSchema, poundsToPence } from '../lib/tenancy-forms';
import { rentPerLabels } from '../lib/tenancy-labels';

interface ChangeRentFormProps {
  id: string;
  today: string;
  frequency: RentFrequency;
  onDone: () => void;
}

/** LEASE-04: a new rent from a day, today or later: charges whose period has begun never change. */
export function ChangeRentForm({ id, today, frequency, onDone }: ChangeRentFormProps) {
  const form = useZodForm(changeRentSchema, { defaultValues: { effectiveFrom: today, rent: '' } });
  const [changeRent] = useChangeRentMutation();
  return (
    <Form
      form={form}
      fieldNames={CHANGE_RENT_FIELD_NAMES}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={async ({ effectiveFrom, rent }) => {
        await changeRent({ variables: { id, input: { effectiveFrom, rentPence: poundsToPence(rent) } } });
        onDone();
      }}
    >
      <TextField name="effectiveFrom" label="New rent from" type="date" required />
      <TextField name="rent" label={`New rent (£ ${rentPerLabels[frequency]})`} required inputMode="decimal" />
      <SubmitButton className="sm:col-span-2 sm:justify-self-start" pendingLabel="Saving…">
        Change rent
      </SubmitButton>
    </Form>
  );
}
