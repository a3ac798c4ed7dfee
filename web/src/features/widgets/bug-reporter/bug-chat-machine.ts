// The bug-report conversation as a pure state machine (spec §4 "Bug-report flow", BUG-01..05).
import type { BugReportOutcome } from './bug-report-api';

export type BugStep = 'title' | 'description' | 'screenshot' | 'submitChoice' | 'review' | 'submitting' | 'done';

interface BugChatMessage {
  id: string;
  from: 'bot' | 'user';
  content: string;
}

export interface BugChatState {
  step: BugStep;
  title: string;
  description: string;
  screenshot: File | null;
  messages: BugChatMessage[];
  seq: number;
}

export type BugChatAction =
  | { type: 'reset' }
  | { type: 'text'; value: string }
  | { type: 'screenshotAttached'; file: File }
  | { type: 'screenshotRejected'; message: string }
  | { type: 'screenshotSkipped' }
  | { type: 'captureFailed'; timedOut: boolean }
  | { type: 'review' }
  | { type: 'modify' }
  | { type: 'submitBlocked'; message: string }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; outcome: BugReportOutcome }
  | { type: 'submitFailed'; message: string };

export const TAKE_SCREENSHOT = 'Take a screenshot';
export const UPLOAD_IMAGE = 'Upload an image';
export const SKIP_SCREENSHOT = 'Skip screenshot';
export const SUBMIT_REPORT = 'Submit bug report';
export const REVIEW_FIRST = 'Let me review the details first';
export const MODIFY_DETAILS = 'Modify details';
export const REPORT_ANOTHER = 'Report another bug';

const BUG_GREETING = 'Hi! Spotted a bug? Tell me about it and earn platform credits for every report.';
const ASK_TITLE = "What's a short title for the problem?";
export const ASK_DESCRIPTION =
  'Thanks. Now describe what happened: what you did, what you expected and what you saw instead.';
export const ASK_SCREENSHOT =
  'Would you like to add a screenshot? You can capture your screen, upload an image, or skip this step.';
export const ASK_SUBMIT = 'Ready to submit your bug report?';
const CAPTURE_FALLBACK = "Screen capture didn't work here, so please choose an image file instead.";
export const CAPTURE_TIMED_OUT =
  "Screen capture didn't answer, so please choose an image file instead (or skip the screenshot).";
const MODIFY_INTRO = "Let's update the details. What's the title of the bug?";

/** VAL-06 / VAL-07 / ERR-12, word for word. */
const NEED_TITLE_AND_DESCRIPTION = 'I need both a title and description to submit your bug report...';
const NEED_LOGIN = 'You need to be logged in to submit bug reports';
export const SUBMIT_ERROR = 'I apologize, but there was an error submitting your report.';

export interface SubmissionBlock {
  message: string;
  toastTitle: 'Validation Error' | 'Authentication Required';
}

/** BUG-03: a report needs a non-empty title and description (VAL-06) and a signed-in user (VAL-07). */
export function submissionBlock(
  draft: Pick<BugChatState, 'title' | 'description'>,
  signedIn: boolean,
): SubmissionBlock | null {
  if (draft.title.trim() === '' || draft.description.trim() === '') {
    return { message: NEED_TITLE_AND_DESCRIPTION, toastTitle: 'Validation Error' };
  }
  if (!signedIn) return { message: NEED_LOGIN, toastTitle: 'Authentication Required' };
  return null;
}

const creditLimit = (dailyCap: number | null) =>
  dailyCap === null
    ? "today's limit of credits for bug reports"
    : `today's limit of ${dailyCap.toLocaleString('en-GB')} credits for bug reports`;

/** BUG-04: the credits awarded; once the daily cap stops a report earning, it says so rather than show 0. */
export function successMessage({ credits, dailyLimitReached, dailyCap }: BugReportOutcome): string {
  if (dailyLimitReached && credits === 0) {
    return `Thank you! Your bug report has been submitted. You have reached ${creditLimit(dailyCap)}, so it earned no credits; reports earn credits again tomorrow.`;
  }
  const added = `Thank you! Your bug report has been submitted and ${credits} credits have been added to your account.`;
  return dailyLimitReached
    ? `${added} That reaches ${creditLimit(dailyCap)}: reports sent later today earn no credits.`
    : added;
}

/** The success toast's line: what it earned, or that the daily limit is reached. */
export function successToast({ credits, dailyLimitReached }: BugReportOutcome): string {
  if (dailyLimitReached && credits === 0) return "Today's credit limit is reached: this report earned no credits.";
  return `You earned ${credits} credits. Thank you!`;
}

/** The choices each step offers (BUG-01, BUG-02). */
export function stepOptions(step: BugStep): readonly string[] {
  switch (step) {
    case 'screenshot':
      return [TAKE_SCREENSHOT, UPLOAD_IMAGE, SKIP_SCREENSHOT];
    case 'submitChoice':
      return [SUBMIT_REPORT, REVIEW_FIRST];
    case 'review':
      return [SUBMIT_REPORT, MODIFY_DETAILS];
    case 'done':
      return [REPORT_ANOTHER];
    default:
      return [];
  }
}

function reviewSummary(state: Pick<BugChatState, 'title' | 'description' | 'screenshot'>): string {
  return [
    "Here's a summary of your report:",
    `Title: ${state.title}`,
    `Description: ${state.description}`,
    `Screenshot: ${state.screenshot ? state.screenshot.name : 'none'}`,
    'Submit it, or modify the details?',
  ].join('\n');
}

function add(state: BugChatState, from: BugChatMessage['from'], content: string): void {
  state.seq += 1;
  state.messages.push({ id: `b${state.seq}`, from, content });
}

export function initialBugChat(): BugChatState {
  const state: BugChatState = { step: 'title', title: '', description: '', screenshot: null, messages: [], seq: 0 };
  add(state, 'bot', BUG_GREETING);
  add(state, 'bot', ASK_TITLE);
  return state;
}

function toSubmitChoice(state: BugChatState): void {
  state.step = 'submitChoice';
  add(state, 'bot', ASK_SUBMIT);
}

export function bugChatReducer(current: BugChatState, action: BugChatAction): BugChatState {
  if (action.type === 'reset') return initialBugChat();
  const state: BugChatState = { ...current, messages: [...current.messages] };
  switch (action.type) {
    case 'text': {
      const value = action.value.trim();
      // VAL-04: title and description are required; the hook shows the toast.
      if (value === '') return current;
      if (state.step === 'title') {
        state.title = value;
        add(state, 'user', value);
        state.step = 'description';
        add(state, 'bot', ASK_DESCRIPTION);
      } else if (state.step === 'description') {
        state.description = value;
        add(state, 'user', value);
        state.step = 'screenshot';
        add(state, 'bot', ASK_SCREENSHOT);
      } else {
        return current;
      }
      return state;
    }
    case 'screenshotAttached':
      if (state.step !== 'screenshot') return current;
      state.screenshot = action.file;
      add(state, 'user', `Screenshot attached: ${action.file.name}`);
      toSubmitChoice(state);
      return state;
    case 'screenshotRejected':
      add(state, 'bot', action.message);
      return state;
    case 'screenshotSkipped':
      if (state.step !== 'screenshot') return current;
      state.screenshot = null;
      add(state, 'user', SKIP_SCREENSHOT);
      toSubmitChoice(state);
      return state;
    case 'captureFailed':
      if (state.step !== 'screenshot') return current;
      add(state, 'bot', action.timedOut ? CAPTURE_TIMED_OUT : CAPTURE_FALLBACK);
      return state;
    case 'review':
      add(state, 'user', REVIEW_FIRST);
      state.step = 'review';
      add(state, 'bot', reviewSummary(state));
      return state;
    case 'modify':
      add(state, 'user', MODIFY_DETAILS);
      state.step = 'title';
      state.screenshot = null;
      add(state, 'bot', MODIFY_INTRO);
      return state;
    case 'submitBlocked':
      add(state, 'bot', action.message);
      return state;
    case 'submitStarted':
      add(state, 'user', SUBMIT_REPORT);
      state.step = 'submitting';
      return state;
    case 'submitSucceeded':
      state.step = 'done';
      add(state, 'bot', successMessage(action.outcome));
      return state;
    case 'submitFailed':
      state.step = 'submitChoice';
      add(state, 'bot', action.message);
      return state;
  }
}
