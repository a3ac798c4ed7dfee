import { registerDecorator, type ValidationOptions } from 'class-validator';

const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing stays cheap for a hostile caller. */
export const PASSWORD_MAX_LENGTH = 200;

/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (/^\p{L}+$/u.test(password)) return 'Password must contain a number or symbol, not only letters';
  return null;
}

export function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isAcceptablePassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string'
            ? (passwordProblem(args.value) ?? 'Password is not acceptable')
            : 'Password must be a string',
      },
    });
  };
}
