import { paths } from '@/config/paths';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { LinkCard } from '@/features/marketing/components/link-card';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';

export function ResourcesRoute() {
  return (
    <MarketingPage className="space-y-12">
      <PageIntro eyebrow="Resources" title="Resources">
        <p>Help deciding whether the platform fits the way you let and manage property.</p>
      </PageIntro>
      <ul className="grid gap-4 md:grid-cols-3">
        <LinkCard
          to={paths.useCases}
          title="Use cases"
          description="How letting agents, self-managing landlords, HMO landlords and block managers put it to work."
        />
        <LinkCard
          to={paths.roiCalculator}
          title="ROI calculator"
          description="Your own figures in, an estimate of the time and money you could save out, with every sum shown."
        />
        <LinkCard
          to={paths.blog}
          title="Blog"
          description="Articles on UK letting law, safety duties and running a portfolio."
        />
      </ul>
      <CallToAction />
    </MarketingPage>
  );
}
