import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  AddContactSubmissionNoteDocument,
  ContactSubmissionDocument,
  UpdateContactSubmissionStatusDocument,
} from '../api/contact-submissions.generated';

import { ContactSubmissionDetail } from './contact-submission-detail';

const ID = '0b7a3f7e-4d1c-4c55-9a8e-1f2a3b4c5d6e';

const detail = {
  request: { query: ContactSubmissionDocument, variables: { id: ID } },
  result: {
    data: {
      contactSubmission: {
        __typename: 'ContactSubmissionDetail',
        id: ID,
        fullName: 'Priya Shah',
        email: 'priya@example.com',
        company: 'Shah Lettings',
        phone: '07700 900123',
        message: 'We manage 40 flats in Leeds.',
        source: 'sales_bot',
        submittedFrom: 'sales_bot',
        status: 'new',
        page: '/pricing',
        submittedAt: '2026-01-05T10:00:00.000Z',
        createdAt: '2026-01-05T10:00:01.000Z',
        transcript: [
          { __typename: 'ContactTranscriptEntry', type: 'bot', content: 'Hello! How can I help?' },
          { __typename: 'ContactTranscriptEntry', type: 'user', content: 'How long is the free trial?' },
        ],
        notes: [
          {
            __typename: 'ContactSubmissionNote',
            id: 'n1',
            body: 'Left a voicemail.',
            authorUserId: 'u1',
            authorName: 'Alex Admin',
            createdAt: '2026-01-06T09:15:00.000Z',
          },
        ],
      },
    },
  },
};

describe('ContactSubmissionDetail', () => {
  it('shows the contact fields, metadata and chat transcript', async () => {
    render(
      <MockedProvider mocks={[detail]}>
        <ContactSubmissionDetail id={ID} onClose={() => undefined} />
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Priya Shah' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'priya@example.com' })).toHaveAttribute('href', 'mailto:priya@example.com');
    expect(screen.getByText('Shah Lettings')).toBeInTheDocument();
    expect(screen.getByText('Sales bot')).toBeInTheDocument();
    expect(screen.getByText('5 Jan 2026, 10:00')).toBeInTheDocument();
    expect(screen.getByText('/pricing')).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Chat transcript' });
    expect(within(transcript).getByText('How long is the free trial?')).toBeInTheDocument();
    expect(screen.getByText('Left a voicemail.')).toBeInTheDocument();
    expect(screen.getByText(/Alex Admin/)).toHaveTextContent('Alex Admin · 6 Jan 2026, 09:15');
  });

  it('changes the status and adds an internal note with its author and time', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <MockedProvider
        mocks={[
          detail,
          {
            request: { query: UpdateContactSubmissionStatusDocument, variables: { id: ID, status: 'in_progress' } },
            result: {
              data: {
                updateContactSubmissionStatus: { __typename: 'ContactSubmission', id: ID, status: 'in_progress' },
              },
            },
          },
          {
            request: {
              query: AddContactSubmissionNoteDocument,
              variables: { id: ID, body: 'Demo booked for Friday.' },
            },
            result: {
              data: {
                addContactSubmissionNote: {
                  __typename: 'ContactSubmissionNote',
                  id: 'n2',
                  body: 'Demo booked for Friday.',
                  authorUserId: 'u2',
                  authorName: 'Sam Support',
                  createdAt: '2026-01-07T14:30:00.000Z',
                },
              },
            },
          },
        ]}
      >
        <ContactSubmissionDetail id={ID} onClose={onClose} />
      </MockedProvider>,
    );
    await screen.findByRole('heading', { name: 'Priya Shah' });
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('new');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'In progress', 'Closed']);

    await user.selectOptions(status, 'in_progress');
    expect(await screen.findByText('In progress', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');

    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Add a note'), '  Demo booked for Friday.  ');
    await user.click(add);
    expect(await screen.findByText(/Sam Support/)).toHaveTextContent('Sam Support · 7 Jan 2026, 14:30');
    expect(screen.getByText('Demo booked for Friday.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
