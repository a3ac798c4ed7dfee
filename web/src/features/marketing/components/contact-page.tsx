import type { ReactNode } from 'react';

import type { ContactPageSource } from '../api/contact-submission';
import { ContactForm } from './contact-form';
import { MarketingPage } from './marketing-page';
import { PageIntro } from './page-intro';

interface ContactPageProps {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  /** What happens next, beside the form. */
  aside: ReactNode;
  source: ContactPageSource;
  formTitle: string;
  submitLabel: string;
  notesPlaceholder?: string;
}

export function ContactPage({
  eyebrow,
  title,
  intro,
  aside,
  source,
  formTitle,
  submitLabel,
  notesPlaceholder,
}: ContactPageProps) {
  return (
    <MarketingPage>
      <PageIntro eyebrow={eyebrow} title={title}>
        {intro}
      </PageIntro>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border border-slate-200 p-5 sm:p-8">
          <h2 id="contact-form-heading" className="mb-5 text-xl font-semibold text-slate-900">
            {formTitle}
          </h2>
          <ContactForm source={source} submitLabel={submitLabel} notesPlaceholder={notesPlaceholder} />
        </section>
        <aside aria-label="What happens next" className="space-y-3 text-sm text-slate-600">
          {aside}
        </aside>
      </div>
    </MarketingPage>
  );
}
