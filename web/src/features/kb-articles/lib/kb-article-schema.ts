import { z } from 'zod';

import type { UpdateKbArticleInput } from '@/gql/types';

import type { KbArticleItemFragment } from '../api/kb-articles.generated';

/** The engagement service's limits (services/engagement/src/kb-articles/kb-articles.dto.ts), checked before sending. */
export const KB_LIMITS = { question: 300, answer: 4000, keywords: 30, keyword: 60, tryQuestion: 500 } as const;

/** Keywords as the service stores them: trimmed, lower-cased, without blanks or duplicates. */
export function parseKeywords(text: string): string[] {
  const words = text
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  return [...new Set(words)];
}

/** The editor's fields (keywords as one comma-separated line); the output is what the bff takes. */
export const kbArticleSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, { error: 'Enter the question visitors ask.', abort: true })
    .max(KB_LIMITS.question, `The question must be at most ${KB_LIMITS.question} characters.`),
  answer: z
    .string()
    .trim()
    .min(1, { error: 'Enter the answer the sales bot gives.', abort: true })
    .max(KB_LIMITS.answer, `The answer must be at most ${KB_LIMITS.answer} characters.`),
  keywords: z
    .string()
    .refine((text) => parseKeywords(text).length <= KB_LIMITS.keywords, {
      error: `Use at most ${KB_LIMITS.keywords} keywords.`,
      abort: true,
    })
    .refine(
      (text) => parseKeywords(text).every((word) => word.length <= KB_LIMITS.keyword),
      `Each keyword must be at most ${KB_LIMITS.keyword} characters.`,
    )
    .transform(parseKeywords),
});

export type KbArticleFormValues = z.input<typeof kbArticleSchema>;
export type KbArticleInput = z.output<typeof kbArticleSchema>;

export const EMPTY_KB_ARTICLE_FORM: KbArticleFormValues = { question: '', answer: '', keywords: '' };

export function formValuesOf(article: KbArticleItemFragment): KbArticleFormValues {
  return { question: article.question, answer: article.answer, keywords: article.keywords.join(', ') };
}

/** The fields of `input` that differ from the saved article; empty when nothing changed. */
export function changesOf(article: KbArticleItemFragment, input: KbArticleInput): UpdateKbArticleInput {
  const changes: UpdateKbArticleInput = {};
  if (input.question !== article.question) changes.question = input.question;
  if (input.answer !== article.answer) changes.answer = input.answer;
  if (input.keywords.join('\u0000') !== article.keywords.join('\u0000')) changes.keywords = input.keywords;
  return changes;
}
