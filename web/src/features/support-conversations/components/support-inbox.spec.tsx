import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { resetToasts } from '@/components/ui/toast-context';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { SupportConversationStatus } from '@/gql/types';

import {
  ReplyToSupportConversationDocument,
  SetSupportConversationStatusDocument,
  SupportConversationDocument,
  SupportConversationsDocument,
} from '../api/support-conversations.generated';
import type {
  SupportConversationListItemFragment,
  SupportConversationThreadFragment,
  SupportMessageItemFragment,
} from '../api/support-conversations.generated';
import { resetSeenConversations, SEEN_STORAGE_KEY } from '../hooks/use-seen-conversations';
import { SupportInbox } from './support-inbox';

const PATH = '/admin/support';
const ADMIN = {
  __typename: 'User' as const,
  id: 'admin-1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'a@example.com',
};

const idOf = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function conversation(n: number, changes: Partial<SupportConversationListItemFragment> = {}) {
  return {
    __typename: 'SupportConversation' as const,
    id: idOf(n),
    userId: null,
    visitorName: `Visitor ${n}`,
    visitorEmail: `visitor${n}@example.test`,
    status: 'open' as SupportConversationStatus,
    lastMessageAt: '2026-03-01T09:00:00.000Z',
    user: null,
    ...changes,
  };
}

function message(n: number, changes: Partial<SupportMessageItemFragment> = {}) {
  return {
    __typename: 'SupportMessage' as const,
    id: `10000000-0000-4000-8000-00000000000${n}`,
    sender: 'visitor' as const,
    body: `Message ${n}`,
    createdAt: '2026-03-01T09:00:00.000Z',
    author: null,
    ...changes,
  };
}

function thread(
  n: number,
  messages: SupportMessageItemFragment[],
  changes: Partial<SupportConversationThreadFragment> = {},
) {
  return {
    ...conversation(n),
    __typename: 'SupportConversationDetail' as const,
    country: 'UK',
    createdAt: '2026-03-01T09:00:00.000Z',
    messages,
    ...changes,
  };
}

type ListVariables = { after?: string | null; status?: SupportConversationStatus | null };

/** A page of the list for these variables (open, first page by default); answered as often as asked. */
function list(
  variables: ListVariables,
  items: () => ReturnType<typeof conversation>[],
  page: { endCursor?: string; total?: number } = {},
): MockedResponse {
  const wanted = { first: 25, after: null, status: 'open', ...variables };
  return {
    request: { query: SupportConversationsDocument, variables: wanted },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({
      data: {
        supportConversations: {
          __typename: 'SupportConversationConnection',
          edges: items().map((node) => ({ __typename: 'SupportConversationEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: Boolean(page.endCursor), endCursor: page.endCursor ?? null },
          totalCount: page.total ?? items().length,
        },
      },
    }),
  };
}

function detail(id: string, answer: () => ReturnType<typeof thread> | null): MockedResponse {
  return {
    request: { query: SupportConversationDocument, variables: { id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { supportConversation: answer() } }),
  };
}

function renderInbox(mocks: MockedResponse[], path = PATH) {
  const router = createMemoryRouter([{ path: PATH, element: <SupportInbox /> }], { initialEntries: [path] });
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return router;
}

/** One conversation with its thread, answering the list, the thread, replies and status changes like the bff. */
function serveThread(start: ReturnType<typeof thread>) {
  let stored = start;
  const replied = jest.fn((variables: { input: { body: string } }) => {
    const reply = message(stored.messages.length + 1, {
      sender: 'staff',
      body: variables.input.body,
      author: ADMIN,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    stored = { ...stored, lastMessageAt: reply.createdAt, messages: [...stored.messages, reply] };
    return { data: { replyToSupportConversation: stored } };
  });
  const statusSet = jest.fn((variables: { status: SupportConversationStatus }) => {
    stored = { ...stored, status: variables.status };
    return {
      data: {
        setSupportConversationStatus: { __typename: 'SupportConversation', id: stored.id, status: stored.status },
      },
    };
  });
  const listed = () => {
    const { messages: _messages, country: _country, createdAt: _createdAt, ...row } = stored;
    return { ...row, __typename: 'SupportConversation' as const };
  };
  const mocks: MockedResponse[] = [
    list({}, () => (stored.status === 'open' ? [listed()] : [])),
    detail(stored.id, () => stored),
    {
      request: { query: ReplyToSupportConversationDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: replied,
    },
    {
      request: { query: SetSupportConversationStatusDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: statusSet,
    },
  ];
  return { mocks, replied, statusSet, current: () => stored };
}

const seenMarks = () => JSON.parse(localStorage.getItem(SEEN_STORAGE_KEY) ?? '{}') as Record<string, string>;

beforeEach(() => {
  localStorage.clear();
  resetSeenConversations();
  resetToasts();
});

describe('SupportInbox', () => {
  it('[CALL-01] lists open conversations, naming visitors and signed-in users, marks the unread ones and pages with Next', async () => {
    const user = userEvent.setup();
    const signedIn = conversation(2, {
      userId: 'user-7',
      visitorName: null,
      visitorEmail: null,
      user: { __typename: 'User', id: 'user-7', firstName: 'Mia', lastName: 'Manager', email: 'manager@example.com' },
    });
    const anonymous = conversation(3, { visitorName: null, visitorEmail: null });
    localStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify({ [idOf(1)]: '2026-03-01T09:00:00.000Z' }));
    resetSeenConversations();
    const router = renderInbox([
      list({}, () => [conversation(1), signedIn], { endCursor: 'c2', total: 3 }),
      list({ after: 'c2' }, () => [anonymous], { total: 3 }),
    ]);
    const first = await screen.findByRole('row', { name: /Visitor 1/ });
    expect(first).toHaveTextContent('Visitor · visitor1@example.test');
    expect(within(first).getByText('1 Mar 2026, 09:00')).toHaveAttribute('datetime', '2026-03-01T09:00:00.000Z');
    expect(within(first).queryByText('(unread)')).not.toBeInTheDocument();
    const second = screen.getByRole('row', { name: /Mia Manager/ });
    expect(second).toHaveTextContent('Signed-in user · manager@example.com');
    expect(within(second).getByText('(unread)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mia Manager/ })).toHaveAttribute(
      'href',
      `${PATH}?conversation=${idOf(2)}`,
    );
    expect(screen.getByText('Showing 1–2 of 3')).toBeInTheDocument();
    expect(screen.getByText('1 unread on this page')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Anonymous visitor/ })).toBeInTheDocument();
    // Pages hold 25 rows: the fake second page is the 26th row on.
    expect(screen.getByText('Showing 26–26 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?after=c2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by open, closed or all in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const router = renderInbox([
      list({}, () => [conversation(1)]),
      list({ status: 'closed' }, () => []),
      list({ status: null }, () => [conversation(1), conversation(2, { status: 'closed' })]),
    ]);
    const filter = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(filter).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('Visitor 1');

    await user.click(within(filter).getByRole('button', { name: 'Closed' }));
    expect(await screen.findByRole('heading', { name: 'No closed conversations' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Visitor 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=all');
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    expect(screen.queryByText('Visitor 2')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows an empty inbox, and an error with a retry', async () => {
    const user = userEvent.setup();
    renderInbox([
      {
        request: { query: SupportConversationsDocument, variables: { first: 25, after: null, status: 'open' } },
        result: { errors: [{ message: 'The engagement service failed', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
      },
      list({}, () => []),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load support conversations');
    expect(alert).toHaveTextContent('The engagement service failed');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No open conversations' })).toBeInTheDocument();
  });

  it('[WID-10] opens a thread, marks it read, and sends a reply with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const served = serveThread(thread(1, [message(1, { body: 'Do you cover\nScottish tenancies?' })]));
    const router = renderInbox(served.mocks);
    await user.click(await screen.findByRole('link', { name: /Visitor 1/ }));
    expect(router.state.location.search).toBe(`?conversation=${idOf(1)}`);
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(panel).findByRole('heading', { name: 'Visitor 1' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'visitor1@example.test' })).toHaveAttribute(
      'href',
      'mailto:visitor1@example.test',
    );
    const messages = within(panel).getByRole('list', { name: 'Messages' });
    expect(within(messages).getByRole('listitem')).toHaveTextContent(/Visitor 1 · 1 Mar 2026, 09:00Do you cover/);
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
    await waitFor(() => expect(seenMarks()).toEqual({ [idOf(1)]: '2026-03-01T09:00:00.000Z' }));
    expect(screen.queryByText('(unread)')).not.toBeInTheDocument();

    const box = within(panel).getByLabelText('Reply');
    await user.type(box, '  Yes, Scotland too.{Enter}We cover PRTs.  ');
    // A plain Enter is a new line, not a send.
    expect(served.replied).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(2));
    expect(served.replied).toHaveBeenCalledWith({
      id: idOf(1),
      input: { body: 'Yes, Scotland too.\nWe cover PRTs.' },
    });
    expect(within(messages).getAllByRole('listitem')[1]).toHaveTextContent('Support team · Ada Admin');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    await waitFor(() => expect(seenMarks()).toEqual({ [idOf(1)]: '2026-03-01T10:00:00.000Z' }));
  });

  it('refuses a blank or too long reply with a message on the field, sending nothing', async () => {
    const user = userEvent.setup();
    const served = serveThread(thread(1, [message(1)]));
    renderInbox(served.mocks, `${PATH}?conversation=${idOf(1)}`);
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = await within(panel).findByLabelText('Reply');
    await user.type(box, '   ');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(expect.stringContaining('Write a reply before sending.')),
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(4001));
    expect(within(panel).getByText('4,001 / 4,000')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByText('A reply can be at most 4,000 characters.')).toBeInTheDocument();
    expect(served.replied).not.toHaveBeenCalled();
  });

  it("shows the server's message on the field when a reply is refused, keeping the text", async () => {
    const user = userEvent.setup();
    renderInbox(
      [
        list({}, () => [conversation(1)]),
        detail(idOf(1), () => thread(1, [message(1)])),
        {
          request: {
            query: ReplyToSupportConversationDocument,
            variables: { id: idOf(1), input: { body: 'Hello' } },
          },
          result: {
            errors: [
              {
                message: 'Invalid input: body must be between 1 and 4000 characters',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  reason: 'VALIDATION_FAILED',
                  fields: { body: ['body must be between 1 and 4000 characters'] },
                },
              },
            ],
          },
        },
      ],
      `${PATH}?conversation=${idOf(1)}`,
    );
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = await within(panel).findByLabelText('Reply');
    await user.type(box, 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByText('body must be between 1 and 4000 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('Hello');
  });

  it('closes and reopens the conversation; the open list follows', async () => {
    const user = userEvent.setup();
    const served = serveThread(thread(1, [message(1)]));
    renderInbox(served.mocks, `${PATH}?conversation=${idOf(1)}`);
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    await screen.findByRole('row', { name: /Visitor 1/ });
    await user.click(await within(panel).findByRole('button', { name: 'Close conversation' }));
    expect(await within(panel).findByRole('button', { name: 'Reopen conversation' })).toBeInTheDocument();
    expect(served.statusSet).toHaveBeenCalledWith({ id: idOf(1), status: 'closed' });
    expect(within(panel).getByText('Closed')).toBeInTheDocument();
    expect(within(panel).getByText(/This conversation is closed/)).toBeInTheDocument();
    // The thread survives the status change.
    expect(within(panel).getByText('Message 1')).toBeInTheDocument();
    expect(await screen.findByText('Conversation closed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No open conversations' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Reopen conversation' }));
    expect(await within(panel).findByRole('button', { name: 'Close conversation' })).toBeInTheDocument();
    expect(served.statusSet).toHaveBeenLastCalledWith({ id: idOf(1), status: 'open' });
    expect(served.current().status).toBe('open');
    expect(await screen.findByRole('row', { name: /Visitor 1/ })).toBeInTheDocument();
  });

  it('says when a conversation no longer exists, and goes back to the list', async () => {
    const user = userEvent.setup();
    const router = renderInbox([list({}, () => [conversation(1)]), detail(idOf(1), () => null)]);
    await user.click(await screen.findByRole('link', { name: /Visitor 1/ }));
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(panel).findByText('This conversation no longer exists.')).toBeInTheDocument();
    // On a phone the list makes way for the thread.
    expect(screen.getByRole('table', { name: 'Support conversations' }).closest('.hidden')).not.toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Back to conversations' }));
    expect(screen.queryByRole('region', { name: 'Conversation' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Support conversations' }).closest('.hidden')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('polls every 15 s, so a new visitor message appears in the list and the open thread', async () => {
    jest.useFakeTimers();
    try {
      let stored = thread(1, [message(1)]);
      let rows = [conversation(1)];
      renderInbox([list({}, () => rows), detail(idOf(1), () => stored)], `${PATH}?conversation=${idOf(1)}`);
      const panel = await screen.findByRole('region', { name: 'Conversation' });
      await within(panel).findByText('Message 1');
      await screen.findByRole('row', { name: /Visitor 1/ });

      stored = {
        ...stored,
        lastMessageAt: '2026-03-01T09:05:00.000Z',
        messages: [...stored.messages, message(2, { body: 'Anyone there?', createdAt: '2026-03-01T09:05:00.000Z' })],
      };
      rows = [conversation(2), { ...conversation(1), lastMessageAt: stored.lastMessageAt }];
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      expect(await within(panel).findByText('Anyone there?')).toBeInTheDocument();
      expect(await screen.findByRole('row', { name: /Visitor 2/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
