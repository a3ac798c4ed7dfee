import { formatListTime, writerOf } from './support-labels';

const base = { userId: null, visitorName: null, visitorEmail: null, user: null };

describe('writerOf', () => {
  it('names a signed-in user as identity knows them', () => {
    expect(
      writerOf({
        ...base,
        userId: 'u-1',
        user: { firstName: 'Mia', lastName: 'Manager', email: 'mia@example.test' },
      }),
    ).toEqual({ name: 'Mia Manager', email: 'mia@example.test', kind: 'user' });
    expect(writerOf({ ...base, userId: 'u-1' })).toEqual({ name: 'Former user', email: null, kind: 'user' });
  });

  it('names a visitor by what they typed, else by e-mail, else as anonymous', () => {
    expect(writerOf({ ...base, visitorName: 'Ewan', visitorEmail: 'ewan@example.test' })).toEqual({
      name: 'Ewan',
      email: 'ewan@example.test',
      kind: 'visitor',
    });
    expect(writerOf({ ...base, visitorEmail: 'ewan@example.test' }).name).toBe('ewan@example.test');
    expect(writerOf(base)).toEqual({ name: 'Anonymous visitor', email: null, kind: 'visitor' });
  });
});

describe('formatListTime', () => {
  it('gives only the time for today (UK time) and the date for older messages', () => {
    const now = new Date('2026-07-01T12:00:00.000Z');
    expect(formatListTime('2026-07-01T08:30:00.000Z', now)).toBe('09:30');
    expect(formatListTime('2026-06-30T08:30:00.000Z', now)).toBe('30 Jun 2026, 09:30');
    expect(formatListTime('not a date', now)).toBe('not a date');
  });
});
