import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';

import { KB_LIMITS, kbArticleSchema, parseKeywords } from '../lib/kb-article-schema';
import type { KbArticleFormValues, KbArticleInput } from '../lib/kb-article-schema';

export interface KbArticleFormProps {
  initial: KbArticleFormValues;
  submitLabel: string;
  /** What it throws shows on the form: server messages on their fields, anything else above them. */
  onSubmit: (input: KbArticleInput) => Promise<unknown>;
  onDirtyChange: (dirty: boolean) => void;
  onTry: (question: string) => void;
  /** Extra buttons after Save (Delete, Cancel). */
  actions?: ReactNode;
  /** Editing: Save stays off until something changed. */
  requireChange?: boolean;
}

export function KbArticleForm({
  initial,
  submitLabel,
  onSubmit,
  onDirtyChange,
  onTry,
  actions,
  requireChange,
}: KbArticleFormProps) {
  const form = useZodForm(kbArticleSchema, { defaultValues: initial });
  const { isDirty } = form.formState;
  const [question, answer, keywords] = useWatch({ control: form.control, name: ['question', 'answer', 'keywords'] });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <TextField name="question" label="Question" autoFocus maxLength={KB_LIMITS.question} />
      <TextareaField
        name="answer"
        label="Answer"
        rows={7}
        maxLength={KB_LIMITS.answer}
        description={`${answer.length} / ${KB_LIMITS.answer} characters`}
      />
      <TextField
        name="keywords"
        label="Keywords"
        placeholder="deposit, tenancy, scotland"
        description={`Other words visitors may use, separated by commas (${parseKeywords(keywords).length} of at most ${KB_LIMITS.keywords}).`}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <SubmitButton pendingLabel="Saving…" disabled={requireChange === true && !isDirty}>
          {submitLabel}
        </SubmitButton>
        <Button
          variant="secondary"
          disabled={question.trim() === ''}
          onClick={() => onTry(question.trim().slice(0, KB_LIMITS.tryQuestion))}
        >
          Try this question
        </Button>
        {actions}
      </div>
    </Form>
  );
}
