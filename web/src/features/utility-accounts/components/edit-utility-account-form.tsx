import { UTILITY_PAYERS } from '@pm/contracts';
import { z } from 'zod';

import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';

import type { UtilityAccountItemFragment } from '../api/utility-accounts.generated';
import { useUpdateUtilityAccountMutation } from '../api/utility-accounts.generated';
import { meterPointLabel, optionsOf, UTILITY_PAYER_LABELS } from '../lib/utility-labels';

const schema = z.object({
  supplier: z.string().trim().min(1, 'Enter the supplier').max(200, 'Use at most 200 characters'),
  accountNumber: z.string().trim().max(100, 'Use at most 100 characters'),
  meterPoint: z.string().trim(),
  payer: z.enum(UTILITY_PAYERS, { message: 'Choose who pays' }),
});

/** The account's supplier, number, meter point and payer; its property and kind stay. */
export function EditUtilityAccountForm({
  account,
  onDone,
}: {
  account: UtilityAccountItemFragment;
  onDone: () => void;
}) {
  const pointLabel = meterPointLabel(account.kind);
  const form = useZodForm(schema, {
    defaultValues: {
      supplier: account.supplier,
      accountNumber: account.accountNumber ?? '',
      meterPoint: account.meterPoint ?? '',
      payer: account.payer,
    },
  });
  const [update] = useUpdateUtilityAccountMutation();
  return (
    <Form
      form={form}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (values) => {
        await update({
          variables: {
            id: account.id,
            input: {
              supplier: values.supplier,
              accountNumber: values.accountNumber || null,
              ...(pointLabel ? { meterPoint: values.meterPoint.replace(/[\s-]/g, '') } : {}),
              payer: values.payer,
            },
          },
        });
        onDone();
      }}
    >
      <TextField name="supplier" label="Supplier" required />
      <TextField name="accountNumber" label="Account number" optional />
      {pointLabel ? <TextField name="meterPoint" label={pointLabel} required inputMode="numeric" /> : null}
      <SelectField name="payer" label="Who pays" required options={optionsOf(UTILITY_PAYER_LABELS)} />
      <div className="flex gap-2 sm:col-span-2">
        <SubmitButton pendingLabel="Saving…">Save changes</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
