// WID-10: the support bot's inbound-message API (spec §7 as the bff serves it).
import type {
  ApiData,
  ApiPage,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportInboundRequest,
  SupportInboundResponse,
} from '@pm/contracts';

import { isAuthenticated } from '@/lib/auth-storage';
import { apiRequest } from '@/lib/rest-client';

/** Visitors have no token: send none rather than log a missing-token error on every message. */
const skipAuth = (): boolean => !isAuthenticated();

export async function sendInboundMessage(message: SupportInboundRequest): Promise<SupportInboundResponse> {
  const answer = await apiRequest<ApiData<SupportInboundResponse>>('/support/inbound', {
    method: 'POST',
    body: message,
    skipAuth: skipAuth(),
  });
  if (!answer.data) throw new Error('The support service gave no conversation');
  return answer.data;
}

export async function fetchConversation(id: string, token?: string): Promise<SupportConversationDetailBody> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const answer = await apiRequest<ApiData<SupportConversationDetailBody>>(
    `/support/conversations/${encodeURIComponent(id)}${query}`,
    { skipAuth: skipAuth() },
  );
  if (!answer.data) throw new Error('The support service gave no conversation');
  return answer.data;
}

/** The first page, latest first: enough for the Support Center's list. */
export async function fetchMyConversations(): Promise<SupportConversationBody[]> {
  const answer = await apiRequest<ApiPage<SupportConversationBody>>('/support/conversations/mine');
  return Array.isArray(answer.data) ? answer.data : [];
}

/** WID-10: the support-bot page is opened with country=UK. */
export function supportBotFrameUrl(base: string): string {
  const [path = '', hash] = base.split('#');
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}country=UK${hash === undefined ? '' : `#${hash}`}`;
}
