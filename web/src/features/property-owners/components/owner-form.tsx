import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { OWNER_FIELD_NAMES, ownerFormSchema } from '../lib/owner-form';
import type { OwnerFormValues } from '../lib/owner-form';

interface OwnerFormProps {
  defaultValues: OwnerFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** On an edit, what is on record (masked): blank bank numbers keep it. */
  storedBank?: string | null;
  /** Throws the mutation's error: field messages land on their fields (OWN-01). */
  onSubmit: (values: z.output<typeof ownerFormSchema>) => Promise<unknown>;
}

const FEE_KINDS = [
  { value: 'percent', label: 'Percent of rent collected' },
  { value: 'fixed', label: 'Fixed amount a month' },
];

/** Create and edit share this form: contact, correspondence address, bank details, fee and spending limit. */
export function OwnerForm({ defaultValues, submitLabel, pendingLabel, storedBank, onSubmit }: OwnerFormProps) {
  const form = useZodForm(ownerFormSchema, { defaultValues });
  const feeKind = useWatch({ control: form.control, name: 'managementFeeKind' });
  return (
    <Form form={form} fieldNames={OWNER_FIELD_NAMES} className="space-y-6" onSubmit={onSubmit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Contact</legend>
        <TextField name="name" label="Name" required autoComplete="off" className="sm:col-span-2" />
        <TextField name="email" label="E-mail" optional type="email" autoComplete="off" />
        <TextField name="phone" label="Phone" optional type="tel" autoComplete="off" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Correspondence address</legend>
        <TextField name="addressLine1" label="Address line 1" optional autoComplete="off" className="sm:col-span-2" />
        <TextField name="addressLine2" label="Address line 2" optional autoComplete="off" className="sm:col-span-2" />
        <TextField name="city" label="Town or city" optional autoComplete="off" />
        <TextField name="postcode" label="Postcode" optional autoComplete="off" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Bank details</legend>
        {storedBank ? (
          <p className="text-sm text-slate-600 sm:col-span-3">
            On record: {storedBank}. Leave the numbers blank to keep them.
          </p>
        ) : null}
        <TextField name="bankAccountName" label="Account name" optional autoComplete="off" />
        <TextField
          name="bankSortCode"
          label="Sort code"
          optional
          inputMode="numeric"
          autoComplete="off"
          description="6 digits, such as 12-34-56"
        />
        <TextField
          name="bankAccountNumber"
          label="Account number"
          optional
          inputMode="numeric"
          autoComplete="off"
          description="8 digits"
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Fees and limits</legend>
        <SelectField name="managementFeeKind" label="Management fee" required options={FEE_KINDS} />
        {feeKind === 'fixed' ? (
          <TextField name="managementFeeFixed" label="Monthly fee (£)" required inputMode="decimal" />
        ) : (
          <TextField name="managementFeePercent" label="Fee (% of rent)" required inputMode="decimal" />
        )}
        <TextField
          name="spendingLimit"
          label="Spending limit per repair (£)"
          required
          inputMode="decimal"
          description="A repair above it waits for the owner's approval."
        />
      </fieldset>
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  );
}
