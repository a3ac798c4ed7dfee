import { slaDueAt } from './sla';

describe('slaDueAt', () => {
  const reported = new Date('2026-03-28T22:30:00.000Z');

  it('gives an emergency 24 hours', () => {
    expect(slaDueAt('emergency', reported).toISOString()).toBe('2026-03-29T22:30:00.000Z');
  });

  it('gives an urgent request 72 hours', () => {
    expect(slaDueAt('urgent', reported).toISOString()).toBe('2026-03-31T22:30:00.000Z');
  });

  it('gives a routine request 28 days of elapsed time, whatever the clocks do', () => {
    expect(slaDueAt('routine', reported).toISOString()).toBe('2026-04-25T22:30:00.000Z');
  });
});
