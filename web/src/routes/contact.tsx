import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ContactPage } from '@/features/marketing/components/contact-page';

export function ContactRoute() {
  return (
    <ContactPage
      title="Contact"
      intro={
        <p>Questions about the platform, your trial or your account? Send us a message and we will reply by email.</p>
      }
      source="contact_page"
      formTitle="Send us a message"
      submitLabel="Send message"
      notesPlaceholder="How can we help?"
      aside={
        <>
          <h2 className="text-base font-semibold text-slate-900">What happens next</h2>
          <p>Your message goes straight to our support team, who reply to the email address you give.</p>
          <p>
            Want to see it working first?{' '}
            <Link to={paths.setupDemo} className="font-medium text-brand-700 underline underline-offset-2">
              Set up a demo
            </Link>{' '}
            or{' '}
            <Link to={paths.register} className="font-medium text-brand-700 underline underline-offset-2">
              start the 100-day free trial
            </Link>
            , with no agreement needed.
          </p>
        </>
      }
    />
  );
}
