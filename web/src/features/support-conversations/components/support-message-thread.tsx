import { useEffect, useRef } from 'react';

import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person-name';

import type { SupportMessageItemFragment } from '../api/support-conversations.generated';

export interface SupportMessageThreadProps {
  messages: readonly SupportMessageItemFragment[];
  customerName: string;
}

/** The conversation oldest first, scrolled to the latest message whenever one arrives. */
export function SupportMessageThread({ messages, customerName }: SupportMessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <div
      ref={scroller}
      className="max-h-[55vh] min-h-40 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">No messages in this conversation.</p>
      ) : (
        <ol aria-label="Messages" className="space-y-3">
          {messages.map((message) => {
            const staff = message.sender === 'staff';
            return (
              <li
                key={message.id}
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                  staff ? 'ml-auto bg-brand-700 text-white' : 'mr-auto bg-white text-slate-900 ring-1 ring-slate-200',
                )}
              >
                <span className={cn('block text-xs font-medium', staff ? 'text-brand-100' : 'text-slate-500')}>
                  {staff ? `Support team${message.author ? ` · ${personName(message.author)}` : ''}` : customerName}
                  {' · '}
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </span>
                <span className="mt-0.5 block break-words whitespace-pre-wrap">{message.body}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
