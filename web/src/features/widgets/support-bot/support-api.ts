// WID-10: the support bot's inbound-message API (spec §7 as the bff serves it).
import { isAuthenticated } from '@/lib/auth-storage';
import { apiRequest } from '@/lib/rest-client';

export type SupportSender = 'visitor' | 'user' | 'staff';

export interface SupportMessage {
  id: string;
  conversationId: string;
  sender: SupportSender;
  body: string;
  createdAt: string;
}

export interface SupportConversation {
  id: string;
  status: 'open' | 'closed';
  country: string;
  createdAt: string;
  lastMessageAt: string;
}

export interface SupportConversationDetail extends SupportConversation {
  messages: SupportMessage[];
}

export interface InboundMessage {
  conversationId?: string;
  conversationToken?: string;
  body: string;
  visitorName?: string;
  visitorEmail?: string;
  country?: string;
}

export interface InboundResult {
  conversationId: string;
  conversationToken?: string;
  messages: SupportMessage[];
}

interface Envelope<T> {
  success?: boolean;
  data?: T;
}

/** Visitors have no token: send none rather than log a missing-token error on every message. */
const skipAuth = (): boolean => !isAuthenticated();

export async function sendInboundMessage(message: InboundMessage): Promise<InboundResult> {
  const answer = await apiRequest<Envelope<InboundResult>>('/support/inbound', {
    method: 'POST',
    body: message,
    skipAuth: skipAuth(),
  });
  if (!answer.data) throw new Error('The support service gave no conversation');
  return answer.data;
}

export async function fetchConversation(id: string, token?: string): Promise<SupportConversationDetail> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const answer = await apiRequest<Envelope<SupportConversationDetail>>(
    `/support/conversations/${encodeURIComponent(id)}${query}`,
    { skipAuth: skipAuth() },
  );
  if (!answer.data) throw new Error('The support service gave no conversation');
  return answer.data;
}

export async function fetchMyConversations(): Promise<SupportConversation[]> {
  const answer = await apiRequest<Envelope<SupportConversation[]>>('/support/conversations/mine');
  return Array.isArray(answer.data) ? answer.data : [];
}

/** WID-10: the support-bot page is opened with country=UK. */
export function supportBotFrameUrl(base: string): string {
  const [path = '', hash] = base.split('#');
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}country=UK${hash === undefined ? '' : `#${hash}`}`;
}
