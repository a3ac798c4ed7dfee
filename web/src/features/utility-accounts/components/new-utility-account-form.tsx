import { UTILITY_KINDS, UTILITY_PAYERS } from '@pm/contracts';
import { z } from 'zod';

import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { UtilityAccountsDocument, useCreateUtilityAccountMutation } from '../api/utility-accounts.generated';
import { meterPointLabel, optionsOf, UTILITY_KIND_LABELS, UTILITY_PAYER_LABELS } from '../lib/utility-labels';

const digits = (value: string) => value.replace(/[\s-]/g, '');

// The check digit of an MPAN core is the server's to verify; the shape shows at once.
const schema = z
  .object({
    kind: z.enum(UTILITY_KINDS, { message: 'Choose a utility' }),
    supplier: z.string().trim().min(1, 'Enter the supplier').max(200, 'Use at most 200 characters'),
    accountNumber: z.string().trim().max(100, 'Use at most 100 characters'),
    meterPoint: z.string().trim(),
    payer: z.enum(UTILITY_PAYERS, { message: 'Choose who pays' }),
  })
  .superRefine((value, ctx) => {
    const point = digits(value.meterPoint);
    if (value.kind === 'electricity' && !/^\d{13}$/.test(point)) {
      ctx.addIssue({ code: 'custom', path: ['meterPoint'], message: 'An MPAN core is 13 digits' });
    }
    if (value.kind === 'gas' && !/^\d{6,10}$/.test(point)) {
      ctx.addIssue({ code: 'custom', path: ['meterPoint'], message: 'An MPRN is 6 to 10 digits' });
    }
  });

type Values = z.input<typeof schema>;

const EMPTY: Values = { kind: 'electricity', supplier: '', accountNumber: '', meterPoint: '', payer: 'tenant' };

/** Adds an account to the chosen property; the server's messages by field show on the fields. */
export function NewUtilityAccountForm({ propertyId }: { propertyId: string }) {
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const kind = form.watch('kind');
  const pointLabel = kind ? meterPointLabel(kind) : null;
  const [create] = useCreateUtilityAccountMutation({
    refetchQueries: [{ query: UtilityAccountsDocument, variables: { propertyId } }],
    awaitRefetchQueries: true,
  });
  return (
    <Form
      form={form}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={async (values) => {
        await create({
          variables: {
            input: {
              propertyId,
              kind: values.kind,
              supplier: values.supplier,
              accountNumber: values.accountNumber || null,
              meterPoint: meterPointLabel(values.kind) ? digits(values.meterPoint) : null,
              payer: values.payer,
            },
          },
        });
        form.reset(EMPTY);
      }}
    >
      <SelectField name="kind" label="Utility" required options={optionsOf(UTILITY_KIND_LABELS)} />
      <TextField name="supplier" label="Supplier" required />
      <TextField name="accountNumber" label="Account number" optional />
      {pointLabel ? (
        <TextField
          name="meterPoint"
          label={pointLabel}
          required
          inputMode="numeric"
          description={kind === 'electricity' ? 'The 13-digit core on the bill' : '6 to 10 digits'}
        />
      ) : null}
      <SelectField name="payer" label="Who pays" required options={optionsOf(UTILITY_PAYER_LABELS)} />
      <div className="flex items-end">
        <SubmitButton pendingLabel="Adding…">Add account</SubmitButton>
      </div>
    </Form>
  );
}
