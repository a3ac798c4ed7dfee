import { useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format';

import { AdminContactSubmissionDocument, useAddContactSubmissionNoteMutation } from '../api';
import type { ContactSubmissionNoteItemFragment } from '../api';

const MAX_NOTE_LENGTH = 5000;

export interface ContactNotesProps {
  submissionId: string;
  notes: readonly ContactSubmissionNoteItemFragment[];
}

export function ContactNotes({ submissionId, notes }: ContactNotesProps) {
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [addNote, { loading }] = useAddContactSubmissionNoteMutation({
    update(cache, { data }) {
      const note = data?.addContactSubmissionNote;
      if (!note) return;
      cache.updateQuery({ query: AdminContactSubmissionDocument, variables: { id: submissionId } }, (previous) =>
        previous?.contactSubmission
          ? {
              ...previous,
              contactSubmission: { ...previous.contactSubmission, notes: [...previous.contactSubmission.notes, note] },
            }
          : previous,
      );
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    setFailure(null);
    try {
      await addNote({ variables: { id: submissionId, body: text } });
      setBody('');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not add the note');
    }
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
      <form onSubmit={(event) => void submit(event)} className="space-y-2">
        <Label htmlFor="contact-note">Add a note</Label>
        <textarea
          id="contact-note"
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={loading || !body.trim()} aria-busy={loading}>
          Add note
        </Button>
      </form>
    </section>
  );
}
