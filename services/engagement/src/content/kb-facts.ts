/**
 * The sales bot's starting knowledge: true statements about this product only. No prices, customers or
 * hosting claims are made; where the product does not say, the answer sends the visitor to the team.
 */
export interface KbFact {
  n: number;
  question: string;
  answer: string;
  keywords: string[];
}

export const KB_FACTS: readonly KbFact[] = [
  {
    n: 1,
    question: 'How long is the free trial?',
    answer:
      'The free trial lasts 100 days and needs no agreement: you can use the whole platform for 100 days without signing a contract or committing to anything.',
    keywords: ['trial', 'free', '100 days', 'try', 'test', 'agreement', 'contract', 'commitment'],
  },
  {
    n: 2,
    question: 'How much does it cost?',
    answer:
      'We do not publish a price list. Start with the 100-day free trial; before it ends our team will talk to you about your portfolio and give you a quote.',
    keywords: ['price', 'pricing', 'cost', 'fee', 'subscription', 'quote', 'plan', 'pay'],
  },
  {
    n: 3,
    question: 'What does the platform do?',
    answer:
      'It is a property management platform for UK landlords and letting agents. From one app you manage properties, property owners, tenants, tenancies (leases), documents, messages, maintenance requests, scheduling and trades people.',
    keywords: ['features', 'overview', 'what', 'platform', 'software', 'manage'],
  },
  {
    n: 4,
    question: 'Who is it for?',
    answer:
      'Letting agents, self-managing landlords, HMO landlords and block managers (factors). Tenants, property owners and trades people take part through their own logins or secure links.',
    keywords: ['agents', 'landlords', 'hmo', 'block managers', 'factors', 'audience', 'who'],
  },
  {
    n: 5,
    question: 'Which parts of the UK does it support?',
    answer:
      'England, Wales, Scotland and Northern Ireland. Each property records its nation, because tenancy types and rules differ: for example Scottish private residential tenancies and Welsh occupation contracts sit alongside English assured shorthold tenancies.',
    keywords: ['uk', 'england', 'scotland', 'wales', 'northern ireland', 'nation', 'region'],
  },
  {
    n: 6,
    question: 'What tenancy types can I record?',
    answer:
      'Assured shorthold tenancies, periodic tenancies, Scottish private residential tenancies, Welsh occupation contracts, company lets and lodger agreements, with rent in weekly, four-weekly, monthly, quarterly or annual frequencies.',
    keywords: ['tenancy', 'lease', 'ast', 'prt', 'occupation contract', 'company let', 'lodger', 'rent'],
  },
  {
    n: 7,
    question: 'How does maintenance work?',
    answer:
      'A repair is reported (by staff, or by a tenant, also by scanning the property QR code), triaged with a priority (emergency 24 hours, urgent 72 hours, routine 28 days), offered to trades people, scheduled, carried out, completed and closed, with a full activity history and SLA due times.',
    keywords: ['maintenance', 'repairs', 'jobs', 'triage', 'priority', 'sla', 'workflow'],
  },
  {
    n: 8,
    question: 'Do trades people need an account?',
    answer:
      'No. A trades person answers a job offer through a secure, single-purpose link: they can accept with proposed time slots, decline or quote. They may log in to see their jobs if they wish.',
    keywords: ['trades', 'contractors', 'tradesperson', 'job offer', 'link', 'account'],
  },
  {
    n: 9,
    question: 'Does it track compliance certificates?',
    answer:
      'Yes. Each property holds its certificates with the legal renewal periods: gas safety every 12 months, EICR every 5 years, EPC every 10 years, plus smoke and carbon monoxide alarm checks, HMO or selective licences, legionella and fire risk assessments. Each shows valid, expiring within 30 days, expired, missing or exempt, and raises alerts.',
    keywords: ['compliance', 'certificates', 'gas safety', 'eicr', 'epc', 'licence', 'expiry', 'alerts'],
  },
  {
    n: 10,
    question: 'Can tenants report repairs themselves?',
    answer:
      'Yes. Tenants have their own login to see their tenancy, report repairs, give their availability for appointments and send messages. Each property also has a QR code that takes a tenant straight to reporting a repair.',
    keywords: ['tenant portal', 'tenants', 'report repair', 'qr code', 'availability'],
  },
  {
    n: 11,
    question: 'What can property owners see?',
    answer:
      'Property owners (an agency’s clients) have their own login to see their properties, the maintenance on them, documents and statements. You can set a spending limit per owner above which repairs wait for the owner’s approval.',
    keywords: ['owners', 'clients', 'approval', 'spending limit', 'statements', 'owner portal'],
  },
  {
    n: 12,
    question: 'What user roles are there?',
    answer:
      'The account holder (landlord or agency), property managers (agency staff), property owners, tenants and trades people. Each role sees only what it needs, and every record belongs to one company.',
    keywords: ['roles', 'permissions', 'users', 'team', 'staff', 'access'],
  },
  {
    n: 13,
    question: 'Can I install it on my phone?',
    answer:
      'Yes. It is a progressive web app: open it in your browser and choose Install (or Add to Home Screen) to use it like an app on your phone, tablet or computer. It works from small phone screens up to desktop.',
    keywords: ['mobile', 'app', 'install', 'phone', 'pwa', 'home screen', 'ios', 'android'],
  },
  {
    n: 14,
    question: 'How is my data kept secure?',
    answer:
      'Passwords are hashed with Argon2id. Sign-in uses short-lived access tokens (15 minutes) and refresh tokens that are stored hashed and replaced on every use; re-using an old one revokes the whole session. Every record belongs to one company, and one company never sees another’s records.',
    keywords: ['security', 'secure', 'password', 'argon2id', 'encryption', 'tokens', 'privacy', 'gdpr'],
  },
  {
    n: 15,
    question: 'Where is my data stored?',
    answer:
      'Your records are stored in a PostgreSQL database, kept separate by company so that no other company can see them. For questions about hosting location and data processing for your account, please ask our team.',
    keywords: ['data', 'hosting', 'storage', 'location', 'server', 'database', 'gdpr'],
  },
  {
    n: 16,
    question: 'Does it handle rent and arrears?',
    answer:
      'Active tenancies generate a rent schedule. Payment reminders go out before and after due dates, and arrears show on the dashboard and in alerts. Amounts are kept in pounds and pence.',
    keywords: ['rent', 'arrears', 'payments', 'reminders', 'rent schedule', 'late'],
  },
  {
    n: 17,
    question: 'Does it record tenancy deposits?',
    answer:
      'Yes. Each tenancy records the deposit amount, the protection scheme, the date it was protected and the scheme reference.',
    keywords: ['deposit', 'protection', 'scheme', 'dps', 'tds', 'mydeposits'],
  },
  {
    n: 18,
    question: 'Does it support Right to Rent checks?',
    answer:
      'Each tenant record holds the date of their Right to Rent check and, for a time-limited right, its expiry, so you can see when a follow-up check is due.',
    keywords: ['right to rent', 'immigration', 'checks', 'tenant checks', 'follow-up'],
  },
  {
    n: 19,
    question: 'How does scheduling and dispatch work?',
    answer:
      'A job can be offered to one trades person or several. Smart scheduling ranks trades by skill, coverage area, the tenant’s availability, workload, rating and cost, and explains its ranking. The tenant confirms a slot and it becomes an appointment on the Activity Calendar.',
    keywords: ['scheduling', 'dispatch', 'calendar', 'appointments', 'smart scheduling', 'allocation'],
  },
  {
    n: 20,
    question: 'Are gas jobs only sent to Gas Safe engineers?',
    answer:
      'Yes. Trades people record their insurance and accreditations, such as Gas Safe or NICEIC, with expiry dates, and a trade whose required accreditation is missing or expired is never offered regulated work like gas jobs.',
    keywords: ['gas safe', 'niceic', 'accreditation', 'insurance', 'qualified', 'regulated'],
  },
  {
    n: 21,
    question: 'Can it manage blocks and building factors?',
    answer:
      'Yes. The Building Manager holds factor and block-management companies with their contacts and fees, linked to the properties they look after.',
    keywords: ['block', 'factor', 'building manager', 'managing agent', 'service charge'],
  },
  {
    n: 22,
    question: 'Is there an API for other systems?',
    answer:
      'Yes. Partner systems use a GraphQL API with API keys. A key is shown once, stored hashed, limited to one company and a set of scopes, can be revoked, and its usage is counted.',
    keywords: ['api', 'graphql', 'integration', 'api key', 'developers', 'connect'],
  },
  {
    n: 23,
    question: 'How do I get a demo or speak to someone?',
    answer:
      'Ask here to speak with our team and leave your name and e-mail, or use the Set up a demo and Contact us pages. Our team will get back to you.',
    keywords: ['demo', 'contact', 'sales', 'call', 'speak', 'human', 'team'],
  },
  {
    n: 24,
    question: 'Do you reward bug reports?',
    answer:
      'Yes. Signed-in users can report a bug from inside the app with a title, description and optional screenshot, and each report earns platform credits (50 by default).',
    keywords: ['bug', 'report', 'credits', 'reward', 'feedback', 'issue'],
  },
];
