import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

import { SUPPORT_REPLY_MAX } from '../api/admin-support';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** Show the count only when it starts to matter. */
const COUNT_FROM = SUPPORT_REPLY_MAX - 500;

export interface SupportReplyBoxProps {
  sending: boolean;
  /** The server's message about the reply text, e.g. a 400 on `body`. */
  serverError: string | null;
  /** Resolves true when the reply was stored (the box then clears). */
  onSend: (body: string) => Promise<boolean>;
}

export function validateReply(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Write a reply before sending.';
  if (trimmed.length > SUPPORT_REPLY_MAX)
    return `A reply can be at most ${SUPPORT_REPLY_MAX.toLocaleString('en-GB')} characters.`;
  return null;
}

/** The staff reply: Enter adds a line, Ctrl+Enter (Cmd+Enter on a Mac) sends. */
export function SupportReplyBox({ sending, serverError, onSend }: SupportReplyBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? serverError;

  async function submit() {
    if (sending) return;
    const problem = validateReply(text);
    setError(problem);
    if (problem) return;
    if (await onSend(text.trim())) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-2"
    >
      <Label htmlFor={`${id}-reply`}>Reply</Label>
      <textarea
        id={`${id}-reply`}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
        placeholder="Write your answer…"
        className={cn(
          'block w-full resize-y rounded-md border px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
          shownError ? 'border-red-500' : 'border-slate-300',
        )}
      />
      {shownError ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {isMac ? 'Cmd' : 'Ctrl'}+Enter to send. The reply shows in the customer&apos;s chat.
          {text.length >= COUNT_FROM ? (
            <span className={cn('ml-2', text.trim().length > SUPPORT_REPLY_MAX && 'font-medium text-red-700')}>
              {text.trim().length.toLocaleString('en-GB')} / {SUPPORT_REPLY_MAX.toLocaleString('en-GB')}
            </span>
          ) : null}
        </p>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
