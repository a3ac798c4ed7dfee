// Markdown -> safe HTML for every screen that shows Markdown (user guide, blog): marked renders it and
// DOMPurify removes anything that could run script (script elements, event handlers, javascript: links).
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false });

export interface RenderMarkdownOptions {
  /** Headings above this level are demoted to it, so the Markdown never competes with the page's own headings. */
  minHeadingLevel?: number;
}

function demoteHeadings(html: string, minLevel: number): string {
  if (minLevel <= 1) return html;
  return html.replace(/<(\/?)h([1-6])(\s|>)/g, (_match, slash: string, level: string, after: string) => {
    const shifted = Math.min(6, Math.max(minLevel, Number(level)));
    return `<${slash}h${shifted}${after}`;
  });
}

export function renderMarkdown(markdown: string, { minHeadingLevel = 1 }: RenderMarkdownOptions = {}): string {
  const html = marked.parse(markdown, { async: false });
  return DOMPurify.sanitize(demoteHeadings(html, minHeadingLevel), { USE_PROFILES: { html: true } });
}
