import { termsPattern } from '../lib/markdown';

interface HighlightedTextProps {
  text: string;
  terms: readonly string[];
}

export function HighlightedText({ text, terms }: HighlightedTextProps) {
  const pattern = termsPattern(terms);
  if (!pattern) return <>{text}</>;
  const parts = text.split(pattern).filter((part) => part !== '');
  return (
    <>
      {parts.map((part, index) =>
        terms.includes(part.toLowerCase()) ? <mark key={index}>{part}</mark> : <span key={index}>{part}</span>,
      )}
    </>
  );
}
