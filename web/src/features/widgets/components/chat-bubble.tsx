import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

interface ChatBubbleProps {
  from: 'bot' | 'user';
  children: ReactNode;
}

export function ChatBubble({ from, children }: ChatBubbleProps) {
  return (
    <li className={cn('flex', from === 'user' ? 'justify-end' : 'justify-start')}>
      <p
        data-from={from}
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
          from === 'user' ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        {children}
      </p>
    </li>
  );
}
