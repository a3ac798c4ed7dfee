import { paths } from '@/config/paths';
import { LinkCard } from '@/features/marketing/components/link-card';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';

export function CompanyRoute() {
  return (
    <MarketingPage className="space-y-12">
      <PageIntro eyebrow="Company" title="Company">
        <p>Who we are, what we are trying to do, and how to reach us.</p>
      </PageIntro>
      <ul className="grid gap-4 sm:grid-cols-2">
        <LinkCard to={paths.aboutUs} title="About us" description="What the platform is and who we build it for." />
        <LinkCard
          to={paths.ourMission}
          title="Our mission"
          description="Why we think property management in the UK can be simpler and fairer."
        />
        <LinkCard
          to={paths.contactUs}
          title="Contact us"
          description="Send us a question and we will reply by email."
        />
        <LinkCard
          to={paths.setupDemo}
          title="Set up a demo"
          description="Book a walk-through with your own portfolio and questions in mind."
        />
      </ul>
    </MarketingPage>
  );
}
