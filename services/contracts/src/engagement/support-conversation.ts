import type { PageQuery } from '../common';

export const SUPPORT_CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type SupportConversationStatus = (typeof SUPPORT_CONVERSATION_STATUSES)[number];
export const SUPPORT_SENDERS = ['visitor', 'user', 'staff'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];

/**
 * POST /v1/support/inbound (caller optional). A signed-in caller's conversation belongs to the user; a
 * visitor's is reached again only with the `conversationToken` handed out when it was created.
 */
export interface SupportInboundRequest {
  conversationId?: string;
  conversationToken?: string;
  body: string;
  visitorName?: string;
  visitorEmail?: string;
  /** Two-letter code or 'UK'; default 'UK'. */
  country?: string;
}

export interface SupportMessageBody {
  id: string;
  conversationId: string;
  sender: SupportSender;
  authorUserId: string | null;
  body: string;
  createdAt: string;
}

export interface SupportConversationBody {
  id: string;
  companyId: string | null;
  userId: string | null;
  visitorName: string | null;
  visitorEmail: string | null;
  country: string;
  status: SupportConversationStatus;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string;
}

export interface SupportConversationDetailBody extends SupportConversationBody {
  messages: SupportMessageBody[];
}

export interface SupportInboundResponse {
  conversationId: string;
  /** Only when a visitor's conversation was created by this call: keep it to read or continue it. */
  conversationToken?: string;
  messages: SupportMessageBody[];
}

export interface SupportAdminQuery extends PageQuery {
  status?: SupportConversationStatus;
}

/** POST /v1/admin/support/conversations/:id/replies */
export interface SupportReplyRequest {
  body: string;
}

/** PATCH /v1/admin/support/conversations/:id */
export interface UpdateSupportConversationRequest {
  status: SupportConversationStatus;
}
