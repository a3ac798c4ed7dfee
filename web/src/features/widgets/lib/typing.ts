/** SALES-10 / CONST: the typing animation shows one character every 10–39 ms. */
export const TYPING_MIN_MS = 10;
export const TYPING_MAX_MS = 39;

export function typingDelayMs(random: () => number = Math.random): number {
  return TYPING_MIN_MS + Math.floor(random() * (TYPING_MAX_MS - TYPING_MIN_MS + 1));
}
