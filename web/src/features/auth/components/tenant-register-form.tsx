import type { InvitationPreviewBody } from '@pm/contracts';

import { TextField } from '@/components/form/text-field';

import { tenantRegistrationSchema } from './auth-schemas';
import { RegistrationForm } from './registration-form';

interface TenantRegisterFormProps {
  hash: string;
  invitation: InvitationPreviewBody;
}

export function TenantRegisterForm({ hash, invitation }: TenantRegisterFormProps) {
  return (
    <RegistrationForm
      schema={tenantRegistrationSchema}
      defaultValues={{
        companyName: invitation.companyName,
        email: invitation.email,
        firstName: '',
        lastName: '',
        password: '',
      }}
      toRequest={({ firstName, lastName, password }) => ({ invitationHash: hash, firstName, lastName, password })}
      leading={
        <>
          <TextField name="companyName" label="Company" readOnly />
          <TextField name="email" label="Email" type="email" readOnly />
        </>
      }
    />
  );
}
