import { useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';

import type { InvitationPreview } from '../api/register';
import { useRegister } from '../hooks/use-register';
import { FormField } from './form-field';
import { PasswordRulesList } from './password-rules-list';
import { validateTenantRegistration } from './registration-rules';
import type { FieldErrors, TenantField } from './registration-rules';

const EMPTY: Record<TenantField, string> = { firstName: '', lastName: '', password: '' };

interface TenantRegisterFormProps {
  hash: string;
  invitation: InvitationPreview;
}

/** Joining through an invitation: company and e-mail come from the invitation and are read-only. */
export function TenantRegisterForm({ hash, invitation }: TenantRegisterFormProps) {
  const { submit, pending, serverErrors } = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<TenantField>>({});
  const [submitted, setSubmitted] = useState(false);

  function change(field: TenantField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateTenantRegistration(next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateTenantRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submit({
      invitationHash: hash,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
    });
  }

  const errorOf = (field: TenantField) => errors[field] ?? serverErrors[field];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Company" name="companyName" value={invitation.companyName} readOnly />
      <FormField label="Email" name="email" type="email" value={invitation.email} readOnly />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={100}
          value={values.firstName}
          onChange={(event) => change('firstName', event.target.value)}
          error={errorOf('firstName')}
        />
        <FormField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={100}
          value={values.lastName}
          onChange={(event) => change('lastName', event.target.value)}
          error={errorOf('lastName')}
        />
      </div>
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={errorOf('password')}
        hint={<PasswordRulesList password={values.password} />}
      />
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
        Create account
      </Button>
    </form>
  );
}
