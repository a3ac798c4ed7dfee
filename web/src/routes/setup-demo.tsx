import { ContactPage } from '@/features/marketing/components/contact-page';

export function SetupDemoRoute() {
  return (
    <ContactPage
      eyebrow="Company"
      title="Set up a demo"
      intro={
        <p>
          See the platform with someone who can answer your questions: how it would hold your portfolio, your tenancies,
          your certificates and your repairs.
        </p>
      }
      source="setup_demo"
      formTitle="Book your demo"
      submitLabel="Request a demo"
      notesPlaceholder="Days and times that suit you, and anything you would like us to cover"
      aside={
        <>
          <h2 className="text-base font-semibold text-slate-900">What a demo covers</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>Setting up properties, owners and tenancies</li>
            <li>Compliance certificates and their renewal dates</li>
            <li>A repair from report to completion, with a trade</li>
            <li>What owners and tenants see</li>
          </ul>
          <p>We will reply by email to arrange a time.</p>
        </>
      }
    />
  );
}
