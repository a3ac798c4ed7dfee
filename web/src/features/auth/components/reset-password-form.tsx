import { useNavigate } from 'react-router-dom';

import { Form } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';

import { resetPassword } from '../api/password-resets';
import { resetPasswordSchema } from './auth-schemas';
import { PasswordRulesList } from './password-rules-list';

/** Only this submit uses the link; every session of the account is signed out, so sign-in follows. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useZodForm(resetPasswordSchema, { defaultValues: { password: '' } });
  return (
    <Form
      form={form}
      onSubmit={async ({ password }) => {
        const message = await resetPassword(token, password);
        toast({ title: 'Password changed', description: message });
        void navigate(paths.login, { replace: true });
      }}
      className="space-y-5"
    >
      <PasswordField
        name="password"
        label="New password"
        autoComplete="new-password"
        maxLength={200}
        required
        description={<PasswordRulesList />}
      />
      <SubmitButton className="w-full" pendingLabel="Saving…">
        Set new password
      </SubmitButton>
    </Form>
  );
}
