import { emptyContactForm, validateContactForm } from './contact-form-rules';

const valid = { ...emptyContactForm, fullName: 'Ada Lovelace', email: 'ada@example.co.uk' };

describe('validateContactForm', () => {
  it('[VAL-03] requires Full Name and Email Address', () => {
    expect(validateContactForm(emptyContactForm)).toEqual({
      fullName: 'Enter your full name',
      email: 'Enter your email address',
    });
    expect(validateContactForm({ ...emptyContactForm, fullName: '   ', email: ' ' })).toEqual({
      fullName: 'Enter your full name',
      email: 'Enter your email address',
    });
  });

  it('[VAL-03] leaves Company, Phone and Additional Notes optional', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('[VAL-03] checks the email address is an email address', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'ada example@x.com', '@example.com'])
      expect(validateContactForm({ ...valid, email })).toEqual({ email: 'Enter a valid email address' });
  });

  it('checks a phone number only when one is given', () => {
    expect(validateContactForm({ ...valid, phone: '+44 (0)20 7946 0000' })).toEqual({});
    expect(validateContactForm({ ...valid, phone: '12345' })).toEqual({
      phone: 'Enter a valid phone number: digits, spaces, +, brackets or dashes',
    });
    expect(validateContactForm({ ...valid, phone: 'call me' })).toHaveProperty('phone');
  });

  it('bounds the lengths the server accepts', () => {
    expect(validateContactForm({ ...valid, fullName: 'a'.repeat(201) })).toHaveProperty('fullName');
    expect(validateContactForm({ ...valid, company: 'a'.repeat(201) })).toHaveProperty('company');
    expect(validateContactForm({ ...valid, notes: 'a'.repeat(5001) })).toHaveProperty('notes');
  });
});
