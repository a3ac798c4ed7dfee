import type { FeatureId } from '@pm/contracts';
import {
  BellRingIcon,
  Building2Icon,
  FileSignatureIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  MessagesSquareIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import { featuresAttribute } from '@/config/features';
import { paths } from '@/config/paths';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { MarketingPage } from '@/features/marketing/components/marketing-page';

const audiences: readonly { title: string; text: string; features: readonly FeatureId[] }[] = [
  {
    title: 'Letting agents',
    text: 'A whole team on one portfolio, with owners seeing the properties they own and tenants their tenancy.',
    features: ['propertyList', 'roleVisibility', 'tenancies'],
  },
  {
    title: 'Self-managing landlords',
    text: 'Your properties in one list instead of a spreadsheet, on your phone as well as your computer.',
    features: ['propertyList', 'installableApp'],
  },
  {
    title: 'HMO landlords',
    text: 'Every house with its type, rooms and status, and the licence, gas, electrical and fire safety certificates it needs, each with its renewal date.',
    features: ['propertyList', 'compliance'],
  },
  {
    title: 'Block managers and factors',
    text: 'The Building Manager keeps factors and block managers with their fees and the properties they look after; communal repairs are coming.',
    features: ['propertyList', 'buildingManager', 'maintenance'],
  },
];

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
          <p
            className="mt-5 max-w-2xl text-lg text-slate-600"
            {...featuresAttribute(['propertyList', 'roleVisibility', 'compliance', 'tenancies', 'rent', 'maintenance'])}
          >
            {env.appName} keeps your portfolio in one place today: properties with their compliance certificates,
            owners, tenants and their tenancies with rent and arrears, with its own view for your staff, your property
            owners and your tenants. Repairs are coming next. Try it free for 100 days with no agreement to sign.
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
              <li
                key={audience.title}
                className="rounded-xl border border-slate-200 p-5"
                {...featuresAttribute(audience.features)}
              >
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
            What works today
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">
            Made for the way letting works in England, Wales, Scotland and Northern Ireland. This is what you can use
            now; what follows is on its way.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <FeatureCard icon={Building2Icon} title="Your properties" features={['propertyList']}>
              <p>
                Every property in one list with its reference, address, postcode, type, bedrooms, status, monthly rent
                and owner: a table on a computer, cards on a phone.
              </p>
            </FeatureCard>
            <FeatureCard
              icon={ShieldCheckIcon}
              title="Compliance certificates"
              features={['compliance', 'complianceAlerts']}
            >
              <p>
                Gas safety every 12 months, EICR every five years, EPC, alarms, licences and fire risk, as each
                property’s nation and facts require, each with its renewal date, its certificate file and an alert on
                the dashboard before it lapses.
              </p>
            </FeatureCard>
            <FeatureCard
              icon={FileSignatureIcon}
              title="Tenants, tenancies and rent"
              features={['tenants', 'tenancies', 'deposits', 'rent']}
            >
              <p>
                Tenants with their Right to Rent checks, and tenancies under each nation’s law: assured periodic
                tenancies in England, occupation contracts in Wales, private residential tenancies in Scotland and
                private tenancies in Northern Ireland, each with its rent schedule, its deposit held to the legal cap
                and protection deadline, and the rent payments recorded against it, with arrears and days overdue.
              </p>
            </FeatureCard>
            <FeatureCard
              icon={FileTextIcon}
              title="Owners, documents and buildings"
              features={['propertyOwners', 'ownerStatements', 'documents', 'buildingManager', 'qrCodes']}
            >
              <p>
                Owner records with their fees, spending limits and monthly statements, documents with their versions
                shared only with whom you choose, building factors, and QR code labels for every property.
              </p>
            </FeatureCard>
            <FeatureCard icon={UsersIcon} title="Each person sees their own" features={['roleVisibility']}>
              <p>
                Your staff see the whole portfolio, property owners see the properties they own and tenants see the home
                they rent. Nobody sees another company’s records.
              </p>
            </FeatureCard>
            <FeatureCard icon={LayoutDashboardIcon} title="A dashboard for each role" features={['dashboard']}>
              <p>Sign in to the figures that concern you, worded for your role.</p>
            </FeatureCard>
            <FeatureCard
              icon={LifeBuoyIcon}
              title="Help when you need it"
              features={['userGuide', 'supportChat', 'bugReports']}
            >
              <p>
                A searchable User Guide, a support chat with our team, and a bug reporter that credits you for every
                report.
              </p>
            </FeatureCard>
            <FeatureCard icon={SmartphoneIcon} title="An app you can install" features={['installableApp']}>
              <p>
                Add it to the home screen of your phone, tablet or computer and it opens like an app, with no app store
                download needed.
              </p>
            </FeatureCard>
          </ul>
        </section>

        <section aria-labelledby="next-heading">
          <h2 id="next-heading" className="text-2xl font-bold text-slate-900">
            Coming next
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">
            Being built now, in this order. Each appears here as available once you can use it.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <FeatureCard icon={BellRingIcon} title="Payment reminders" features={['paymentReminders']}>
              <p>
                Payment reminders by e-mail to tenants before and after each due date, each sent once and stopped when
                the rent is paid.
              </p>
            </FeatureCard>
            <FeatureCard
              icon={WrenchIcon}
              title="Maintenance and trades"
              features={['maintenance', 'qrCodes', 'trades', 'dispatch']}
            >
              <p>
                Repairs reported by staff, by tenants or from a property’s QR code, with priorities and deadlines, and
                offered to trades matched by skill and area; gas work only to Gas Safe registered engineers.
              </p>
            </FeatureCard>
            <FeatureCard icon={MessagesSquareIcon} title="Messages" features={['messages']}>
              <p>
                Conversations with tenants, owners and trades, kept with the property, tenancy or repair they belong to.
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
              properties, and owners and tenants only see what concerns them.
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
