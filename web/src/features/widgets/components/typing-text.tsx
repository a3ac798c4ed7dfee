import { useEffect, useState } from 'react';

import { typingDelayMs } from '../lib/typing';

interface TypingTextProps {
  text: string;
}

/** Types `text` out one character at a time (SALES-10); the full text is always there for screen readers. */
export function TypingText({ text }: TypingTextProps) {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    setShown(0);
  }, [text]);

  useEffect(() => {
    if (shown >= text.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), typingDelayMs());
    return () => clearTimeout(timer);
  }, [shown, text]);

  const done = shown >= text.length;
  return (
    <>
      <span aria-hidden="true" data-typing={done ? 'done' : 'typing'}>
        {text.slice(0, shown)}
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}
