import type { z } from 'zod';

import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { TENANT_STATUSES, tenantFormSchema } from '../lib/tenant-form';
import type { TenantFormValues } from '../lib/tenant-form';
import { tenantStatusLabels } from './tenant-labels';

interface TenantFormProps {
  defaultValues: TenantFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Throws the mutation's error: field messages land on their fields (TEN-01). */
  onSubmit: (values: z.output<typeof tenantFormSchema>) => Promise<unknown>;
}

const STATUS_OPTIONS = TENANT_STATUSES.map((status) => ({ value: status, label: tenantStatusLabels[status].label }));

/** Create and edit share this form: the tenant, their emergency contact, status and the agency's notes. */
export function TenantForm({ defaultValues, submitLabel, pendingLabel, onSubmit }: TenantFormProps) {
  const form = useZodForm(tenantFormSchema, { defaultValues });
  return (
    <Form form={form} className="space-y-6" onSubmit={onSubmit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Tenant</legend>
        <TextField name="firstName" label="First name" required autoComplete="off" />
        <TextField name="lastName" label="Last name" required autoComplete="off" />
        <TextField name="email" label="E-mail" required type="email" autoComplete="off" />
        <TextField
          name="phone"
          label="Phone"
          required
          type="tel"
          autoComplete="off"
          description="A UK number, such as 07700 900123"
        />
        <TextField name="dateOfBirth" label="Date of birth" optional type="date" />
        <SelectField name="status" label="Status" required options={STATUS_OPTIONS} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Emergency contact</legend>
        <TextField name="emergencyContactName" label="Name" optional autoComplete="off" />
        <TextField name="emergencyContactPhone" label="Phone" optional type="tel" autoComplete="off" />
        <TextField
          name="emergencyContactRelationship"
          label="Relationship"
          optional
          autoComplete="off"
          description="Such as Mother or Partner"
        />
      </fieldset>
      <TextareaField name="notes" label="Notes" optional description="Seen by your staff only." rows={3} />
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  );
}
