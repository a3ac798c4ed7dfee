import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  Page,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportMessageBody,
  SupportReplyRequest,
  UpdateSupportConversationRequest,
  UserBody,
} from '@pm/contracts';
import { EngagementClient } from '../service-clients/engagement.client';
import { displayName, IdentityClient } from '../service-clients/identity.client';

export interface SupportPerson {
  id: string;
  name: string;
  email: string;
}

/** A conversation as staff see it: a signed-in writer is named (null for visitors or a deleted account). */
export interface AdminSupportConversation extends SupportConversationBody {
  user: SupportPerson | null;
}

/** A message with the staff member who wrote it, when it is a staff reply. */
export interface AdminSupportMessage extends SupportMessageBody {
  author: SupportPerson | null;
}

export interface AdminSupportConversationDetail extends AdminSupportConversation {
  messages: AdminSupportMessage[];
}

const BASE = '/v1/admin/support/conversations';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

const toPerson = (user: UserBody): SupportPerson => ({ id: user.id, name: displayName(user), email: user.email });

/** The staff side of support chat: engagement holds the conversations, identity the people in them. */
@Injectable()
export class AdminSupportService {
  constructor(
    private readonly engagement: EngagementClient,
    private readonly identity: IdentityClient,
  ) {}

  async list(caller: CallerContext, query: Record<string, string | string[]>): Promise<Page<AdminSupportConversation>> {
    const page = await this.engagement.client.get<Page<SupportConversationBody>>(BASE, { caller, query });
    const people = await this.people(
      caller,
      page.items.map((conversation) => conversation.userId),
    );
    return { ...page, items: page.items.map((conversation) => withUser(conversation, people)) };
  }

  async get(caller: CallerContext, id: string): Promise<AdminSupportConversationDetail> {
    return this.withPeople(
      caller,
      await this.engagement.client.get<SupportConversationDetailBody>(path(id), { caller }),
    );
  }

  async reply(caller: CallerContext, id: string, body: SupportReplyRequest): Promise<AdminSupportConversationDetail> {
    return this.withPeople(
      caller,
      await this.engagement.client.post<SupportConversationDetailBody>(`${path(id)}/replies`, {
        caller,
        body,
      }),
    );
  }

  async setStatus(
    caller: CallerContext,
    id: string,
    body: UpdateSupportConversationRequest,
  ): Promise<AdminSupportConversation> {
    const conversation = await this.engagement.client.request<SupportConversationBody>('PATCH', path(id), {
      caller,
      body,
    });
    return withUser(conversation, await this.people(caller, [conversation.userId]));
  }

  private async withPeople(
    caller: CallerContext,
    detail: SupportConversationDetailBody,
  ): Promise<AdminSupportConversationDetail> {
    const people = await this.people(caller, [
      detail.userId,
      ...detail.messages.map((message) => message.authorUserId),
    ]);
    return {
      ...withUser(detail, people),
      messages: detail.messages.map((message) => ({
        ...message,
        author: message.sender === 'staff' && message.authorUserId ? (people.get(message.authorUserId) ?? null) : null,
      })),
    };
  }

  private async people(caller: CallerContext, ids: (string | null)[]): Promise<Map<string, SupportPerson>> {
    const users = await this.identity.usersByIds(caller, ids);
    return new Map([...users.values()].map((user) => [user.id, toPerson(user)]));
  }
}

function withUser<T extends SupportConversationBody>(
  conversation: T,
  people: Map<string, SupportPerson>,
): T & { user: SupportPerson | null } {
  return { ...conversation, user: conversation.userId ? (people.get(conversation.userId) ?? null) : null };
}
