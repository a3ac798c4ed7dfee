// The knowledge-base REST of the bff: /api/admin/kb-articles (list with ?q, get, create, patch, delete)
// for platform staff, and the sales bot's own public query (CALL-10) for trying a question.
import type { AuditHistoryEntry } from '@/components/audit-history';
import { apiRequest } from '@/lib/rest-client';

/** An article as the admin screen sees it (KbArticleBody in services/contracts, plus the editor's name). */
export interface KbArticle {
  id: string;
  question: string;
  answer: string;
  keywords: string[];
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  /** Who changed it last; null for the platform seed or a deleted account. */
  updatedByName: string | null;
}

export interface KbArticlePage {
  success: boolean;
  data: KbArticle[];
  pageInfo: { nextCursor: string | null; total: number };
}

export interface KbArticleInput {
  question: string;
  answer: string;
  keywords: string[];
}

/** What the sales bot answers; `source` is the matched article, null for its "not sure" fall-back. */
export interface SalesBotAnswer {
  answer: string;
  source: { id: string; question: string } | null;
}

interface Answer<T> {
  success: boolean;
  data: T;
}

/** The service's limits (services/engagement/src/kb/kb.dto.ts), checked before sending. */
export const KB_LIMITS = { question: 300, answer: 4000, keywords: 30, keyword: 60, query: 500 } as const;
export const KB_PAGE_SIZE = 20;

const ARTICLES = '/admin/kb-articles';
const articlePath = (id: string) => `${ARTICLES}/${encodeURIComponent(id)}`;

export function fetchKbArticles(q: string, cursor: string | null, signal?: AbortSignal): Promise<KbArticlePage> {
  const query = new URLSearchParams({ limit: String(KB_PAGE_SIZE) });
  const search = q.trim();
  if (search) query.set('q', search);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<KbArticlePage>(`${ARTICLES}?${query.toString()}`, { signal });
}

export async function fetchKbArticle(id: string, signal?: AbortSignal): Promise<KbArticle> {
  return (await apiRequest<Answer<KbArticle>>(articlePath(id), { signal })).data;
}

/** Who changed an article and how, oldest first (audit entries with the actor's name). */
export async function fetchKbArticleHistory(id: string, signal?: AbortSignal): Promise<AuditHistoryEntry[]> {
  return (await apiRequest<Answer<AuditHistoryEntry[]>>(`${articlePath(id)}/history`, { signal })).data;
}

export async function createKbArticle(input: KbArticleInput): Promise<KbArticle> {
  return (await apiRequest<Answer<KbArticle>>(ARTICLES, { method: 'POST', body: input })).data;
}

/** Only the changed fields are sent. */
export async function updateKbArticle(id: string, changes: Partial<KbArticleInput>): Promise<KbArticle> {
  return (await apiRequest<Answer<KbArticle>>(articlePath(id), { method: 'PATCH', body: changes })).data;
}

export async function deleteKbArticle(id: string): Promise<void> {
  await apiRequest<undefined>(articlePath(id), { method: 'DELETE' });
}

/** CALL-10, as a visitor's chat sends it: the answer the bot would give right now. */
export async function askSalesBot(query: string): Promise<SalesBotAnswer> {
  return (await apiRequest<Answer<SalesBotAnswer>>('/sales-bot/query', { method: 'POST', body: { query } })).data;
}
