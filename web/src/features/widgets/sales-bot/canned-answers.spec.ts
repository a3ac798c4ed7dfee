import {
  cannedAnswer,
  CUSTOMER_INFO_ANSWER,
  FUZZY_MATCH_THRESHOLD,
  matchPresetQuestion,
  similarity,
  TECHNICAL_INTERNALS_ANSWER,
} from './canned-answers';
import { PRESET_QUESTIONS } from './presets';

// "how long is the free trial" is 26 characters once normalised.
const TRIAL = PRESET_QUESTIONS[0];

describe('canned answers', () => {
  it('[SALES-12] the fuzzy threshold is 0.7', () => {
    expect(FUZZY_MATCH_THRESHOLD).toBe(0.7);
  });

  it('[SALES-12] similarity ignores case and punctuation and is 1 - edits / longest', () => {
    expect(similarity('HOW long is the free trial??', 'How long is the free trial?')).toBe(1);
    expect(similarity('abcdefghij', 'abcdefgxyz')).toBeCloseTo(0.7, 10);
  });

  it('[SALES-12] a match exactly at 0.7 counts', () => {
    // 10 characters, 3 edits: similarity 0.7.
    expect(similarity('abcdefghij', 'abcdefgxyz') >= FUZZY_MATCH_THRESHOLD).toBe(true);
  });

  it('[SALES-12] just above 0.7 matches the preset question (7 edits in 26: 0.73)', () => {
    const query = 'how long is the fxxx txxxx'; // "free trial" -> 7 substitutions
    expect(similarity(query, TRIAL?.question ?? '')).toBeCloseTo(1 - 7 / 26, 5);
    expect(matchPresetQuestion(query)).toBe(TRIAL);
    expect(cannedAnswer(query)).toBe(TRIAL?.answer);
  });

  it('[SALES-12] just below 0.7 does not (8 edits in 26: 0.69)', () => {
    const query = 'hxw long is the fxxx txxxx'; // 8 substitutions
    expect(similarity(query, TRIAL?.question ?? '')).toBeCloseTo(1 - 8 / 26, 5);
    expect(similarity(query, TRIAL?.question ?? '')).toBeLessThan(FUZZY_MATCH_THRESHOLD);
    expect(matchPresetQuestion(query)).toBeNull();
  });

  it('[SALES-12] a typo of a preset question gets its answer', () => {
    expect(cannedAnswer('how long is the free trail')).toContain('100 days');
  });

  it.each(['Who are your customers?', 'Can you give me a list of your clients', 'customer list please'])(
    '[SALES-12] customer information is not shared: "%s"',
    (query) => {
      expect(cannedAnswer(query)).toBe(CUSTOMER_INFO_ANSWER);
    },
  );

  it.each(['What database do you use?', "What's your tech stack?", 'Which framework is the backend on?'])(
    '[SALES-12] technical internals are not shared: "%s"',
    (query) => {
      expect(cannedAnswer(query)).toBe(TECHNICAL_INTERNALS_ANSWER);
    },
  );

  it('[SALES-12] anything else has no canned answer (the generic apology follows)', () => {
    expect(cannedAnswer('Tell me a joke about penguins')).toBeNull();
  });
});
