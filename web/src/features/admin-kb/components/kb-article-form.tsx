import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { KB_LIMITS } from '../api/kb-articles';
import {
  parseKeywords,
  validateArticle,
  type ArticleField,
  type ArticleFieldErrors,
  type ArticleFormValues,
} from '../lib/article-form';
import { FieldError } from './field-error';

const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-500';

export interface KbArticleFormProps {
  initial: ArticleFormValues;
  submitLabel: string;
  busy: boolean;
  /** Per-field messages of the server's last answer. */
  serverErrors: ArticleFieldErrors;
  /** A failure that belongs to no field (network, 404, 503). */
  failure: string | null;
  onSubmit: (values: ArticleFormValues) => void;
  onDirtyChange: (dirty: boolean) => void;
  onTry: (question: string) => void;
  /** Extra buttons after Save (Delete, Cancel). */
  actions?: ReactNode;
  /** Editing: Save stays off until something changed. */
  requireChange?: boolean;
}

const sameValues = (a: ArticleFormValues, b: ArticleFormValues) =>
  a.question === b.question && a.answer === b.answer && a.keywords === b.keywords;

/** The question, its answer and the keywords the bot also matches on, each with its own message. */
export function KbArticleForm(props: KbArticleFormProps) {
  const { initial, submitLabel, busy, serverErrors, failure, onSubmit, onDirtyChange, onTry, actions, requireChange } =
    props;
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<ArticleFieldErrors>({});
  // A server message stays until its field is edited.
  const [editedSinceServer, setEditedSinceServer] = useState<Set<ArticleField>>(new Set());
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    setEditedSinceServer(new Set());
  }
  const dirty = !sameValues(values, initial);

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const errorOf = (field: ArticleField) =>
    clientErrors[field] ?? (editedSinceServer.has(field) ? undefined : serverErrors[field]);

  function change(field: ArticleField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setEditedSinceServer((current) => new Set(current).add(field));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateArticle(values);
    setClientErrors(errors);
    const firstInvalid = (['question', 'answer', 'keywords'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(`kb-${firstInvalid}`)?.focus();
      return;
    }
    onSubmit(values);
  }

  const keywordCount = parseKeywords(values.keywords).length;
  const described = (field: ArticleField, hint?: string) =>
    [hint, errorOf(field) ? `kb-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor="kb-question">Question</Label>
        <Input
          id="kb-question"
          autoFocus
          maxLength={KB_LIMITS.question}
          value={values.question}
          aria-invalid={errorOf('question') ? true : undefined}
          aria-describedby={described('question')}
          onChange={(event) => change('question', event.target.value)}
        />
        <FieldError id="kb-question-error" message={errorOf('question')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="kb-answer">Answer</Label>
        <textarea
          id="kb-answer"
          rows={7}
          maxLength={KB_LIMITS.answer}
          value={values.answer}
          aria-invalid={errorOf('answer') ? true : undefined}
          aria-describedby={described('answer', 'kb-answer-count')}
          onChange={(event) => change('answer', event.target.value)}
          className={TEXTAREA_CLASSES}
        />
        <p id="kb-answer-count" className="text-xs text-slate-500">
          {values.answer.length} / {KB_LIMITS.answer} characters
        </p>
        <FieldError id="kb-answer-error" message={errorOf('answer')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="kb-keywords">Keywords</Label>
        <Input
          id="kb-keywords"
          value={values.keywords}
          placeholder="deposit, tenancy, scotland"
          aria-invalid={errorOf('keywords') ? true : undefined}
          aria-describedby={described('keywords', 'kb-keywords-hint')}
          onChange={(event) => change('keywords', event.target.value)}
        />
        <p id="kb-keywords-hint" className="text-xs text-slate-500">
          Other words visitors may use, separated by commas ({keywordCount} of at most {KB_LIMITS.keywords}).
        </p>
        <FieldError id="kb-keywords-error" message={errorOf('keywords')} />
      </div>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={busy || (requireChange === true && !dirty)} aria-busy={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <Button
          variant="secondary"
          disabled={values.question.trim() === ''}
          onClick={() => onTry(values.question.trim().slice(0, KB_LIMITS.query))}
        >
          Try this question
        </Button>
        {actions}
      </div>
    </form>
  );
}
