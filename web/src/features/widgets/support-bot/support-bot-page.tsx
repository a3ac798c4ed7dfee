import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { PrivacyLink } from '@/components/privacy-link';
import { isAuthenticated } from '@/lib/auth-storage';

import { ChatBubble } from '../components/chat-bubble';
import { ChatComposer } from '../components/chat-composer';

import { useSupportConversation } from './use-support-conversation';

const SUPPORT_WELCOME =
  'Hi! How can we help? Send us a message and our support team will reply here, usually within one working day.';

const fieldClass =
  'min-h-9 w-full rounded-md border border-slate-300 px-3 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The support-bot page the support widget frames (WID-10): talks to POST /api/support/inbound. */
export function SupportBotPage() {
  const [params] = useSearchParams();
  const country = params.get('country')?.trim() || 'UK';
  const conversation = useSupportConversation(country);
  const [visitor, setVisitor] = useState({ name: '', email: '' });
  const askVisitor = !conversation.started && !isAuthenticated();

  return (
    <main className="flex h-dvh flex-col bg-white">
      <h1 className="sr-only">Support chat</h1>
      <ol aria-label="Conversation" aria-live="polite" className="flex flex-1 flex-col gap-2 overflow-y-auto p-4">
        <ChatBubble from="bot">{SUPPORT_WELCOME}</ChatBubble>
        {conversation.messages.map((message) => (
          <ChatBubble key={message.id} from={message.sender === 'staff' ? 'bot' : 'user'}>
            {message.sender === 'staff' ? (
              <span className="mb-0.5 block text-xs font-semibold">Support team</span>
            ) : null}
            {message.body}
          </ChatBubble>
        ))}
      </ol>
      {conversation.error ? (
        <p role="alert" className="px-4 pb-2 text-sm text-red-700">
          {conversation.error}
        </p>
      ) : null}
      {askVisitor ? (
        <div className="grid grid-cols-2 gap-2 border-t border-slate-200 px-3 pt-3">
          <input
            aria-label="Your name (optional)"
            placeholder="Your name (optional)"
            value={visitor.name}
            autoComplete="name"
            onChange={(event) => setVisitor((current) => ({ ...current, name: event.target.value }))}
            className={fieldClass}
          />
          <input
            aria-label="Email for our reply (optional)"
            placeholder="Email (optional)"
            type="email"
            value={visitor.email}
            autoComplete="email"
            onChange={(event) => setVisitor((current) => ({ ...current, email: event.target.value }))}
            className={fieldClass}
          />
          <p className="col-span-2 text-xs text-slate-600">
            We keep this conversation to help you: see our <PrivacyLink newTab />.
          </p>
        </div>
      ) : null}
      <ChatComposer
        label="Your message"
        placeholder="Type your message..."
        disabled={conversation.sending}
        onSend={(text) => conversation.send(text, visitor)}
      />
    </main>
  );
}
