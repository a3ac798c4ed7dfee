// The sales chat as a pure state machine (spec §4 "Sales chat flow", SALES-01..09, ENT-07). Side effects
// (queries, submissions, the 1.5 s timer, toasts) live in use-sales-chat.ts and feed results back in.
import { GENERIC_FAILURE_ANSWER } from './canned-answers';
import { SUGGESTED_OPTIONS } from './presets';

type SalesInputType = 'options' | 'text' | 'email' | 'phone';
type ContactField = 'name' | 'company' | 'email' | 'phone';

/** ENT-07: id, type (bot, user, input), content; an input also has inputType, placeholder, inputField, required. */
export type SalesChatMessage =
  | { id: string; type: 'bot' | 'user'; content: string }
  | {
      id: string;
      type: 'input';
      content: string;
      inputType: SalesInputType;
      placeholder: string;
      inputField: string;
      required: boolean;
      options?: readonly string[];
    };

export type SalesInputMessage = Extract<SalesChatMessage, { type: 'input' }>;

export interface ContactDetails {
  name: string;
  company: string;
  email: string;
  phone: string;
}

export interface SalesChatState {
  messages: SalesChatMessage[];
  view: 'chat' | 'form';
  /** The contact field being asked for, when capture is running. */
  capture: ContactField | null;
  contact: ContactDetails;
  /** The 'Let me think about that...' message waiting for its answer. */
  pendingQuery: { id: string; query: string } | null;
  /** Set when a phrase asked for the contact form: it opens 1.5 s later (SALES-06). */
  formRequested: boolean;
  /** Set after the phone step: the captured request waits to be sent (SALES-04). */
  captureComplete: boolean;
  /** Number of messages when the conversation was last sent, so it is not sent twice. */
  submittedAt: number | null;
  seq: number;
}

export type SalesChatAction =
  | { type: 'open' }
  | { type: 'userText'; text: string }
  | { type: 'captureValue'; value: string }
  | { type: 'answer'; id: string; content: string }
  | { type: 'queryFailed'; id: string; fallback: string | null }
  | { type: 'showForm' }
  | { type: 'backToChat' }
  | { type: 'captureSent' }
  | { type: 'captureFailed'; message: string }
  | { type: 'markSubmitted' };

export const GREETINGS = [
  "Hi there! I'm the sales assistant. I can answer questions about the platform and put you in touch with our team.",
  'Try everything free for 100 days, with no agreement. Pick a question below or type your own.',
] as const;
const OPTIONS_PROMPT = 'Here are some questions I can answer:';
export const THINKING = 'Let me think about that...';
const CAPTURE_INTRO = "I'd be happy to put you in touch with our team. I just need a few details.";
const FORM_INTRO = "I'll open the contact form for you so you can leave your details.";
export const CAPTURE_THANKS = 'Thank you! Your details have been sent and our team will be in touch shortly.';
export const SKIPPED = 'Skipped';

interface FieldQuestion {
  field: ContactField;
  content: string;
  inputType: SalesInputType;
  placeholder: string;
  required: boolean;
}

/** SALES-03: the capture order. */
const CAPTURE_STEPS: readonly FieldQuestion[] = [
  { field: 'name', content: "What's your name?", inputType: 'text', placeholder: 'Your full name', required: true },
  {
    field: 'company',
    content: 'Which company are you with? (optional)',
    inputType: 'text',
    placeholder: 'Company name (optional)',
    required: false,
  },
  {
    field: 'email',
    content: "What's your email address?",
    inputType: 'email',
    placeholder: 'you@example.com',
    required: true,
  },
  {
    field: 'phone',
    content: 'And a phone number we can reach you on? (optional)',
    inputType: 'phone',
    placeholder: 'Phone number (optional)',
    required: false,
  },
];

const EMPTY_CONTACT: ContactDetails = { name: '', company: '', email: '', phone: '' };

/** SALES-02: text that starts contact capture. */
export function startsCapture(text: string): boolean {
  return /contact|speak with/i.test(text);
}

/** SALES-06: text that opens the contact form view (checked after SALES-02). */
export function opensContactForm(text: string): boolean {
  return /\b(speak|talk to|sales rep|representative|submit|contact details|ready)\b/i.test(text);
}

/** SALES-09: more than 3 messages and at least one from the user. */
export function shouldAutoSubmit(messages: readonly SalesChatMessage[]): boolean {
  return messages.length > 3 && messages.some((message) => message.type === 'user');
}

export function currentInput(state: SalesChatState): SalesInputMessage | null {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index];
    if (message?.type === 'input') return message;
  }
  return null;
}

/** Whether a capture answer may be accepted: required fields must not be blank (VAL-02). */
export function isCaptureValueMissing(state: SalesChatState, value: string): boolean {
  const step = CAPTURE_STEPS.find((candidate) => candidate.field === state.capture);
  return step?.required === true && value.trim() === '';
}

type Draft = SalesChatState;
type NewMessage = SalesChatMessage extends infer M ? (M extends SalesChatMessage ? Omit<M, 'id'> : never) : never;

function push(state: Draft, message: NewMessage): string {
  state.seq += 1;
  const id = `m${state.seq}`;
  state.messages.push({ ...message, id });
  return id;
}

function pushOptions(state: Draft): void {
  push(state, {
    type: 'input',
    content: OPTIONS_PROMPT,
    inputType: 'options',
    placeholder: 'Type your question...',
    inputField: 'question',
    required: false,
    options: SUGGESTED_OPTIONS,
  });
}

function pushCaptureQuestion(state: Draft, step: FieldQuestion): void {
  state.capture = step.field;
  push(state, {
    type: 'input',
    content: step.content,
    inputType: step.inputType,
    placeholder: step.placeholder,
    inputField: step.field,
    required: step.required,
  });
}

/** SALES-01: a fresh chat: two greetings, then the options. */
export function initialSalesChat(): SalesChatState {
  const state: Draft = {
    messages: [],
    view: 'chat',
    capture: null,
    contact: { ...EMPTY_CONTACT },
    pendingQuery: null,
    formRequested: false,
    captureComplete: false,
    submittedAt: null,
    seq: 0,
  };
  for (const greeting of GREETINGS) push(state, { type: 'bot', content: greeting });
  pushOptions(state);
  return state;
}

function replaceContent(messages: SalesChatMessage[], id: string, content: string): SalesChatMessage[] {
  return messages.map((message) => (message.id === id ? { ...message, content } : message));
}

export function salesChatReducer(current: SalesChatState, action: SalesChatAction): SalesChatState {
  const state: Draft = { ...current, messages: [...current.messages], contact: { ...current.contact } };
  switch (action.type) {
    case 'open':
      return initialSalesChat();

    case 'userText': {
      const text = action.text.trim();
      if (text === '' || state.pendingQuery) return current;
      push(state, { type: 'user', content: text });
      if (startsCapture(text)) {
        push(state, { type: 'bot', content: CAPTURE_INTRO });
        pushCaptureQuestion(state, CAPTURE_STEPS[0] as FieldQuestion);
      } else if (opensContactForm(text)) {
        push(state, { type: 'bot', content: FORM_INTRO });
        state.formRequested = true;
      } else {
        const id = push(state, { type: 'bot', content: THINKING });
        state.pendingQuery = { id, query: text };
      }
      return state;
    }

    case 'captureValue': {
      if (state.capture === null || isCaptureValueMissing(current, action.value)) return current;
      const value = action.value.trim();
      push(state, { type: 'user', content: value === '' ? SKIPPED : value });
      state.contact[state.capture] = value;
      const index = CAPTURE_STEPS.findIndex((step) => step.field === state.capture);
      const next = CAPTURE_STEPS[index + 1];
      if (next) {
        pushCaptureQuestion(state, next);
      } else {
        state.capture = null;
        state.captureComplete = true;
      }
      return state;
    }

    case 'answer':
      if (state.pendingQuery?.id !== action.id) return current;
      state.messages = replaceContent(state.messages, action.id, action.content);
      state.pendingQuery = null;
      return state;

    case 'queryFailed':
      if (state.pendingQuery?.id !== action.id) return current;
      state.messages = replaceContent(state.messages, action.id, action.fallback ?? GENERIC_FAILURE_ANSWER);
      state.pendingQuery = null;
      // SALES-13: after the generic line the options are offered again.
      if (action.fallback === null) pushOptions(state);
      return state;

    case 'showForm':
      state.formRequested = false;
      state.view = 'form';
      return state;

    case 'backToChat':
      state.view = 'chat';
      return state;

    case 'captureSent':
      state.captureComplete = false;
      push(state, { type: 'bot', content: CAPTURE_THANKS });
      pushOptions(state);
      state.submittedAt = state.messages.length;
      return state;

    case 'captureFailed':
      state.captureComplete = false;
      push(state, { type: 'bot', content: action.message });
      pushOptions(state);
      return state;

    case 'markSubmitted':
      state.submittedAt = state.messages.length;
      return state;
  }
}
