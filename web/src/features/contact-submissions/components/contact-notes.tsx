import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatDateTime } from '@/lib/format';

import { ContactSubmissionDocument, useAddContactSubmissionNoteMutation } from '../api/contact-submissions.generated';
import type { ContactSubmissionNoteItemFragment } from '../api/contact-submissions.generated';

const MAX_NOTE_LENGTH = 5000;

const noteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note first.')
    .max(MAX_NOTE_LENGTH, `Use at most ${MAX_NOTE_LENGTH.toLocaleString('en-GB')} characters.`),
});

export interface ContactNotesProps {
  submissionId: string;
  notes: readonly ContactSubmissionNoteItemFragment[];
}

export function ContactNotes({ submissionId, notes }: ContactNotesProps) {
  const form = useZodForm(noteSchema, { defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });
  const [addNote] = useAddContactSubmissionNoteMutation({
    update(cache, { data }) {
      const note = data?.addContactSubmissionNote;
      if (!note) return;
      cache.updateQuery({ query: ContactSubmissionDocument, variables: { id: submissionId } }, (previous) =>
        previous?.contactSubmission
          ? {
              ...previous,
              contactSubmission: { ...previous.contactSubmission, notes: [...previous.contactSubmission.notes, note] },
            }
          : previous,
      );
    },
  });

  async function submit(values: z.output<typeof noteSchema>) {
    await addNote({ variables: { id: submissionId, body: values.body } });
    form.reset();
  }

  return (
    <section aria-labelledby="contact-notes-heading" className="space-y-3">
      <h3 id="contact-notes-heading" className="text-sm font-semibold text-slate-900">
        Internal notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap text-slate-800">{note.body}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.authorName ?? 'Unknown user'} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} onSubmit={submit} aria-label="New note" className="space-y-2">
        <TextareaField name="body" label="Add a note" rows={3} maxLength={MAX_NOTE_LENGTH} />
        <SubmitButton disabled={!body.trim()}>Add note</SubmitButton>
      </Form>
    </section>
  );
}
