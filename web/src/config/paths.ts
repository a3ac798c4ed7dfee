// Every route path of the SPA (product spec §2). Components build links from here, never from literals.

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerInvite: (hash: string) => `/register/${encodeURIComponent(hash)}`,
  contact: '/contact',
  requestAccess: '/request-access',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  resources: '/resources',
  useCases: '/resources/use-cases',
  roiCalculator: '/resources/roi-calculator',
  company: '/company',
  aboutUs: '/company/about-us',
  ourMission: '/company/our-mission',
  contactUs: '/company/contact-us',
  setupDemo: '/company/setup-demo',
  termsOfService: '/terms-of-service',

  dashboard: '/dashboard',
  settings: '/settings',
  orgPortal: '/org-portal',
  portfolio: '/portfolio',
  properties: '/properties',
  qrCodes: '/properties/qr-codes',
  property: (id: string) => `/properties/${encodeURIComponent(id)}`,
  buildingFactors: '/properties/building-factors',
  newBuildingFactor: '/properties/building-factors/new',
  propertyOwners: '/property-owners',
  tenants: '/tenants',
  maintenance: '/maintenance',
  maintenanceRegular: '/maintenance/regular',
  maintenanceCategories: '/maintenance/categories',
  tradesPeople: '/maintenance/trades-people',
  maintenanceKanban: '/maintenance/kanban',
  maintenanceWorkbench: '/maintenance/workbench',
  activityCalendar: '/allocation/workbench',
  leases: '/leases',
  documents: '/documents',
  messages: '/messages',
  manageAccount: '/manage-account',
  modelCustomisation: '/manage-account/sop',
  userGuide: '/help',
  supportCenter: '/help/support',
  supportBot: '/support-bot',
  alerts: '/alerts',

  admin: '/admin',
  adminBlog: '/admin/blog',
  adminBlogEdit: (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`,
  adminContactSubmissions: '/admin/contact-submissions',
  adminSupport: '/admin/support',
  adminBugReports: '/admin/bug-reports',
  adminKnowledgeBase: '/admin/knowledge-base',
  adminUsers: '/admin/users',
  adminSystem: '/admin/system',
} as const;

/** Where an unauthenticated visitor of a login-required route is sent. */
export function loginPath(returnUrl?: string): string {
  return returnUrl ? `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}` : paths.login;
}

/**
 * Who may open a route. `public`: anyone (marketing pages use the marketing layout, token links and demo
 * pages a bare one); `auth`: any signed-in user; `admin`: admin and superuser only.
 */
export type RouteAccess = 'public' | 'auth' | 'admin';

/** Which shell wraps a route: marketing (no sidebar, public widgets), app (sidebar), bare (neither). */
export type RouteShell = 'marketing' | 'app' | 'bare';

export interface RouteEntry {
  /** react-router pattern. */
  pattern: string;
  /** Heading of the screen. */
  label: string;
  access: RouteAccess;
  shell: RouteShell;
  /** A concrete path for tests and links (patterns with params filled in). */
  sample: string;
}

const entry = (
  pattern: string,
  label: string,
  access: RouteAccess,
  shell: RouteShell,
  sample = pattern,
): RouteEntry => ({
  pattern,
  label,
  access,
  shell,
  sample,
});

const SAMPLE_ID = '00000000-0000-4000-8201-000000000001';

/** Every route of spec §2, in one table: the router, the tests and the navigation all read it. */
export const routeTable: readonly RouteEntry[] = [
  // Public marketing pages
  entry('/', 'Home', 'public', 'marketing'),
  entry('/login', 'Sign in', 'public', 'bare'),
  entry('/register', 'Create your account', 'public', 'bare'),
  entry('/register/:hash', 'Tenant registration', 'public', 'bare', '/register/demo-tenant-invitation-0001'),
  entry('/contact', 'Contact', 'public', 'marketing'),
  entry('/request-access', 'Request access', 'public', 'marketing'),
  entry('/blog', 'Blog', 'public', 'marketing'),
  entry('/blog/:slug', 'Blog', 'public', 'marketing', '/blog/renters-rights-what-changes'),
  entry('/resources', 'Resources', 'public', 'marketing'),
  entry('/resources/use-cases', 'Use cases', 'public', 'marketing'),
  entry('/resources/roi-calculator', 'ROI calculator', 'public', 'marketing'),
  entry('/company', 'Company', 'public', 'marketing'),
  entry('/company/about-us', 'About us', 'public', 'marketing'),
  entry('/company/our-mission', 'Our mission', 'public', 'marketing'),
  entry('/company/contact-us', 'Contact us', 'public', 'marketing'),
  entry('/company/setup-demo', 'Set up a demo', 'public', 'marketing'),
  entry('/terms-of-service', 'Terms of service', 'public', 'marketing'),

  // Token links (no account needed)
  entry('/job-offer/:token', 'Job offer', 'public', 'bare', '/job-offer/sample-token'),
  entry('/individual-offer/:token', 'Job offer', 'public', 'bare', '/individual-offer/sample-token'),
  entry('/tenant-confirm/:token', 'Confirm your appointment', 'public', 'bare', '/tenant-confirm/sample-token'),
  entry('/trade-response/:token', 'Respond to a job', 'public', 'bare', '/trade-response/sample-token'),

  // The support-bot page the support widget frames (WID-10)
  entry('/support-bot', 'Support chat', 'public', 'bare'),

  // Demo pages
  entry('/demo/trpc', 'Demo: tRPC', 'public', 'bare'),
  entry('/demo/api-management', 'Demo: API management', 'public', 'bare'),
  entry('/demo/complete-trpc', 'Demo: complete tRPC', 'public', 'bare'),
  entry('/demo/animations', 'Demo: animations', 'public', 'bare'),
  entry('/demo/api-migration', 'Demo: API migration', 'public', 'bare'),

  // Signed-in area
  entry('/dashboard', 'Dashboard', 'auth', 'app'),
  entry('/settings', 'Settings', 'auth', 'app'),
  entry('/org-portal', 'Organisation portal', 'auth', 'app'),
  entry('/portfolio', 'Portfolio', 'auth', 'app'),
  entry('/properties', 'Properties', 'auth', 'app'),
  entry('/properties/qr-codes', 'QR codes', 'auth', 'app'),
  entry('/properties/building-factors', 'Building Manager', 'auth', 'app'),
  entry('/properties/building-factors/new', 'New building factor', 'auth', 'app'),
  entry(
    '/properties/building-factors/:id/edit',
    'Edit building factor',
    'auth',
    'app',
    `/properties/building-factors/${SAMPLE_ID}/edit`,
  ),
  entry(
    '/properties/building-factors/:id/properties',
    'Building factor properties',
    'auth',
    'app',
    `/properties/building-factors/${SAMPLE_ID}/properties`,
  ),
  entry('/properties/:id', 'Property', 'auth', 'app', `/properties/${SAMPLE_ID}`),
  entry('/property-owners', 'Property owners', 'auth', 'app'),
  entry('/property-owners/:id', 'Property owner', 'auth', 'app', `/property-owners/${SAMPLE_ID}`),
  entry('/tenants', 'Tenants', 'auth', 'app'),
  entry('/tenants/:id', 'Tenant', 'auth', 'app', `/tenants/${SAMPLE_ID}`),
  entry('/maintenance', 'Maintenance', 'auth', 'app'),
  entry('/maintenance/regular', 'Regular maintenance', 'auth', 'app'),
  entry('/maintenance/categories', 'Maintenance categories', 'auth', 'app'),
  entry('/maintenance/trades-people', 'Trade Management', 'auth', 'app'),
  entry('/maintenance/scheduling', 'Scheduling', 'auth', 'app'),
  entry('/maintenance/schedule-management', 'Schedule management', 'auth', 'app'),
  entry('/maintenance/dispatch', 'Dispatch', 'auth', 'app'),
  entry('/maintenance/smart-scheduling', 'Smart scheduling', 'auth', 'app'),
  entry('/maintenance/workbench', 'Workbench', 'auth', 'app'),
  entry('/maintenance/kanban', 'Kanban', 'auth', 'app'),
  entry('/maintenance/hub', 'Maintenance hub', 'auth', 'app'),
  entry('/maintenance/:id', 'Maintenance request', 'auth', 'app', `/maintenance/${SAMPLE_ID}`),
  entry('/maintenance/:id/photos', 'Photos', 'auth', 'app', `/maintenance/${SAMPLE_ID}/photos`),
  entry('/allocation/workbench', 'Activity Calendar', 'auth', 'app'),
  entry('/tenant-availability', 'Tenant availability', 'auth', 'app'),
  entry('/documents', 'Documents', 'auth', 'app'),
  entry('/leases', 'Leases', 'auth', 'app'),
  entry('/payment-reminders', 'Payment reminders', 'auth', 'app'),
  entry('/messages', 'Messages', 'auth', 'app'),
  entry('/utility-management', 'Utility management', 'auth', 'app'),
  entry('/manage-account', 'Manage account', 'auth', 'app'),
  entry('/manage-account/sop', 'Model Customisation', 'auth', 'app'),
  entry('/manage-account/sop-catalog', 'SOP catalogue', 'auth', 'app'),
  entry('/resources/sop', 'Standard operating procedures', 'auth', 'app'),
  entry('/help', 'User Guide', 'auth', 'app'),
  entry('/help/support', 'Support Center', 'auth', 'app'),
  entry('/alerts', 'Alerts', 'auth', 'app'),

  // Admin area
  entry('/admin', 'Admin', 'admin', 'app'),
  entry('/admin/blog', 'Blogs', 'admin', 'app'),
  entry('/admin/blog/edit/:id', 'Edit blog post', 'admin', 'app', `/admin/blog/edit/${SAMPLE_ID}`),
  entry('/admin/contact-submissions', 'Contact submissions', 'admin', 'app'),
  // Staff work queues the spec leaves open (issue 4): reached from the /admin overview.
  entry('/admin/support', 'Support conversations', 'admin', 'app'),
  entry('/admin/bug-reports', 'Bug reports', 'admin', 'app'),
  entry('/admin/knowledge-base', 'Sales-bot knowledge base', 'admin', 'app'),
  entry('/admin/users', 'User Management', 'admin', 'app'),
  entry('/admin/system', 'System Settings', 'admin', 'app'),
  entry('/admin/trade-organizations', 'Trade organisations', 'admin', 'app'),
  entry('/admin/job-allocation', 'Job allocation', 'admin', 'app'),
  entry('/admin/api-manager', 'API manager', 'admin', 'app'),
  entry('/admin/api-management', 'API management', 'admin', 'app'),
  entry('/admin/api-changelog', 'API changelog', 'admin', 'app'),
  entry('/api-manager', 'API manager', 'admin', 'app'),
];

/** Old admin paths of the building factors screens, kept working (spec §2 Redirects). */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/admin/building-factors', to: '/properties/building-factors' },
  { from: '/admin/building-factors/new', to: '/properties/building-factors/new' },
  { from: '/admin/building-factors/:id/edit', to: '/properties/building-factors/:id/edit' },
  { from: '/admin/building-factors/:id/properties', to: '/properties/building-factors/:id/properties' },
];
