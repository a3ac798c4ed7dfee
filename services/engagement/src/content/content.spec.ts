import { PRODUCT_FEATURES } from '@pm/contracts';
import { claimProblems, outdatedLawProblems } from '../../../../test/content-rules';
import { BLOG_ARTICLES } from './blog-articles';
import { KB_FACTS } from './kb-facts';

/** The blog's sentences about this product (the rest is about the law, where planned features' words are fine). */
const productSentences = (markdown: string) =>
  markdown
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => /\bour platform\b|\bthe platform\b/i.test(sentence));

describe('seeded content', () => {
  it.each(KB_FACTS.map((fact) => [fact.question, fact] as const))(
    'knowledge base "%s" claims only live features and names planned ones as coming',
    (question, fact) => {
      expect(fact.features.length).toBeGreaterThan(0);
      expect(fact.features.every((id) => id in PRODUCT_FEATURES)).toBe(true);
      expect(claimProblems(question, fact.answer, fact.features)).toEqual([]);
      expect(outdatedLawProblems(question, fact.answer)).toEqual([]);
    },
  );

  it.each(BLOG_ARTICLES.map((article) => [article.slug, article] as const))(
    'blog "%s" states the law as it is in November 2026 and claims only live features',
    (slug, article) => {
      const text = [article.title, article.description, article.bodyMarkdown].join('\n\n');
      expect(outdatedLawProblems(slug, text)).toEqual([]);
      expect(productSentences(article.bodyMarkdown).flatMap((sentence) => claimProblems(slug, sentence))).toEqual([]);
    },
  );
});
