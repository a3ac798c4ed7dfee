import { ApiError } from '@/lib/rest-client';

import { KB_LIMITS, type KbArticle, type KbArticleInput } from '../api/kb-articles';

export type ArticleField = 'question' | 'answer' | 'keywords';
export type ArticleFieldErrors = Partial<Record<ArticleField, string>>;

/** The editor's text: keywords as one comma-separated line. */
export interface ArticleFormValues {
  question: string;
  answer: string;
  keywords: string;
}

const FIELDS: readonly ArticleField[] = ['question', 'answer', 'keywords'];

export const EMPTY_FORM: ArticleFormValues = { question: '', answer: '', keywords: '' };

export function formValuesOf(article: KbArticle): ArticleFormValues {
  return { question: article.question, answer: article.answer, keywords: article.keywords.join(', ') };
}

/** Keywords as the service stores them: trimmed, lower-cased, without blanks or duplicates. */
export function parseKeywords(text: string): string[] {
  const words = text
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  return [...new Set(words)];
}

export function inputOf(values: ArticleFormValues): KbArticleInput {
  return { question: values.question.trim(), answer: values.answer.trim(), keywords: parseKeywords(values.keywords) };
}

/** The fields of `values` that differ from the saved article; empty when nothing changed. */
export function changesOf(article: KbArticle, values: ArticleFormValues): Partial<KbArticleInput> {
  const input = inputOf(values);
  const changes: Partial<KbArticleInput> = {};
  if (input.question !== article.question) changes.question = input.question;
  if (input.answer !== article.answer) changes.answer = input.answer;
  if (input.keywords.join('\u0000') !== article.keywords.join('\u0000')) changes.keywords = input.keywords;
  return changes;
}

/** The same rules the server applies, so most mistakes are shown before anything is sent. */
export function validateArticle(values: ArticleFormValues): ArticleFieldErrors {
  const { question, answer, keywords } = inputOf(values);
  const errors: ArticleFieldErrors = {};
  if (question === '') errors.question = 'Enter the question visitors ask.';
  else if (question.length > KB_LIMITS.question)
    errors.question = `The question must be at most ${KB_LIMITS.question} characters.`;
  if (answer === '') errors.answer = 'Enter the answer the sales bot gives.';
  else if (answer.length > KB_LIMITS.answer)
    errors.answer = `The answer must be at most ${KB_LIMITS.answer} characters.`;
  if (keywords.length > KB_LIMITS.keywords) errors.keywords = `Use at most ${KB_LIMITS.keywords} keywords.`;
  else if (keywords.some((word) => word.length > KB_LIMITS.keyword))
    errors.keywords = `Each keyword must be at most ${KB_LIMITS.keyword} characters.`;
  return errors;
}

const capitalised = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** The per-field messages of a 400 answer (details.fields), one per editor field. */
export function fieldErrorsOf(error: unknown): ArticleFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = error.details?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: ArticleFieldErrors = {};
  for (const field of FIELDS) {
    const messages = (fields as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = capitalised(messages[0]);
  }
  return result;
}
