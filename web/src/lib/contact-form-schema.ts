// VAL-03. One schema for both contact forms (the marketing pages' and the sales bot's), which post to the same
// POST /api/contact/contact-submissions: its limits and patterns are the server's.
import { z } from 'zod';

export const CONTACT_LIMITS = { fullName: 200, email: 254, company: 200, phone: 20, notes: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^[0-9+() -]{7,20}$/;

/** Digits, spaces, +, brackets and dashes, with at least 7 digits (as the server checks). */
function isValidPhone(phone: string): boolean {
  return PHONE.test(phone) && (phone.match(/[0-9]/g)?.length ?? 0) >= 7;
}

/** Trimmed values; blank optional fields stay '' (the request builders send them as null). */
export const contactFormSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'Enter your full name', abort: true })
    .max(CONTACT_LIMITS.fullName, `Full name must be ${CONTACT_LIMITS.fullName} characters or fewer`),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Enter your email address', abort: true })
    .refine((email) => email.length <= CONTACT_LIMITS.email && EMAIL.test(email), 'Enter a valid email address'),
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.company, `Company must be ${CONTACT_LIMITS.company} characters or fewer`),
  phone: z
    .string()
    .trim()
    .refine(
      (phone) => phone === '' || isValidPhone(phone),
      'Enter a valid phone number: digits, spaces, +, brackets or dashes',
    ),
  notes: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.notes, `Additional notes must be ${CONTACT_LIMITS.notes} characters or fewer`),
});

export type ContactFormValues = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = { fullName: '', email: '', company: '', phone: '', notes: '' };
