import type { FeatureId } from '@pm/contracts';

/**
 * The sales bot's starting knowledge: true statements about this product only. No prices, customers or
 * hosting claims are made; where the product does not say, the answer sends the visitor to the team. Each fact
 * names the features it speaks of (services/contracts feature list): a planned one is answered as coming soon.
 */
export interface KbFact {
  n: number;
  question: string;
  answer: string;
  keywords: string[];
  features: FeatureId[];
}

export const KB_FACTS: readonly KbFact[] = [
  {
    n: 1,
    question: 'How long is the free trial?',
    answer:
      'The free trial lasts 100 days and needs no agreement: you can use the whole platform for 100 days without signing a contract or committing to anything.',
    keywords: ['trial', 'free', '100 days', 'try', 'test', 'agreement', 'contract', 'commitment'],
    features: ['companySignUp'],
  },
  {
    n: 2,
    question: 'How much does it cost?',
    answer:
      'We do not publish a price list. Start with the 100-day free trial; before it ends our team will talk to you about your portfolio and give you a quote.',
    keywords: ['price', 'pricing', 'cost', 'fee', 'subscription', 'quote', 'plan', 'pay'],
    features: ['companySignUp'],
  },
  {
    n: 3,
    question: 'What does the platform do?',
    answer:
      'It is a property management platform for UK landlords and letting agents. Today you keep your portfolio in one place: properties with their compliance certificates, documents, utility accounts and QR codes, property owners with their monthly statements, building factors, tenants with their Right to Rent checks, and tenancies with their rent schedules, deposits, rent payments and arrears, with its own view for your staff, your property owners and your tenants, a dashboard, a User Guide and support chat. Payment reminders by e-mail, maintenance requests, trades people and messages are coming soon.',
    keywords: ['features', 'overview', 'what', 'platform', 'software', 'manage'],
    features: [
      'propertyList',
      'roleVisibility',
      'dashboard',
      'userGuide',
      'supportChat',
      'ownerStatements',
      'tenants',
      'tenancies',
      'deposits',
      'rent',
      'paymentReminders',
      'compliance',
      'maintenance',
      'trades',
      'documents',
      'messages',
    ],
  },
  {
    n: 4,
    question: 'Who is it for?',
    answer:
      'Letting agents, self-managing landlords, HMO landlords and block managers (factors). Property owners and tenants sign in to see what concerns them; links for trades people are coming soon.',
    keywords: ['agents', 'landlords', 'hmo', 'block managers', 'factors', 'audience', 'who'],
    features: ['roleVisibility', 'dispatch'],
  },
  {
    n: 5,
    question: 'Which parts of the UK does it support?',
    answer:
      'England, Wales, Scotland and Northern Ireland: each property records its nation, because letting law differs between them. Each tenancy follows its nation’s rules: assured periodic tenancies in England (which replaced assured shorthold tenancies on 1 May 2026), occupation contracts in Wales, private residential tenancies in Scotland and private tenancies in Northern Ireland, each with its own deposit cap and protection deadline.',
    keywords: ['uk', 'england', 'scotland', 'wales', 'northern ireland', 'nation', 'region'],
    features: ['propertyList', 'tenancies', 'deposits'],
  },
  {
    n: 6,
    question: 'What tenancy types can I record?',
    answer:
      'For a property in England: assured periodic tenancies (every new assured tenancy there has been periodic since 1 May 2026), company lets and lodger licences; in Wales, standard occupation contracts; in Scotland, private residential tenancies; in Northern Ireland, private tenancies. A type that does not belong to the property’s nation is refused. Rent can be weekly, fortnightly, four-weekly, monthly, quarterly or yearly, and each tenancy shows its rent schedule.',
    keywords: ['tenancy', 'lease', 'ast', 'prt', 'occupation contract', 'company let', 'lodger', 'rent'],
    features: ['tenancies'],
  },
  {
    n: 7,
    question: 'How does maintenance work?',
    answer:
      'Maintenance requests are coming soon: reported by staff or tenants, triaged with a priority (emergency 24 hours, urgent 72 hours, routine 28 days), offered to trades people, scheduled, completed and closed, with a full history. Today the dashboard counts the open requests.',
    keywords: ['maintenance', 'repairs', 'jobs', 'triage', 'priority', 'sla', 'workflow'],
    features: ['maintenance', 'trades', 'dispatch', 'dashboard'],
  },
  {
    n: 8,
    question: 'Do trades people need an account?',
    answer:
      'Job offers to trades people are coming soon. A trades person will answer an offer through a secure, single-purpose link without an account: accept with proposed time slots, decline or quote.',
    keywords: ['trades', 'contractors', 'tradesperson', 'job offer', 'link', 'account'],
    features: ['trades', 'dispatch'],
  },
  {
    n: 9,
    question: 'Does it track compliance certificates?',
    answer:
      'Yes. Each property lists the certificates and checks it needs for its nation and facts, with their renewal periods (gas safety every 12 months, EICR every 5 years, EPC every 10 years, alarm checks, licences, legionella and fire risk assessments), each shown as valid, expiring, expired, missing or exempt, with the certificate’s file kept beside it. Items due within 30 or 7 days, expired or missing raise alerts on the staff dashboard. A screen gathering every kind of alert is coming soon.',
    keywords: ['compliance', 'certificates', 'gas safety', 'eicr', 'epc', 'licence', 'expiry', 'alerts'],
    features: ['compliance', 'complianceAlerts', 'documents', 'alerts'],
  },
  {
    n: 10,
    question: 'Can tenants report repairs themselves?',
    answer:
      'Not yet: reporting repairs is coming soon, from the tenant’s own login or by scanning a QR code on the property. Today a tenant who signs in sees the home they rent and its rent.',
    keywords: ['tenant portal', 'tenants', 'report repair', 'qr code', 'availability'],
    features: ['maintenance', 'qrCodes', 'roleVisibility'],
  },
  {
    n: 11,
    question: 'What can property owners see?',
    answer:
      'Property owners (an agency’s clients) sign in to see the properties they own, with their status, rent and compliance, the tenancies on them, the documents the agency shares with them and their monthly statement (rent received on each property, the management fee and the net due to them, as a page, CSV or PDF), and nothing of anyone else’s. Each owner’s record holds their management fee and a spending limit for repairs. Repair approvals, and repair costs on the statement, are coming soon.',
    keywords: ['owners', 'clients', 'approval', 'spending limit', 'statements', 'owner portal'],
    features: ['roleVisibility', 'propertyOwners', 'compliance', 'documents', 'maintenance', 'ownerStatements'],
  },
  {
    n: 12,
    question: 'What user roles are there?',
    answer:
      'The account holder (landlord or agency), property managers (agency staff), property owners, tenants and trades people. Each role sees only what concerns it, and every record belongs to one company.',
    keywords: ['roles', 'permissions', 'users', 'team', 'staff', 'access'],
    features: ['roleVisibility'],
  },
  {
    n: 13,
    question: 'Can I install it on my phone?',
    answer:
      'Yes. It is a progressive web app: open it in your browser and choose Install (or Add to Home Screen) to use it like an app on your phone, tablet or computer. It works from small phone screens up to desktop.',
    keywords: ['mobile', 'app', 'install', 'phone', 'pwa', 'home screen', 'ios', 'android'],
    features: ['installableApp'],
  },
  {
    n: 14,
    question: 'How is my data kept secure?',
    answer:
      'Passwords are hashed with Argon2id. Sign-in uses short-lived access tokens (15 minutes) and refresh tokens that are stored hashed and replaced on every use; re-using an old one revokes the whole session. Every record belongs to one company, and one company never sees another’s records. Our privacy notice explains what we collect and why.',
    keywords: ['security', 'secure', 'password', 'argon2id', 'encryption', 'tokens', 'privacy', 'gdpr'],
    features: ['signIn', 'roleVisibility'],
  },
  {
    n: 15,
    question: 'Where is my data stored?',
    answer:
      'Your records are stored in a PostgreSQL database, kept separate by company so that no other company can see them. For questions about hosting location and data processing for your account, please ask our team.',
    keywords: ['data', 'hosting', 'storage', 'location', 'server', 'database', 'gdpr'],
    features: ['roleVisibility'],
  },
  {
    n: 16,
    question: 'Does it handle rent and arrears?',
    answer:
      'Yes. Each tenancy shows its rent schedule: every due date and amount from its start, with a part period at either end charged by the day and a rent change applied from its date, never to past charges. Staff record each rent payment, part payments included, and it pays the oldest charge still owed; Rent and arrears lists every tenancy’s balance, arrears and days overdue. Tenants see their next rent due and balance on their dashboard, and owners the rent received on their properties. Payment reminders by e-mail are coming soon.',
    keywords: ['rent', 'arrears', 'payments', 'reminders', 'rent schedule', 'late'],
    features: ['rent', 'paymentReminders', 'tenancies'],
  },
  {
    n: 17,
    question: 'Does it record tenancy deposits?',
    answer:
      'Yes. Each tenancy records its deposit: the amount, refused above the legal cap (five weeks’ rent in England, six when the annual rent is £50,000 or more; two months’ rent in Scotland; one month’s in Northern Ireland), a protection scheme of the property’s nation, the dates it was received and protected, the scheme reference and when the prescribed information was served. The tenancy shows the protection deadline (30 days from receipt in England and Wales, 30 working days from the start in Scotland, 28 days in Northern Ireland) and whether it was met.',
    keywords: ['deposit', 'protection', 'scheme', 'dps', 'tds', 'mydeposits'],
    features: ['deposits', 'tenancies'],
  },
  {
    n: 18,
    question: 'Does it support Right to Rent checks?',
    answer:
      'Yes, for properties in England, where the checks apply. Each tenant’s record keeps their checks: the date, how it was done (a document seen, a Home Office share code or an identity service provider) and, for a time-limited right, when it ends; the tenant shows as expiring from 28 days before. A tenancy in England cannot be activated until every tenant has a check that covers its start.',
    keywords: ['right to rent', 'immigration', 'checks', 'tenant checks', 'follow-up'],
    features: ['tenants', 'tenancies'],
  },
  {
    n: 19,
    question: 'How does scheduling and dispatch work?',
    answer:
      'Dispatch and scheduling are coming soon. A job will be offered to one trades person or several; smart scheduling will rank trades by skill, coverage area, the tenant’s availability, workload, rating and cost, and explain its ranking; the confirmed slot becomes an appointment on the Activity Calendar.',
    keywords: ['scheduling', 'dispatch', 'calendar', 'appointments', 'smart scheduling', 'allocation'],
    features: ['dispatch', 'activityCalendar', 'trades'],
  },
  {
    n: 20,
    question: 'Are gas jobs only sent to Gas Safe engineers?',
    answer:
      'That rule comes with trades people and dispatch, which are coming soon: trades will record their insurance and accreditations, such as Gas Safe or NICEIC, with expiry dates, and a trade whose required accreditation is missing or expired will never be offered regulated work like gas jobs.',
    keywords: ['gas safe', 'niceic', 'accreditation', 'insurance', 'qualified', 'regulated'],
    features: ['trades', 'dispatch'],
  },
  {
    n: 21,
    question: 'Can it manage blocks and building factors?',
    answer:
      'Yes. The Building Manager holds factor and block-management companies with their contacts, fees and yearly service charge, linked to the properties they look after; a property has at most one.',
    keywords: ['block', 'factor', 'building manager', 'managing agent', 'service charge'],
    features: ['buildingManager'],
  },
  {
    n: 22,
    question: 'Is there an API for other systems?',
    answer:
      'A partner API is coming soon: partner systems will use a GraphQL API with API keys, each shown once, stored hashed, limited to one company and a set of scopes, revocable, with its usage counted.',
    keywords: ['api', 'graphql', 'integration', 'api key', 'developers', 'connect'],
    features: ['partnerApi'],
  },
  {
    n: 23,
    question: 'How do I get a demo or speak to someone?',
    answer:
      'Ask here to speak with our team and leave your name and e-mail, or use the Set up a demo and Contact us pages. Our team will get back to you.',
    keywords: ['demo', 'contact', 'sales', 'call', 'speak', 'human', 'team'],
    features: ['salesBot', 'contactForms'],
  },
  {
    n: 24,
    question: 'Do you reward bug reports?',
    answer:
      'Yes. Signed-in users can report a bug from inside the app with a title, description and optional screenshot, and each report earns platform credits (50 by default).',
    keywords: ['bug', 'report', 'credits', 'reward', 'feedback', 'issue'],
    features: ['bugReports'],
  },
];
