import { readCaller } from './internal-auth';

describe('readCaller', () => {
  const userId = '7f1f5d0e-8c44-4d0c-9b7e-0f3a2b1c4d5e';
  const companyId = '2d7b7c1e-9a0b-4c3d-8e2f-1a2b3c4d5e6f';

  it('reads a complete caller context', () => {
    const caller = readCaller({
      'x-caller-user-id': userId,
      'x-caller-company-id': companyId,
      'x-caller-role': 'manager',
    });
    expect(caller).toEqual({ userId, companyId, role: 'manager' });
  });

  it('is null when headers are missing', () => {
    expect(readCaller({ 'x-caller-user-id': userId })).toBeNull();
  });

  it('refuses a malformed company id or an unknown role', () => {
    expect(() =>
      readCaller({ 'x-caller-user-id': userId, 'x-caller-company-id': 'x', 'x-caller-role': 'manager' }),
    ).toThrow();
    expect(() =>
      readCaller({ 'x-caller-user-id': userId, 'x-caller-company-id': companyId, 'x-caller-role': 'root' }),
    ).toThrow();
  });
});
