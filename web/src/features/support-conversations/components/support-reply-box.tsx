import { useWatch } from 'react-hook-form';
import type { KeyboardEvent } from 'react';
import { z } from 'zod';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { cn } from '@/lib/cn';

import { SUPPORT_REPLY_MAX } from '../lib/support-list';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** Show the count only when it starts to matter. */
const COUNT_FROM = SUPPORT_REPLY_MAX - 500;

const replySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write a reply before sending.')
    .max(SUPPORT_REPLY_MAX, `A reply can be at most ${SUPPORT_REPLY_MAX.toLocaleString('en-GB')} characters.`),
});

export interface SupportReplyBoxProps {
  /** Stores the reply (trimmed); what it throws shows on the field or above the form. */
  onSend: (body: string) => Promise<unknown>;
}

/** The staff reply: Enter adds a line, Ctrl+Enter (Cmd+Enter on a Mac) sends. */
export function SupportReplyBox({ onSend }: SupportReplyBoxProps) {
  const form = useZodForm(replySchema, { defaultValues: { body: '' } });
  const text = useWatch({ control: form.control, name: 'body' });
  const length = text.trim().length;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <Form
      form={form}
      className="space-y-2"
      onSubmit={async ({ body }) => {
        await onSend(body);
        form.reset({ body: '' });
      }}
    >
      <TextareaField
        name="body"
        label="Reply"
        rows={3}
        className="space-y-2"
        placeholder="Write your answer…"
        onKeyDown={onKeyDown}
        description={
          <>
            {isMac ? 'Cmd' : 'Ctrl'}+Enter to send. The reply shows in the customer&apos;s chat.
            {text.length >= COUNT_FROM ? (
              <span className={cn('ml-2', length > SUPPORT_REPLY_MAX && 'font-medium text-red-700')}>
                {length.toLocaleString('en-GB')} / {SUPPORT_REPLY_MAX.toLocaleString('en-GB')}
              </span>
            ) : null}
          </>
        }
      />
      <div className="flex justify-end">
        <SubmitButton pendingLabel="Sending…">Send reply</SubmitButton>
      </div>
    </Form>
  );
}
