import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import type { GuideSection as GuideSectionData } from '../lib/guide';
import { highlightHtml, renderMarkdown } from '../lib/markdown';
import { HighlightedText } from './highlighted-text';

// No typography plugin: the rendered Markdown is styled through its container.
const prose = [
  'mt-3 space-y-3 text-sm leading-6 text-slate-700 sm:text-base sm:leading-7',
  '[&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:text-brand-700 [&_a]:underline',
  '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:bg-slate-50 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2',
  '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:text-slate-900',
].join(' ');

interface GuideSectionProps {
  section: GuideSectionData;
  terms: readonly string[];
}

export function GuideSection({ section, terms }: GuideSectionProps) {
  const navigate = useNavigate();
  const rendered = useMemo(() => renderMarkdown(section.body), [section.body]);
  const html = useMemo(() => highlightHtml(rendered, terms), [rendered, terms]);

  // Links to the app's own pages move within the app instead of reloading it.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
        <HighlightedText text={section.title} terms={terms} />
      </h2>
      {/* Sanitised by DOMPurify in renderMarkdown; highlighting only adds <mark> elements around text. */}
      <div className={prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
