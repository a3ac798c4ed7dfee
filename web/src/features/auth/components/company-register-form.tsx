import { useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';

import { useRegister } from '../hooks/use-register';
import { FormField } from './form-field';
import { PasswordRulesList } from './password-rules-list';
import { validateCompanyRegistration } from './registration-rules';
import type { CompanyField, FieldErrors } from './registration-rules';

const EMPTY: Record<CompanyField, string> = { companyName: '', firstName: '', lastName: '', email: '', password: '' };

/** Company sign-up: client checks inline, then the server's per-field errors inline. */
export function CompanyRegisterForm() {
  const { submit, pending, serverErrors } = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<CompanyField>>({});
  const [submitted, setSubmitted] = useState(false);

  function change(field: CompanyField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateCompanyRegistration(next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateCompanyRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submit({
      companyName: values.companyName.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  }

  const errorOf = (field: CompanyField) => errors[field] ?? serverErrors[field];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label="Company name"
        name="companyName"
        autoComplete="organization"
        maxLength={200}
        value={values.companyName}
        onChange={(event) => change('companyName', event.target.value)}
        error={errorOf('companyName')}
      />
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
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errorOf('email')}
      />
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
