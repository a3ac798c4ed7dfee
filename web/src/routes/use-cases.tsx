import type { FeatureId } from '@pm/contracts';

import { anyPlanned, CONTEXT, featuresAttribute } from '@/config/features';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { ComingSoonBadge } from '@/features/marketing/components/coming-soon-badge';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';

interface Point {
  text: string;
  /** What the point claims; a planned one marks it as coming soon. */
  features: readonly FeatureId[];
}

interface UseCase {
  id: string;
  title: string;
  situation: string;
  points: readonly Point[];
}

const useCases: readonly UseCase[] = [
  {
    id: 'letting-agents',
    title: 'Letting agents',
    situation:
      'An agency looks after properties for many owners, with several people handling tenancies, repairs and owner updates. Work falls through the gaps when it lives in inboxes and spreadsheets.',
    points: [
      {
        text: 'The whole team works from one property list, on a computer or a phone.',
        features: ['propertyList', 'installableApp'],
      },
      {
        text: 'Owners sign in to see the properties they own and their status, and nothing of anyone else’s.',
        features: ['roleVisibility'],
      },
      {
        text: 'Each owner’s record with your fee, their spending limit per repair and their bank details, shown masked.',
        features: ['propertyOwners'],
      },
      {
        text: 'Repairs triaged against your own rules and offered to trades matched by skill and postcode district, with the tenant confirming a visit slot through a link.',
        features: ['maintenance', 'trades', 'dispatch'],
      },
      {
        text: 'Certificate expiries, arrears and missed deadlines raised as alerts before they become a problem.',
        features: ['compliance', 'rent', 'alerts'],
      },
    ],
  },
  {
    id: 'self-managing-landlords',
    title: 'Self-managing landlords',
    situation:
      'You own a handful of properties and manage them yourself alongside everything else. You need to know what is due, and to answer tenants without hunting for paperwork.',
    points: [
      {
        text: 'Your properties in one list with their status and rent, and a dashboard that counts them for you.',
        features: ['propertyList', 'dashboard'],
      },
      { text: 'Add it to your phone’s home screen and it opens like an app.', features: ['installableApp'] },
      {
        text: 'Each tenancy with its rent schedule and deposit deadline, and each certificate with its renewal date, worked out for you.',
        features: ['tenancies', 'deposits', 'compliance'],
      },
      {
        text: 'Tenants report repairs from a QR code on the property or their own login, with photos.',
        features: ['maintenance', 'qrCodes'],
      },
      {
        text: 'Documents kept with the property or owner they belong to, each shared only with whom you choose.',
        features: ['documents'],
      },
    ],
  },
  {
    id: 'hmo-landlords',
    title: 'HMO landlords',
    situation:
      'Houses in multiple occupation carry more obligations: licences, fire safety, more tenants and more repairs per property.',
    points: [
      {
        text: 'Each house in your list with its type, bedrooms, status and rent.',
        features: ['propertyList'],
      },
      {
        text: 'HMO and selective licences, fire risk assessments, legionella, alarm checks, gas safety and EICR tracked per property with their expiry dates.',
        features: ['compliance'],
      },
      {
        text: 'Several tenants on one property, each with contact details, Right to Rent check dates and their own login.',
        features: ['tenants'],
      },
      {
        text: 'Repairs with priorities and deadlines: emergency within 24 hours, urgent within 72 hours, routine within 28 days.',
        features: ['maintenance'],
      },
    ],
  },
  {
    id: 'block-managers',
    title: 'Block managers and factors',
    situation:
      'You manage buildings on behalf of many owners: communal repairs, planned maintenance and keeping every owner informed. In Scotland this is the work of a property factor.',
    points: [
      {
        text: 'The properties you look after in one list, each owner seeing only their own.',
        features: ['propertyList', 'roleVisibility'],
      },
      {
        text: 'The Building Manager keeps each factor company, its contacts and fees, and the properties linked to it.',
        features: ['buildingManager'],
      },
      {
        text: 'Regular maintenance such as communal cleaning or annual servicing repeats on a schedule.',
        features: ['regularMaintenance'],
      },
      {
        text: 'Trades answer job offers through links they open without an account; accepted visits land on the Activity Calendar.',
        features: ['dispatch', 'trades', 'activityCalendar'],
      },
    ],
  },
];

export function UseCasesRoute() {
  return (
    <MarketingPage className="space-y-12">
      <PageIntro eyebrow="Resources" title="Use cases">
        <p>Four ways of running property in the UK, what the platform does for each today, and what is coming soon.</p>
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
          <p className="mt-2 max-w-3xl text-slate-600" {...CONTEXT}>
            {useCase.situation}
          </p>
          <h3 className="mt-5 font-semibold text-slate-900">How it helps</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
            {useCase.points.map((point) => (
              <li key={point.text} {...featuresAttribute(point.features)}>
                {point.text}
                {anyPlanned(point.features) ? <ComingSoonBadge /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <CallToAction />
    </MarketingPage>
  );
}
