/** How a message left: an SMTP relay (`SMTP_URL`), or the outbox table staff read when none is set outside production. */
export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** `failed`: every retry of the job was refused by the relay. */
export const MAIL_STATUSES = ['sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a service asks the mail module to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * GET /v1/admin/mail: one delivery job's record, newest first. `text` is kept for the outbox only: a message
 * that went out through SMTP keeps its envelope, never its body (reset links must not sit in a table).
 */
export interface MailMessageBody {
  id: string;
  /** The service whose job sent it (identity, ...). */
  sender: string;
  to: string;
  subject: string;
  text: string | null;
  transport: MailTransport;
  status: MailStatus;
  error: string | null;
  createdAt: string;
}
