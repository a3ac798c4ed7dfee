import type { PageQuery } from '../common';
import type { EngagementAuditEntryBody } from './audit';

export const CONTACT_SOURCES = ['sales_bot', 'contact_page', 'request_access', 'setup_demo', 'support'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_TRANSCRIPT_ENTRY_TYPES = ['bot', 'user'] as const;
export type ContactTranscriptEntryType = (typeof CONTACT_TRANSCRIPT_ENTRY_TYPES)[number];

export interface ContactTranscriptEntry {
  type: ContactTranscriptEntryType;
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

/** GET /v1/contact-submissions/:id */
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
