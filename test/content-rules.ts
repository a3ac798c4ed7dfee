// The content rules of issue 10, for the web's pages and guide and engagement's blog and knowledge base: content
// names a planned feature only as coming (services/contracts feature list), and states UK law as it is now.
import { COMING_SOON_PATTERN, PRODUCT_FEATURES, type FeatureId } from '@pm/contracts';

const FEATURE_IDS = Object.keys(PRODUCT_FEATURES) as FeatureId[];
const PLANNED = FEATURE_IDS.filter((id) => PRODUCT_FEATURES[id].state === 'planned');
const LIVE = FEATURE_IDS.filter((id) => PRODUCT_FEATURES[id].state === 'live');

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?:;])\s+/)
    .filter(Boolean);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as a whole word or phrase, plurals too ("licence" finds "licences", "gas safe" not "gas safety"). */
const KEYWORD_PATTERNS = new Map(
  FEATURE_IDS.map((id) => [
    id,
    PRODUCT_FEATURES[id].keywords.map((keyword) => new RegExp(`\\b${escape(keyword)}(s|es)?\\b`, 'i')),
  ]),
);

/** The features of a list that a sentence names by one of their keywords. */
function namedIn(features: readonly FeatureId[], text: string): FeatureId[] {
  return features.filter((id) => KEYWORD_PATTERNS.get(id)?.some((pattern) => pattern.test(text)));
}

/**
 * What is wrong with a block of content that declares `declared` features: a declared planned feature in a
 * block that does not say it is coming, a sentence naming a planned feature that is neither declared by the
 * block nor said to be coming in that sentence, or a sentence calling coming what it names of live features
 * only (a feature that landed while the content still waits for it).
 */
export function claimProblems(where: string, text: string, declared: readonly FeatureId[] = []): string[] {
  const problems: string[] = [];
  for (const id of declared) {
    if (!(id in PRODUCT_FEATURES)) problems.push(`${where}: unknown feature ${id}`);
    else if (PRODUCT_FEATURES[id].state === 'planned' && !COMING_SOON_PATTERN.test(text)) {
      problems.push(`${where}: claims planned "${PRODUCT_FEATURES[id].name}" without saying it is coming`);
    }
  }
  for (const sentence of sentences(text)) {
    if (COMING_SOON_PATTERN.test(sentence)) {
      if (namedIn(PLANNED, sentence).length > 0) continue;
      for (const id of namedIn(LIVE, sentence)) {
        problems.push(`${where}: "${sentence}" calls live "${PRODUCT_FEATURES[id].name}" coming`);
      }
      continue;
    }
    for (const id of namedIn(PLANNED, sentence)) {
      if (!declared.includes(id)) {
        problems.push(`${where}: "${sentence}" names planned "${PRODUCT_FEATURES[id].name}" as if available`);
      }
    }
  }
  return problems;
}

/**
 * England's private renting since 1 May 2026 (Renters' Rights Act 2025): assured shorthold tenancies became
 * assured periodic tenancies, fixed terms and section 21 "no-fault" eviction ended. Each rule's words may
 * appear only in a sentence that places them in the past, in the transition, or outside England.
 */
const CURRENT_LAW_RULES: readonly { pattern: RegExp; unless: RegExp; law: string }[] = [
  {
    pattern: /\bsection 21\b/i,
    unless: /\b(abolish\w*|no longer|ended|before 1 May 2026|until 1 May 2026)\b/i,
    law: 'section 21 was abolished in England from 1 May 2026',
  },
  {
    pattern: /\b(assured shorthold|ASTs?)\b/i,
    unless: /\b(before 1 May 2026|on 1 May 2026|became|no longer|historic\w*)\b/i,
    law: 'assured shorthold tenancies became assured periodic tenancies on 1 May 2026',
  },
  {
    pattern: /\bfixed[- ]term\b/i,
    unless: /\b(before 1 May 2026|on 1 May 2026|no longer|Wales|Scotland|Northern Ireland)\b/i,
    law: 'assured tenancies in England have no fixed term since 1 May 2026',
  },
  {
    pattern: /\b(as of|as (they|it) (stands?|applies|apply) in|in) 2025\b/i,
    unless: /$^/,
    law: 'content of 2026 must not describe the law of 2025 as current',
  },
];

/** Sentences that state England's tenancy law as it was before 1 May 2026 as if it still applied. */
export function outdatedLawProblems(where: string, text: string): string[] {
  return sentences(text).flatMap((sentence) =>
    CURRENT_LAW_RULES.filter((rule) => rule.pattern.test(sentence) && !rule.unless.test(sentence)).map(
      (rule) => `${where}: "${sentence}" is out of date (${rule.law})`,
    ),
  );
}
