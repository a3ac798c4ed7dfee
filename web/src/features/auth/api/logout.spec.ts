const cleanup = { loaded: 0, run: jest.fn((_options: { notifyServer: boolean }) => Promise.resolve()) };

jest.mock('@/lib/auth-cleanup', () => {
  cleanup.loaded += 1;
  return { runAuthCleanup: cleanup.run };
});

import { endSession, logout } from './logout';

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    cleanup.run.mockReset();
  });

  it('[CALL-13] loads the auth clean-up routine on demand, not with the app', async () => {
    expect(cleanup.loaded).toBe(0);
    await logout();
    expect(cleanup.loaded).toBe(1);
    expect(cleanup.run).toHaveBeenCalledWith({ notifyServer: true });
  });

  it('[AUTH-07] if the clean-up routine fails, the stored session is still cleared', async () => {
    localStorage.setItem('authData', '{}');
    localStorage.setItem('authToken', 't');
    cleanup.run.mockImplementation(() => Promise.reject(new Error('chunk failed')));
    await endSession(false);
    expect(localStorage.length).toBe(0);
  });
});
