import { useDeferredValue, useMemo } from 'react';

import { renderMarkdown } from '@/lib/markdown';

import { PROSE_CLASSES } from '@/components/ui/prose';

/** The post body as the public blog renders it: the same sanitising Markdown renderer, headings from h2. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  // Typing stays smooth on long posts: the preview follows a moment behind.
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred, { minHeadingLevel: 2 }), [deferred]);
  if (deferred.trim() === '') return <p className="text-sm text-slate-500 italic">Nothing to preview yet.</p>;
  // Sanitised by DOMPurify in renderMarkdown (lib/markdown.ts).
  return <div data-testid="markdown-preview" className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />;
}
