import { schemaMessages } from '../../../../test/schema-messages';

import { companyRegistrationSchema, loginSchema, tenantRegistrationSchema } from './auth-schemas';

const company = {
  companyName: 'Acme Lettings',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.example',
  password: 'correct-horse-7',
};

describe('auth schemas', () => {
  it('login needs an e-mail address and a password', () => {
    expect(schemaMessages(loginSchema, { email: ' ', password: '' })).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
    expect(schemaMessages(loginSchema, { email: 'ada@acme', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(loginSchema.parse({ email: ' ada@acme.example ', password: ' x ' })).toEqual({
      email: 'ada@acme.example',
      password: ' x ',
    });
  });

  it('company sign-up: every field required, one message per field, the password rules in order', () => {
    expect(
      schemaMessages(companyRegistrationSchema, { ...company, companyName: ' ', email: '', password: '' }),
    ).toEqual({
      companyName: 'Enter your company name',
      email: 'Enter your email address',
      password: 'Enter a password',
    });
    expect(schemaMessages(companyRegistrationSchema, { ...company, password: 'short1!' })).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(schemaMessages(companyRegistrationSchema, { ...company, password: 'onlyletterséà' })).toEqual({
      password: 'Password must contain a number or symbol, not only letters',
    });
    expect(companyRegistrationSchema.parse({ ...company, firstName: ' Ada ' }).firstName).toBe('Ada');
  });

  it("tenant sign-up checks names and password, not the invitation's company and e-mail", () => {
    expect(
      schemaMessages(tenantRegistrationSchema, {
        companyName: '',
        email: 'not checked',
        firstName: '',
        lastName: 'L',
        password: 'abc',
      }),
    ).toEqual({ firstName: 'Enter your first name', password: 'Password must be at least 10 characters' });
  });
});
