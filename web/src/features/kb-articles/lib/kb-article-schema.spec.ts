import { schemaMessages } from '../../../../test/schema-messages';
import type { KbArticleItemFragment } from '../api/kb-articles.generated';
import { changesOf, kbArticleSchema, parseKeywords } from './kb-article-schema';
import type { KbArticleFormValues } from './kb-article-schema';

const stored: KbArticleItemFragment = {
  id: '00000000-0000-4000-8000-000000000001',
  question: 'How long is the free trial?',
  answer: '100 days.',
  keywords: ['trial', 'free'],
  updatedAt: '2026-03-01T09:00:00.000Z',
  updatedBy: null,
};

const errorsOf = (values: KbArticleFormValues) => schemaMessages(kbArticleSchema, values);
const changesFrom = (values: KbArticleFormValues) => changesOf(stored, kbArticleSchema.parse(values));

describe('kbArticleSchema', () => {
  it('reads keywords as the service stores them: trimmed, lower-cased, no blanks or repeats', () => {
    expect(parseKeywords(' Trial, FREE ,, trial ,  ')).toEqual(['trial', 'free']);
    expect(parseKeywords('   ')).toEqual([]);
    expect(kbArticleSchema.parse({ question: ' Q? ', answer: ' A. ', keywords: 'HMO, licence, , hmo' })).toEqual({
      question: 'Q?',
      answer: 'A.',
      keywords: ['hmo', 'licence'],
    });
  });

  it('finds only what changed, ignoring spaces around the text and keyword case', () => {
    expect(
      changesFrom({ question: ' How long is the free trial? ', answer: '100 days.', keywords: 'Trial, free' }),
    ).toEqual({});
    expect(
      changesFrom({ question: stored.question, answer: '100 days, no contract.', keywords: 'free, trial' }),
    ).toEqual({ answer: '100 days, no contract.', keywords: ['free', 'trial'] });
  });

  it('checks the same limits as the server, one message per field', () => {
    expect(errorsOf({ question: ' ', answer: '', keywords: '' })).toEqual({
      question: 'Enter the question visitors ask.',
      answer: 'Enter the answer the sales bot gives.',
    });
    expect(
      errorsOf({ question: 'q'.repeat(301), answer: 'a'.repeat(4001), keywords: `ok, ${'k'.repeat(61)}` }),
    ).toEqual({
      question: 'The question must be at most 300 characters.',
      answer: 'The answer must be at most 4000 characters.',
      keywords: 'Each keyword must be at most 60 characters.',
    });
    const many = Array.from({ length: 31 }, (_, i) => `w${i}`).join(',');
    expect(errorsOf({ question: 'q', answer: 'a', keywords: many })).toEqual({ keywords: 'Use at most 30 keywords.' });
    expect(errorsOf({ question: 'q', answer: 'a', keywords: `${many},${'k'.repeat(61)}` })).toEqual({
      keywords: 'Use at most 30 keywords.',
    });
    expect(errorsOf({ question: 'q', answer: 'a', keywords: 'x' })).toEqual({});
  });
});
