import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  CallerContext,
  Page,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportConversationStatus,
  SupportInboundRequest,
  SupportInboundResponse,
  SupportMessageBody,
} from '@pm/contracts';
import { AppException } from '@pm/kit';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { requireAdmin } from '../common/caller';
import { newestFirstPage } from '../common/keyset';
import { SupportConversationEntity } from './support-conversation.entity';
import { SupportMessageEntity } from './support-message.entity';

/** A conversation shows at most its latest messages; older ones stay stored. */
export const MESSAGES_SHOWN = 500;

const conversationNotFound = () =>
  new AppException(404, 'SUPPORT_CONVERSATION_NOT_FOUND', 'Support conversation not found');

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

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
export class SupportService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SupportConversationEntity) private readonly conversations: Repository<SupportConversationEntity>,
    private readonly audit: AuditService,
  ) {}

  /**
   * The conversation `id` as its owner may see it: a signed-in caller's own conversation, or a visitor's
   * with the right token. Anything else is "not found", so ids of other people's conversations leak nothing.
   */
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
      if (!token) throw conversationNotFound();
      qb.andWhere('c.user_id IS NULL AND c.visitor_token_hash = :hash', { hash: hashToken(token) });
    }
    if (lock) qb.setLock('pessimistic_write');
    const row = await qb.getOne();
    if (!row) throw conversationNotFound();
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

  /** A message from the support-bot page: starts a conversation or continues the caller's own. */
  async inbound(caller: CallerContext | null, input: SupportInboundRequest): Promise<SupportInboundResponse> {
    return this.dataSource.transaction(async (manager) => {
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
        conversationToken = caller ? undefined : randomBytes(32).toString('base64url');
        conversation = await manager.save(
          manager.create(SupportConversationEntity, {
            companyId: caller?.companyId ?? null,
            userId: caller?.userId ?? null,
            visitorName: caller ? null : (input.visitorName ?? null),
            visitorEmail: caller ? null : (input.visitorEmail ?? null),
            visitorTokenHash: conversationToken ? hashToken(conversationToken) : null,
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
    });
  }

  async getOwned(
    caller: CallerContext | null,
    id: string,
    token: string | undefined,
  ): Promise<SupportConversationDetailBody> {
    const manager = this.dataSource.manager;
    const row = await this.owned(manager, id, caller, token);
    return { ...toConversationBody(row), messages: await this.messagesOf(manager, id) };
  }

  /** The signed-in user's own conversations, latest activity first. */
  async mine(
    caller: CallerContext,
    query: { limit?: number; cursor?: string },
  ): Promise<Page<SupportConversationBody>> {
    const filtered = () =>
      this.conversations.createQueryBuilder('c').where('c.user_id = :userId AND c.company_id = :companyId', {
        userId: caller.userId,
        companyId: caller.companyId,
      });
    const total = await filtered().getCount();
    const page = await newestFirstPage(filtered(), 'last_message_at', query);
    return { items: page.rows.map(toConversationBody), nextCursor: page.nextCursor, total };
  }

  /* ----------------------------------------------------------------- staff */

  async adminList(
    caller: CallerContext,
    query: { limit?: number; cursor?: string; status?: SupportConversationStatus },
  ): Promise<Page<SupportConversationBody>> {
    requireAdmin(caller);
    const filtered = () => {
      const qb = this.conversations.createQueryBuilder('c');
      if (query.status) qb.where('c.status = :status', { status: query.status });
      return qb;
    };
    const total = await filtered().getCount();
    const page = await newestFirstPage(filtered(), 'last_message_at', query);
    return { items: page.rows.map(toConversationBody), nextCursor: page.nextCursor, total };
  }

  async adminGet(caller: CallerContext, id: string): Promise<SupportConversationDetailBody> {
    requireAdmin(caller);
    const row = await this.conversations.findOneBy({ id });
    if (!row) throw conversationNotFound();
    return { ...toConversationBody(row), messages: await this.messagesOf(this.dataSource.manager, id) };
  }

  async reply(caller: CallerContext, id: string, body: string): Promise<SupportConversationDetailBody> {
    requireAdmin(caller);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(SupportConversationEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw conversationNotFound();
      await this.addMessage(manager, row, { sender: 'staff', authorUserId: caller.userId, body });
      return { ...toConversationBody(row), messages: await this.messagesOf(manager, id) };
    });
  }

  async setStatus(
    caller: CallerContext,
    id: string,
    status: SupportConversationStatus,
  ): Promise<SupportConversationBody> {
    requireAdmin(caller);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(SupportConversationEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw conversationNotFound();
      if (row.status !== status) {
        const from = row.status;
        row.status = status;
        await manager.save(row);
        await this.audit.record(manager, {
          actor: caller,
          action: 'support_conversation.status_changed',
          subjectType: 'support_conversation',
          subjectId: id,
          data: { from, to: status },
        });
      }
      return toConversationBody(row);
    });
  }
}
