import { Injectable } from '@nestjs/common';
import { Db, likePattern, requireAdmin } from '@pm/kit';
import type {
  CallerContext,
  CreateKbArticleRequest,
  EngagementAuditEntryBody,
  KbAdminQuery,
  KbArticleBody,
  Page,
  SalesBotAnswer,
  UpdateKbArticleRequest,
} from '@pm/contracts';
import { AuditService } from '../audit/audit.service';
import { AdminRecords, type RecordKind } from '../common/admin-records.service';
import { KbArticleEntity } from './kb-article.entity';
import { kbArticleNotFound, nothingToChange } from './kb-articles.errors';

export const FALLBACK_ANSWER = "I'm not sure about that — would you like to speak with our team?";

/** Below this retrieval score the bot admits it does not know rather than guess. */
const ANSWER_THRESHOLD = 0.3;

const ARTICLES: RecordKind<KbArticleEntity> = {
  entity: KbArticleEntity,
  subjectType: 'kb_article',
  notFound: kbArticleNotFound,
  newestBy: 'updated_at',
};

function toKbBody(row: KbArticleEntity): KbArticleBody {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    keywords: row.keywords,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/*
 * The score, in [0, 1], weighs the share of the query's lexemes in the question and keywords (tsvector weights
 * A and B) and in the whole article; ts_rank_cd against the lexemes OR-ed (websearch_to_tsquery ANDs them, which
 * drops a question worded with one extra word); and pg_trgm similarity, for typos that stemming misses.
 */
const RETRIEVAL_SQL = `
  WITH input AS (
    SELECT replace(websearch_to_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS any_query,
           tsvector_to_array(to_tsvector('english', $1)) AS lexemes
  ),
  scored AS (
    SELECT a.id, a.question, a.answer,
      ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', a.tsv, i.any_query, 32) AS rank,
      cardinality(ARRAY(SELECT unnest(i.lexemes) INTERSECT SELECT unnest(tsvector_to_array(ts_filter(a.tsv, '{a,b}')))))::float8
        / greatest(cardinality(i.lexemes), 1) AS head_coverage,
      cardinality(ARRAY(SELECT unnest(i.lexemes) INTERSECT SELECT unnest(tsvector_to_array(a.tsv))))::float8
        / greatest(cardinality(i.lexemes), 1) AS coverage,
      similarity(a.question, $1) AS trgm
    FROM "engagement"."kb_article" a CROSS JOIN input i
    WHERE a.tsv @@ i.any_query OR a.question % $1
  )
  SELECT id, question, answer,
    (0.4 * head_coverage + 0.15 * coverage + 0.15 * rank + 0.3 * trgm)::float8 AS score
  FROM scored
  ORDER BY score DESC, id
  LIMIT 1`;

@Injectable()
export class KbArticlesService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly records: AdminRecords,
  ) {}

  async answer(query: string): Promise<SalesBotAnswer> {
    const [best]: { id: string; question: string; answer: string; score: number }[] = await this.db.manager.query(
      RETRIEVAL_SQL,
      [query],
    );
    const score = best ? Math.round(Math.min(1, Math.max(0, best.score)) * 1000) / 1000 : 0;
    if (!best || score < ANSWER_THRESHOLD) return { answer: FALLBACK_ANSWER, source: null, score };
    return { answer: best.answer, source: { id: best.id, question: best.question }, score };
  }

  list(caller: CallerContext, query: KbAdminQuery): Promise<Page<KbArticleBody>> {
    requireAdmin(caller);
    return this.records.list(ARTICLES, query, toKbBody, (qb) => {
      if (query.q) qb.where('(r.question ILIKE :q OR r.answer ILIKE :q)', { q: likePattern(query.q) });
    });
  }

  async get(caller: CallerContext, id: string): Promise<KbArticleBody> {
    requireAdmin(caller);
    return toKbBody(await this.records.find(ARTICLES, id));
  }

  async create(caller: CallerContext, input: CreateKbArticleRequest): Promise<KbArticleBody> {
    requireAdmin(caller);
    return this.db.manager.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(KbArticleEntity, {
          question: input.question,
          answer: input.answer,
          keywords: input.keywords ?? [],
          updatedBy: caller.userId,
        }),
      );
      await this.audit.record(manager, {
        actor: caller,
        action: 'kb_article.created',
        subjectType: 'kb_article',
        subjectId: row.id,
        data: { question: row.question },
      });
      return toKbBody(row);
    });
  }

  async history(caller: CallerContext, id: string): Promise<EngagementAuditEntryBody[]> {
    requireAdmin(caller);
    return this.audit.forSubject(id);
  }

  async update(caller: CallerContext, id: string, input: UpdateKbArticleRequest): Promise<KbArticleBody> {
    requireAdmin(caller);
    if (input.question === undefined && input.answer === undefined && input.keywords === undefined) {
      throw nothingToChange();
    }
    return this.db.manager.transaction(async (manager) => {
      const row = await this.records.find(ARTICLES, id, { manager, lock: true });
      const changes: Record<string, unknown> = {};
      if (input.question !== undefined && input.question !== row.question) {
        changes.question = { from: row.question, to: input.question };
        row.question = input.question;
      }
      if (input.answer !== undefined && input.answer !== row.answer) {
        changes.answer = { from: row.answer, to: input.answer };
        row.answer = input.answer;
      }
      if (input.keywords !== undefined && input.keywords.join('\u0000') !== row.keywords.join('\u0000')) {
        changes.keywords = { from: row.keywords, to: input.keywords };
        row.keywords = input.keywords;
      }
      if (Object.keys(changes).length === 0) return toKbBody(row);
      row.updatedBy = caller.userId;
      const saved = await manager.save(row);
      await this.audit.record(manager, {
        actor: caller,
        action: 'kb_article.updated',
        subjectType: 'kb_article',
        subjectId: id,
        data: { changes },
      });
      return toKbBody(saved);
    });
  }

  async remove(caller: CallerContext, id: string): Promise<void> {
    requireAdmin(caller);
    await this.db.manager.transaction(async (manager) => {
      const row = await this.records.find(ARTICLES, id, { manager });
      await manager.delete(KbArticleEntity, { id });
      await this.audit.record(manager, {
        actor: caller,
        action: 'kb_article.deleted',
        subjectType: 'kb_article',
        subjectId: id,
        data: { question: row.question, answer: row.answer },
      });
    });
  }
}
