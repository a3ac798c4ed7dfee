import { TextField } from '@/components/form/text-field';

import { companyRegistrationSchema } from './auth-schemas';
import { RegistrationForm } from './registration-form';

const EMPTY = { companyName: '', firstName: '', lastName: '', email: '', password: '' };

export function CompanyRegisterForm() {
  return (
    <RegistrationForm
      schema={companyRegistrationSchema}
      defaultValues={EMPTY}
      toRequest={(values) => values}
      leading={
        <TextField name="companyName" label="Company name" autoComplete="organization" maxLength={200} required />
      }
      beforePassword={
        <TextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
        />
      }
    />
  );
}
