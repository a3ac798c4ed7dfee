import type { BadgeTone } from '@/components/ui/badge';
import type { SupportConversationStatus } from '@/gql/types';
import { formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person-name';
import type { NamedPerson } from '@/lib/person-name';

export const STATUS_LABELS: Readonly<Record<SupportConversationStatus, string>> = { open: 'Open', closed: 'Closed' };
export const STATUS_TONES: Readonly<Record<SupportConversationStatus, BadgeTone>> = {
  open: 'info',
  closed: 'neutral',
};

const timeOnly = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });
const dayKey = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'Europe/London' });

/** Today's times as "14:05", older ones with their date: a list scanned all day needs no more. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayKey.format(date) === dayKey.format(now) ? timeOnly.format(date) : formatDateTime(iso);
}

interface ConversationWriter {
  userId?: string | null;
  visitorName?: string | null;
  visitorEmail?: string | null;
  user?: NamedPerson | null;
}

interface Writer {
  name: string;
  /** An e-mail to reply to, when known. */
  email: string | null;
  kind: 'user' | 'visitor';
}

/** Who wrote: the signed-in user as identity names them, or what the visitor typed (both optional). */
export function writerOf(conversation: ConversationWriter): Writer {
  if (conversation.userId) {
    return conversation.user
      ? { name: personName(conversation.user), email: conversation.user.email, kind: 'user' }
      : { name: 'Former user', email: null, kind: 'user' };
  }
  return {
    name: conversation.visitorName ?? conversation.visitorEmail ?? 'Anonymous visitor',
    email: conversation.visitorEmail ?? null,
    kind: 'visitor',
  };
}
