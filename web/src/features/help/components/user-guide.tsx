import { SearchIcon } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';

import { parseGuideSection, searchGuide, searchTerms } from '../lib/guide';
import { guideSources } from '../lib/guide-sources';
import { GuideSection } from './guide-section';
import { HighlightedText } from './highlighted-text';

const sections = guideSources.map(([id, markdown]) => parseGuideSection(id, markdown));

export function UserGuide() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const terms = useMemo(() => searchTerms(deferredQuery), [deferredQuery]);
  const matches = useMemo(() => searchGuide(sections, deferredQuery), [deferredQuery]);
  const searching = terms.length > 0;

  return (
    <div className="space-y-6">
      <div role="search">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
          Search the guide
        </label>
        <div className="relative mt-1.5 max-w-xl">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="For example: gas safety, invitation, SLA"
            className="pl-9"
            autoComplete="off"
          />
        </div>
        <p className="mt-2 text-sm text-slate-600" aria-live="polite">
          {searching
            ? `${matches.length} ${matches.length === 1 ? 'section matches' : 'sections match'} “${deferredQuery.trim()}”`
            : `${sections.length} sections`}
        </p>
      </div>

      {matches.length === 0 ? (
        <EmptyState title="No sections match your search">
          Nothing in the guide mentions “{deferredQuery.trim()}”. Try fewer or different words, or ask us in the Support
          Center.
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <nav aria-label="Guide sections" className="lg:sticky lg:top-4 lg:h-fit">
            <h2 className="text-sm font-semibold text-slate-900">{searching ? 'Matching sections' : 'Contents'}</h2>
            <ol className="mt-2 space-y-1 text-sm">
              {matches.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                    <HighlightedText text={section.title} terms={terms} />
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="min-w-0 space-y-6">
            {matches.map((section) => (
              <GuideSection key={section.id} section={section} terms={terms} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
