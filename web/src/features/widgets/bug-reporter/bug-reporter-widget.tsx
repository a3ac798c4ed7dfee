import { useReducer, useRef } from 'react';
import type { ChangeEvent } from 'react';

import { useToast } from '@/components/ui/toast-context';
import { isAuthenticated } from '@/lib/auth-storage';

import { ChatBubble } from '../components/chat-bubble';
import { ChatComposer } from '../components/chat-composer';
import { ChatOptions } from '../components/chat-options';
import { BugReportButton } from '../components/widget-buttons';
import { TypingText } from '../components/typing-text';
import { WidgetPanel } from '../components/widget-panel';
import { useStickToBottom } from '../lib/use-stick-to-bottom';
import { useWidget } from '../lib/widget-manager';

import {
  bugChatReducer,
  initialBugChat,
  MODIFY_DETAILS,
  REPORT_ANOTHER,
  REVIEW_FIRST,
  SKIP_SCREENSHOT,
  stepOptions,
  submissionBlock,
  SUBMIT_REPORT,
  successToast,
  TAKE_SCREENSHOT,
  UPLOAD_IMAGE,
} from './bug-chat-machine';
import { bugReportFailureMessage, submitBugReport } from './bug-report-api';
import { captureScreenshot, isImageFile, NOT_AN_IMAGE, ScreenCaptureTimeout } from './screenshot';

const INPUT_REQUIRED = { title: 'Input required', description: 'Please fill in this field to continue.' };

/** The bug-report assistant of the signed-in app (WID-04, WID-05, BUG-01..05). */
export function BugReporterWidget() {
  const widget = useWidget('bugReport');
  const { toast } = useToast();
  const [state, dispatch] = useReducer(bugChatReducer, undefined, initialBugChat);
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useStickToBottom<HTMLOListElement>(state.messages.length);

  if (widget.isHidden) return null;
  if (!widget.isOpen) {
    return <BugReportButton onClick={widget.open} />;
  }

  const pickFile = () => fileInput.current?.click();

  const takeScreenshot = async () => {
    try {
      dispatch({ type: 'screenshotAttached', file: await captureScreenshot() });
    } catch (error) {
      // BUG-05: capture failed, was refused or never answered: fall back to the file picker.
      dispatch({ type: 'captureFailed', timedOut: error instanceof ScreenCaptureTimeout });
      pickFile();
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      // VAL-05
      dispatch({ type: 'screenshotRejected', message: NOT_AN_IMAGE });
      toast({ title: 'Invalid file', description: NOT_AN_IMAGE, variant: 'destructive' });
      return;
    }
    dispatch({ type: 'screenshotAttached', file });
  };

  const submit = async () => {
    const block = submissionBlock(state, isAuthenticated());
    if (block) {
      dispatch({ type: 'submitBlocked', message: block.message });
      toast({ title: block.toastTitle, description: block.message, variant: 'destructive' });
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      const outcome = await submitBugReport(state);
      dispatch({ type: 'submitSucceeded', outcome });
      toast({ title: 'Bug report submitted!', description: successToast(outcome) });
    } catch (error) {
      const message = bugReportFailureMessage(error);
      dispatch({ type: 'submitFailed', message });
      toast({ title: 'Submission failed', description: message, variant: 'destructive' });
    }
  };

  const choose = (option: string) => {
    if (option === TAKE_SCREENSHOT) void takeScreenshot();
    else if (option === UPLOAD_IMAGE) pickFile();
    else if (option === SKIP_SCREENSHOT) dispatch({ type: 'screenshotSkipped' });
    else if (option === SUBMIT_REPORT) void submit();
    else if (option === REVIEW_FIRST) dispatch({ type: 'review' });
    else if (option === MODIFY_DETAILS) dispatch({ type: 'modify' });
    else if (option === REPORT_ANOTHER) dispatch({ type: 'reset' });
  };

  const options = stepOptions(state.step);
  const typing = state.step === 'title' || state.step === 'description';

  return (
    <WidgetPanel
      title="Bug report"
      style={{ height: '540px', maxHeight: '80vh' }}
      onMinimise={widget.minimise}
      onClose={() => {
        dispatch({ type: 'reset' });
        widget.close();
      }}
    >
      <ol
        ref={listRef}
        aria-label="Conversation"
        aria-live="polite"
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-4"
      >
        {state.messages.map((message) => (
          <ChatBubble key={message.id} from={message.from}>
            {message.from === 'bot' ? <TypingText text={message.content} /> : message.content}
          </ChatBubble>
        ))}
        {options.length > 0 ? <ChatOptions label="Choices" options={options} onChoose={choose} /> : null}
        {state.step === 'submitting' ? (
          <li role="status" className="text-sm text-slate-500">
            Submitting your report…
          </li>
        ) : null}
      </ol>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        aria-label="Screenshot image"
        className="hidden"
        onChange={onFile}
      />
      {typing ? (
        <ChatComposer
          key={state.step}
          label={state.step === 'title' ? 'Bug title' : 'Bug description'}
          placeholder={state.step === 'title' ? 'A short title' : 'What happened?'}
          onSend={(text) => {
            if (text.trim() === '') {
              // VAL-04: same toast as the sales chat.
              toast(INPUT_REQUIRED);
              return false;
            }
            dispatch({ type: 'text', value: text });
            return true;
          }}
        />
      ) : null}
    </WidgetPanel>
  );
}
