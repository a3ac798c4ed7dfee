import { CircleCheckIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';

import { buildContactSubmission, contactFieldErrors } from '../api/contact-submission';
import type { ContactPageSource } from '../api/contact-submission';
import { useContactSubmission } from '../hooks/use-contact-submission';
import { CONTACT_LIMITS, emptyContactForm, validateContactForm } from '../lib/contact-form-rules';
import type { ContactField, ContactFieldErrors, ContactFormValues } from '../lib/contact-form-rules';
import { ContactNotesField } from './contact-notes-field';
import { ContactTextField } from './contact-text-field';

interface ContactFormProps {
  /** Stored as metadata.submittedFrom; the page path is stored as metadata.page. */
  source: ContactPageSource;
  submitLabel: string;
  /** Placeholder of Additional Notes, suited to the page. */
  notesPlaceholder?: string;
}

const SUCCESS_FALLBACK = 'Your information has been submitted. Our team will contact you shortly.';

/** VAL-03: Full Name and Email Address required; Company, Phone and Additional Notes optional. */
export function ContactForm({ source, submitLabel, notesPlaceholder }: ContactFormProps) {
  const { pathname } = useLocation();
  const mutation = useContactSubmission();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContactFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const errorOf = (field: ContactField) => errors[field] ?? serverErrors[field];

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContactForm(next));
    if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: undefined });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setServerErrors({});
    mutation.mutate(buildContactSubmission(values, source, pathname), {
      onError: (error) => setServerErrors(contactFieldErrors(error)),
    });
  }

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
                setValues(emptyContactForm);
                setSubmitted(false);
              }}
            >
              Send another message
            </Button>
          </div>
        </div>
      </div>
    );
  }

  const pending = mutation.isPending;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={pending}>
      <ContactTextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.fullName}
        value={values.fullName}
        onChange={(event) => change('fullName', event.target.value)}
        error={errorOf('fullName')}
      />
      <ContactTextField
        label="Email Address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.email}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errorOf('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactTextField
          label="Company"
          name="company"
          autoComplete="organization"
          optional
          maxLength={CONTACT_LIMITS.company}
          value={values.company}
          onChange={(event) => change('company', event.target.value)}
          error={errorOf('company')}
        />
        <ContactTextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          optional
          maxLength={CONTACT_LIMITS.phone}
          value={values.phone}
          onChange={(event) => change('phone', event.target.value)}
          error={errorOf('phone')}
        />
      </div>
      <ContactNotesField
        label="Additional Notes"
        name="notes"
        maxLength={CONTACT_LIMITS.notes}
        placeholder={notesPlaceholder}
        value={values.notes}
        onChange={(event) => change('notes', event.target.value)}
        error={errorOf('notes')}
      />
      <p className="text-xs text-slate-500">
        We use these details to reply to you. Fields without “(optional)” are required.
      </p>
      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
