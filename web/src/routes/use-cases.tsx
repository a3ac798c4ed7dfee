import { CallToAction } from '@/features/marketing/components/call-to-action';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';

interface UseCase {
  id: string;
  title: string;
  situation: string;
  points: readonly string[];
}

const useCases: readonly UseCase[] = [
  {
    id: 'letting-agents',
    title: 'Letting agents',
    situation:
      'An agency looks after properties for many owners, with several people handling tenancies, repairs and owner updates. Work falls through the gaps when it lives in inboxes and spreadsheets.',
    points: [
      'The whole team works from one portfolio, each with their own login and role.',
      'Owners log in to see their own properties, repairs, documents and statements, and can set a spending limit above which a repair waits for their approval.',
      'Repairs are triaged against your own rules and offered to trades matched by skill and postcode district, with the tenant confirming a visit slot through a link.',
      'Certificate expiries, arrears and missed SLAs come up as alerts before they become a problem.',
    ],
  },
  {
    id: 'self-managing-landlords',
    title: 'Self-managing landlords',
    situation:
      'You own a handful of properties and manage them yourself alongside everything else. You need to know what is due, and to answer tenants without hunting for paperwork.',
    points: [
      'Every property, tenancy, deposit and certificate in one place, with the renewal date of each certificate worked out for you.',
      'Tenants report repairs from a QR code on the property or their own login, with photos, so you see the problem before you call anyone.',
      'Documents are kept with the property or tenancy they belong to, ready when you need them.',
      'Add it to your phone’s home screen and it opens like an app.',
    ],
  },
  {
    id: 'hmo-landlords',
    title: 'HMO landlords',
    situation:
      'Houses in multiple occupation carry more obligations: licences, fire safety, more tenants and more repairs per property.',
    points: [
      'HMO and selective licences, fire risk assessments, legionella, alarm checks, gas safety and EICR tracked per property with their expiry dates.',
      'Several tenants on one property, each with contact details, Right to Rent check dates and their own portal login.',
      'Repairs with priorities and SLAs: emergency within 24 hours, urgent within 72 hours, routine within 28 days.',
      'Messages with each tenant kept with the property, so nothing depends on one person’s phone.',
    ],
  },
  {
    id: 'block-managers',
    title: 'Block managers and factors',
    situation:
      'You manage buildings on behalf of many owners: communal repairs, planned maintenance and keeping every owner informed. In Scotland this is the work of a property factor.',
    points: [
      'The Building Manager keeps each factor or block manager company, its contacts and fees, and the properties linked to it.',
      'Regular maintenance such as communal cleaning or annual servicing repeats on a schedule and raises work ahead of its due date.',
      'Trades are offered jobs through links they open without an account; accepted visits land on the Activity Calendar.',
      'Every change to a repair is kept in its history, so you can show owners what was done and when.',
    ],
  },
];

export function UseCasesRoute() {
  return (
    <MarketingPage className="space-y-12">
      <PageIntro eyebrow="Resources" title="Use cases">
        <p>Four ways of running property in the UK, and what the platform does for each.</p>
      </PageIntro>
      <nav aria-label="Use cases on this page">
        <ul className="flex flex-wrap gap-2">
          {useCases.map((useCase) => (
            <li key={useCase.id}>
              <a
                href={`#${useCase.id}`}
                className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {useCase.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {useCases.map((useCase) => (
        <section
          key={useCase.id}
          id={useCase.id}
          aria-labelledby={`${useCase.id}-heading`}
          className="scroll-mt-24 rounded-xl border border-slate-200 p-5 sm:p-8"
        >
          <h2 id={`${useCase.id}-heading`} className="text-2xl font-bold text-slate-900">
            {useCase.title}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">{useCase.situation}</p>
          <h3 className="mt-5 font-semibold text-slate-900">How it helps</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
            {useCase.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <CallToAction />
    </MarketingPage>
  );
}
