import type { FeatureId } from '@pm/contracts';

import { claimProblems, outdatedLawProblems } from '../../../../../test/content-rules';
import { PRESET_QUESTIONS } from './presets';

/** The features each preset answer speaks of (presets.ts stays free of the list: the e2e suite imports it). */
const FEATURES: Record<string, readonly FeatureId[]> = {
  'How long is the free trial?': ['companySignUp'],
  'What does the platform do?': [
    'propertyList',
    'roleVisibility',
    'dashboard',
    'userGuide',
    'supportChat',
    'tenancies',
    'rent',
    'compliance',
    'maintenance',
    'trades',
    'documents',
    'messages',
  ],
  'Who is it for?': ['roleVisibility', 'dispatch'],
  'How much does it cost?': ['companySignUp'],
  'How does maintenance work?': ['maintenance', 'trades', 'dispatch', 'dashboard'],
  'Which parts of the UK does it support?': ['propertyList', 'tenancies'],
};

describe('the sales bot’s preset answers', () => {
  it.each(PRESET_QUESTIONS.map((preset) => [preset.question, preset.answer] as const))(
    '%s: claims only live features, names planned ones as coming, and states the law of 2026',
    (question, answer) => {
      const features = FEATURES[question];
      expect(features).toBeDefined();
      expect(claimProblems(question, answer, features)).toEqual([]);
      expect(outdatedLawProblems(question, answer)).toEqual([]);
    },
  );
});
