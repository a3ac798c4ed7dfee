// Client-side checks of the sign-up forms; the server applies the same rules and has the last word.

export const PASSWORD_MIN_LENGTH = 10;

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
    test: (password) => password !== '' && !/^\p{L}+$/u.test(password),
  },
];

export function passwordProblem(password: string): string | undefined {
  if (password === '') return 'Enter a password';
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (/^\p{L}+$/u.test(password)) return 'Password must contain a number or symbol, not only letters';
  return undefined;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CompanyField = 'companyName' | 'firstName' | 'lastName' | 'email' | 'password';
export type TenantField = 'firstName' | 'lastName' | 'password';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function required(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}

function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    const message = errors[key];
    if (message !== undefined) result[key] = message;
  }
  return result;
}

export function validateCompanyRegistration(values: Record<CompanyField, string>): FieldErrors<CompanyField> {
  const email = values.email.trim();
  return compact<CompanyField>({
    companyName: required(values.companyName, 'Enter your company name'),
    firstName: required(values.firstName, 'Enter your first name'),
    lastName: required(values.lastName, 'Enter your last name'),
    email:
      email === '' ? 'Enter your email address' : EMAIL_PATTERN.test(email) ? undefined : 'Enter a valid email address',
    password: passwordProblem(values.password),
  });
}

export function validateTenantRegistration(values: Record<TenantField, string>): FieldErrors<TenantField> {
  return compact<TenantField>({
    firstName: required(values.firstName, 'Enter your first name'),
    lastName: required(values.lastName, 'Enter your last name'),
    password: passwordProblem(values.password),
  });
}
