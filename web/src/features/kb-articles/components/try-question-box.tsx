import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import type { SalesBotAnswerQuery } from '../api/kb-articles.generated';
import { KB_LIMITS } from '../lib/kb-article-schema';

export interface TryQuestionBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
  onAsk: (query: string) => void;
  /** The question the shown result answers. */
  asked: string | null;
  result: SalesBotAnswerQuery['salesBotAnswer'] | null;
  pending: boolean;
  failure: string | null;
  onOpenSource: (id: string) => void;
}

/** Asks the live sales bot as a visitor would, to check an article answers the questions it should. */
export function TryQuestionBox(props: TryQuestionBoxProps) {
  const { query, onQueryChange, onAsk, asked, result, pending, failure, onOpenSource } = props;
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A question tried from the editor may answer below the fold.
    if (result || failure) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result, failure]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (text) onAsk(text);
  }

  return (
    <section
      aria-labelledby="kb-try-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="kb-try-heading" className="text-lg font-semibold text-slate-900">
          Try a question
        </h2>
        <p className="text-sm text-slate-600">Ask the sales bot as a visitor would and see which article answers.</p>
      </div>
      <form onSubmit={submit} className="space-y-2">
        <Label htmlFor="kb-try-question">Question to ask</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="kb-try-question"
            value={query}
            maxLength={KB_LIMITS.tryQuestion}
            placeholder="e.g. Do you support Scottish tenancies?"
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? 'kb-try-error' : undefined}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          <Button type="submit" className="shrink-0" disabled={pending || query.trim() === ''} aria-busy={pending}>
            {pending ? 'Asking…' : 'Ask'}
          </Button>
        </div>
      </form>
      <div ref={resultRef} aria-live="polite" aria-busy={pending} className="space-y-2">
        {failure ? (
          <p id="kb-try-error" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        {result && asked ? (
          <div aria-label="Sales bot answer" role="group" className="space-y-2 rounded-md bg-slate-50 p-3 text-sm">
            <p className="text-xs font-medium text-slate-500">Asked: “{asked}”</p>
            <p className="whitespace-pre-wrap text-slate-900">{result.answer}</p>
            {result.source ? (
              <p className="text-slate-700">
                <span className="font-medium">Matched article:</span>{' '}
                <button
                  type="button"
                  onClick={() => result.source && onOpenSource(result.source.id)}
                  className="text-left text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {result.source.question}
                </button>
              </p>
            ) : (
              <p className="text-slate-700">
                No article matched well enough, so the bot gives its fall-back answer. Add an article or keywords for
                this question.
              </p>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
