import { env } from '@/config/env';
import { CONTEXT, featuresAttribute } from '@/config/features';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';

export function AboutUsRoute() {
  return (
    <MarketingPage className="space-y-12">
      <PageIntro eyebrow="Company" title="About us">
        <p
          {...featuresAttribute([
            'propertyList',
            'roleVisibility',
            'installableApp',
            'paymentReminders',
            'maintenance',
            'dispatch',
          ])}
        >
          {env.appName} is property management software for the UK: one installable web app where letting agents and
          landlords keep their portfolio, tenants and tenancies, and where property owners and tenants sign in to see
          what concerns them. Payment reminders, repairs and links for trades people are coming next.
        </p>
      </PageIntro>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="who-heading">
          <h2 id="who-heading" className="text-2xl font-bold text-slate-900">
            Who we build for
          </h2>
          <p className="mt-2 text-slate-600" {...CONTEXT}>
            Letting agents and their teams, landlords who manage their own properties, HMO landlords, and block managers
            and factors. Around them are the people every letting involves: tenants who need repairs done, owners who
            want to know what is happening, and trades people who need clear jobs and quick answers.
          </p>
        </section>
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
            How we build it
          </h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-600">
            <li {...CONTEXT}>For the UK as it is: four nations with different tenancy types and rules.</li>
            <li>Each company’s records kept apart from every other company’s.</li>
            <li>Usable on a phone as well as at a desk, and installable like an app.</li>
            <li>Honest about what is ready: features that are still coming are marked as such.</li>
          </ul>
        </section>
      </div>
      <CallToAction />
    </MarketingPage>
  );
}
