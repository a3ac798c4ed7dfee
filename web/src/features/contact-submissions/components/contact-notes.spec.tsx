import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AddContactSubmissionNoteDocument } from '../api/contact-submissions.generated';
import { ContactNotes } from './contact-notes';

const ID = '0b7a3f7e-4d1c-4c55-9a8e-1f2a3b4c5d6e';

describe('ContactNotes', () => {
  it("shows the server's refusal in the form's alert and keeps the note", async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: AddContactSubmissionNoteDocument, variables: { id: ID, body: 'Called back.' } },
            result: {
              data: null,
              errors: [{ message: 'Contact submission not found', extensions: { code: 'NOT_FOUND' } }],
            },
          },
        ]}
      >
        <ContactNotes submissionId={ID} notes={[]} />
      </MockedProvider>,
    );
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a note'), 'Called back.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Contact submission not found');
    expect(screen.getByLabelText('Add a note')).toHaveValue('Called back.');
  });

  it('checks the length before sending', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <ContactNotes submissionId={ID} notes={[]} />
      </MockedProvider>,
    );
    const note = screen.getByLabelText('Add a note');
    note.removeAttribute('maxlength');
    await user.click(note);
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Use at most 5,000 characters.')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });
});
