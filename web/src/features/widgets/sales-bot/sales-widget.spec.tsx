import type { CreateContactSubmissionRequest } from '@pm/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { resetToasts } from '@/components/ui/toast-context';
import { ToastProvider } from '@/components/ui/toast-provider';

import { installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeCall } from '../../../../test/fake-fetch';
import { getActiveWidget, openWidget, resetWidgets } from '../lib/widget-manager';

import { GREETINGS, THINKING } from './sales-chat-machine';
import { SALES_WIDGET_STYLE, SalesWidget } from './sales-widget';

const SUCCESS = 'Your information has been submitted. Our team will contact you shortly.';
const CONTACT = 'POST /api/contact/contact-submissions';
const QUERY = 'POST /api/sales-bot/query';

function renderWidget() {
  return render(
    <MemoryRouter initialEntries={['/resources']}>
      <ToastProvider>
        <SalesWidget />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

async function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Open sales chat' }));
  await advance(0);
}

async function type(text: string) {
  const box = screen.getByRole('textbox');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await advance(0);
}

const conversation = () => within(screen.getByRole('list', { name: 'Conversation' }));
const contactBodies = (calls: FakeCall[]) =>
  calls
    .filter((call) => `${call.method} ${call.url}` === CONTACT)
    .map((call) => call.body as CreateContactSubmissionRequest);

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  act(() => {
    resetWidgets();
    resetToasts();
  });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('sales widget', () => {
  it('[WID-07] starts as its floating button and opens into the chat', async () => {
    installFakeFetch({});
    renderWidget();
    expect(screen.queryByRole('region', { name: 'Sales chat' })).not.toBeInTheDocument();
    await openChat();
    expect(screen.getByRole('region', { name: 'Sales chat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open sales chat' })).not.toBeInTheDocument();
  });

  it('[WID-09] the sales widget is 580 px tall, at most 80vh', async () => {
    installFakeFetch({});
    renderWidget();
    await openChat();
    const panel = screen.getByRole('region', { name: 'Sales chat' });
    expect(SALES_WIDGET_STYLE).toEqual({ height: '580px', maxHeight: '80vh' });
    expect(panel.style.height).toBe('580px');
    expect(panel.style.maxHeight).toBe('80vh');
  });

  it('[SALES-01] [SALES-10] opening shows two greetings typed at 10–39 ms per character, then the options', async () => {
    installFakeFetch({});
    renderWidget();
    await openChat();
    const typed = screen.getAllByText(
      (_, element) => element?.getAttribute('data-typing') !== null && element?.tagName === 'SPAN',
    );
    expect(typed).toHaveLength(3);
    expect(typed[0]?.textContent).toBe('');
    // Math.random() = 0: 10 ms per character.
    for (let step = 0; step < 5; step += 1) await advance(10);
    expect(typed[0]?.textContent).toBe(GREETINGS[0].slice(0, 5));
    for (let step = 5; step < GREETINGS[0].length; step += 1) await advance(10);
    expect(typed[0]?.textContent).toBe(GREETINGS[0]);
    expect(typed[0]).toHaveAttribute('data-typing', 'done');
    expect(screen.getByRole('list', { name: 'Suggested questions' }).querySelectorAll('button')).toHaveLength(8);
  });

  it('[SALES-01] re-opening resets the chat', async () => {
    installFakeFetch({ [QUERY]: { body: { success: true, data: { answer: 'Yes, it does.', source: null } } } });
    renderWidget();
    await openChat();
    await type('Does it handle deposits?');
    expect(conversation().getByText('Does it handle deposits?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Minimise sales chat' }));
    await openChat();
    expect(conversation().queryByText('Does it handle deposits?')).not.toBeInTheDocument();
    expect(conversation().getByText(GREETINGS[0])).toBeInTheDocument();
  });

  it('[SALES-05] [CALL-10] a question shows the thinking line, then the answer from POST /api/sales-bot/query', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const fetch = installFakeFetch({ [QUERY]: () => new Promise((resolve) => (answer = resolve)) });
    renderWidget();
    await openChat();
    await type('How long is the free trial?');
    expect(conversation().getByText(THINKING)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/sales-bot/query')[0]?.body).toEqual({ query: 'How long is the free trial?' });
    answer({ body: { success: true, data: { answer: 'It lasts 100 days.', source: null } } });
    await advance(0);
    expect(conversation().queryByText(THINKING)).not.toBeInTheDocument();
    expect(conversation().getByText('It lasts 100 days.')).toBeInTheDocument();
  });

  it('[SALES-12] [SALES-13] a failed query falls back to the canned answers or the generic line with the options', async () => {
    installFakeFetch({ [QUERY]: { status: 500, body: { success: false, message: 'boom' } } });
    renderWidget();
    await openChat();
    await type('what database do you use');
    expect(conversation().getByText(/We don't share details of our internal systems/)).toBeInTheDocument();
    await type('penguins juggling');
    expect(conversation().getByText("I'm having trouble processing your request right now...")).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
  });

  it('[SALES-06] talk-to phrases open the contact form 1.5 s later, not before', async () => {
    installFakeFetch({});
    renderWidget();
    await openChat();
    await type('I would like to talk to a sales rep');
    await advance(1499);
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });

  it('[SALES-07] Skip to Contact Form opens the form and Back to Chat returns', async () => {
    installFakeFetch({});
    renderWidget();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to Contact Form' }));
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Chat' }));
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(conversation().getByText(GREETINGS[0])).toBeInTheDocument();
  });

  it('[VAL-03] the form names a missing name and a malformed e-mail on their fields and sends nothing', async () => {
    const fetch = installFakeFetch({});
    renderWidget();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to Contact Form' }));
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'jo@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await advance(0);
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Enter your full name');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Enter a valid email address');
    expect(contactBodies(fetch.calls)).toHaveLength(0);
  });

  it('[SALES-02] [SALES-03] [SALES-04] [VAL-02] [ENT-05] [ERR-11] contact capture sends the request, then offers the questions', async () => {
    const fetch = installFakeFetch({
      [CONTACT]: { status: 201, body: { success: true, data: { id: 'c1' }, message: SUCCESS } },
    });
    renderWidget();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Speak with a sales representative' }));
    await advance(0);
    await type('   ');
    expect(screen.getByText('Input required')).toBeInTheDocument();
    expect(screen.getByText('Please fill in this field to continue.')).toBeInTheDocument();
    await type('Jo Bloggs');
    await type('');
    await type('jo@example.com');
    expect(contactBodies(fetch.calls)).toHaveLength(0);
    await type('07700 900123');
    const [body] = contactBodies(fetch.calls);
    expect(body).toMatchObject({
      fullName: 'Jo Bloggs',
      email: 'jo@example.com',
      company: null,
      phone: '07700 900123',
      metadata: { submittedFrom: 'sales_bot' },
    });
    expect(typeof body?.message).toBe('string');
    expect(new Date(body?.metadata.submittedAt ?? '').toISOString()).toBe(body?.metadata.submittedAt);
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
  });

  it('[ERR-10] a failed contact request builds the message from the server message; the toast says Error', async () => {
    installFakeFetch({
      [CONTACT]: { status: 400, body: { success: false, statusCode: 400, message: 'email must be an email' } },
    });
    renderWidget();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to Contact Form' }));
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Jo' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'jo@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await advance(0);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit contact form: email must be an email')).toBeInTheDocument();
    expect(getActiveWidget()).toBe('sales');
  });

  it('[SALES-08] [CALL-11] submitting the form sends the request, closes the widget and minimises it', async () => {
    const fetch = installFakeFetch({ [CONTACT]: { status: 201, body: { success: true, data: { id: 'c1' } } } });
    renderWidget();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to Contact Form' }));
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Sam Agent' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'sam@agency.co.uk' } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Sam Lettings' } });
    fireEvent.change(screen.getByLabelText('Additional Notes'), { target: { value: '40 HMOs in Leeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await advance(0);
    const [body] = contactBodies(fetch.calls);
    expect(body).toMatchObject({
      fullName: 'Sam Agent',
      email: 'sam@agency.co.uk',
      company: 'Sam Lettings',
      phone: null,
    });
    expect(body?.message).toContain('40 HMOs in Leeds');
    expect(getActiveWidget()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open sales chat' })).toBeInTheDocument();
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    // Closing after a submission does not send the same conversation twice.
    expect(contactBodies(fetch.calls)).toHaveLength(1);
  });

  it('[SALES-09] closing with more than 3 messages and a user message auto-submits the transcript anonymously', async () => {
    const fetch = installFakeFetch({
      [QUERY]: { body: { success: true, data: { answer: 'Yes.', source: null } } },
      [CONTACT]: { status: 201, body: { success: true, data: { id: 'c2' } } },
    });
    renderWidget();
    await openChat();
    await type('Can tenants report repairs?');
    fireEvent.click(screen.getByRole('button', { name: 'Close sales chat' }));
    await advance(0);
    const [body] = contactBodies(fetch.calls);
    expect(body).toMatchObject({
      fullName: 'Anonymous User',
      email: 'anonymous@placeholder.invalid',
      metadata: { submittedFrom: 'sales_bot' },
    });
    expect(body?.metadata.transcript).toEqual(
      expect.arrayContaining([
        { type: 'user', content: 'Can tenants report repairs?' },
        { type: 'bot', content: 'Yes.' },
      ]),
    );
    expect(getActiveWidget()).toBeNull();
  });

  it('[SALES-09] closing an untouched chat sends nothing; minimising does not submit', async () => {
    const fetch = installFakeFetch({ [CONTACT]: { status: 201, body: { success: true } } });
    renderWidget();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Close sales chat' }));
    await advance(0);
    expect(contactBodies(fetch.calls)).toHaveLength(0);
  });

  it('[WID-06] [WID-08] hidden while another widget is active, and minimised when deactivated elsewhere', async () => {
    installFakeFetch({});
    renderWidget();
    await openChat();
    act(() => openWidget('support'));
    expect(screen.queryByRole('region', { name: 'Sales chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open sales chat' })).not.toBeInTheDocument();
    act(() => resetWidgets());
    expect(screen.getByRole('button', { name: 'Open sales chat' })).toBeInTheDocument();
  });
});
