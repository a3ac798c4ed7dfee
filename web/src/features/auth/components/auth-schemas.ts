// Checked in the browser; the server applies the same rules and has the last word.
import { z } from 'zod';

const PASSWORD_MIN_LENGTH = 10;

const ONLY_LETTERS = /^\p{L}+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PasswordRule {
  id: 'length' | 'not-only-letters';
  label: string;
  test: (password: string) => boolean;
}

/** Shown under the password field, each ticked off as it is met. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'not-only-letters',
    label: 'Not only letters: include a number or symbol',
    test: (password) => password !== '' && !ONLY_LETTERS.test(password),
  },
];

const requiredText = (message: string) => z.string().trim().min(1, message);

const email = z
  .string()
  .trim()
  .min(1, { error: 'Enter your email address', abort: true })
  .regex(EMAIL_PATTERN, 'Enter a valid email address');

/** A new password: one message at a time, in the order of the rules list. */
const newPassword = z
  .string()
  .min(1, { error: 'Enter a password', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, abort: true })
  .refine((password) => !ONLY_LETTERS.test(password), 'Password must contain a number or symbol, not only letters');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
});

const person = {
  firstName: requiredText('Enter your first name'),
  lastName: requiredText('Enter your last name'),
  password: newPassword,
};

export const companyRegistrationSchema = z.object({
  companyName: requiredText('Enter your company name'),
  email,
  ...person,
});

/** Joining through an invitation: company and e-mail are the invitation's, shown read-only and not checked. */
export const tenantRegistrationSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  ...person,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ password: newPassword });

/** The rules list watches `password`, so the new password keeps that name in the form. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  password: newPassword,
});
