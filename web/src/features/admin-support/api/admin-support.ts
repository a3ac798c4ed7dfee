// The bff's staff support REST (GET/POST/PATCH /api/admin/support/conversations).
import { apiRequest } from '@/lib/rest-client';

export type SupportStatus = 'open' | 'closed';
export type SupportSender = 'visitor' | 'user' | 'staff';

export interface SupportPerson {
  id: string;
  name: string;
  email: string;
}

export interface AdminSupportConversation {
  id: string;
  companyId: string | null;
  /** Set for a signed-in user's conversation, null for a visitor's. */
  userId: string | null;
  visitorName: string | null;
  visitorEmail: string | null;
  country: string;
  status: SupportStatus;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string;
  /** The signed-in writer; null for visitors and for an account that no longer exists. */
  user: SupportPerson | null;
}

export interface AdminSupportMessage {
  id: string;
  conversationId: string;
  sender: SupportSender;
  authorUserId: string | null;
  body: string;
  createdAt: string;
  /** The staff member of a staff reply. */
  author: SupportPerson | null;
}

export interface AdminSupportConversationDetail extends AdminSupportConversation {
  messages: AdminSupportMessage[];
}

export interface SupportConversationPage {
  items: AdminSupportConversation[];
  nextCursor: string | null;
  total: number;
}

/** The bff caps pages at 100; 25 rows fit a screen. */
export const SUPPORT_PAGE_SIZE = 25;
/** New visitor messages should show while the inbox is on screen; TanStack pauses it in a hidden tab. */
export const SUPPORT_POLL_MS = 15_000;
/** The engagement service keeps a message to 4,000 characters. */
export const SUPPORT_REPLY_MAX = 4000;

const BASE = '/admin/support/conversations';

export const adminSupportKeys = {
  all: ['admin', 'support'] as const,
  lists: ['admin', 'support', 'list'] as const,
  list: (status: SupportStatus | null) => ['admin', 'support', 'list', status ?? 'all'] as const,
  detail: (id: string) => ['admin', 'support', 'detail', id] as const,
};

interface ListAnswer {
  data: AdminSupportConversation[];
  pageInfo: { nextCursor: string | null; total: number };
}

export async function fetchSupportConversations(
  status: SupportStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SupportConversationPage> {
  const params = new URLSearchParams({ limit: String(SUPPORT_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const answer = await apiRequest<ListAnswer>(`${BASE}?${params.toString()}`, { signal });
  return { items: answer.data, nextCursor: answer.pageInfo.nextCursor, total: answer.pageInfo.total };
}

export async function fetchSupportConversation(
  id: string,
  signal?: AbortSignal,
): Promise<AdminSupportConversationDetail> {
  const answer = await apiRequest<{ data: AdminSupportConversationDetail }>(`${BASE}/${encodeURIComponent(id)}`, {
    signal,
  });
  return answer.data;
}

export async function replyToSupportConversation(id: string, body: string): Promise<AdminSupportConversationDetail> {
  const answer = await apiRequest<{ data: AdminSupportConversationDetail }>(
    `${BASE}/${encodeURIComponent(id)}/replies`,
    { method: 'POST', body: { body } },
  );
  return answer.data;
}

export async function updateSupportConversationStatus(
  id: string,
  status: SupportStatus,
): Promise<AdminSupportConversation> {
  const answer = await apiRequest<{ data: AdminSupportConversation }>(`${BASE}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return answer.data;
}
