import { CircleCheckIcon } from 'lucide-react';
import { useLocation } from 'react-router-dom';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PrivacyLink } from '@/components/privacy-link';
import { Button } from '@/components/ui/button';
import { CONTACT_LIMITS, contactFormSchema, emptyContactForm } from '@/lib/contact-form-schema';

import { buildContactSubmission, CONTACT_SERVER_FIELDS } from '../api/contact-submission';
import type { ContactPageSource } from '../api/contact-submission';
import { useContactSubmission } from '../hooks/use-contact-submission';

interface ContactFormProps {
  /** Stored as metadata.submittedFrom; the page path is stored as metadata.page. */
  source: ContactPageSource;
  submitLabel: string;
  notesPlaceholder?: string;
}

const SUCCESS_FALLBACK = 'Your information has been submitted. Our team will contact you shortly.';

/** VAL-03: Full Name and Email Address required; Company, Phone and Additional Notes optional. */
export function ContactForm({ source, submitLabel, notesPlaceholder }: ContactFormProps) {
  const { pathname } = useLocation();
  const mutation = useContactSubmission();
  const form = useZodForm(contactFormSchema, { defaultValues: emptyContactForm });

  if (mutation.isSuccess) {
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-6">
        <div className="flex items-start gap-3">
          <CircleCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <h2 className="font-semibold text-slate-900">Thank you, we have your details</h2>
            <p className="mt-1 text-sm text-slate-700">{mutation.data.message ?? SUCCESS_FALLBACK}</p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                mutation.reset();
                form.reset();
              }}
            >
              Send another message
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(values) => mutation.mutateAsync(buildContactSubmission(values, source, pathname))}
      fieldNames={CONTACT_SERVER_FIELDS}
      className="space-y-4"
    >
      <TextField name="fullName" label="Full Name" autoComplete="name" required maxLength={CONTACT_LIMITS.fullName} />
      <TextField
        name="email"
        label="Email Address"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.email}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="company"
          label="Company"
          autoComplete="organization"
          optional
          maxLength={CONTACT_LIMITS.company}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          optional
          maxLength={CONTACT_LIMITS.phone}
        />
      </div>
      <TextareaField
        name="notes"
        label="Additional Notes"
        optional
        rows={5}
        maxLength={CONTACT_LIMITS.notes}
        placeholder={notesPlaceholder}
      />
      <p className="text-xs text-slate-500">
        We use these details to reply to you (see our <PrivacyLink />
        ). Fields without “(optional)” are required.
      </p>
      <SubmitButton className="w-full sm:w-auto" pendingLabel="Sending…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
