import { isUkPhoneNumber } from './uk-phone';

describe('isUkPhoneNumber', () => {
  it.each([
    '07700 900123',
    '07700900123',
    '020 7946 0018',
    '0113 496 0412',
    '0131-496-0788',
    '+44 7700 900123',
    '+44 (0)20 7946 0018',
    '0044 113 496 0412',
    '(01632) 960 123',
    '0800 123 456',
  ])('[TEN-01] accepts %s', (phone) => {
    expect(isUkPhoneNumber(phone)).toBe(true);
  });

  it.each([
    '12345',
    '0770O 900123',
    '+1 212 555 0100',
    '07700 9001',
    '07700 900123 45',
    '0400 123 4567',
    '+44 0 7700 900123',
    '07700 900123 ext 2',
    '',
    null,
    7700900123,
  ])('[TEN-01] refuses %p', (phone) => {
    expect(isUkPhoneNumber(phone)).toBe(false);
  });
});
