import { Link } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { OperatorIdentity } from '@/features/marketing/components/operator-details';
import { PageIntro } from '@/features/marketing/components/page-intro';

interface Collection {
  id: string;
  what: string;
  collected: string;
  why: string;
  basis: string;
  kept: string;
}

/** What each form and chat of the site collects, why, on which lawful basis (UK GDPR Art. 6) and for how long. */
const collections: readonly Collection[] = [
  {
    id: 'contact-form',
    what: 'Contact, demo and access request forms',
    collected:
      'Your name and e-mail address; your company, phone number and message if you give them; the page you sent it from.',
    why: 'To answer you and, if you asked, to arrange a demo or an account.',
    basis: 'Our legitimate interest in answering enquiries, or steps you ask us to take before a contract.',
    kept: 'Up to 24 months after our last exchange with you, unless you become a customer.',
  },
  {
    id: 'sales-bot',
    what: 'The sales chat',
    collected:
      'The questions you type, used to pick an answer and not stored. If you choose to leave your details: your name and e-mail address, and your company, phone number and notes if you give them.',
    why: 'To answer questions about the product and, when you ask, to have our team contact you.',
    basis: 'Our legitimate interest in answering enquiries, or steps you ask us to take before a contract.',
    kept: 'Contact details as for the contact form: up to 24 months after our last exchange.',
  },
  {
    id: 'support-chat',
    what: 'The support chat',
    collected:
      'Your messages and our replies; your name and e-mail address if you give them, or your account if you are signed in; the country you chose.',
    why: 'To help you with the service and keep the conversation together until it is resolved.',
    basis:
      'Performing our contract with you (account holders) or our legitimate interest in helping visitors (everyone else).',
    kept: 'Up to 24 months after the conversation is closed.',
  },
  {
    id: 'bug-reporter',
    what: 'The bug reporter (signed-in users)',
    collected:
      'The title and description you write, a screenshot if you add one, the page address, your browser and screen details and recent browser console messages (with passwords, tokens and e-mail addresses removed), and your account.',
    why: 'To find and fix faults, and to credit you for the report.',
    basis: 'Performing our contract with you, and our legitimate interest in a working service.',
    kept: 'Until the fault is fixed and for up to 12 months after, then deleted.',
  },
  {
    id: 'sign-up',
    what: 'Sign-up, sign-in and your account',
    collected:
      'Your company name, your first and last name, your e-mail address and your password (stored only as an Argon2id hash); for each sign-in session, the browser and network address it came from; e-mails we send you, such as password resets.',
    why: 'To create and secure your account, keep you signed in, and tell you about it.',
    basis: 'Performing our contract with you; keeping the service secure is our legitimate interest.',
    kept: 'While your account is open, and up to 90 days after it closes; sign-in sessions end within 30 days.',
  },
];

const rights = [
  'to be told how we use your data (this notice);',
  'to get a copy of the personal data we hold about you;',
  'to have it corrected if it is wrong, or deleted where we no longer need it;',
  'to restrict how we use it, or to object to our using it on the basis of legitimate interests;',
  'to have the data you gave us for a contract sent to you or another provider in a common format.',
] as const;

export function PrivacyRoute() {
  return (
    <MarketingPage className="max-w-3xl space-y-10">
      <PageIntro title="Privacy notice">
        <p>
          What personal data {env.appName} collects through this website and the app, why, how long it is kept and your
          rights under UK data protection law (the UK GDPR and the Data Protection Act 2018).
        </p>
      </PageIntro>

      <section aria-labelledby="operator-heading" className="space-y-3 text-slate-700">
        <h2 id="operator-heading" className="text-xl font-semibold text-slate-900">
          Who we are
        </h2>
        <p>
          {env.appName} is run by <OperatorIdentity />. We are the controller of the personal data described below. To
          ask about it or use your rights, write to us through the{' '}
          <Link to={paths.contactUs} className="font-medium text-brand-700 underline underline-offset-2">
            contact form
          </Link>{' '}
          or by post to our registered office.
        </p>
        <p>
          When a letting agent or landlord uses {env.appName} to keep records about their tenants, property owners and
          trades people, that business is the controller of those records and we process them on its behalf. Ask the
          business that manages your home or property about them first.
        </p>
      </section>

      <section aria-labelledby="collect-heading" className="space-y-6">
        <h2 id="collect-heading" className="text-xl font-semibold text-slate-900">
          What we collect, why, and for how long
        </h2>
        {collections.map((item) => (
          <section key={item.id} id={item.id} aria-labelledby={`${item.id}-heading`} className="scroll-mt-24">
            <h3 id={`${item.id}-heading`} className="font-semibold text-slate-900">
              {item.what}
            </h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[9rem_1fr]">
              <dt className="font-medium text-slate-900">What</dt>
              <dd>{item.collected}</dd>
              <dt className="font-medium text-slate-900">Why</dt>
              <dd>{item.why}</dd>
              <dt className="font-medium text-slate-900">Lawful basis</dt>
              <dd>{item.basis}</dd>
              <dt className="font-medium text-slate-900">How long</dt>
              <dd>{item.kept}</dd>
            </dl>
          </section>
        ))}
        <p className="text-sm text-slate-700">
          We use no advertising or analytics cookies. Two cookies are strictly necessary and need no consent: one keeps
          you signed in (for up to 30 days, readable only by our sign-in service), and one lasts ten minutes while you
          sign in with single sign-on. Your browser’s storage keeps your sign-in session, your open support
          conversation, which sidebar sections you left open and whether you dismissed the install hint; clearing your
          site data removes them.
        </p>
      </section>

      <section aria-labelledby="shared-heading" className="space-y-3 text-slate-700">
        <h2 id="shared-heading" className="text-xl font-semibold text-slate-900">
          Who we share it with
        </h2>
        <p>
          Only with the companies that host the service and deliver its e-mail for us, under contracts that let them use
          it for nothing else, and with anyone the law requires us to give it to. We do not sell personal data or use it
          for advertising. If any of it is processed outside the UK, we protect it with the safeguards UK law requires,
          such as an adequacy decision or the International Data Transfer Agreement.
        </p>
      </section>

      <section aria-labelledby="rights-heading" className="space-y-3 text-slate-700">
        <h2 id="rights-heading" className="text-xl font-semibold text-slate-900">
          Your rights
        </h2>
        <p>You have the right:</p>
        <ul className="list-disc space-y-1 pl-5">
          {rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p>
          We answer within one month. Using these rights is free. Where we rely on your consent, you can withdraw it at
          any time.
        </p>
      </section>

      <section aria-labelledby="complain-heading" className="space-y-3 text-slate-700">
        <h2 id="complain-heading" className="text-xl font-semibold text-slate-900">
          How to complain
        </h2>
        <p>
          Please tell us first, and we will try to put it right. You can also complain to the Information Commissioner’s
          Office (ICO), the UK’s data protection regulator, at{' '}
          <a
            href="https://ico.org.uk/make-a-complaint/"
            className="font-medium text-brand-700 underline underline-offset-2"
            rel="noopener noreferrer"
          >
            ico.org.uk/make-a-complaint
          </a>{' '}
          or on 0303 123 1113.
        </p>
      </section>

      <p className="text-sm text-slate-500">Last updated November 2026.</p>
    </MarketingPage>
  );
}
