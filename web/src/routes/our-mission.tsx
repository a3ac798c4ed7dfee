import { CONTEXT } from '@/config/features';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';

const principles = [
  {
    title: 'Safe homes, on time',
    text: 'Gas safety, electrical checks, alarms and licences protect the people living in a property. Every certificate should be renewed before it lapses, not noticed afterwards.',
  },
  {
    title: 'Repairs that get done',
    text: 'A tenant should be able to report a problem in a minute, see that it has been heard, and have it fixed within a clear time, by a trade qualified for the job.',
  },
  {
    title: 'Everyone sees what concerns them',
    text: 'Owners, tenants and trades each get their own view of the same record, so nobody has to chase for an update.',
  },
  {
    title: 'Less admin, more management',
    text: 'Time spent re-typing, chasing and searching is time not spent on properties and people. The software should carry that load.',
  },
] as const;

export function OurMissionRoute() {
  return (
    <MarketingPage className="space-y-12">
      <PageIntro eyebrow="Company" title="Our mission">
        <p>
          To make managing rented homes in the UK simpler for the people who run them and better for the people who live
          in them.
        </p>
      </PageIntro>
      <section aria-labelledby="principles-heading">
        <h2 id="principles-heading" className="text-2xl font-bold text-slate-900">
          What that means in practice
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {principles.map((principle) => (
            <li key={principle.title} className="rounded-xl border border-slate-200 p-5" {...CONTEXT}>
              <h3 className="font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{principle.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction />
    </MarketingPage>
  );
}
