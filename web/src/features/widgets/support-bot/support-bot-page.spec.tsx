import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { installFakeFetch } from '../../../../test/fake-fetch';

import { SupportBotPage } from './support-bot-page';
import { SUPPORT_POLL_MS, SUPPORT_SESSION_KEY } from './use-support-conversation';

const message = (id: string, sender: string, body: string) => ({
  id,
  conversationId: 'conv-1',
  sender,
  authorUserId: null,
  body,
  createdAt: '2026-01-01T10:00:00.000Z',
});

const flush = () => act(async () => void (await jest.advanceTimersByTimeAsync(0)));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('support-bot page', () => {
  it('[WID-10] sends messages to the inbound-message API with the country and keeps the conversation', async () => {
    const fetch = installFakeFetch({
      'POST /api/support/inbound': {
        body: {
          success: true,
          data: {
            conversationId: 'conv-1',
            conversationToken: 'secret',
            messages: [message('m1', 'visitor', 'Hello')],
          },
        },
      },
      'GET /api/support/conversations/conv-1': {
        body: { success: true, data: { id: 'conv-1', messages: [message('m1', 'visitor', 'Hello')] } },
      },
    });
    render(
      <MemoryRouter initialEntries={['/support-bot?country=UK']}>
        <SupportBotPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await flush();
    expect(fetch.callsTo('POST', '/api/support/inbound')[0]?.body).toEqual({ body: 'Hello', country: 'UK' });
    expect(JSON.parse(sessionStorage.getItem(SUPPORT_SESSION_KEY) ?? '{}')).toEqual({
      conversationId: 'conv-1',
      conversationToken: 'secret',
    });
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('[WID-10] shows staff replies by polling every 10 s', async () => {
    sessionStorage.setItem(
      SUPPORT_SESSION_KEY,
      JSON.stringify({ conversationId: 'conv-1', conversationToken: 'secret' }),
    );
    let replies = [message('m1', 'visitor', 'Hello')];
    const fetch = installFakeFetch({
      'GET /api/support/conversations/conv-1': () => ({
        body: { success: true, data: { id: 'conv-1', messages: replies } },
      }),
    });
    render(
      <MemoryRouter initialEntries={['/support-bot?country=UK']}>
        <SupportBotPage />
      </MemoryRouter>,
    );
    await flush();
    expect(fetch.calls[0]?.url).toBe('/api/support/conversations/conv-1?token=secret');
    replies = [...replies, message('m2', 'staff', 'Hi, how can we help?')];
    await act(async () => void (await jest.advanceTimersByTimeAsync(SUPPORT_POLL_MS - 1)));
    expect(screen.queryByText('Hi, how can we help?')).not.toBeInTheDocument();
    await act(async () => void (await jest.advanceTimersByTimeAsync(1)));
    expect(screen.getByText('Hi, how can we help?')).toBeInTheDocument();
    expect(SUPPORT_POLL_MS).toBe(10_000);
  });
});
