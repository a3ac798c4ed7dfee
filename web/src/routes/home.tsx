import {
  Building2Icon,
  FileTextIcon,
  FileSignatureIcon,
  MessagesSquareIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { MarketingPage } from '@/features/marketing/components/marketing-page';

const audiences = [
  { title: 'Letting agents', text: 'A whole team on one portfolio, with owners and tenants kept informed.' },
  {
    title: 'Self-managing landlords',
    text: 'Every property, tenancy and certificate in one place instead of a spreadsheet.',
  },
  {
    title: 'HMO landlords',
    text: 'Licences, fire risk and the extra checks of shared houses, tracked with their renewal dates.',
  },
  { title: 'Block managers and factors', text: 'Buildings, linked properties and communal repairs for many owners.' },
] as const;

export function HomeRoute() {
  return (
    <>
      <section
        aria-labelledby="home-heading"
        className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white"
      >
        <MarketingPage className="sm:py-20">
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
            Free for 100 days, no agreement needed
          </p>
          <h1 id="home-heading" className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Property management for UK letting agents and landlords
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">
            {env.appName} keeps your properties, tenancies, compliance certificates and repairs in one place, and gives
            your owners, tenants and trades people their own way in. Try it free for 100 days with no agreement to sign.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.register} className={buttonClasses('primary', 'px-6 text-base')}>
              Start your free trial
            </Link>
            <Link to={paths.setupDemo} className={buttonClasses('secondary', 'px-6 text-base')}>
              Set up a demo
            </Link>
          </div>
        </MarketingPage>
      </section>

      <MarketingPage className="space-y-16">
        <section aria-labelledby="audiences-heading">
          <h2 id="audiences-heading" className="text-2xl font-bold text-slate-900">
            Who it is for
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {audiences.map((audience) => (
              <li key={audience.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-slate-900">{audience.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{audience.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            <Link to={paths.useCases} className="font-medium text-brand-700 underline underline-offset-2">
              Read how each of them uses it
            </Link>
          </p>
        </section>

        <section aria-labelledby="covers-heading">
          <h2 id="covers-heading" className="text-2xl font-bold text-slate-900">
            What it covers
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">
            Made for the way letting works in England, Wales, Scotland and Northern Ireland, where tenancy types and
            rules differ.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <FeatureCard icon={Building2Icon} title="Properties">
              <p>
                Each property with its address and postcode, type (flat, house, HMO and more), bedrooms, status, owner,
                building factor, council tax band and EPC rating, plus a QR code tenants can scan to report a repair.
              </p>
            </FeatureCard>
            <FeatureCard icon={FileSignatureIcon} title="Tenancies and rent">
              <p>
                Assured shorthold, periodic, Scottish private residential tenancies, Welsh occupation contracts, company
                lets and lodgers. Rent schedules, payment reminders, arrears and deposit protection details.
              </p>
            </FeatureCard>
            <FeatureCard icon={ShieldCheckIcon} title="Compliance certificates">
              <p>
                Certificates tracked against their legal renewal periods: gas safety every 12 months, EICR every five
                years, EPC every ten years, plus alarm checks, HMO and selective licences, legionella and fire risk.
                Each shows as valid, expiring within 30 days, expired, missing or exempt, with alerts before it lapses.
              </p>
            </FeatureCard>
            <FeatureCard icon={WrenchIcon} title="Maintenance and trades">
              <p>
                Repairs with a priority and an SLA (emergency 24 hours, urgent 72 hours, routine 28 days), photos and a
                full history from reported to closed. Offer jobs to trades matched by skill and postcode; gas work only
                ever goes to Gas Safe registered trades with a valid registration.
              </p>
            </FeatureCard>
            <FeatureCard icon={FileTextIcon} title="Documents">
              <p>
                Tenancy agreements, certificates, inventories and invoices attached to the property, tenancy, tenant,
                owner or repair they belong to, with versions, and visible only to people who may see that record.
              </p>
            </FeatureCard>
            <FeatureCard icon={MessagesSquareIcon} title="Messages">
              <p>
                Conversations with tenants, owners and trades kept with the property, tenancy or repair they are about,
                so the next person picks up where the last one left off.
              </p>
            </FeatureCard>
            <FeatureCard icon={UsersIcon} title="Owner and tenant portals">
              <p>
                Owners see their own properties, repairs, documents and statements. Tenants see their tenancy, report
                repairs, give their availability for visits and message you.
              </p>
            </FeatureCard>
            <FeatureCard icon={SmartphoneIcon} title="An app you can install">
              <p>
                Add it to the home screen of your phone, tablet or computer and it opens like an app, with no app store
                download needed.
              </p>
            </FeatureCard>
          </ul>
        </section>

        <section aria-labelledby="separate-heading" className="grid gap-6 lg:grid-cols-2">
          <div>
            <h2 id="separate-heading" className="text-2xl font-bold text-slate-900">
              Your records stay yours
            </h2>
            <p className="mt-2 text-slate-600">
              Every record belongs to one company. People in another company never see, change or learn of your
              properties, tenants or repairs, and owners, tenants and trades only see what concerns them.
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-slate-900">Work out what it could save you</h2>
            <p className="mt-2 text-slate-600">
              Put your own figures into the{' '}
              <Link to={paths.roiCalculator} className="font-medium text-brand-700 underline underline-offset-2">
                ROI calculator
              </Link>{' '}
              and see the sums behind the answer.
            </p>
          </div>
        </section>

        <CallToAction />
      </MarketingPage>
    </>
  );
}
