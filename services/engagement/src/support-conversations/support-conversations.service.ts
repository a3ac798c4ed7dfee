import { Injectable } from '@nestjs/common';
import { Db, randomToken, requireAdmin, sha256Hex } from '@pm/kit';
import type {
  CallerContext,
  Page,
  PageQuery,
  SupportAdminQuery,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportConversationStatus,
  SupportInboundRequest,
  SupportInboundResponse,
  SupportMessageBody,
} from '@pm/contracts';
import type { EntityManager } from 'typeorm';
import { AdminRecords, inStatus, madeBy, type RecordKind } from '../common/admin-records.service';
import { SupportConversationEntity } from './support-conversation.entity';
import { supportConversationNotFound } from './support-conversations.errors';
import { SupportMessageEntity } from './support-message.entity';

/** A conversation shows at most its latest messages; older ones stay stored. */
const MESSAGES_SHOWN = 500;

const CONVERSATIONS: RecordKind<SupportConversationEntity> = {
  entity: SupportConversationEntity,
  subjectType: 'support_conversation',
  notFound: supportConversationNotFound,
  newestBy: 'last_message_at',
};

function toConversationBody(row: SupportConversationEntity): SupportConversationBody {
  return {
    id: row.id,
    companyId: row.companyId,
    userId: row.userId,
    visitorName: row.visitorName,
    visitorEmail: row.visitorEmail,
    country: row.country,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

function toMessageBody(row: SupportMessageEntity): SupportMessageBody {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    authorUserId: row.authorUserId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class SupportConversationsService {
  constructor(
    private readonly db: Db,
    private readonly records: AdminRecords,
  ) {}

  /** The caller's own conversation or a visitor's with the right token; else "not found", so no id leaks. */
  private async owned(
    manager: EntityManager,
    id: string,
    caller: CallerContext | null,
    token: string | undefined,
    lock = false,
  ): Promise<SupportConversationEntity> {
    const qb = manager.createQueryBuilder(SupportConversationEntity, 'c').where('c.id = :id', { id });
    if (caller) {
      qb.andWhere('c.user_id = :userId AND c.company_id = :companyId', {
        userId: caller.userId,
        companyId: caller.companyId,
      });
    } else {
      if (!token) throw supportConversationNotFound();
      // Row-level security shows a visitor's conversation only to whoever holds its token.
      await this.db.enter({ lookup: { visitorTokenDigest: sha256Hex(token) } });
      qb.andWhere('c.user_id IS NULL AND c.visitor_token_hash = :hash', { hash: sha256Hex(token) });
    }
    if (lock) qb.setLock('pessimistic_write');
    const row = await qb.getOne();
    if (!row) throw supportConversationNotFound();
    return row;
  }

  private async messagesOf(manager: EntityManager, conversationId: string): Promise<SupportMessageBody[]> {
    const rows = await manager.find(SupportMessageEntity, {
      where: { conversationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MESSAGES_SHOWN,
    });
    return rows.reverse().map(toMessageBody);
  }

  private async addMessage(
    manager: EntityManager,
    conversation: SupportConversationEntity,
    message: Pick<SupportMessageEntity, 'sender' | 'authorUserId' | 'body'>,
  ): Promise<void> {
    const saved = await manager.save(
      manager.create(SupportMessageEntity, { conversationId: conversation.id, ...message }),
    );
    conversation.lastMessageAt = saved.createdAt;
    await manager.save(conversation);
  }

  async inbound(caller: CallerContext | null, input: SupportInboundRequest): Promise<SupportInboundResponse> {
    const manager = this.db.manager;
    let conversation: SupportConversationEntity;
    let conversationToken: string | undefined;
    if (input.conversationId) {
      conversation = await this.owned(manager, input.conversationId, caller, input.conversationToken, true);
      // A new message reopens a closed conversation: the person still needs help.
      if (conversation.status === 'closed') conversation.status = 'open';
      if (!caller) {
        conversation.visitorName ??= input.visitorName ?? null;
        conversation.visitorEmail ??= input.visitorEmail ?? null;
      }
    } else {
      conversationToken = caller ? undefined : randomToken();
      // A visitor's conversation is seen only through its token: it is written under that token's setting.
      if (conversationToken) await this.db.enter({ lookup: { visitorTokenDigest: sha256Hex(conversationToken) } });
      conversation = await manager.save(
        manager.create(SupportConversationEntity, {
          companyId: caller?.companyId ?? null,
          userId: caller?.userId ?? null,
          visitorName: caller ? null : (input.visitorName ?? null),
          visitorEmail: caller ? null : (input.visitorEmail ?? null),
          visitorTokenHash: conversationToken ? sha256Hex(conversationToken) : null,
          country: input.country ?? 'UK',
          status: 'open',
          lastMessageAt: new Date(),
        }),
      );
    }
    await this.addMessage(manager, conversation, {
      sender: caller ? 'user' : 'visitor',
      authorUserId: caller?.userId ?? null,
      body: input.body,
    });
    return {
      conversationId: conversation.id,
      ...(conversationToken ? { conversationToken } : {}),
      messages: await this.messagesOf(manager, conversation.id),
    };
  }

  async getOwned(
    caller: CallerContext | null,
    id: string,
    token: string | undefined,
  ): Promise<SupportConversationDetailBody> {
    const manager = this.db.manager;
    const row = await this.owned(manager, id, caller, token);
    return { ...toConversationBody(row), messages: await this.messagesOf(manager, id) };
  }

  mine(caller: CallerContext, query: PageQuery): Promise<Page<SupportConversationBody>> {
    return this.records.list(CONVERSATIONS, query, toConversationBody, madeBy(caller));
  }

  adminList(caller: CallerContext, query: SupportAdminQuery): Promise<Page<SupportConversationBody>> {
    requireAdmin(caller);
    return this.records.list(CONVERSATIONS, query, toConversationBody, inStatus(query.status));
  }

  async adminGet(caller: CallerContext, id: string): Promise<SupportConversationDetailBody> {
    requireAdmin(caller);
    const row = await this.records.find(CONVERSATIONS, id);
    return { ...toConversationBody(row), messages: await this.messagesOf(this.db.manager, id) };
  }

  async reply(caller: CallerContext, id: string, body: string): Promise<SupportConversationDetailBody> {
    requireAdmin(caller);
    const manager = this.db.manager;
    const row = await this.records.find(CONVERSATIONS, id, { manager, lock: true });
    await this.addMessage(manager, row, { sender: 'staff', authorUserId: caller.userId, body });
    return { ...toConversationBody(row), messages: await this.messagesOf(manager, id) };
  }

  async setStatus(
    caller: CallerContext,
    id: string,
    status: SupportConversationStatus,
  ): Promise<SupportConversationBody> {
    requireAdmin(caller);
    return toConversationBody(await this.records.setStatus(caller, CONVERSATIONS, id, status));
  }
}
