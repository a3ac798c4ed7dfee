import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatPence } from '@/lib/format';

import {
  useTenancyPropertyOptionsQuery,
  useTenancyRulesQuery,
  useTenancyTenantOptionsQuery,
} from '../api/tenancies.generated';
import { EMPTY_TENANCY_FORM, poundsToPence, TENANCY_FIELD_NAMES, tenancyFormSchema } from '../lib/tenancy-forms';
import {
  depositSchemeLabels,
  nationNames,
  RENT_FREQUENCIES,
  rentFrequencyLabels,
  takesDueDay,
  tenancyTypeLabels,
} from '../lib/tenancy-labels';
import { TenantChecklist } from './tenant-checklist';

const POUNDS = /^(\d{1,3}(,?\d{3})*|\d+)(\.\d{1,2})?$/;

interface TenancyFormProps {
  /** Throws the mutation's error: field messages land on their fields (the nation's rules, the deposit cap). */
  onSubmit: (values: z.output<typeof tenancyFormSchema>) => Promise<unknown>;
}

/**
 * LEASE-01..04, DEP-01, DEP-02: property → tenants → type → dates → rent → deposit, each step shown once the one
 * before it is filled in. The property's nation decides the types and schemes offered and the deposit cap shown.
 */
export function TenancyForm({ onSubmit }: TenancyFormProps) {
  const form = useZodForm(tenancyFormSchema, { defaultValues: EMPTY_TENANCY_FORM });
  const [propertyId, tenantIds, type, startDate, rent, rentFrequency, hasDeposit] = useWatch({
    control: form.control,
    name: ['propertyId', 'tenantIds', 'type', 'startDate', 'rent', 'rentFrequency', 'hasDeposit'],
  });
  const properties = useTenancyPropertyOptionsQuery().data?.properties.edges.map((edge) => edge.node) ?? [];
  const tenants = useTenancyTenantOptionsQuery().data?.tenants.edges.map((edge) => edge.node) ?? [];
  const property = properties.find((candidate) => candidate.id === propertyId);
  const rentPence = POUNDS.test(rent.trim()) ? poundsToPence(rent) : null;
  const rules = useTenancyRulesQuery({
    variables: { nation: property?.nation ?? 'england', rentPence, rentFrequency: rentPence ? rentFrequency : null },
    skip: !property,
  }).data?.tenancyRules;
  const nation = property ? nationNames[property.nation] : null;
  const cap = rules?.depositCapPence;
  return (
    <Form form={form} fieldNames={TENANCY_FIELD_NAMES} className="space-y-6" onSubmit={onSubmit}>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold text-slate-900">1. Property</legend>
        <SelectField
          name="propertyId"
          label="Property"
          required
          placeholder="Choose a property"
          options={properties.map((option) => ({
            value: option.id,
            label: `${option.reference} · ${option.addressLine1}, ${option.city}`,
          }))}
          description={nation ? `In ${nation}: its law decides the types, the deposit cap and the schemes.` : undefined}
        />
      </fieldset>
      {property ? <TenantChecklist tenants={tenants} /> : null}
      {property && tenantIds.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold text-slate-900">3. Type</legend>
          <SelectField
            name="type"
            label={`Tenancy type in ${nation ?? ''}`}
            required
            placeholder="Choose a type"
            options={(rules?.tenancyTypes ?? []).map((value) => ({ value, label: tenancyTypeLabels[value] }))}
          />
        </fieldset>
      ) : null}
      {property && tenantIds.length > 0 && type ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">4. Dates</legend>
          <TextField name="startDate" label="Start date" type="date" required />
          <TextField
            name="endDate"
            label="End date"
            type="date"
            optional
            description="Leave empty for a periodic tenancy (an assured periodic or private residential tenancy has none)"
          />
        </fieldset>
      ) : null}
      {property && tenantIds.length > 0 && type && startDate ? (
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-semibold text-slate-900">5. Rent</legend>
          <TextField name="rent" label="Rent (£)" required inputMode="decimal" autoComplete="off" />
          <SelectField
            name="rentFrequency"
            label="Paid"
            required
            options={RENT_FREQUENCIES.map((value) => ({ value, label: rentFrequencyLabels[value] }))}
          />
          {takesDueDay(rentFrequency) ? (
            <TextField
              name="rentDueDay"
              label="Due on day"
              required
              inputMode="numeric"
              description="29–31 fall on the last day of a shorter month"
            />
          ) : null}
        </fieldset>
      ) : null}
      {property && tenantIds.length > 0 && type && startDate && rent ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">6. Deposit</legend>
          <CheckboxField name="hasDeposit" label="The tenancy takes a deposit" className="sm:col-span-2" />
          {hasDeposit ? (
            <>
              <TextField
                name="deposit"
                label="Deposit (£)"
                required
                inputMode="decimal"
                autoComplete="off"
                description={
                  cap === null || cap === undefined
                    ? rules && rentPence
                      ? `No statutory cap in ${nation ?? ''}`
                      : undefined
                    : `At most ${formatPence(cap)} in ${nation ?? ''} (${rules?.depositCapRule ?? ''})`
                }
              />
              <SelectField
                name="depositScheme"
                label="Scheme"
                optional
                placeholder="Choose later"
                options={(rules?.depositSchemes ?? []).map((value) => ({ value, label: depositSchemeLabels[value] }))}
              />
            </>
          ) : null}
        </fieldset>
      ) : null}
      <SubmitButton pendingLabel="Saving…">Save as draft</SubmitButton>
    </Form>
  );
}
