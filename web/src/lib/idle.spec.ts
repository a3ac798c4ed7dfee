import { onFirstInteraction, onInteractionOrIdle } from './idle';

describe('work deferred off the first paint (issue 10)', () => {
  afterEach(() => jest.useRealTimers());

  it('runs once at the first interaction, never merely because the page is idle', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    onFirstInteraction(work);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs once at the first interaction or idle moment, whichever comes first', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    onInteractionOrIdle(work);
    jest.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = jest.fn();
    const cancel = onFirstInteraction(work);
    cancel();
    window.dispatchEvent(new Event('scroll'));
    expect(work).not.toHaveBeenCalled();
  });
});
