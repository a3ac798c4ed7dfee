import { personName } from './person-name';

describe('personName', () => {
  it('names a user by full name, else by e-mail', () => {
    expect(personName({ firstName: 'Mia', lastName: 'Manager', email: 'mia@example.test' })).toBe('Mia Manager');
    expect(personName({ firstName: ' ', lastName: '', email: 'mia@example.test' })).toBe('mia@example.test');
  });
});
