import type { RegisterRequest } from '@pm/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';

import { Form } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PrivacyLink } from '@/components/privacy-link';

import { useRegister } from '../hooks/use-register';
import type { companyRegistrationSchema, tenantRegistrationSchema } from './auth-schemas';
import { PasswordRulesList } from './password-rules-list';

/** Both ways in have the same fields (a tenant's company and e-mail are the invitation's, read-only). */
type RegistrationValues = z.output<typeof companyRegistrationSchema>;

interface RegistrationFormProps {
  schema: typeof companyRegistrationSchema | typeof tenantRegistrationSchema;
  defaultValues: RegistrationValues;
  toRequest: (values: RegistrationValues) => RegisterRequest;
  /** Fields above the names. */
  leading: ReactNode;
  /** Fields between the names and the password. */
  beforePassword?: ReactNode;
}

/** Both ways in: a new company and a tenant's invitation (CALL-09, ERR-03, ERR-04). */
export function RegistrationForm({ schema, defaultValues, toRequest, leading, beforePassword }: RegistrationFormProps) {
  const { submit } = useRegister();
  const form = useZodForm(schema, { defaultValues });
  return (
    <Form form={form} onSubmit={(values) => submit(toRequest(values))} className="space-y-4">
      {leading}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={100} required />
        <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={100} required />
      </div>
      {beforePassword}
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        maxLength={200}
        required
        description={<PasswordRulesList />}
      />
      <p className="text-xs text-slate-600">
        We use your details to create and secure your account: see our <PrivacyLink />.
      </p>
      <SubmitButton className="w-full">Create account</SubmitButton>
    </Form>
  );
}
