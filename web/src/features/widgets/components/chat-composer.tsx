import { Send } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent, HTMLInputTypeAttribute } from 'react';

interface ChatComposerProps {
  /** Accessible name of the text box. */
  label: string;
  placeholder: string;
  type?: HTMLInputTypeAttribute;
  disabled?: boolean;
  /** Returns true when the text was accepted (the box then clears). */
  onSend: (text: string) => boolean | Promise<boolean>;
}

export function ChatComposer({ label, placeholder, type = 'text', disabled, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSend(text)) setText('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex gap-2 border-t border-slate-200 p-3">
      <input
        aria-label={label}
        type={type}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100"
      />
      <button
        type="submit"
        aria-label="Send"
        disabled={disabled}
        className="flex size-10 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
