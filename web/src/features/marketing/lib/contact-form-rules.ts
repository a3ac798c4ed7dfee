// VAL-03: Full Name and Email Address required (email typed as email); Company, Phone and Additional
// Notes optional. Limits match the server's (POST /api/contact/contact-submissions).

export type ContactField = 'fullName' | 'email' | 'company' | 'phone' | 'notes';

export type ContactFormValues = Record<ContactField, string>;

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = { fullName: 200, email: 254, company: 200, phone: 20, notes: 5000 } as const;

export const emptyContactForm: ContactFormValues = { fullName: '', email: '', company: '', phone: '', notes: '' };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^[0-9+() -]{7,20}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

/** Digits, spaces, +, brackets and dashes, with at least 7 digits (as the server checks). */
export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone) && (phone.match(/[0-9]/g)?.length ?? 0) >= 7;
}

export function validateContactForm(values: ContactFormValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const fullName = values.fullName.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (fullName === '') errors.fullName = 'Enter your full name';
  else if (fullName.length > CONTACT_LIMITS.fullName)
    errors.fullName = `Full name must be ${CONTACT_LIMITS.fullName} characters or fewer`;
  if (email === '') errors.email = 'Enter your email address';
  else if (email.length > CONTACT_LIMITS.email || !isValidEmail(email)) errors.email = 'Enter a valid email address';
  if (values.company.trim().length > CONTACT_LIMITS.company)
    errors.company = `Company must be ${CONTACT_LIMITS.company} characters or fewer`;
  if (phone !== '' && !isValidPhone(phone))
    errors.phone = 'Enter a valid phone number: digits, spaces, +, brackets or dashes';
  if (values.notes.trim().length > CONTACT_LIMITS.notes)
    errors.notes = `Additional notes must be ${CONTACT_LIMITS.notes} characters or fewer`;
  return errors;
}
