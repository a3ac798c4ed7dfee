import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { useEndTenancyMutation } from '../api/tenancies.generated';
import { endTenancySchema } from '../lib/tenancy-forms';

/** LEASE-03: the tenancy ends (today at the latest); the property is vacant again when nothing else lets it. */
export function EndTenancyForm({ id, today, onDone }: { id: string; today: string; onDone: () => void }) {
  const form = useZodForm(endTenancySchema, { defaultValues: { endDate: today } });
  const [end] = useEndTenancyMutation();
  return (
    <Form
      form={form}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={async (input) => {
        await end({ variables: { id, input } });
        onDone();
      }}
    >
      <TextField name="endDate" label="Last day" type="date" required description="Today at the latest" />
      <SubmitButton className="sm:col-span-2 sm:justify-self-start" variant="destructive" pendingLabel="Ending…">
        End tenancy
      </SubmitButton>
    </Form>
  );
}
