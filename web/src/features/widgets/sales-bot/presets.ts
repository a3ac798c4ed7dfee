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
      'It is a property management platform for UK landlords and letting agents. Today you keep your portfolio in one place: properties with their compliance certificates, documents, utility accounts and QR codes, property owners with their monthly statements, building factors, tenants with their Right to Rent checks, and tenancies with their rent schedules, deposits, rent payments and arrears, with its own view for your staff, your property owners and your tenants, a dashboard, a User Guide and support chat. Payment reminders by e-mail, maintenance requests, trades people and messages are coming soon.',
  },
  {
    question: 'Who is it for?',
    answer:
      'Letting agents, self-managing landlords, HMO landlords and block managers (factors). Property owners and tenants sign in to see what concerns them; links for trades people are coming soon.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'We do not publish a price list. Start with the 100-day free trial; before it ends our team will talk to you about your portfolio and give you a quote.',
  },
  {
    question: 'How does maintenance work?',
    answer:
      'Maintenance requests are coming soon: reported by staff or tenants, triaged with a priority (emergency 24 hours, urgent 72 hours, routine 28 days), offered to trades people, scheduled, completed and closed, with a full history. Today the dashboard counts the open requests.',
  },
  {
    question: 'Which parts of the UK does it support?',
    answer:
      'England, Wales, Scotland and Northern Ireland: each property records its nation, because letting law differs between them. Each tenancy follows its nation’s rules: assured periodic tenancies in England (which replaced assured shorthold tenancies on 1 May 2026), occupation contracts in Wales, private residential tenancies in Scotland and private tenancies in Northern Ireland, each with its own deposit cap and protection deadline.',
  },
];

export const SPEAK_WITH_SALES_OPTION = 'Speak with a sales representative';
export const READY_TO_SUBMIT_OPTION = 'Ready to submit contact details';

export const SUGGESTED_OPTIONS: readonly string[] = [
  ...PRESET_QUESTIONS.map((preset) => preset.question),
  SPEAK_WITH_SALES_OPTION,
  READY_TO_SUBMIT_OPTION,
];
