// SALES-11: six preset questions plus the two extra options. The answers are the product facts the
// knowledge base holds, kept here so a failed query can still answer a known question (SALES-12).

export interface PresetQuestion {
  question: string;
  answer: string;
}

export const PRESET_QUESTIONS: readonly PresetQuestion[] = [
  {
    question: 'How long is the free trial?',
    answer:
      'The free trial lasts 100 days and needs no agreement: you can use the whole platform for 100 days without signing a contract or committing to anything.',
  },
  {
    question: 'What does the platform do?',
    answer:
      'It is a property management platform for UK landlords and letting agents. From one app you manage properties, property owners, tenants, tenancies (leases), documents, messages, maintenance requests, scheduling and trades people.',
  },
  {
    question: 'Who is it for?',
    answer:
      'Letting agents, self-managing landlords, HMO landlords and block managers (factors). Tenants, property owners and trades people take part through their own logins or secure links.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'We do not publish a price list. Start with the 100-day free trial; before it ends our team will talk to you about your portfolio and give you a quote.',
  },
  {
    question: 'How does maintenance work?',
    answer:
      'A repair is reported (by staff, or by a tenant, also by scanning the property QR code), triaged with a priority (emergency 24 hours, urgent 72 hours, routine 28 days), offered to trades people, scheduled, carried out, completed and closed, with a full activity history and SLA due times.',
  },
  {
    question: 'Which parts of the UK does it support?',
    answer:
      'England, Wales, Scotland and Northern Ireland. Each property records its nation, because tenancy types and rules differ: for example Scottish private residential tenancies and Welsh occupation contracts sit alongside English assured shorthold tenancies.',
  },
];

export const SPEAK_WITH_SALES_OPTION = 'Speak with a sales representative';
export const READY_TO_SUBMIT_OPTION = 'Ready to submit contact details';

/** SALES-11: 6 preset questions plus 2 extra options. */
export const SUGGESTED_OPTIONS: readonly string[] = [
  ...PRESET_QUESTIONS.map((preset) => preset.question),
  SPEAK_WITH_SALES_OPTION,
  READY_TO_SUBMIT_OPTION,
];
