import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

import { ChatBubble } from '../components/chat-bubble';
import { ChatComposer } from '../components/chat-composer';

import { fetchConversation, fetchMyConversations, sendInboundMessage } from './support-api';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

const MINE_KEY = ['support', 'conversations', 'mine'] as const;

export function SupportCenter() {
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: MINE_KEY, queryFn: fetchMyConversations, refetchInterval: 30_000 });
  const [selected, setSelected] = useState<string | null>(null);
  const selectedId = selected ?? mine.data?.[0]?.id ?? null;
  const detail = useQuery({
    queryKey: ['support', 'conversations', selectedId],
    queryFn: () => fetchConversation(selectedId ?? ''),
    enabled: selectedId !== null,
    refetchInterval: 10_000,
  });
  const send = useMutation({
    mutationFn: (body: string) => sendInboundMessage({ conversationId: selectedId ?? undefined, body, country: 'UK' }),
    onSuccess: async (result) => {
      setSelected(result.conversationId);
      await queryClient.invalidateQueries({ queryKey: ['support', 'conversations'] });
    },
  });

  if (mine.isPending) return <Skeleton className="h-64 w-full" />;
  if (mine.isError)
    return (
      <ErrorState
        title="Your conversations could not be loaded"
        message={mine.error.message}
        onRetry={() => void mine.refetch()}
      />
    );

  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <nav aria-label="Your conversations" className="space-y-2">
        <button
          type="button"
          onClick={() => setSelected('')}
          className="w-full rounded-md border border-dashed border-brand-600 px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          New conversation
        </button>
        {mine.data.length === 0 ? (
          <EmptyState title="No conversations yet">Ask us anything: the support team replies here.</EmptyState>
        ) : (
          <ul className="space-y-1">
            {mine.data.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  onClick={() => setSelected(conversation.id)}
                  className={cn(
                    'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100',
                    conversation.id === selectedId ? 'bg-slate-100 font-medium' : '',
                  )}
                >
                  <span className="block">Conversation of {formatDateTime(conversation.createdAt)}</span>
                  <span className="block text-xs text-slate-500">
                    {conversation.status === 'open' ? 'Open' : 'Closed'} · last message{' '}
                    {formatDateTime(conversation.lastMessageAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <section aria-label="Messages" className="flex min-h-80 flex-col rounded-xl border border-slate-200 bg-white">
        <ol aria-live="polite" className="flex flex-1 flex-col gap-2 p-4">
          {selectedId && detail.data
            ? detail.data.messages.map((message) => (
                <ChatBubble key={message.id} from={message.sender === 'staff' ? 'bot' : 'user'}>
                  {message.sender === 'staff' ? (
                    <span className="mb-0.5 block text-xs font-semibold">Support team</span>
                  ) : null}
                  {message.body}
                </ChatBubble>
              ))
            : null}
          {!selectedId ? (
            <li className="text-sm text-slate-600">Write your question below to start a conversation.</li>
          ) : null}
        </ol>
        {send.isError ? (
          <p role="alert" className="px-4 pb-2 text-sm text-red-700">
            Your message could not be sent. Please try again.
          </p>
        ) : null}
        <ChatComposer
          label="Your message"
          placeholder="Type your message..."
          disabled={send.isPending}
          onSend={async (text) => {
            if (text.trim() === '') return false;
            try {
              await send.mutateAsync(text.trim());
              return true;
            } catch {
              return false;
            }
          }}
        />
      </section>
    </div>
  );
}
