import { schemaMessages } from '../../test/schema-messages';

import { contactFormSchema, emptyContactForm } from './contact-form-schema';

const valid = { ...emptyContactForm, fullName: 'Ada Lovelace', email: 'ada@example.co.uk' };

const errorsOf = (values: typeof emptyContactForm) => schemaMessages(contactFormSchema, values);

describe('contactFormSchema', () => {
  it('[VAL-03] requires Full Name and Email Address', () => {
    expect(errorsOf(emptyContactForm)).toEqual({
      fullName: 'Enter your full name',
      email: 'Enter your email address',
    });
    expect(errorsOf({ ...emptyContactForm, fullName: '   ', email: ' ' })).toEqual({
      fullName: 'Enter your full name',
      email: 'Enter your email address',
    });
  });

  it('[VAL-03] leaves Company, Phone and Additional Notes optional', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('[VAL-03] checks the email address is an email address', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'ada example@x.com', '@example.com'])
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Enter a valid email address' });
  });

  it('checks a phone number only when one is given', () => {
    expect(errorsOf({ ...valid, phone: '+44 (0)20 7946 0000' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '12345' })).toEqual({
      phone: 'Enter a valid phone number: digits, spaces, +, brackets or dashes',
    });
    expect(errorsOf({ ...valid, phone: 'call me' })).toHaveProperty('phone');
  });

  it('bounds the lengths the server accepts', () => {
    expect(errorsOf({ ...valid, fullName: 'a'.repeat(201) })).toHaveProperty('fullName');
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@x.co` })).toHaveProperty('email');
    expect(errorsOf({ ...valid, company: 'a'.repeat(201) })).toHaveProperty('company');
    expect(errorsOf({ ...valid, notes: 'a'.repeat(5001) })).toHaveProperty('notes');
  });

  it('hands on the values trimmed', () => {
    expect(contactFormSchema.parse({ ...valid, fullName: ' Ada ', phone: ' 020 7946 0000 ' })).toMatchObject({
      fullName: 'Ada',
      phone: '020 7946 0000',
    });
  });
});
