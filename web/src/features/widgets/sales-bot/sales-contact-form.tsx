import { useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import type { ContactFormValues } from './use-sales-chat';

interface SalesContactFormProps {
  initial: Partial<ContactFormValues>;
  onSubmit: (values: ContactFormValues) => Promise<boolean>;
  onBack: () => void;
}

/** VAL-03: Full Name and Email Address required (email typed as email); Company, Phone, Additional Notes optional. */
export function SalesContactForm({ initial, onSubmit, onBack }: SalesContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>({
    fullName: initial.fullName ?? '',
    email: initial.email ?? '',
    company: initial.company ?? '',
    phone: initial.phone ?? '',
    notes: initial.notes ?? '',
  });
  const [busy, setBusy] = useState(false);

  const field = (name: keyof ContactFormValues) => ({
    id: `sales-contact-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
      <p className="text-sm text-slate-600">Leave your details and our team will get back to you.</p>
      <div className="space-y-1">
        <Label htmlFor="sales-contact-fullName">Full Name</Label>
        <Input {...field('fullName')} required autoComplete="name" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="sales-contact-email">Email Address</Label>
        <Input {...field('email')} type="email" required autoComplete="email" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="sales-contact-company">Company</Label>
        <Input {...field('company')} autoComplete="organization" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="sales-contact-phone">Phone</Label>
        <Input {...field('phone')} type="tel" autoComplete="tel" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="sales-contact-notes">Additional Notes</Label>
        <textarea
          {...field('notes')}
          rows={3}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>
      <div className="mt-auto flex gap-2 pt-2">
        <Button variant="secondary" onClick={onBack}>
          Back to Chat
        </Button>
        <Button type="submit" disabled={busy} className="flex-1">
          {busy ? 'Sending…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
