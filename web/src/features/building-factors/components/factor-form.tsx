import type { z } from 'zod';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { FACTOR_FIELD_NAMES, factorFormSchema } from '../lib/factor-form';
import type { FactorFormValues } from '../lib/factor-form';

interface FactorFormProps {
  defaultValues: FactorFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Throws the mutation's error: field messages land on their fields (BF-01). */
  onSubmit: (values: z.output<typeof factorFormSchema>) => Promise<unknown>;
}

/** Create and edit share this form: the factor, how to reach them, what they charge, notes. */
export function FactorForm({ defaultValues, submitLabel, pendingLabel, onSubmit }: FactorFormProps) {
  const form = useZodForm(factorFormSchema, { defaultValues });
  return (
    <Form form={form} fieldNames={FACTOR_FIELD_NAMES} className="space-y-6" onSubmit={onSubmit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Factor</legend>
        <TextField name="name" label="Company name" required autoComplete="off" className="sm:col-span-2" />
        <TextField name="contactName" label="Contact" optional autoComplete="off" className="sm:col-span-2" />
        <TextField name="email" label="E-mail" optional type="email" autoComplete="off" />
        <TextField name="phone" label="Phone" optional type="tel" autoComplete="off" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Address</legend>
        <TextField name="addressLine1" label="Address line 1" optional autoComplete="off" className="sm:col-span-2" />
        <TextField name="addressLine2" label="Address line 2" optional autoComplete="off" className="sm:col-span-2" />
        <TextField name="city" label="Town or city" optional autoComplete="off" />
        <TextField name="postcode" label="Postcode" optional autoComplete="off" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Charges</legend>
        <TextField
          name="fees"
          label="Fees"
          optional
          autoComplete="off"
          description="As the factor states them, such as £96 a year per flat, plus VAT."
        />
        <TextField name="serviceCharge" label="Service charge a year (£)" optional inputMode="decimal" />
        <TextareaField name="notes" label="Notes" optional rows={4} className="sm:col-span-2" />
      </fieldset>
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  );
}
