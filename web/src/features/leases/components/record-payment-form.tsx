import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { useRecordRentPaymentMutation } from '../api/rent.generated';
import {
  PAYMENT_METHODS,
  paymentMethodLabels,
  RECORD_PAYMENT_FIELD_NAMES,
  recordPaymentSchema,
} from '../lib/rent-labels';
import { poundsToPence } from '../lib/tenancy-forms';

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] }));

interface RecordPaymentFormProps {
  tenancyId: string;
  /** Today in Europe/London: the form's default day and the latest it allows. */
  today: string;
  onDone: () => void;
}

/** RENT-01: a payment received, in pounds; it pays the oldest charge first. The ledger and arrears follow. */
export function RecordPaymentForm({ tenancyId, today, onDone }: RecordPaymentFormProps) {
  const form = useZodForm(recordPaymentSchema, {
    defaultValues: { amount: '', paidOn: today, method: 'bank_transfer', reference: '' },
  });
  // The ledger, the arrears list and the tenancy's balance on screen all change with it.
  const [record] = useRecordRentPaymentMutation({ refetchQueries: 'active', awaitRefetchQueries: true });
  return (
    <Form
      form={form}
      fieldNames={RECORD_PAYMENT_FIELD_NAMES}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={async ({ amount, paidOn, method, reference }) => {
        await record({
          variables: {
            tenancyId,
            input: { amountPence: poundsToPence(amount), paidOn, method, reference: reference || null },
          },
        });
        onDone();
      }}
    >
      <TextField name="amount" label="Amount (£)" required inputMode="decimal" />
      <TextField name="paidOn" label="Received on" type="date" max={today} required />
      <SelectField name="method" label="Method" options={METHOD_OPTIONS} required />
      <TextField name="reference" label="Reference" />
      <SubmitButton className="sm:col-span-2 sm:justify-self-start" pendingLabel="Recording…">
        Record payment
      </SubmitButton>
    </Form>
  );
}
