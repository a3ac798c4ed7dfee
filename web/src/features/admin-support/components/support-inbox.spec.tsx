import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastProvider } from '@/components/ui/toast-provider';
import { resetToasts } from '@/components/ui/toast-context';
import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer, FakeCall } from '../../../../test/fake-fetch';
import type {
  AdminSupportConversation,
  AdminSupportConversationDetail,
  AdminSupportMessage,
} from '../api/admin-support';
import { resetSeenConversations, SEEN_STORAGE_KEY } from '../hooks/use-seen-conversations';
import { SupportInbox } from './support-inbox';

const TOKEN = fakeJwt({ sub: 'admin-1' });
const BASE = '/api/admin/support/conversations';
const ADMIN = { id: 'admin-1', name: 'Ada Admin', email: 'admin@example.com' };

const idOf = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function conversation(n: number, changes: Partial<AdminSupportConversation> = {}): AdminSupportConversation {
  return {
    id: idOf(n),
    companyId: null,
    userId: null,
    visitorName: `Visitor ${n}`,
    visitorEmail: `visitor${n}@example.test`,
    country: 'UK',
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    lastMessageAt: '2026-03-01T09:00:00.000Z',
    user: null,
    ...changes,
  };
}

function message(n: number, changes: Partial<AdminSupportMessage> = {}): AdminSupportMessage {
  return {
    id: `10000000-0000-4000-8000-00000000000${n}`,
    conversationId: idOf(1),
    sender: 'visitor',
    authorUserId: null,
    body: `Message ${n}`,
    createdAt: '2026-03-01T09:00:00.000Z',
    author: null,
    ...changes,
  };
}

const page = (items: AdminSupportConversation[], nextCursor: string | null, total: number): FakeAnswer => ({
  body: { success: true, data: items, pageInfo: { nextCursor, total } },
});
const data = (value: unknown): FakeAnswer => ({ body: { success: true, data: value } });
const query = (call: FakeCall) => new URL(call.url, 'http://localhost').searchParams;

function renderInbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SupportInbox />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** One conversation with its thread, answering GET, replies and PATCH like the bff. */
function serveThread(start: AdminSupportConversationDetail) {
  let stored = start;
  const routes: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)> = {
    [BASE]: () => page([stored], null, 1),
    [`${BASE}/${stored.id}`]: () => data(stored),
  };
  const fetch = installFakeFetch({
    [`GET ${BASE}`]: routes[BASE]!,
    [`GET ${BASE}/${stored.id}`]: routes[`${BASE}/${stored.id}`]!,
    [`POST ${BASE}/${stored.id}/replies`]: (call) => {
      const body = (call.body as { body: string }).body;
      const reply = message(stored.messages.length + 1, {
        sender: 'staff',
        body,
        authorUserId: ADMIN.id,
        author: ADMIN,
        createdAt: '2026-03-01T10:00:00.000Z',
      });
      stored = { ...stored, lastMessageAt: reply.createdAt, messages: [...stored.messages, reply] };
      return { status: 201, body: { success: true, data: stored } };
    },
    [`PATCH ${BASE}/${stored.id}`]: (call) => {
      const { messages: _messages, ...rest } = stored;
      stored = { ...stored, status: (call.body as { status: 'open' | 'closed' }).status };
      return data({ ...rest, status: stored.status });
    },
  });
  return { fetch, current: () => stored };
}

beforeEach(() => {
  localStorage.clear();
  resetSeenConversations();
  resetToasts();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('SupportInbox', () => {
  it('[CALL-01] lists open conversations, naming visitors and signed-in users, and pages with "Load more"', async () => {
    const user = userEvent.setup();
    const signedIn = conversation(2, {
      userId: 'user-7',
      companyId: 'company-1',
      visitorName: null,
      visitorEmail: null,
      user: { id: 'user-7', name: 'Mia Manager', email: 'manager@example.com' },
    });
    const anonymous = conversation(3, { visitorName: null, visitorEmail: null });
    const fetch = installFakeFetch({
      [`GET ${BASE}`]: (call) =>
        query(call).get('cursor') === 'c2' ? page([anonymous], null, 3) : page([conversation(1), signedIn], 'c2', 3),
    });
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Support conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Visitor 1'),
      expect.stringContaining('Mia Manager'),
    ]);
    expect(rows[0]).toHaveTextContent('Visitor · visitor1@example.test');
    expect(rows[1]).toHaveTextContent('Signed-in user · manager@example.com');
    expect(within(rows[0]!).getByText('1 Mar 2026, 09:00')).toHaveAttribute('datetime', '2026-03-01T09:00:00.000Z');
    expect(screen.getByText('Showing 2 of 3 · 2 unread')).toBeInTheDocument();
    expect(fetch.calls[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(query(fetch.calls[0]!).get('status')).toBe('open');
    expect(query(fetch.calls[0]!).get('limit')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Anonymous visitor')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 · 3 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by open, closed or all, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch({
      [`GET ${BASE}`]: (call) =>
        query(call).get('status') === 'closed'
          ? page([], null, 0)
          : page([conversation(1, { status: query(call).get('status') ? 'open' : 'closed' })], null, 1),
    });
    renderInbox();
    const filter = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(filter).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('Visitor 1');

    await user.click(within(filter).getByRole('button', { name: 'Closed' }));
    expect(await screen.findByRole('heading', { name: 'No closed conversations' })).toBeInTheDocument();
    expect(query(fetch.calls.at(-1)!).get('status')).toBe('closed');

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    expect(query(fetch.calls.at(-1)!).has('status')).toBe(false);
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an empty inbox, and an error with a retry', async () => {
    let fail = true;
    installFakeFetch({
      [`GET ${BASE}`]: () =>
        fail
          ? {
              status: 503,
              body: { success: false, statusCode: 503, code: 'X', message: 'The engagement service failed' },
            }
          : page([], null, 0),
    });
    const user = userEvent.setup();
    renderInbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load support conversations');
    expect(alert).toHaveTextContent('The engagement service failed');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No open conversations' })).toBeInTheDocument();
  });

  it('[WID-10] opens a thread, marks it read, and sends a reply with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const thread = serveThread({
      ...conversation(1),
      messages: [message(1, { body: 'Do you cover\nScottish tenancies?' })],
    });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Visitor 1/ }));
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(panel).findByRole('heading', { name: 'Visitor 1' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'visitor1@example.test' })).toHaveAttribute(
      'href',
      'mailto:visitor1@example.test',
    );
    const messages = within(panel).getByRole('list', { name: 'Messages' });
    expect(within(messages).getByRole('listitem')).toHaveTextContent(/Visitor 1 · 1 Mar 2026, 09:00Do you cover/);
    await waitFor(() => expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(SEEN_STORAGE_KEY) ?? '{}')).toEqual({
      [idOf(1)]: '2026-03-01T09:00:00.000Z',
    });

    const box = within(panel).getByLabelText('Reply');
    await user.type(box, '  Yes, Scotland too.{Enter}We cover PRTs.  ');
    // A plain Enter is a new line, not a send.
    expect(thread.fetch.callsTo('POST', `${BASE}/${idOf(1)}/replies`)).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(2));
    expect(thread.fetch.callsTo('POST', `${BASE}/${idOf(1)}/replies`)[0]?.body).toEqual({
      body: 'Yes, Scotland too.\nWe cover PRTs.',
    });
    expect(within(messages).getAllByRole('listitem')[1]).toHaveTextContent('Support team · Ada Admin');
    expect(box).toHaveValue('');
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SEEN_STORAGE_KEY) ?? '{}')).toEqual({
      [idOf(1)]: '2026-03-01T10:00:00.000Z',
    });
  });

  it('refuses a blank or too long reply with a message on the field, sending nothing', async () => {
    const user = userEvent.setup();
    const thread = serveThread({ ...conversation(1), messages: [message(1)] });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Visitor 1/ }));
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = await within(panel).findByLabelText('Reply');
    await user.type(box, '   ');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Write a reply before sending.'));
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(4001));
    expect(within(panel).getByText('4,001 / 4,000')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(within(panel).getByText('A reply can be at most 4,000 characters.')).toBeInTheDocument();
    expect(thread.fetch.callsTo('POST', `${BASE}/${idOf(1)}/replies`)).toHaveLength(0);
  });

  it("shows the server's message when a reply is refused, keeping the text", async () => {
    const user = userEvent.setup();
    installFakeFetch({
      [`GET ${BASE}`]: page([conversation(1)], null, 1),
      [`GET ${BASE}/${idOf(1)}`]: data({ ...conversation(1), messages: [message(1)] }),
      [`POST ${BASE}/${idOf(1)}/replies`]: {
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          details: { fields: { body: ['body must be between 1 and 4000 characters'] } },
        },
      },
    });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Visitor 1/ }));
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = await within(panel).findByLabelText('Reply');
    await user.type(box, 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByText('body must be between 1 and 4000 characters')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('closes and reopens the conversation', async () => {
    const user = userEvent.setup();
    const thread = serveThread({ ...conversation(1), messages: [message(1)] });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Visitor 1/ }));
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    await user.click(await within(panel).findByRole('button', { name: 'Close conversation' }));
    expect(await within(panel).findByRole('button', { name: 'Reopen conversation' })).toBeInTheDocument();
    expect(thread.fetch.callsTo('PATCH', `${BASE}/${idOf(1)}`)[0]?.body).toEqual({ status: 'closed' });
    expect(within(panel).getByText('Closed')).toBeInTheDocument();
    expect(within(panel).getByText(/This conversation is closed/)).toBeInTheDocument();
    // The thread survives the status change.
    expect(within(panel).getByText('Message 1')).toBeInTheDocument();
    expect(await screen.findByText('Conversation closed')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Reopen conversation' }));
    expect(await within(panel).findByRole('button', { name: 'Close conversation' })).toBeInTheDocument();
    expect(thread.fetch.callsTo('PATCH', `${BASE}/${idOf(1)}`)[1]?.body).toEqual({ status: 'open' });
    expect(thread.current().status).toBe('open');
  });

  it('says when a conversation no longer exists, and goes back to the list', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      [`GET ${BASE}`]: page([conversation(1)], null, 1),
      [`GET ${BASE}/${idOf(1)}`]: {
        status: 404,
        body: { success: false, statusCode: 404, code: 'SUPPORT_CONVERSATION_NOT_FOUND', message: 'not found' },
      },
    });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Visitor 1/ }));
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(panel).findByText('This conversation no longer exists.')).toBeInTheDocument();
    // On a phone the list makes way for the thread.
    expect(screen.getByRole('list', { name: 'Support conversations' }).closest('.hidden')).not.toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Back to conversations' }));
    expect(screen.queryByRole('region', { name: 'Conversation' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Support conversations' }).closest('.hidden')).toBeNull();
  });

  it('polls every 15 s, so a new visitor message appears in the list and the open thread', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      let stored: AdminSupportConversationDetail = { ...conversation(1), messages: [message(1)] };
      let list = [conversation(1)];
      installFakeFetch({
        [`GET ${BASE}`]: () => page(list, null, list.length),
        [`GET ${BASE}/${idOf(1)}`]: () => data(stored),
      });
      renderInbox();
      await user.click(await screen.findByRole('button', { name: /Visitor 1/ }));
      const panel = await screen.findByRole('region', { name: 'Conversation' });
      await within(panel).findByText('Message 1');

      stored = {
        ...stored,
        lastMessageAt: '2026-03-01T09:05:00.000Z',
        messages: [...stored.messages, message(2, { body: 'Anyone there?', createdAt: '2026-03-01T09:05:00.000Z' })],
      };
      list = [conversation(2), { ...conversation(1), lastMessageAt: stored.lastMessageAt }];
      await act(async () => {
        jest.advanceTimersByTime(15_000);
        await Promise.resolve();
      });
      expect(await within(panel).findByText('Anyone there?')).toBeInTheDocument();
      expect(await screen.findByText('Visitor 2')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
