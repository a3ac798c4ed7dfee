import { Link } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { OperatorIdentity } from '@/features/marketing/components/operator-details';
import { PageIntro } from '@/features/marketing/components/page-intro';

interface Clause {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

const clauses = (product: string): readonly Clause[] => [
  {
    id: 'who',
    title: '1. Who these terms are between',
    paragraphs: [
      `These terms are an agreement between the company that provides ${product} ("we", "us"), named below, and the business or person who creates an account ("you").`,
      'If you create an account for a business, you confirm that you may agree to these terms on its behalf.',
    ],
  },
  {
    id: 'trial',
    title: '2. The free trial',
    paragraphs: [
      'A new company account can use the service free of charge for 100 days. No agreement to pay is needed to start the trial and we do not ask for card details.',
      'Before the trial ends we will tell you what continuing would involve. If you do not choose to continue, your account stops at the end of the trial and you can ask us for a copy of your data as described in section 8.',
    ],
  },
  {
    id: 'account',
    title: '3. Your account and your users',
    paragraphs: [
      'You are responsible for the people you invite, the roles you give them and keeping passwords safe. Tell us promptly if you think an account has been misused.',
      'Tenants, property owners and trades people you invite use the service to deal with you. You remain responsible for your relationship with them.',
    ],
  },
  {
    id: 'use',
    title: '4. Using the service properly',
    paragraphs: [
      'Use the service only for lawful property management. Do not upload anything you have no right to share, try to reach another company’s records, interfere with the service or use it to send unsolicited messages.',
      'The service helps you keep track of legal duties such as certificate renewals, deposit protection and repairs, but it does not give legal advice and does not take those duties over from you. Check the rules that apply to each property, as they differ between England, Wales, Scotland and Northern Ireland.',
    ],
  },
  {
    id: 'data',
    title: '5. Your data',
    paragraphs: [
      'The information you put into the service stays yours. We use it only to provide the service to you, and each company’s records are kept apart from every other company’s.',
      'For personal data about tenants, owners and others, you are the controller and we process it on your instructions, under UK data protection law (the UK GDPR and the Data Protection Act 2018). A data processing agreement will form part of these terms.',
    ],
  },
  {
    id: 'availability',
    title: '6. Availability and changes',
    paragraphs: [
      'We work to keep the service available and secure but cannot promise it will never be interrupted. We will give notice of planned work where we can.',
      'We improve the service over time. Where a change would significantly reduce what you can do, we will tell you in advance.',
    ],
  },
  {
    id: 'liability',
    title: '7. Responsibility if something goes wrong',
    paragraphs: [
      'Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence, or for fraud.',
      'Any other limits on what either of us is responsible for will be stated here once these terms are finalised.',
    ],
  },
  {
    id: 'ending',
    title: '8. Ending the agreement',
    paragraphs: [
      'You can stop using the service and close your account at any time. We may suspend or close an account that breaks these terms, telling you why unless the law prevents us.',
      'When an account closes you can ask for an export of your data within a reasonable period, after which we delete it, except where the law requires us to keep it.',
    ],
  },
  {
    id: 'law',
    title: '9. The law that applies',
    paragraphs: [
      'These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction. If you are based in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
    ],
  },
];

export function TermsOfServiceRoute() {
  return (
    <MarketingPage className="max-w-3xl">
      <PageIntro title="Terms of service">
        <p>The terms for using {env.appName}, in plain English.</p>
      </PageIntro>
      <div role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-semibold">Draft: not yet in force</p>
        <p className="mt-1">
          This is a working draft, published so you can see what we intend. It is not a binding agreement and will be
          reviewed before it takes effect. Questions are welcome through the{' '}
          <Link to={paths.contactUs} className="font-medium underline underline-offset-2">
            contact form
          </Link>
          .
        </p>
      </div>
      <nav aria-label="Sections of the terms" className="mt-8">
        <h2 className="text-sm font-semibold text-slate-900">Contents</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {clauses(env.appName).map((clause) => (
            <li key={clause.id}>
              <a href={`#${clause.id}`} className="text-brand-700 underline underline-offset-2">
                {clause.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8">
        {clauses(env.appName).map((clause) => (
          <section key={clause.id} id={clause.id} aria-labelledby={`${clause.id}-heading`} className="scroll-mt-24">
            <h2 id={`${clause.id}-heading`} className="text-xl font-semibold text-slate-900">
              {clause.title}
            </h2>
            <div className="mt-2 space-y-3 text-slate-700">
              {clause.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {clause.id === 'who' ? (
                <p>
                  We are <OperatorIdentity />.
                </p>
              ) : null}
              {clause.id === 'data' ? (
                <p>
                  How we use the personal data of the people who use the site and the app is set out in our{' '}
                  <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-2">
                    privacy notice
                  </Link>
                  .
                </p>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </MarketingPage>
  );
}
