import { PRODUCT_FEATURES } from '@pm/contracts';

import { claimProblems, outdatedLawProblems } from '../../../../../test/content-rules';
import { markdownToText, parseGuideSection } from './guide';
import { guideSources } from './guide-sources';

const COMING = '**Coming soon:**';

/** Paragraphs, list blocks, tables and headings of a section's Markdown (a heading titles what follows it). */
const paragraphs = (body: string) => body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');

describe('the User Guide against the feature list', () => {
  it.each(guideSources.map(([id, markdown, features]) => [id, markdown, features] as const))(
    '%s describes live features as available and planned ones only as coming soon',
    (id, markdown, features) => {
      const { body } = parseGuideSection(id, markdown);
      const planned = features.filter((feature) => PRODUCT_FEATURES[feature].state === 'planned');
      if (body.startsWith(COMING)) {
        // Once every feature of a "coming soon" section has landed, the section must be rewritten.
        expect(planned).not.toEqual([]);
        return;
      }
      if (planned.length > 0) expect(body).toContain(COMING);
      const problems = paragraphs(body)
        .filter((paragraph) => !paragraph.trimStart().startsWith(COMING) && !paragraph.trimStart().startsWith('#'))
        .flatMap((paragraph) => claimProblems(id, markdownToText(paragraph)));
      expect(problems).toEqual([]);
    },
  );

  it.each(guideSources.map(([id, markdown]) => [id, markdown] as const))(
    '%s states English tenancy law as it is since 1 May 2026 (Renters’ Rights Act 2025)',
    (id, markdown) => {
      expect(outdatedLawProblems(id, markdownToText(markdown))).toEqual([]);
    },
  );
});
