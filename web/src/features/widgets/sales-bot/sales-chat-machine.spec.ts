import { GENERIC_FAILURE_ANSWER } from './canned-answers';
import { READY_TO_SUBMIT_OPTION, SPEAK_WITH_SALES_OPTION, SUGGESTED_OPTIONS } from './presets';
import {
  CAPTURE_THANKS,
  currentInput,
  GREETINGS,
  initialSalesChat,
  opensContactForm,
  salesChatReducer,
  shouldAutoSubmit,
  SKIPPED,
  startsCapture,
  THINKING,
} from './sales-chat-machine';
import type { SalesChatAction, SalesChatMessage, SalesChatState } from './sales-chat-machine';

const run = (...actions: SalesChatAction[]): SalesChatState => actions.reduce(salesChatReducer, initialSalesChat());

const text = (value: string): SalesChatAction => ({ type: 'userText', text: value });
const capture = (value: string): SalesChatAction => ({ type: 'captureValue', value });

describe('sales chat state machine', () => {
  it('[SALES-01] a fresh chat holds two greetings, then the options', () => {
    const state = salesChatReducer(run(text('How long is the free trial?')), { type: 'open' });
    expect(state.messages).toHaveLength(3);
    expect(state.messages.slice(0, 2).map((message) => [message.type, message.content])).toEqual([
      ['bot', GREETINGS[0]],
      ['bot', GREETINGS[1]],
    ]);
    expect(state.messages[2]).toMatchObject({ type: 'input', inputType: 'options', options: SUGGESTED_OPTIONS });
    expect(state.view).toBe('chat');
  });

  it('[SALES-11] the options are 6 preset questions plus the 2 extra options', () => {
    expect(SUGGESTED_OPTIONS).toHaveLength(8);
    expect(SUGGESTED_OPTIONS.slice(6)).toEqual([
      'Speak with a sales representative',
      'Ready to submit contact details',
    ]);
  });

  it('[ENT-07] every message has id, type and content; input messages carry inputType, placeholder, inputField, required', () => {
    const state = run(text('contact me'));
    for (const message of state.messages) {
      expect(message).toEqual(expect.objectContaining({ id: expect.any(String), content: expect.any(String) }));
      expect(['bot', 'user', 'input']).toContain(message.type);
      if (message.type === 'input') {
        expect(message).toEqual(
          expect.objectContaining({
            inputType: expect.stringMatching(/^(options|text|email|phone)$/),
            placeholder: expect.any(String),
            inputField: expect.any(String),
            required: expect.any(Boolean),
          }),
        );
      }
    }
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(state.messages.length);
  });

  it.each([SPEAK_WITH_SALES_OPTION, READY_TO_SUBMIT_OPTION, 'Please contact me', 'Can I speak with someone?'])(
    '[SALES-02] "%s" starts contact capture with the name',
    (input) => {
      expect(startsCapture(input)).toBe(true);
      const state = run(text(input));
      expect(state.capture).toBe('name');
      expect(currentInput(state)).toMatchObject({ inputField: 'name', inputType: 'text', required: true });
      expect(state.pendingQuery).toBeNull();
    },
  );

  it('[SALES-03] capture order: name (required), company (optional), email (required), phone (optional)', () => {
    let state = run(text('contact'));
    const asked: [string, string, boolean][] = [];
    for (const value of ['Jo Bloggs', '', 'jo@example.com', '']) {
      const input = currentInput(state);
      asked.push([input?.inputField ?? '', input?.inputType ?? '', input?.required ?? false]);
      state = salesChatReducer(state, capture(value));
    }
    expect(asked).toEqual([
      ['name', 'text', true],
      ['company', 'text', false],
      ['email', 'email', true],
      ['phone', 'phone', false],
    ]);
    expect(state.contact).toEqual({ name: 'Jo Bloggs', company: '', email: 'jo@example.com', phone: '' });
    expect(state.messages.filter((message) => message.type === 'user').map((message) => message.content)).toEqual([
      'contact',
      'Jo Bloggs',
      SKIPPED,
      'jo@example.com',
      SKIPPED,
    ]);
  });

  it('[SALES-03] [VAL-02] a blank required answer is not accepted', () => {
    const before = run(text('contact'));
    expect(salesChatReducer(before, capture('   '))).toBe(before);
    const atEmail = run(text('contact'), capture('Jo'), capture(''));
    expect(atEmail.capture).toBe('email');
    expect(salesChatReducer(atEmail, capture(''))).toBe(atEmail);
  });

  it('[SALES-04] after the phone the request is ready to send; once sent the question options are offered', () => {
    const captured = run(
      text('contact'),
      capture('Jo'),
      capture('Acme Lettings'),
      capture('jo@example.com'),
      capture('07700 900123'),
    );
    expect(captured.captureComplete).toBe(true);
    expect(captured.capture).toBeNull();
    const sent = salesChatReducer(captured, { type: 'captureSent' });
    expect(sent.captureComplete).toBe(false);
    expect(sent.messages.at(-2)).toMatchObject({ type: 'bot', content: CAPTURE_THANKS });
    expect(sent.messages.at(-1)).toMatchObject({ type: 'input', inputType: 'options', options: SUGGESTED_OPTIONS });
    expect(sent.submittedAt).toBe(sent.messages.length);
  });

  it('[SALES-04] [ERR-10] a failed capture request says so and offers the options again', () => {
    const captured = run(text('contact'), capture('Jo'), capture(''), capture('jo@example.com'), capture(''));
    const failed = salesChatReducer(captured, { type: 'captureFailed', message: 'Failed to submit contact form: Bad' });
    expect(failed.messages.at(-2)).toMatchObject({ type: 'bot', content: 'Failed to submit contact form: Bad' });
    expect(failed.messages.at(-1)).toMatchObject({ type: 'input', inputType: 'options' });
    expect(failed.submittedAt).toBeNull();
  });

  it('[SALES-05] other text is a question: "Let me think about that..." until the answer replaces it', () => {
    const asking = run(text('How long is the free trial?'));
    const thinking = asking.messages.at(-1) as SalesChatMessage;
    expect(thinking).toMatchObject({ type: 'bot', content: THINKING });
    expect(asking.pendingQuery).toEqual({ id: thinking.id, query: 'How long is the free trial?' });
    const answered = salesChatReducer(asking, { type: 'answer', id: thinking.id, content: '100 days.' });
    expect(answered.messages).toHaveLength(asking.messages.length);
    expect(answered.messages.at(-1)).toEqual({ ...thinking, content: '100 days.' });
    expect(answered.pendingQuery).toBeNull();
  });

  it('[SALES-05] a second question waits for the first answer', () => {
    const asking = run(text('What does it do?'));
    expect(salesChatReducer(asking, text('And the price?'))).toBe(asking);
  });

  it('[SALES-12] a failed query shows the canned answer in place of the thinking line', () => {
    const asking = run(text('what database do you use'));
    const id = asking.pendingQuery?.id ?? '';
    const failed = salesChatReducer(asking, { type: 'queryFailed', id, fallback: 'We do not share internals.' });
    expect(failed.messages.at(-1)).toMatchObject({ id, type: 'bot', content: 'We do not share internals.' });
  });

  it('[SALES-13] without a canned answer: the generic line, then the options again', () => {
    const asking = run(text('zzz qqq'));
    const id = asking.pendingQuery?.id ?? '';
    const failed = salesChatReducer(asking, { type: 'queryFailed', id, fallback: null });
    expect(failed.messages.at(-2)).toMatchObject({
      id,
      content: "I'm having trouble processing your request right now...",
    });
    expect(GENERIC_FAILURE_ANSWER).toBe("I'm having trouble processing your request right now...");
    expect(failed.messages.at(-1)).toMatchObject({ type: 'input', inputType: 'options', options: SUGGESTED_OPTIONS });
  });

  it.each([
    'I want to talk to someone',
    'Can I speak to sales?',
    'Put me through to a sales rep',
    'I need a representative',
    'I want to submit my details',
    "I'm ready",
  ])('[SALES-06] "%s" asks for the contact form (opened after 1.5 s by the hook)', (input) => {
    expect(startsCapture(input)).toBe(false);
    expect(opensContactForm(input)).toBe(true);
    const state = run(text(input));
    expect(state.formRequested).toBe(true);
    expect(state.view).toBe('chat');
    expect(state.pendingQuery).toBeNull();
    const opened = salesChatReducer(state, { type: 'showForm' });
    expect(opened.view).toBe('form');
    expect(opened.formRequested).toBe(false);
  });

  it('[SALES-06] ordinary questions do not ask for the form', () => {
    expect(opensContactForm('How long is the free trial?')).toBe(false);
    expect(opensContactForm('Does it already track gas certificates?')).toBe(false);
  });

  it('[SALES-07] Skip to Contact Form opens the form; Back to Chat returns with the conversation intact', () => {
    const chat = run(text('What does it do?'));
    const form = salesChatReducer(chat, { type: 'showForm' });
    expect(form.view).toBe('form');
    const back = salesChatReducer(form, { type: 'backToChat' });
    expect(back.view).toBe('chat');
    expect(back.messages).toEqual(chat.messages);
  });
});

describe('auto-submit rule', () => {
  const bot = (id: string): SalesChatMessage => ({ id, type: 'bot', content: 'hello' });
  const user = (id: string): SalesChatMessage => ({ id, type: 'user', content: 'hi' });

  it('[SALES-09] 3 messages are not enough, even with a user message', () => {
    expect(shouldAutoSubmit([bot('1'), bot('2'), user('3')])).toBe(false);
    expect(shouldAutoSubmit(initialSalesChat().messages)).toBe(false);
  });

  it('[SALES-09] 4 messages with a user message auto-submit', () => {
    expect(shouldAutoSubmit([bot('1'), bot('2'), bot('3'), user('4')])).toBe(true);
  });

  it('[SALES-09] 4 or more messages without a user message do not', () => {
    expect(shouldAutoSubmit([bot('1'), bot('2'), bot('3'), bot('4'), bot('5')])).toBe(false);
  });
});
