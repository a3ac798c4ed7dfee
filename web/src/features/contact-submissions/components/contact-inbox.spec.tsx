import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { ContactSubmissionDocument, ContactSubmissionsDocument } from '../api/contact-submissions.generated';
import type { ContactSource, ContactStatus } from '@/gql/types';

import { ContactInbox } from './contact-inbox';

interface Row {
  id: string;
  fullName: string;
  source: ContactSource;
  status: ContactStatus;
}

function page(rows: Row[], hasNextPage = false) {
  return {
    data: {
      contactSubmissions: {
        __typename: 'ContactSubmissionConnection',
        edges: rows.map((row) => ({
          __typename: 'ContactSubmissionEdge',
          cursor: `c-${row.id}`,
          node: {
            __typename: 'ContactSubmission',
            email: `${row.id}@example.com`,
            company: null,
            submittedAt: '2026-01-05T10:00:00.000Z',
            ...row,
          },
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
        totalCount: rows.length + (hasNextPage ? 1 : 0),
      },
    },
  };
}

const list = (
  variables: { q?: string | null; source?: ContactSource | null; status?: ContactStatus | null; after?: string },
  rows: Row[],
  hasNextPage = false,
) => ({
  request: {
    query: ContactSubmissionsDocument,
    variables: { first: 25, q: null, source: null, status: null, ...variables },
  },
  result: page(rows, hasNextPage),
});

function renderInbox(mocks: MockedResponse[], path = '/admin/contact-submissions') {
  const router = createMemoryRouter([{ path: '/admin/contact-submissions', element: <ContactInbox /> }], {
    initialEntries: [path],
  });
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const PRIYA: Row = { id: 's1', fullName: 'Priya Shah', source: 'sales_bot', status: 'new' };
const MORAG: Row = { id: 's2', fullName: 'Morag Campbell', source: 'setup_demo', status: 'in_progress' };
const OWEN: Row = { id: 's3', fullName: 'Owen Price', source: 'contact_page', status: 'closed' };

describe('ContactInbox', () => {
  it('lists submissions with status badges and filters them by source and status', async () => {
    const user = userEvent.setup();
    const router = renderInbox([
      list({}, [PRIYA, MORAG]),
      list({ source: 'setup_demo' }, [MORAG]),
      list({ source: 'setup_demo', status: 'closed' }, []),
    ]);
    const first = await screen.findByRole('row', { name: /Priya Shah/ });
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('Sales bot')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Morag Campbell/ })).toHaveTextContent('In progress');

    await user.selectOptions(screen.getByLabelText('Source'), 'setup_demo');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Priya Shah')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=setup_demo');

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('No matching contact submissions')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=setup_demo&status=closed');

    // [ISO-03] Back returns to the previous filter, which the URL keeps.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('row', { name: /Morag Campbell/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('[ISO-03] opens a bookmarked view with its search and filters, ignoring values it does not know', async () => {
    renderInbox(
      [list({ q: 'morag', source: 'setup_demo' }, [MORAG])],
      '/admin/contact-submissions?q=morag&source=setup_demo&status=bogus&colour=blue',
    );
    expect(await screen.findByRole('row', { name: /Morag Campbell/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('morag');
    expect(screen.getByLabelText('Source')).toHaveValue('setup_demo');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('opens a submission beside the list through its row link, kept in the URL', async () => {
    const user = userEvent.setup();
    const router = renderInbox(
      [
        list({}, [PRIYA, MORAG]),
        {
          request: { query: ContactSubmissionDocument, variables: { id: 's1' } },
          result: { data: { contactSubmission: null } },
        },
      ],
      '/admin/contact-submissions?source=',
    );
    const link = await screen.findByRole('link', { name: 'Priya Shah' });
    expect(link).toHaveAttribute('href', '/admin/contact-submissions?source=&submission=s1');

    await user.click(link);
    const detail = await screen.findByRole('complementary', { name: 'Contact submission' });
    expect(await within(detail).findByText('This submission no longer exists.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=&submission=s1');
    expect(screen.getByRole('link', { name: 'Priya Shah' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('complementary', { name: 'Contact submission' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=');
  });

  it('searches only once typing pauses (debounced) and pages with Next', async () => {
    const user = userEvent.setup();
    const router = renderInbox([
      list({}, [PRIYA], true),
      list({ q: 'owen' }, [OWEN], true),
      list({ q: 'owen', after: 'cursor-1' }, [{ ...OWEN, id: 's4', fullName: 'Owen Price Jr' }]),
    ]);
    await screen.findByText('Priya Shah');
    // No mock exists for 'o', 'ow' or 'owe': a request per keystroke would fail the test with an error state.
    await user.type(screen.getByLabelText('Search'), 'owen');
    expect(await screen.findByText('Owen Price')).toBeInTheDocument();
    expect(screen.queryByText('Priya Shah')).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load contact submissions')).not.toBeInTheDocument();

    expect(router.state.location.search).toBe('?q=owen');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Owen Price Jr')).toBeInTheDocument();
    expect(screen.queryByText('Owen Price')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=owen&after=cursor-1');
  });

  it('shows the error state when the inbox cannot be loaded', async () => {
    renderInbox([
      {
        request: {
          query: ContactSubmissionsDocument,
          variables: { first: 25, q: null, source: null, status: null },
        },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByText('Could not load contact submissions')).toBeInTheDocument();
  });
});
