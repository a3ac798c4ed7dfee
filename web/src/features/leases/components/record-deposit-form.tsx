import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import type { TenancyDetailFragment } from '../api/tenancies.generated';
import { useRecordDepositMutation } from '../api/tenancies.generated';
import { recordDepositSchema } from '../lib/tenancy-forms';

type Deposit = TenancyDetailFragment['deposit'];

/** DEP-01: the day received, the day protected, the scheme's reference, the day the prescribed information was served. */
export function RecordDepositForm({ id, deposit, onDone }: { id: string; deposit: Deposit; onDone: () => void }) {
  const form = useZodForm(recordDepositSchema, {
    defaultValues: {
      receivedOn: deposit.receivedOn ?? '',
      protectedOn: deposit.protectedOn ?? '',
      reference: deposit.reference ?? '',
      prescribedInformationServedOn: deposit.prescribedInformationServedOn ?? '',
    },
  });
  const [record] = useRecordDepositMutation();
  return (
    <Form
      form={form}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={async (values) => {
        await record({
          variables: {
            id,
            input: {
              receivedOn: values.receivedOn || null,
              protectedOn: values.protectedOn || null,
              reference: values.reference || null,
              prescribedInformationServedOn: values.prescribedInformationServedOn || null,
            },
          },
        });
        onDone();
      }}
    >
      <TextField name="receivedOn" label="Received on" type="date" optional />
      <TextField name="protectedOn" label="Protected on" type="date" optional />
      <TextField name="reference" label="Certificate or reference" optional autoComplete="off" />
      <TextField name="prescribedInformationServedOn" label="Prescribed information served on" type="date" optional />
      <SubmitButton className="sm:col-span-2 sm:justify-self-start" pendingLabel="Saving…">
        Save deposit
      </SubmitButton>
    </Form>
  );
}
