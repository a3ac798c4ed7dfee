// The User Guide as searchable sections: a title (the file's "# " line), its Markdown body and plain text.

export interface GuideSection {
  id: string;
  title: string;
  /** Markdown without the title line. */
  body: string;
  /** Words of title and body without Markdown punctuation, lower-cased, for searching. */
  searchText: string;
}

/** Markdown -> roughly the words a reader sees (enough to search by). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*-{3,}.*$/gm, ' ')
    .replace(/[#*_`>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseGuideSection(id: string, markdown: string): GuideSection {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const titleIndex = lines.findIndex((line) => line.startsWith('# '));
  const title = titleIndex >= 0 ? (lines[titleIndex] ?? '').slice(2).trim() : id;
  const body = (titleIndex >= 0 ? lines.slice(titleIndex + 1) : lines).join('\n').trim();
  return { id, title, body, searchText: `${title} ${markdownToText(body)}`.toLowerCase() };
}

/** The query's words, lower-cased, without duplicates; an empty list means "no search". */
export function searchTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** Sections containing every word of the query (anywhere in title or text), in guide order. */
export function searchGuide(sections: readonly GuideSection[], query: string): GuideSection[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...sections];
  return sections.filter((section) => terms.every((term) => section.searchText.includes(term)));
}
