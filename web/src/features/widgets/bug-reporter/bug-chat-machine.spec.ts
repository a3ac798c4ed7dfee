import {
  ASK_DESCRIPTION,
  ASK_SCREENSHOT,
  ASK_SUBMIT,
  bugChatReducer,
  CAPTURE_TIMED_OUT,
  initialBugChat,
  MODIFY_DETAILS,
  REVIEW_FIRST,
  SKIP_SCREENSHOT,
  stepOptions,
  SUBMIT_REPORT,
  submissionBlock,
  successMessage,
  successToast,
  TAKE_SCREENSHOT,
  UPLOAD_IMAGE,
} from './bug-chat-machine';
import type { BugChatAction, BugChatState } from './bug-chat-machine';

const run = (...actions: BugChatAction[]): BugChatState => actions.reduce(bugChatReducer, initialBugChat());
const text = (value: string): BugChatAction => ({ type: 'text', value });
const png = new File(['x'], 'shot.png', { type: 'image/png' });

describe('bug-report flow', () => {
  it('[BUG-01] title, then description, then screenshot (capture, upload or skip), then a submit choice', () => {
    const start = initialBugChat();
    expect(start.step).toBe('title');
    const afterTitle = run(text('Rent total wrong'));
    expect(afterTitle.step).toBe('description');
    expect(afterTitle.messages.at(-1)?.content).toBe(ASK_DESCRIPTION);
    const afterDescription = run(text('Rent total wrong'), text('The dashboard adds VAT twice'));
    expect(afterDescription.step).toBe('screenshot');
    expect(afterDescription.messages.at(-1)?.content).toBe(ASK_SCREENSHOT);
    expect(stepOptions('screenshot')).toEqual([TAKE_SCREENSHOT, UPLOAD_IMAGE, SKIP_SCREENSHOT]);
    const skipped = bugChatReducer(afterDescription, { type: 'screenshotSkipped' });
    expect(skipped.step).toBe('submitChoice');
    expect(skipped.messages.at(-1)?.content).toBe(ASK_SUBMIT);
    expect(stepOptions('submitChoice')).toEqual([SUBMIT_REPORT, REVIEW_FIRST]);
    const attached = bugChatReducer(afterDescription, { type: 'screenshotAttached', file: png });
    expect(attached.step).toBe('submitChoice');
    expect(attached.screenshot).toBe(png);
  });

  it('[BUG-05] a capture that never answered says so and keeps the upload and skip choices; a late one is ignored', () => {
    const atScreenshot = run(text('Photos missing'), text('The grid stays grey'));
    const timedOut = bugChatReducer(atScreenshot, { type: 'captureFailed', timedOut: true });
    expect(timedOut.step).toBe('screenshot');
    expect(timedOut.messages.at(-1)?.content).toBe(CAPTURE_TIMED_OUT);
    const skipped = bugChatReducer(atScreenshot, { type: 'screenshotSkipped' });
    expect(bugChatReducer(skipped, { type: 'captureFailed', timedOut: true })).toBe(skipped);
  });

  it('[VAL-04] blank title or description is not accepted', () => {
    const start = initialBugChat();
    expect(bugChatReducer(start, text('  '))).toBe(start);
    const atDescription = run(text('Title'));
    expect(bugChatReducer(atDescription, text(''))).toBe(atDescription);
  });

  it('[BUG-02] "Let me review the details first" shows a summary with submit or modify', () => {
    const review = run(
      text('Rent total wrong'),
      text('VAT added twice'),
      { type: 'screenshotAttached', file: png },
      { type: 'review' },
    );
    expect(review.step).toBe('review');
    const summary = review.messages.at(-1)?.content ?? '';
    expect(summary).toContain('Title: Rent total wrong');
    expect(summary).toContain('Description: VAT added twice');
    expect(summary).toContain('Screenshot: shot.png');
    expect(stepOptions('review')).toEqual([SUBMIT_REPORT, MODIFY_DETAILS]);
    const modify = bugChatReducer(review, { type: 'modify' });
    expect(modify.step).toBe('title');
  });

  it('[BUG-04] [CONST-07] success shows the credits awarded', () => {
    const outcome = { credits: 50, dailyLimitReached: false, dailyCap: 250 };
    const done = bugChatReducer(run(text('T'), text('D'), { type: 'screenshotSkipped' }, { type: 'submitStarted' }), {
      type: 'submitSucceeded',
      outcome,
    });
    expect(done.step).toBe('done');
    expect(done.messages.at(-1)?.content).toBe(successMessage(outcome));
    expect(successMessage(outcome)).toBe(
      'Thank you! Your bug report has been submitted and 50 credits have been added to your account.',
    );
    expect(successToast(outcome)).toBe('You earned 50 credits. Thank you!');
  });

  it("[BUG-04] says when today's cap of bug report credits is reached, rather than just 0 credits", () => {
    const last = { credits: 30, dailyLimitReached: true, dailyCap: 1250 };
    expect(successMessage(last)).toBe(
      "Thank you! Your bug report has been submitted and 30 credits have been added to your account. That reaches today's limit of 1,250 credits for bug reports: reports sent later today earn no credits.",
    );
    const none = { credits: 0, dailyLimitReached: true, dailyCap: 250 };
    expect(successMessage(none)).toBe(
      "Thank you! Your bug report has been submitted. You have reached today's limit of 250 credits for bug reports, so it earned no credits; reports earn credits again tomorrow.",
    );
    expect(successToast(none)).toBe("Today's credit limit is reached: this report earned no credits.");
    expect(successMessage({ ...none, dailyCap: null })).toContain("today's limit of credits for bug reports");
  });

  it('[ERR-12] a failed submission returns to the submit choice with the message', () => {
    const failed = bugChatReducer(run(text('T'), text('D'), { type: 'screenshotSkipped' }, { type: 'submitStarted' }), {
      type: 'submitFailed',
      message: 'I apologize, but there was an error submitting your report. Please try again.',
    });
    expect(failed.step).toBe('submitChoice');
    expect(failed.messages.at(-1)?.content).toContain('I apologize');
  });
});

describe('bug-report submission checks', () => {
  it('[BUG-03] [VAL-06] a blank title or description blocks submission with the validation message', () => {
    const expected = {
      message: 'I need both a title and description to submit your bug report...',
      toastTitle: 'Validation Error',
    };
    expect(submissionBlock({ title: ' ', description: 'D' }, true)).toEqual(expected);
    expect(submissionBlock({ title: 'T', description: '' }, true)).toEqual(expected);
  });

  it('[BUG-03] [VAL-07] a signed-out user is told to log in', () => {
    expect(submissionBlock({ title: 'T', description: 'D' }, false)).toEqual({
      message: 'You need to be logged in to submit bug reports',
      toastTitle: 'Authentication Required',
    });
  });

  it('[BUG-03] a complete report from a signed-in user may be submitted', () => {
    expect(submissionBlock({ title: 'T', description: 'D' }, true)).toBeNull();
  });
});
