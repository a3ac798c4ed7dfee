import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import type { CreatePropertyInput } from '@/gql/types';

import {
  EPC_RATINGS,
  LICENCES,
  NATIONS,
  PROPERTY_FIELD_NAMES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyFormSchema,
  toPropertyInput,
} from '../lib/property-form';
import type { PropertyFormValues } from '../lib/property-form';
import { OwnerPickerField } from './owner-picker-field';
import { licenceLabels, nationLabels, propertyStatusNames, propertyTypeLabels } from './property-labels';

interface PropertyFormProps {
  defaultValues: PropertyFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Throws the mutation's error: field messages land on their fields (PROP-02). */
  onSubmit: (input: CreatePropertyInput) => Promise<unknown>;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Create and edit share this form: address, postcode and nation, the home itself, rent, and the compliance facts. */
export function PropertyForm({ defaultValues, submitLabel, pendingLabel, onSubmit }: PropertyFormProps) {
  const form = useZodForm(propertyFormSchema, { defaultValues });
  return (
    <Form
      form={form}
      fieldNames={PROPERTY_FIELD_NAMES}
      className="space-y-6"
      onSubmit={(values) => onSubmit(toPropertyInput(values))}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Address</legend>
        <TextField name="addressLine1" label="Address line 1" required autoComplete="off" className="sm:col-span-2" />
        <TextField name="addressLine2" label="Address line 2" optional autoComplete="off" className="sm:col-span-2" />
        <TextField name="city" label="Town or city" required autoComplete="off" />
        <TextField name="postcode" label="Postcode" required autoComplete="off" description="For example SW1A 1AA" />
        <SelectField
          name="nation"
          label="Nation"
          placeholder="From the postcode"
          options={options(NATIONS, nationLabels)}
          description="Letting law differs by nation; we work it out from the postcode unless you choose."
        />
        <TextField
          name="reference"
          label="Reference"
          optional
          autoComplete="off"
          description="Left blank, one is made for you (PROP-0001)."
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">The home</legend>
        <SelectField name="type" label="Type" required options={options(PROPERTY_TYPES, propertyTypeLabels)} />
        <TextField name="bedrooms" label="Bedrooms" required inputMode="numeric" />
        <TextField name="bathrooms" label="Bathrooms" required inputMode="numeric" />
        <SelectField name="status" label="Status" required options={options(PROPERTY_STATUSES, propertyStatusNames)} />
        <TextField name="monthlyRent" label="Monthly rent (£)" optional inputMode="decimal" />
        <CheckboxField name="furnished" label="Let furnished" className="self-end" />
        <OwnerPickerField
          name="ownerId"
          label="Owner"
          optional
          className="sm:col-span-3"
          description="Search the owners by name."
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Safety and licensing</legend>
        <CheckboxField name="hasGasSupply" label="Has a gas supply" />
        <CheckboxField name="hasCommonParts" label="Has common parts (stairs, halls)" />
        <SelectField name="licence" label="Licence" options={options(LICENCES, licenceLabels)} />
        <SelectField
          name="epcRating"
          label="EPC rating"
          placeholder="Not known"
          options={EPC_RATINGS.map((rating) => ({ value: rating, label: rating }))}
        />
        <CheckboxField name="epcMinimumExempt" label="EPC minimum exemption registered" />
      </fieldset>
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  );
}
