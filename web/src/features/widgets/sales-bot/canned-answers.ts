// SALES-12 / SALES-13: what the sales bot says when POST /api/sales-bot/query fails.
import { distance } from 'fastest-levenshtein';

import { PRESET_QUESTIONS } from './presets';

/** §5: fuzzy match threshold for canned answers. */
export const FUZZY_MATCH_THRESHOLD = 0.7;

export const CUSTOMER_INFO_ANSWER =
  "We don't share information about our customers. Their details stay private, as yours would. I'm happy to tell you what the platform does and who it is built for.";

export const TECHNICAL_INTERNALS_ANSWER =
  "We don't share details of our internal systems or technology stack. I can tell you what the platform does, how your data is protected, and how the free trial works.";

/** SALES-13, word for word. */
export const GENERIC_FAILURE_ANSWER = "I'm having trouble processing your request right now...";

const CUSTOMER_INFO =
  /\b(who (are|is) your (customers?|clients?|users?)|(list|names?|examples?) of (your )?(customers?|clients?)|your (customers?|clients?)|customer (list|names?|base)|client list)\b/i;

const TECHNICAL_INTERNALS =
  /\b(database|tech(nology)? stack|stack|framework|programming language|source code|back ?end|architecture|infrastructure|which (server|cloud)|hosting provider|what (server|language)s?)\b/i;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Normalised Levenshtein similarity in [0, 1]: 1 means identical after normalising case and punctuation. */
export function similarity(a: string, b: string): number {
  const left = normalise(a);
  const right = normalise(b);
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 1;
  return 1 - distance(left, right) / longest;
}

/** The preset question closest to `query`, when it is at least 0.7 similar. */
export function matchPresetQuestion(query: string): (typeof PRESET_QUESTIONS)[number] | null {
  let best: (typeof PRESET_QUESTIONS)[number] | null = null;
  let bestScore = 0;
  for (const preset of PRESET_QUESTIONS) {
    const score = similarity(query, preset.question);
    if (score > bestScore) {
      best = preset;
      bestScore = score;
    }
  }
  return bestScore >= FUZZY_MATCH_THRESHOLD ? best : null;
}

/** A local answer, or null when only the generic apology fits (then the options are offered again). */
export function cannedAnswer(query: string): string | null {
  if (CUSTOMER_INFO.test(query)) return CUSTOMER_INFO_ANSWER;
  if (TECHNICAL_INTERNALS.test(query)) return TECHNICAL_INTERNALS_ANSWER;
  return matchPresetQuestion(query)?.answer ?? null;
}
