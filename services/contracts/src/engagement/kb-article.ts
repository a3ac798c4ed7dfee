import type { PageQuery } from '../common';

/** POST /v1/sales-bot/query */
export interface SalesBotQueryRequest {
  query: string;
}

export interface SalesBotAnswer {
  answer: string;
  /** The knowledge-base article the answer came from; null for the fallback answer. */
  source: { id: string; question: string } | null;
  /** Retrieval score in [0, 1]; answers below the threshold get the fallback. */
  score: number;
}

export interface KbArticleBody {
  id: string;
  question: string;
  answer: string;
  keywords: string[];
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

export interface CreateKbArticleRequest {
  question: string;
  answer: string;
  keywords?: string[];
}

export type UpdateKbArticleRequest = Partial<CreateKbArticleRequest>;

export interface KbAdminQuery extends PageQuery {
  q?: string;
}
