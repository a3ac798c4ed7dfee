import { ArrowLeftIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import type { SupportConversationStatus } from '@/gql/types';
import { formErrorMessage } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';

import {
  SupportConversationsDocument,
  useReplyToSupportConversationMutation,
  useSetSupportConversationStatusMutation,
  useSupportConversationQuery,
} from '../api/support-conversations.generated';
import { useSeenConversations } from '../hooks/use-seen-conversations';
import { pollOptions } from '../lib/support-list';
import { SupportMessageThread } from './support-message-thread';
import { SupportReplyBox } from './support-reply-box';
import { writerOf } from './support-labels';
import { SupportStatusBadge } from './support-status-badge';

export interface SupportConversationDetailProps {
  id: string;
  onClose: () => void;
}

export function SupportConversationDetail({ id, onClose }: SupportConversationDetailProps) {
  const { toast } = useToast();
  const { markSeen } = useSeenConversations();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [id]);

  const query = useSupportConversationQuery({ variables: { id }, ...pollOptions });
  // A failed poll keeps the thread on screen, with a note that it could not be refreshed.
  const shown = (query.data ?? query.previousData)?.supportConversation;
  const conversation = shown?.id === id ? shown : undefined;
  const lastMessageAt = conversation?.lastMessageAt;
  useEffect(() => {
    if (lastMessageAt) markSeen(id, lastMessageAt);
  }, [id, lastMessageAt, markSeen]);

  // The list's order and views follow a reply or a status change.
  const refetchQueries = [SupportConversationsDocument];
  const [reply] = useReplyToSupportConversationMutation({ refetchQueries });
  const [statusError, setStatusError] = useState<string | null>(null);
  const [setStatus, { loading: changing }] = useSetSupportConversationStatusMutation({
    refetchQueries,
    update(cache, { data }) {
      const updated = data?.setSupportConversationStatus;
      if (!updated) return;
      cache.modify({
        id: cache.identify({ __typename: 'SupportConversationDetail', id: updated.id }),
        fields: { status: () => updated.status },
      });
    },
  });

  async function changeStatus(next: SupportConversationStatus) {
    setStatusError(null);
    try {
      await setStatus({ variables: { id, status: next } });
      toast({ title: next === 'closed' ? 'Conversation closed' : 'Conversation reopened' });
    } catch (error) {
      setStatusError(formErrorMessage(error));
    }
  }

  let body: ReactNode;
  if (conversation) {
    const writer = writerOf(conversation);
    const next: SupportConversationStatus = conversation.status === 'open' ? 'closed' : 'open';
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
          <Button variant="secondary" disabled={changing} aria-busy={changing} onClick={() => void changeStatus(next)}>
            {next === 'closed' ? 'Close conversation' : 'Reopen conversation'}
          </Button>
          {query.error ? (
            <p role="alert" className="text-sm text-amber-800">
              Could not refresh: {query.error.message}
            </p>
          ) : null}
        </div>
        {statusError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not change the status: {statusError}
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
          onSend={async (text) => {
            await reply({ variables: { id, input: { body: text } } });
            toast({ title: 'Reply sent', variant: 'success' });
          }}
        />
      </div>
    );
  } else if (query.error) {
    body = (
      <ErrorState
        title="Could not load the conversation"
        message={query.error.message}
        onRetry={() => void query.refetch().catch(() => undefined)}
      />
    );
  } else if (query.data) {
    body = <p className="text-sm text-slate-600">This conversation no longer exists.</p>;
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
