import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ContactPage } from '@/features/marketing/components/contact-page';

export function ContactUsRoute() {
  return (
    <ContactPage
      eyebrow="Company"
      title="Contact us"
      intro={
        <p>
          Whether you are comparing software, part-way through your free trial or already a customer, we would like to
          hear from you.
        </p>
      }
      source="contact_page"
      formTitle="Send us a message"
      submitLabel="Send message"
      notesPlaceholder="Tell us what you would like to know"
      aside={
        <>
          <h2 className="text-base font-semibold text-slate-900">What happens next</h2>
          <p>We read every message and reply by email to the address you give.</p>
          <p>
            Signed-in users can also reach support from the{' '}
            <Link to={paths.supportCenter} className="font-medium text-brand-700 underline underline-offset-2">
              Support Center
            </Link>
            .
          </p>
        </>
      }
    />
  );
}
