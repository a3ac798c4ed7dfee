// The support-bot page's conversation: kept in sessionStorage, staff replies polled every 10 s (WID-10).
import type { SupportInboundResponse, SupportMessageBody } from '@pm/contracts';
import { useCallback, useEffect, useState } from 'react';

import { fetchConversation, sendInboundMessage } from './support-api';

export const SUPPORT_SESSION_KEY = 'supportConversation';
export const SUPPORT_POLL_MS = 10_000;

/** What the inbound answer gave to reach the conversation again (a visitor's token, WID-10). */
type StoredConversation = Pick<SupportInboundResponse, 'conversationId' | 'conversationToken'>;

function readStored(): StoredConversation | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SUPPORT_SESSION_KEY) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as StoredConversation).conversationId === 'string'
    ) {
      return parsed as StoredConversation;
    }
  } catch {
    // An unreadable entry is treated as no conversation.
  }
  return null;
}

export interface VisitorDetails {
  name: string;
  email: string;
}

export function useSupportConversation(country: string) {
  const [stored, setStored] = useState<StoredConversation | null>(readStored);
  const [messages, setMessages] = useState<SupportMessageBody[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const conversationId = stored?.conversationId;
  const token = stored?.conversationToken;

  useEffect(() => {
    if (!conversationId) return;
    let cancelled = false;
    const load = () => {
      fetchConversation(conversationId, token).then(
        (conversation) => {
          if (!cancelled) setMessages(conversation.messages);
        },
        () => undefined,
      );
    };
    load();
    const timer = setInterval(load, SUPPORT_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [conversationId, token]);

  const send = useCallback(
    async (body: string, visitor: VisitorDetails): Promise<boolean> => {
      if (body.trim() === '') return false;
      setSending(true);
      setError(null);
      try {
        const result = await sendInboundMessage({
          conversationId,
          conversationToken: token,
          body: body.trim(),
          country,
          ...(visitor.name.trim() ? { visitorName: visitor.name.trim() } : {}),
          ...(visitor.email.trim() ? { visitorEmail: visitor.email.trim() } : {}),
        });
        const next: StoredConversation = {
          conversationId: result.conversationId,
          conversationToken: result.conversationToken ?? token,
        };
        sessionStorage.setItem(SUPPORT_SESSION_KEY, JSON.stringify(next));
        setStored(next);
        setMessages(result.messages);
        return true;
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : 'Your message could not be sent. Please try again.');
        return false;
      } finally {
        setSending(false);
      }
    },
    [conversationId, token, country],
  );

  return { started: conversationId !== undefined, messages, error, sending, send };
}
