import type { BadgeTone } from '@/components/ui/badge';

import type { AdminSupportConversation, SupportStatus } from '../api/admin-support';

export const STATUS_LABELS: Readonly<Record<SupportStatus, string>> = { open: 'Open', closed: 'Closed' };
export const STATUS_TONES: Readonly<Record<SupportStatus, BadgeTone>> = { open: 'info', closed: 'neutral' };

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const timeOnly = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });
const dayKey = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'Europe/London' });

/** An ISO time as the UK reads it, e.g. "5 Jan 2026, 10:00". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** Today's times as "14:05", older ones with their date: a list scanned all day needs no more. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayKey.format(date) === dayKey.format(now) ? timeOnly.format(date) : dateTime.format(date);
}

export interface Writer {
  /** The name to show first. */
  name: string;
  /** An e-mail to reply to, when known. */
  email: string | null;
  kind: 'user' | 'visitor';
}

/** Who wrote: the signed-in user as identity names them, or what the visitor typed (both optional). */
export function writerOf(conversation: AdminSupportConversation): Writer {
  if (conversation.userId) {
    return conversation.user
      ? { name: conversation.user.name || conversation.user.email, email: conversation.user.email, kind: 'user' }
      : { name: 'Former user', email: null, kind: 'user' };
  }
  return {
    name: conversation.visitorName ?? conversation.visitorEmail ?? 'Anonymous visitor',
    email: conversation.visitorEmail,
    kind: 'visitor',
  };
}
