// Search matches are wrapped in <mark> by walking text nodes, never by editing HTML strings.
import { renderMarkdown as renderSafeMarkdown } from '@/lib/markdown';

/** Headings inside a section are h3 or below: the page has the h1 and each section title is an h2. */
export function renderMarkdown(markdown: string): string {
  return renderSafeMarkdown(markdown, { minHeadingLevel: 3 });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Pattern matching any of the terms, longest first so "gas safety" wins over "gas". */
export function termsPattern(terms: readonly string[]): RegExp | null {
  const usable = terms.filter(Boolean);
  if (usable.length === 0) return null;
  const alternatives = [...usable].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(${alternatives.join('|')})`, 'gi');
}

/** Wraps every occurrence of the terms in the (already sanitised) HTML's text in <mark>. */
export function highlightHtml(html: string, terms: readonly string[]): string {
  const pattern = termsPattern(terms);
  if (!pattern) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
  for (const node of textNodes) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    const fragment = document.createDocumentFragment();
    for (const part of text.split(pattern)) {
      if (part === '') continue;
      if (terms.some((term) => term.toLowerCase() === part.toLowerCase())) {
        const mark = document.createElement('mark');
        mark.textContent = part;
        fragment.append(mark);
      } else {
        fragment.append(document.createTextNode(part));
      }
    }
    node.replaceWith(fragment);
  }
  return template.innerHTML;
}
