/**
 * What the product does today (`live`) and what is still to come (`planned`), in one list that the public site,
 * the User Guide, the knowledge base, the blog and the sales bot are checked against: content may name a planned
 * feature only as coming. When a feature lands, flip its state here; the content tests then show what to update.
 */
export const FEATURE_STATES = ['live', 'planned'] as const;
export type FeatureState = (typeof FEATURE_STATES)[number];

export interface ProductFeature {
  name: string;
  state: FeatureState;
  /** Where it lives in the web app (a route pattern of web/src/config/paths.ts). */
  route: string;
  /** Words or phrases that claim the feature: content naming one of a planned feature's must call it coming. */
  keywords: readonly string[];
  /** A planned part of a live screen: the route already shows the rest of it. */
  partOf?: string;
}

export const PRODUCT_FEATURES = {
  publicSite: {
    name: 'Public site: home, use cases, company pages, ROI calculator and blog',
    state: 'live',
    route: '/',
    keywords: [],
  },
  contactForms: {
    name: 'Contact, demo and access request forms',
    state: 'live',
    route: '/contact',
    keywords: [],
  },
  salesBot: { name: 'Sales chat with its knowledge base', state: 'live', route: '/', keywords: [] },
  supportChat: { name: 'Support chat and Support Center', state: 'live', route: '/help/support', keywords: [] },
  whatsApp: { name: 'WhatsApp button', state: 'live', route: '/', keywords: [] },
  bugReports: { name: 'Bug reporter with credits', state: 'live', route: '/dashboard', keywords: [] },
  companySignUp: { name: 'Company sign-up with a 100-day trial', state: 'live', route: '/register', keywords: [] },
  signIn: {
    name: 'Sign-in, single sign-on where set up, sessions and sign-out',
    state: 'live',
    route: '/login',
    keywords: [],
  },
  passwordReset: {
    name: 'Forgotten password reset by e-mail, and changing your password',
    state: 'live',
    route: '/forgot-password',
    keywords: [],
  },
  dashboard: {
    name: 'Dashboard with the counts each role may see',
    state: 'live',
    route: '/dashboard',
    keywords: [],
  },
  portfolioOverview: {
    name: 'Portfolio at a glance: status, occupancy, rent roll, compliance and open repairs',
    state: 'live',
    route: '/portfolio',
    keywords: [],
  },
  propertyList: {
    name: 'Property list (each role sees its own slice)',
    state: 'live',
    route: '/properties',
    keywords: [],
  },
  roleVisibility: {
    name: 'Roles: staff see the company, owners their properties, tenants their home',
    state: 'live',
    route: '/properties',
    keywords: [],
  },
  userGuide: { name: 'User Guide', state: 'live', route: '/help', keywords: [] },
  installableApp: { name: 'Installable web app', state: 'live', route: '/', keywords: [] },
  adminBackOffice: {
    name: 'Admin back office: blog, contact inbox, support, bug reports, knowledge base, mail outbox, settings',
    state: 'live',
    route: '/admin',
    keywords: [],
  },

  propertyRecords: {
    name: 'Property pages, adding, editing and archiving properties',
    state: 'live',
    route: '/properties/:id',
    keywords: [],
  },
  qrCodes: {
    name: 'Property QR codes: A4 label sheets and single codes',
    state: 'live',
    route: '/properties/qr-codes',
    keywords: [],
  },
  buildingManager: {
    name: 'Building Manager (factors and block managers)',
    state: 'live',
    route: '/properties/building-factors',
    keywords: [],
  },
  propertyOwners: {
    name: 'Property owner records with their fees, spending limits and bank details',
    state: 'live',
    route: '/property-owners',
    keywords: [],
  },
  ownerStatements: {
    name: "Owners' monthly statements",
    state: 'live',
    route: '/property-owners/:id',
    partOf: 'propertyOwners',
    keywords: ['statement'],
  },
  tenants: {
    name: 'Tenant records, portal invitations and Right to Rent checks',
    state: 'live',
    route: '/tenants',
    keywords: ['tenant record', 'tenant list', 'right to rent check date', 'invite tenants', 'tenant portal'],
  },
  tenancies: {
    name: 'Tenancies (leases) under each nation’s rules, with their rent schedules',
    state: 'live',
    route: '/leases',
    keywords: [
      'rent schedule',
      'tenancy',
      'tenancies',
      'lease',
      'assured periodic',
      'assured shorthold',
      'occupation contract',
      'lodger',
      'company let',
    ],
  },
  deposits: {
    name: 'Deposit records with their cap and protection deadline',
    state: 'live',
    route: '/leases',
    keywords: ['deposit'],
  },
  rent: {
    name: 'Rent payments and arrears',
    state: 'live',
    route: '/payment-reminders',
    keywords: ['arrears', 'rent payment', 'recording payments'],
  },
  paymentReminders: {
    name: 'Payment reminders by e-mail',
    state: 'planned',
    route: '/payment-reminders',
    partOf: 'rent',
    keywords: ['payment reminder'],
  },
  compliance: {
    name: 'Compliance certificates on each property, with their states',
    state: 'live',
    route: '/properties/:id',
    keywords: [],
  },
  complianceAlerts: {
    name: 'Alerts before certificates expire',
    state: 'live',
    route: '/properties/:id',
    partOf: 'compliance',
    keywords: ['certificate alert', 'expiry alert', 'alerted before'],
  },
  documents: {
    name: 'Documents with versions, who may see each, and short-lived download links',
    state: 'live',
    route: '/documents',
    keywords: ['documents', 'inventories', 'invoices'],
  },
  messages: {
    name: 'Messages with tenants, owners and trades',
    state: 'planned',
    route: '/messages',
    keywords: ['messages with', 'message you', 'conversations with tenants', 'send messages'],
  },
  maintenance: {
    name: 'Maintenance requests: reporting, triage, SLAs, photos and history',
    state: 'planned',
    route: '/maintenance',
    keywords: ['report a repair', 'report repairs', 'repairs', 'triage', 'sla', 'photos', 'approval'],
  },
  regularMaintenance: {
    name: 'Regular (planned) maintenance',
    state: 'planned',
    route: '/maintenance/regular',
    keywords: ['regular maintenance', 'on a schedule'],
  },
  trades: {
    name: 'Trades people and their accreditations',
    state: 'planned',
    route: '/maintenance/trades-people',
    keywords: ['gas safe', 'accreditation', 'trades matched', 'offered to trades'],
  },
  dispatch: {
    name: 'Dispatch, job offers by link and smart scheduling',
    state: 'planned',
    route: '/maintenance/dispatch',
    keywords: ['job offer', 'smart scheduling', 'dispatch', 'visit slot', 'time slot'],
  },
  activityCalendar: {
    name: 'Activity Calendar',
    state: 'planned',
    route: '/allocation/workbench',
    keywords: ['activity calendar', 'appointment'],
  },
  // Not the bare word "alert": compliance alerts (CMP-03) are live, on the dashboard, ahead of this screen.
  alerts: { name: 'Alerts', state: 'planned', route: '/alerts', keywords: ['alerts screen', 'alerts page'] },
  teamManagement: {
    name: 'Company details, logo and team management',
    state: 'planned',
    route: '/manage-account',
    keywords: ['manage account', 'invite your team', 'own login and role'],
  },
  partnerApi: {
    name: 'Partner API with API keys',
    state: 'planned',
    route: '/admin/api-manager',
    keywords: ['api key', 'graphql api', 'partner system'],
  },
} as const satisfies Record<string, ProductFeature>;

export type FeatureId = keyof typeof PRODUCT_FEATURES;

/** How content says a feature is not there yet. */
export const COMING_SOON_PATTERN = /\b(coming soon|coming|not available yet|not yet available|later release)\b/i;
