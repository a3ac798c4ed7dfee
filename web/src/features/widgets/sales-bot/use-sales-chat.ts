// Runs the sales chat machine's side effects: queries (CALL-10), the 1.5 s form timer (SALES-06),
// contact requests (CALL-11) and their toasts (VAL-02, ERR-10, ERR-11).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useToast } from '@/components/ui/toast-context';
import type { ContactFormValues } from '@/lib/contact-form-schema';

import { cannedAnswer } from './canned-answers';
import { askSalesBot, buildContactRequest, contactFailure, submitContactRequest } from './sales-bot-api';
import { initialSalesChat, isCaptureValueMissing, salesChatReducer, shouldAutoSubmit } from './sales-chat-machine';
import type { ContactDetails, SalesChatState } from './sales-chat-machine';

/** §9: the contact form opens 1.5 s after the trigger. */
const CONTACT_FORM_DELAY_MS = 1500;

const INPUT_REQUIRED_TOAST = { title: 'Input required', description: 'Please fill in this field to continue.' };
const CONTACT_SUCCESS_TOAST = {
  title: 'Success',
  description: 'Your information has been submitted. Our team will contact you shortly.',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SalesChat {
  state: SalesChatState;
  reset: () => void;
  sendText: (text: string) => boolean;
  skipToForm: () => void;
  backToChat: () => void;
  /** True when the request was stored. */
  submitForm: (values: ContactFormValues) => Promise<boolean>;
  /** SALES-09: sends the transcript when the chat is closed, if the rule says so. */
  autoSubmitOnClose: () => void;
}

export function useSalesChat(): SalesChat {
  const [state, dispatch] = useReducer(salesChatReducer, undefined, initialSalesChat);
  const { toast } = useToast();
  const { pathname } = useLocation();
  const stateRef = useRef(state);
  stateRef.current = state;

  const send = useCallback(
    async (request: ReturnType<typeof buildContactRequest>, quiet = false): Promise<string | null> => {
      try {
        await submitContactRequest(request);
        // ERR-11 in the default style, which ERR-07 lets through.
        if (!quiet) toast(CONTACT_SUCCESS_TOAST);
        return null;
      } catch (error) {
        const failure = contactFailure(error);
        if (!quiet) toast({ title: 'Error', description: failure.toastDescription, variant: 'destructive' });
        return failure.message;
      }
    },
    [toast],
  );

  // SALES-05 / SALES-12: answer, or the canned fall-back when the query fails.
  const pendingQuery = state.pendingQuery;
  useEffect(() => {
    if (!pendingQuery) return;
    let cancelled = false;
    askSalesBot(pendingQuery.query).then(
      (answer) => {
        if (!cancelled) dispatch({ type: 'answer', id: pendingQuery.id, content: answer });
      },
      () => {
        if (!cancelled)
          dispatch({ type: 'queryFailed', id: pendingQuery.id, fallback: cannedAnswer(pendingQuery.query) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pendingQuery]);

  // SALES-06
  useEffect(() => {
    if (!state.formRequested) return;
    const timer = setTimeout(() => dispatch({ type: 'showForm' }), CONTACT_FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.formRequested]);

  // SALES-04: after the phone the request is sent.
  useEffect(() => {
    if (!state.captureComplete) return;
    const { contact, messages } = stateRef.current;
    const request = buildContactRequest({
      contact,
      intro: 'Contact details left in the sales chat.',
      messages,
      page: pathname,
    });
    void send(request).then((failure) =>
      dispatch(failure === null ? { type: 'captureSent' } : { type: 'captureFailed', message: failure }),
    );
  }, [state.captureComplete, send, pathname]);

  const reset = useCallback(() => dispatch({ type: 'open' }), []);

  const sendText = useCallback(
    (text: string): boolean => {
      const current = stateRef.current;
      if (current.capture === null) {
        if (text.trim() === '') return false;
        dispatch({ type: 'userText', text });
        return true;
      }
      if (isCaptureValueMissing(current, text)) {
        toast(INPUT_REQUIRED_TOAST);
        return false;
      }
      if (current.capture === 'email' && !EMAIL.test(text.trim())) {
        toast({ title: 'Invalid email', description: 'Please enter a valid email address.' });
        return false;
      }
      dispatch({ type: 'captureValue', value: text });
      return true;
    },
    [toast],
  );

  const submitForm = useCallback(
    async (values: ContactFormValues): Promise<boolean> => {
      const contact: ContactDetails = {
        name: values.fullName,
        company: values.company,
        email: values.email,
        phone: values.phone,
      };
      const request = buildContactRequest({
        contact,
        intro: 'Contact form in the sales chat.',
        notes: values.notes,
        messages: stateRef.current.messages,
        page: pathname,
      });
      const failure = await send(request);
      if (failure !== null) return false;
      dispatch({ type: 'markSubmitted' });
      return true;
    },
    [send, pathname],
  );

  const autoSubmitOnClose = useCallback(() => {
    const { messages, submittedAt, contact } = stateRef.current;
    if (!shouldAutoSubmit(messages) || submittedAt === messages.length) return;
    dispatch({ type: 'markSubmitted' });
    const request = buildContactRequest({
      contact,
      intro: 'Sales chat transcript, sent when the visitor closed the chat.',
      messages,
      page: pathname,
    });
    void send(request, true).then((failure) => {
      if (failure !== null) console.warn(`Sales chat transcript not stored: ${failure}`);
    });
  }, [send, pathname]);

  return {
    state,
    reset,
    sendText,
    skipToForm: useCallback(() => dispatch({ type: 'showForm' }), []),
    backToChat: useCallback(() => dispatch({ type: 'backToChat' }), []),
    submitForm,
    autoSubmitOnClose,
  };
}
