import { ChatBubble } from '../components/chat-bubble';
import { ChatComposer } from '../components/chat-composer';
import { ChatOptions } from '../components/chat-options';
import { TypingText } from '../components/typing-text';
import { useStickToBottom } from '../lib/use-stick-to-bottom';

import { currentInput } from './sales-chat-machine';
import type { SalesChatState } from './sales-chat-machine';

interface SalesChatViewProps {
  state: SalesChatState;
  onSend: (text: string) => boolean;
  onSkipToForm: () => void;
}

const inputTypes = { options: 'text', text: 'text', email: 'email', phone: 'tel' } as const;

export function SalesChatView({ state, onSend, onSkipToForm }: SalesChatViewProps) {
  const input = currentInput(state);
  const last = state.messages.at(-1);
  const waiting = state.pendingQuery !== null || state.captureComplete;

  const listRef = useStickToBottom<HTMLOListElement>(state.messages.length);

  return (
    <>
      <ol
        ref={listRef}
        aria-label="Conversation"
        aria-live="polite"
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-4"
      >
        {state.messages.map((message) => {
          if (message.type === 'user') {
            return (
              <ChatBubble key={message.id} from="user">
                {message.content}
              </ChatBubble>
            );
          }
          const bubble = (
            <ChatBubble key={message.id} from="bot">
              <TypingText text={message.content} />
            </ChatBubble>
          );
          if (message.type === 'input' && message.inputType === 'options' && message === last && message.options) {
            return [
              bubble,
              <ChatOptions
                key={`${message.id}-options`}
                label="Suggested questions"
                options={message.options}
                disabled={waiting}
                onChoose={onSend}
              />,
            ];
          }
          return bubble;
        })}
      </ol>
      <div className="flex justify-center border-t border-slate-100 pt-2">
        <button
          type="button"
          onClick={onSkipToForm}
          className="rounded-md px-2 py-1 text-xs font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Skip to Contact Form
        </button>
      </div>
      <ChatComposer
        key={input?.id}
        label={state.capture ? (input?.content ?? 'Your answer') : 'Your question'}
        placeholder={state.capture ? (input?.placeholder ?? '') : 'Type your question...'}
        type={state.capture && input ? inputTypes[input.inputType] : 'text'}
        disabled={waiting}
        onSend={onSend}
      />
    </>
  );
}
