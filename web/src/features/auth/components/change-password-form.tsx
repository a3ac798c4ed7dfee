import { useState } from 'react';

import { Form } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';

import { useChangePasswordMutation } from '../api/change-password.generated';
import { changePasswordSchema } from './auth-schemas';
import { PasswordRulesList } from './password-rules-list';

const signedOutText = (count: number) =>
  count === 0
    ? 'Your password has been changed.'
    : `Your password has been changed and ${count === 1 ? '1 other session was' : `${count} other sessions were`} signed out.`;

/** ACC-01: the current password is required; this session stays signed in, every other one is signed out. */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(changePasswordSchema, { defaultValues: { currentPassword: '', password: '' } });
  return (
    <Form
      form={form}
      fieldNames={{ newPassword: 'password' }}
      onSubmit={async ({ currentPassword, password }) => {
        setDone(null);
        const { data } = await changePassword({ variables: { input: { currentPassword, newPassword: password } } });
        form.reset({ currentPassword: '', password: '' });
        setDone(signedOutText(data?.changePassword.revokedSessions ?? 0));
      }}
      className="max-w-md space-y-5"
      aria-label="Change password"
    >
      {done ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {done}
        </p>
      ) : null}
      <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" required />
      <PasswordField
        name="password"
        label="New password"
        autoComplete="new-password"
        maxLength={200}
        required
        description={<PasswordRulesList />}
      />
      <SubmitButton pendingLabel="Saving…">Change password</SubmitButton>
    </Form>
  );
}
