import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PrivacyLink } from '@/components/privacy-link';
import { Button } from '@/components/ui/button';
import { contactFormSchema, emptyContactForm } from '@/lib/contact-form-schema';
import type { ContactFormValues } from '@/lib/contact-form-schema';

interface SalesContactFormProps {
  initial: Partial<ContactFormValues>;
  /** Sends the request and toasts the outcome (ERR-10, ERR-11). */
  onSubmit: (values: ContactFormValues) => Promise<boolean>;
  onBack: () => void;
}

/** VAL-03: Full Name and Email Address required (email typed as email); Company, Phone, Additional Notes optional. */
export function SalesContactForm({ initial, onSubmit, onBack }: SalesContactFormProps) {
  const form = useZodForm(contactFormSchema, { defaultValues: { ...emptyContactForm, ...initial } });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      {/* The fields scroll; the buttons stay in view at the panel's foot, whatever its height. */}
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
        <p className="text-sm text-slate-600">
          Leave your details and our team will get back to you (see our <PrivacyLink newTab />
          ). Fields marked * are required.
        </p>
        <TextField name="fullName" label="Full Name" autoComplete="name" required />
        <TextField name="email" label="Email Address" type="email" inputMode="email" autoComplete="email" required />
        <TextField name="company" label="Company" autoComplete="organization" />
        <TextField name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
        <TextareaField name="notes" label="Additional Notes" rows={3} />
      </div>
      <div className="flex gap-2 border-t border-slate-200 p-3">
        <Button variant="secondary" onClick={onBack}>
          Back to Chat
        </Button>
        <SubmitButton className="flex-1" pendingLabel="Sending…">
          Submit
        </SubmitButton>
      </div>
    </Form>
  );
}
