import {
  CONSOLE_CAPTURE_LIMIT,
  getConsoleEntries,
  installConsoleCapture,
  recordConsoleEntry,
  resetConsoleCapture,
} from './console-capture';

afterEach(() => resetConsoleCapture());

describe('console capture', () => {
  it('[ENT-06] records log, warn and error entries as {type, message, timestamp} and still prints', () => {
    const original = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installConsoleCapture();
    console.warn('slow response', { ms: 1200 });
    expect(original).toHaveBeenCalledWith('slow response', { ms: 1200 });
    const [entry] = getConsoleEntries();
    expect(entry).toEqual({ type: 'warn', message: 'slow response {"ms":1200}', timestamp: expect.any(String) });
    expect(new Date(entry?.timestamp ?? '').toISOString()).toBe(entry?.timestamp);
    original.mockRestore();
  });

  it('[VAL-08] redacts as it captures', () => {
    recordConsoleEntry('error', ['Refresh failed for', 'manager@example.com', { token: 'abc123' }]);
    const message = getConsoleEntries()[0]?.message ?? '';
    expect(message).not.toContain('manager@example.com');
    expect(message).not.toContain('abc123');
  });

  it('[ENT-06] keeps only the last 100 entries', () => {
    for (let index = 0; index < CONSOLE_CAPTURE_LIMIT + 5; index += 1) recordConsoleEntry('log', [`line ${index}`]);
    const entries = getConsoleEntries();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.message).toBe('line 5');
    expect(entries[99]?.message).toBe('line 104');
  });
});
