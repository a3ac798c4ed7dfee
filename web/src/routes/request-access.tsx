import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ContactPage } from '@/features/marketing/components/contact-page';

export function RequestAccessRoute() {
  return (
    <ContactPage
      title="Request access"
      intro={
        <p>
          Tell us about your portfolio and we will help you get set up, whether you manage three properties or three
          hundred.
        </p>
      }
      source="request_access"
      formTitle="Your details"
      submitLabel="Request access"
      notesPlaceholder="For example: how many properties you manage, and whether you are an agent, landlord or block manager"
      aside={
        <>
          <h2 className="text-base font-semibold text-slate-900">Prefer to start straight away?</h2>
          <p>
            You can{' '}
            <Link to={paths.register} className="font-medium text-brand-700 underline underline-offset-2">
              create an account now
            </Link>{' '}
            and use everything free for 100 days, with no agreement to sign.
          </p>
          <p>Tenants, owners and trades people are invited by the agent or landlord who manages the property.</p>
        </>
      }
    />
  );
}
