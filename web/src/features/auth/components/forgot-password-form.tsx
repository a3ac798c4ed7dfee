import { useState } from 'react';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { requestPasswordReset } from '../api/password-resets';
import { forgotPasswordSchema } from './auth-schemas';

/** After sending, the same confirmation whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  if (sent) {
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      >
        {sent}
      </p>
    );
  }
  return (
    <Form form={form} onSubmit={async ({ email }) => setSent(await requestPasswordReset(email))} className="space-y-5">
      <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="username" required />
      <SubmitButton className="w-full" pendingLabel="Sending…">
        Send reset link
      </SubmitButton>
    </Form>
  );
}
