import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { ApiError } from '@/lib/rest-client';

import {
  adminSupportKeys,
  fetchSupportConversation,
  replyToSupportConversation,
  SUPPORT_POLL_MS,
  updateSupportConversationStatus,
} from '../api/admin-support';
import type { AdminSupportConversationDetail, SupportStatus } from '../api/admin-support';
import { useSeenConversations } from '../hooks/use-seen-conversations';
import { SupportMessageThread } from './support-message-thread';
import { SupportReplyBox } from './support-reply-box';
import { formatDateTime, writerOf } from './support-labels';
import { SupportStatusBadge } from './support-status-badge';

export interface SupportConversationDetailProps {
  id: string;
  onClose: () => void;
}

/** The server's message for the reply text of a 400, else the error's own message. */
function replyError(error: Error | null): string | null {
  if (!error) return null;
  const fields = error instanceof ApiError ? (error.details?.fields as Record<string, unknown> | undefined) : undefined;
  const body = fields?.body;
  if (Array.isArray(body) && typeof body[0] === 'string') return body[0];
  return `Your reply was not sent: ${error.message}`;
}

export function SupportConversationDetail({ id, onClose }: SupportConversationDetailProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { markSeen } = useSeenConversations();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [id]);

  const query = useQuery({
    queryKey: adminSupportKeys.detail(id),
    queryFn: ({ signal }) => fetchSupportConversation(id, signal),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: SUPPORT_POLL_MS,
  });
  const lastMessageAt = query.data?.lastMessageAt;
  useEffect(() => {
    if (lastMessageAt) markSeen(id, lastMessageAt);
  }, [id, lastMessageAt, markSeen]);

  const reply = useMutation({
    mutationFn: (body: string) => replyToSupportConversation(id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminSupportKeys.detail(id), updated);
      toast({ title: 'Reply sent', variant: 'success' });
      // The list order follows in the background; the reply box is free again at once.
      void queryClient.invalidateQueries({ queryKey: adminSupportKeys.lists });
    },
  });
  const status = useMutation({
    mutationFn: (next: SupportStatus) => updateSupportConversationStatus(id, next),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminSupportConversationDetail>(adminSupportKeys.detail(id), (current) =>
        current ? { ...current, ...updated, messages: current.messages } : current,
      );
      toast({ title: updated.status === 'closed' ? 'Conversation closed' : 'Conversation reopened' });
      void queryClient.invalidateQueries({ queryKey: adminSupportKeys.lists });
    },
  });

  let body: ReactNode;
  if (query.data) {
    const conversation = query.data;
    const writer = writerOf(conversation);
    const next: SupportStatus = conversation.status === 'open' ? 'closed' : 'open';
    body = (
      <div className="space-y-4">
        <div className="space-y-1 lg:pr-10">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold break-words text-slate-900">{writer.name}</h2>
            <SupportStatusBadge status={conversation.status} />
            <Badge tone={writer.kind === 'user' ? 'success' : 'neutral'}>
              {writer.kind === 'user' ? 'Signed-in user' : 'Visitor'}
            </Badge>
          </div>
          <p className="text-sm break-words text-slate-600">
            {writer.email ? (
              <a className="text-brand-700 underline" href={`mailto:${writer.email}`}>
                {writer.email}
              </a>
            ) : (
              'No e-mail given'
            )}
            {' · '}
            {conversation.country} · started{' '}
            <time dateTime={conversation.createdAt}>{formatDateTime(conversation.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={status.isPending}
            aria-busy={status.isPending}
            onClick={() => status.mutate(next)}
          >
            {next === 'closed' ? 'Close conversation' : 'Reopen conversation'}
          </Button>
          {query.isRefetchError ? (
            <p role="alert" className="text-sm text-amber-800">
              Could not refresh: {query.error.message}
            </p>
          ) : null}
        </div>
        {status.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not change the status: {status.error.message}
          </p>
        ) : null}
        <SupportMessageThread messages={conversation.messages} customerName={writer.name} />
        {conversation.status === 'closed' ? (
          <p className="text-sm text-slate-600">
            This conversation is closed. A reply still reaches the customer; it reopens when they write again.
          </p>
        ) : null}
        <SupportReplyBox
          key={id}
          sending={reply.isPending}
          serverError={replyError(reply.error)}
          onSend={async (text) => {
            try {
              await reply.mutateAsync(text);
              return true;
            } catch {
              return false;
            }
          }}
        />
      </div>
    );
  } else if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    body = gone ? (
      <p className="text-sm text-slate-600">This conversation no longer exists.</p>
    ) : (
      <ErrorState
        title="Could not load the conversation"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading conversation">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }

  return (
    <section
      ref={panel}
      aria-label="Conversation"
      className="relative min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-4"
    >
      <button
        type="button"
        onClick={onClose}
        className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to conversations
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label="Hide conversation"
        className="absolute top-3 right-3 hidden size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 lg:inline-flex"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
      {body}
    </section>
  );
}
