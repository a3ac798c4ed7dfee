import { useInfiniteQuery } from '@tanstack/react-query';

import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

import { adminSupportKeys, fetchSupportConversations, SUPPORT_POLL_MS } from '../api/admin-support';
import type { SupportStatus } from '../api/admin-support';
import { isUnread, useSeenConversations } from '../hooks/use-seen-conversations';
import { formatDateTime, formatListTime, STATUS_LABELS, writerOf } from './support-labels';
import { SupportStatusBadge } from './support-status-badge';

export interface SupportConversationListProps {
  status: SupportStatus | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function SupportConversationList({ status, selectedId, onSelect }: SupportConversationListProps) {
  const { seen } = useSeenConversations();
  const query = useInfiniteQuery({
    queryKey: adminSupportKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchSupportConversations(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: SUPPORT_POLL_MS,
  });

  if (query.data === undefined) {
    if (query.isError) {
      return (
        <ErrorState
          title="Could not load support conversations"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading conversations">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  }

  const conversations = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[query.data.pages.length - 1]?.total ?? conversations.length;
  if (conversations.length === 0) {
    return (
      <EmptyState title={status ? `No ${STATUS_LABELS[status].toLowerCase()} conversations` : 'No conversations yet'}>
        {status === 'open'
          ? 'Every conversation has been dealt with. New messages from the support bot appear here.'
          : status === 'closed'
            ? 'Conversations you close appear here.'
            : 'Messages sent with the support bot will appear here.'}
      </EmptyState>
    );
  }
  const unreadCount = conversations.filter((c) => isUnread(seen, c.id, c.lastMessageAt)).length;

  return (
    <div className="space-y-4">
      {query.isRefetchError ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Could not refresh the list: {query.error.message}. It is retried automatically.
        </p>
      ) : null}
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label="Support conversations"
      >
        {conversations.map((conversation) => {
          const writer = writerOf(conversation);
          const unread = isUnread(seen, conversation.id, conversation.lastMessageAt);
          return (
            <li key={conversation.id}>
              <button
                type="button"
                aria-current={conversation.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(conversation.id)}
                className={cn(
                  'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                  conversation.id === selectedId && 'bg-brand-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('truncate text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
                      {writer.name}
                    </span>
                    <time
                      dateTime={conversation.lastMessageAt}
                      title={formatDateTime(conversation.lastMessageAt)}
                      className="shrink-0 text-xs text-slate-500"
                    >
                      {formatListTime(conversation.lastMessageAt)}
                    </time>
                  </span>
                  <span className="mt-0.5 flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-slate-600">
                      {writer.kind === 'user' ? 'Signed-in user' : 'Visitor'}
                      {writer.email && writer.email !== writer.name ? ` · ${writer.email}` : ''}
                    </span>
                    <span className="flex shrink-0 items-center gap-1.5">
                      {unread ? <span className="sr-only">Unread,</span> : null}
                      <SupportStatusBadge status={conversation.status} />
                    </span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <LoadMoreFooter
        shown={conversations.length}
        total={total}
        extra={unreadCount > 0 ? ` · ${unreadCount} unread` : ''}
        noun="conversations"
        query={query}
      />
    </div>
  );
}
