import { PRODUCT_FEATURES, type FeatureId, type ProductFeature } from '@pm/contracts';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { AboutUsRoute } from '@/routes/about-us';
import { CompanyRoute } from '@/routes/company';
import { HomeRoute } from '@/routes/home';
import { OurMissionRoute } from '@/routes/our-mission';
import { ResourcesRoute } from '@/routes/resources';
import { UseCasesRoute } from '@/routes/use-cases';

import { claimProblems } from '../../../test/content-rules';
import { spacedText } from '../../test/spaced-text';
import { routeTable } from './paths';

const features = Object.entries(PRODUCT_FEATURES) as [FeatureId, (typeof PRODUCT_FEATURES)[FeatureId]][];

/** The pages that say what the product does. */
const pages: [string, ComponentType][] = [
  ['/', HomeRoute],
  ['/resources/use-cases', UseCasesRoute],
  ['/company/about-us', AboutUsRoute],
  ['/resources', ResourcesRoute],
  ['/company', CompanyRoute],
  ['/company/our-mission', OurMissionRoute],
];

/**
 * Each block that declares its features, then the rest of the page as one block declaring none. Text marked as
 * context (the reader's situation, the mission's aims) claims nothing and is left out.
 */
function pageProblems(path: string, Screen: ComponentType): string[] {
  const { container, unmount } = render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
  const problems: string[] = [];
  for (const context of container.querySelectorAll('[data-context]')) context.remove();
  const blocks = [...container.querySelectorAll<HTMLElement>('[data-features]')];
  for (const block of blocks) {
    const declared = (block.dataset.features ?? '').split(' ').filter(Boolean) as FeatureId[];
    problems.push(...claimProblems(path, spacedText(block), declared));
    block.remove();
  }
  problems.push(...claimProblems(path, spacedText(container)));
  unmount();
  return problems;
}

describe('the feature list', () => {
  it.each(features)("%s: a live feature's route shows a screen, a planned one's is still pending", (_, entry) => {
    const route = routeTable.find((candidate) => candidate.pattern === entry.route);
    expect(route).toBeDefined();
    const feature: ProductFeature = entry;
    if (feature.state === 'live') expect(route?.screen).toBeDefined();
    else if (feature.partOf) expect(PRODUCT_FEATURES[feature.partOf as FeatureId].state).toBe('live');
    else expect(route?.screen === undefined || feature.route === '/leases').toBe(true);
  });

  it.each(pages)('%s claims only live features, and names planned ones as coming', (path, Screen) => {
    expect(pageProblems(path, Screen)).toEqual([]);
  });

  it('fails content that claims a planned feature as available', () => {
    expect(claimProblems('test', 'Send messages to your tenants.', ['messages'])).toHaveLength(1);
    expect(claimProblems('test', 'Your payment reminders in one place.')).toHaveLength(1);
    expect(claimProblems('test', 'Your payment reminders in one place. Coming soon', ['paymentReminders'])).toEqual([]);
    expect(claimProblems('test', 'Payment reminders are coming next.')).toEqual([]);
    expect(claimProblems('test', 'Your properties in one list.', ['propertyList'])).toEqual([]);
  });

  it('fails content that still calls a live feature coming', () => {
    expect(claimProblems('test', 'Documents are coming soon.')).toEqual([
      'test: "Documents are coming soon." calls live "Documents with versions, who may see each, and short-lived download links" coming',
    ]);
    expect(claimProblems('test', 'Documents are here; payment reminders are coming soon.')).toEqual([]);
    expect(claimProblems('test', 'Documents and payment reminders are coming soon.')).toEqual([]);
  });
});
