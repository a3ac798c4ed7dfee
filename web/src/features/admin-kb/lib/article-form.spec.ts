import { ApiError } from '@/lib/rest-client';

import type { KbArticle } from '../api/kb-articles';
import { changesOf, fieldErrorsOf, parseKeywords, validateArticle } from './article-form';

const stored: KbArticle = {
  id: '00000000-0000-4000-8000-000000000001',
  question: 'How long is the free trial?',
  answer: '100 days.',
  keywords: ['trial', 'free'],
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  updatedBy: null,
  updatedByName: null,
};

describe('article form rules', () => {
  it('reads keywords as the service stores them: trimmed, lower-cased, no blanks or repeats', () => {
    expect(parseKeywords(' Trial, FREE ,, trial ,  ')).toEqual(['trial', 'free']);
    expect(parseKeywords('   ')).toEqual([]);
  });

  it('finds only what changed, ignoring spaces around the text and keyword case', () => {
    expect(
      changesOf(stored, { question: ' How long is the free trial? ', answer: '100 days.', keywords: 'Trial, free' }),
    ).toEqual({});
    expect(
      changesOf(stored, { question: stored.question, answer: '100 days, no contract.', keywords: 'free, trial' }),
    ).toEqual({
      answer: '100 days, no contract.',
      keywords: ['free', 'trial'],
    });
  });

  it('checks the same limits as the server, one message per field', () => {
    expect(validateArticle({ question: ' ', answer: '', keywords: '' })).toEqual({
      question: 'Enter the question visitors ask.',
      answer: 'Enter the answer the sales bot gives.',
    });
    expect(
      validateArticle({ question: 'q'.repeat(301), answer: 'a'.repeat(4001), keywords: `ok, ${'k'.repeat(61)}` }),
    ).toEqual({
      question: 'The question must be at most 300 characters.',
      answer: 'The answer must be at most 4000 characters.',
      keywords: 'Each keyword must be at most 60 characters.',
    });
    const many = Array.from({ length: 31 }, (_, i) => `w${i}`).join(',');
    expect(validateArticle({ question: 'q', answer: 'a', keywords: many })).toEqual({
      keywords: 'Use at most 30 keywords.',
    });
    expect(validateArticle({ question: 'q', answer: 'a', keywords: 'x' })).toEqual({});
  });

  it('takes the first server message of each editor field from a 400 answer', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', {
      details: { fields: { question: ['question is required', 'second'], other: ['ignored'], answer: 'not a list' } },
    });
    expect(fieldErrorsOf(error)).toEqual({ question: 'Question is required' });
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(503, 'SERVICE_UNAVAILABLE', 'down'))).toEqual({});
  });
});
