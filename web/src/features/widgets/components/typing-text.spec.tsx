import { act, render } from '@testing-library/react';

import { TYPING_MAX_MS, TYPING_MIN_MS, typingDelayMs } from '../lib/typing';

import { TypingText } from './typing-text';

const visible = (container: HTMLElement) => container.querySelector('[data-typing]')?.textContent;
const tick = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('typing animation', () => {
  it('[SALES-10] each character takes 10 to 39 ms', () => {
    expect([TYPING_MIN_MS, TYPING_MAX_MS]).toEqual([10, 39]);
    expect(typingDelayMs(() => 0)).toBe(10);
    expect(typingDelayMs(() => 0.999999)).toBe(39);
    for (let index = 0; index < 200; index += 1) {
      const delay = typingDelayMs();
      expect(delay).toBeGreaterThanOrEqual(10);
      expect(delay).toBeLessThanOrEqual(39);
    }
  });

  it('[SALES-10] at the slowest a character appears after 39 ms, not before', () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.999999);
    const { container } = render(<TypingText text="Hi!" />);
    expect(visible(container)).toBe('');
    tick(38);
    expect(visible(container)).toBe('');
    tick(1);
    expect(visible(container)).toBe('H');
    tick(39);
    tick(39);
    expect(visible(container)).toBe('Hi!');
  });

  it('[SALES-10] the whole text is available to screen readers at once', () => {
    jest.useFakeTimers();
    const { getByText } = render(<TypingText text="Welcome" />);
    expect(getByText('Welcome')).toHaveClass('sr-only');
  });
});
