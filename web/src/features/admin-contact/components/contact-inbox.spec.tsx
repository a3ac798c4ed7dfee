import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { relayStylePagination } from '@apollo/client/utilities';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AdminContactSubmissionsDocument } from '@/gql/graphql';
import type { ContactSource, ContactStatus } from '@/gql/graphql';

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
    query: AdminContactSubmissionsDocument,
    variables: { first: 25, q: null, source: null, status: null, ...variables },
  },
  result: page(rows, hasNextPage),
});

const PRIYA: Row = { id: 's1', fullName: 'Priya Shah', source: 'sales_bot', status: 'new' };
const MORAG: Row = { id: 's2', fullName: 'Morag Campbell', source: 'setup_demo', status: 'in_progress' };
const OWEN: Row = { id: 's3', fullName: 'Owen Price', source: 'contact_page', status: 'closed' };

// As lib/apollo.ts configures it: one paged list per search and filter.
const pagedCache = () =>
  new InMemoryCache({
    typePolicies: { Query: { fields: { contactSubmissions: relayStylePagination(['q', 'source', 'status']) } } },
  });

describe('ContactInbox', () => {
  it('lists submissions with status badges and filters them by source and status', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider
        mocks={[
          list({}, [PRIYA, MORAG]),
          list({ source: 'setup_demo' }, [MORAG]),
          list({ source: 'setup_demo', status: 'closed' }, []),
        ]}
      >
        <ContactInbox />
      </MockedProvider>,
    );
    const first = await screen.findByRole('button', { name: /Priya Shah/ });
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('Sales bot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Morag Campbell/ })).toHaveTextContent('In progress');

    await user.selectOptions(screen.getByLabelText('Source'), 'setup_demo');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Priya Shah')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('No matching contact submissions')).toBeInTheDocument();
  });

  it('searches only once typing pauses (debounced) and pages with Load more', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider
        cache={pagedCache()}
        mocks={[
          list({}, [PRIYA], true),
          list({ q: 'owen' }, [OWEN], true),
          list({ q: 'owen', after: 'cursor-1' }, [{ ...OWEN, id: 's4', fullName: 'Owen Price Jr' }]),
        ]}
      >
        <ContactInbox />
      </MockedProvider>,
    );
    await screen.findByText('Priya Shah');
    // No mock exists for 'o', 'ow' or 'owe': a request per keystroke would fail the test with an error state.
    await user.type(screen.getByLabelText('Search'), 'owen');
    expect(await screen.findByText('Owen Price')).toBeInTheDocument();
    expect(screen.queryByText('Priya Shah')).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load contact submissions')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Owen Price Jr')).toBeInTheDocument();
  });

  it('shows the error state when the inbox cannot be loaded', async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: {
              query: AdminContactSubmissionsDocument,
              variables: { first: 25, q: null, source: null, status: null },
            },
            error: new Error('Network down'),
          },
        ]}
      >
        <ContactInbox />
      </MockedProvider>,
    );
    expect(await screen.findByText('Could not load contact submissions')).toBeInTheDocument();
  });
});
