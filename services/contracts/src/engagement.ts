import type { PageQuery } from './common';

/* ---------------------------------------------------------------- audit */

/** One entry of the engagement audit trail (status changes, notes, blog edits, KB edits). */
export interface EngagementAuditEntryBody {
  id: string;
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  at: string;
}

/* ---------------------------------------------------- contact submissions */

export type ContactSource = 'sales_bot' | 'contact_page' | 'request_access' | 'setup_demo' | 'support';
export type ContactStatus = 'new' | 'in_progress' | 'closed';

export interface ContactTranscriptEntry {
  type: 'bot' | 'user';
  content: string;
}

export interface ContactSubmissionMetadata {
  submittedFrom: ContactSource;
  /** ISO 8601 time the browser submitted it. */
  submittedAt: string;
  transcript?: ContactTranscriptEntry[];
  /** Path of the page the form was on. */
  page?: string;
}

/** POST /v1/contact-submissions (caller optional: visitors have none). */
export interface CreateContactSubmissionRequest {
  fullName: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  message: string;
  metadata: ContactSubmissionMetadata;
}

export interface ContactSubmissionBody {
  id: string;
  /** Null for visitors (no account yet). */
  companyId: string | null;
  fullName: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  metadata: ContactSubmissionMetadata;
  source: ContactSource;
  status: ContactStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ContactNoteBody {
  id: string;
  submissionId: string;
  authorUserId: string;
  body: string;
  createdAt: string;
}

/** GET /v1/contact-submissions/:id: the submission with its internal notes and audit trail. */
export interface ContactSubmissionDetailBody extends ContactSubmissionBody {
  notes: ContactNoteBody[];
  activity: EngagementAuditEntryBody[];
}

/** GET /v1/contact-submissions and /export.csv filters. */
export interface ContactSubmissionQuery extends PageQuery {
  q?: string;
  source?: ContactSource;
  status?: ContactStatus;
}

/** PATCH /v1/contact-submissions/:id */
export interface UpdateContactSubmissionRequest {
  status?: ContactStatus;
}

/** POST /v1/contact-submissions/:id/notes */
export interface CreateContactNoteRequest {
  body: string;
}

/* ------------------------------------------------------------------ blog */

export type BlogPostStatus = 'draft' | 'published';

/** A published post as the public blog shows it. */
export interface BlogPostBody {
  id: string;
  slug: string;
  title: string;
  /** For the meta description and Open Graph tags; at most 300 characters. */
  description: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
  status: BlogPostStatus;
  publishedAt: string | null;
  /** Null for posts written by the platform team (the seeded articles). */
  authorUserId: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** POST /v1/admin/blog/posts: the slug is generated from the title when absent. */
export interface CreateBlogPostRequest {
  title: string;
  slug?: string;
  description: string;
  bodyMarkdown: string;
  coverImageUrl?: string | null;
}

/** PATCH /v1/admin/blog/posts/:id: `version` is the one the editor loaded (409 STALE_VERSION otherwise). */
export interface UpdateBlogPostRequest {
  title?: string;
  slug?: string;
  description?: string;
  bodyMarkdown?: string;
  coverImageUrl?: string | null;
  version: number;
}

/** POST /v1/admin/blog/posts/:id/publish and /unpublish: version optional. */
export interface PublishBlogPostRequest {
  version?: number;
}

export interface BlogAdminQuery extends PageQuery {
  status?: BlogPostStatus;
  q?: string;
}

/* ------------------------------------------------------ sales-bot knowledge */

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

/* ---------------------------------------------------------- support chat */

export type SupportConversationStatus = 'open' | 'closed';
export type SupportSender = 'visitor' | 'user' | 'staff';

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

/* ---------------------------------------------------------- bug reports */

export type BugReportStatus = 'new' | 'triaged' | 'fixed' | 'wont_fix';

export interface ConsoleLogEntry {
  type: 'log' | 'error' | 'warn';
  message: string;
  timestamp: string;
}

export interface BugTechnicalInfo {
  url?: string;
  userAgent?: string;
  timestamp?: string;
  viewport?: { width: number; height: number };
  screen?: { width: number; height: number };
  browser?: { cookieEnabled?: boolean; language?: string; platform?: string; onLine?: boolean };
}

/**
 * POST /v1/bug-reports (caller required). The bff has already stored the screenshot and decided the
 * credits (a system setting); it passes the storage key and the amount.
 */
export interface CreateBugReportRequest {
  title: string;
  description: string;
  currentUrl: string;
  userAgent: string;
  consoleLog?: ConsoleLogEntry[];
  technicalInfo?: BugTechnicalInfo;
  screenshotKey?: string | null;
  screenshotContentType?: string | null;
  creditsAwarded?: number;
}

export interface BugReportBody {
  id: string;
  companyId: string;
  userId: string;
  title: string;
  description: string;
  currentUrl: string;
  userAgent: string;
  consoleLog: ConsoleLogEntry[];
  technicalInfo: BugTechnicalInfo;
  screenshotKey: string | null;
  screenshotContentType: string | null;
  creditsAwarded: number;
  status: BugReportStatus;
  createdAt: string;
  updatedAt: string;
}

export interface BugReportAdminQuery extends PageQuery {
  status?: BugReportStatus;
}

/** PATCH /v1/admin/bug-reports/:id */
export interface UpdateBugReportRequest {
  status: BugReportStatus;
}
