import { Form } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { useLogin } from '../hooks/use-login';
import { loginSchema } from './auth-schemas';

/** CALL-06: a failed sign-in shows its message above the fields (VAL-01) and toasts (ERR-02). */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { submit } = useLogin(redirectTo);
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="username" required />
      <PasswordField name="password" label="Password" autoComplete="current-password" required />
      <SubmitButton className="w-full">Sign in</SubmitButton>
    </Form>
  );
}
