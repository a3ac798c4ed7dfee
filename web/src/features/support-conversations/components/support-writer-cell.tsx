import { cn } from '@/lib/cn';

import type { SupportConversationListItemFragment } from '../api/support-conversations.generated';
import { isUnread, useSeenConversations } from '../hooks/use-seen-conversations';
import { writerOf } from './support-labels';

/** The row's title: who wrote, marked when a message came in since this staff member last read it. */
export function SupportWriterCell({ conversation }: { conversation: SupportConversationListItemFragment }) {
  const { seen } = useSeenConversations();
  const unread = isUnread(seen, conversation.id, conversation.lastMessageAt);
  return (
    <span className="inline-flex items-baseline gap-2">
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 self-center rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className={unread ? 'font-semibold' : 'font-medium'}>{writerOf(conversation).name}</span>
      {unread ? <span className="sr-only">(unread)</span> : null}
    </span>
  );
}
