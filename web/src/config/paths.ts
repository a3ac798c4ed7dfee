// Every route of the SPA (spec §2), declared once: `paths`, the router, the pending panels, the sidebar's access
// rules and the e2e route walk derive from it. Components build links from `paths`, never from literals.
import type { ComponentType } from 'react';

/** `public`: anyone; `auth`: any signed-in user; `admin`: admin and superuser only. */
export type RouteAccess = 'public' | 'auth' | 'admin';

/** Which shell wraps a route: marketing (no sidebar, public widgets), app (sidebar), bare (neither). */
export type RouteShell = 'marketing' | 'app' | 'bare';

/** Loads a route's screen on first visit; each route module becomes its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** A screen nothing has claimed yet: the router shows its heading and an honest "not available yet" panel. */
const LATER_RELEASE = 'a later release';

interface RouteBase<P extends string = string> {
  pattern: P;
  title: string;
  access: RouteAccess;
  shell: RouteShell;
  /** A concrete path for tests and links (the pattern with its parameters filled in). */
  sample: string;
}

/** A route shows its screen, or (`pending`) names the issue or release that delivers it. */
type RouteContent = { screen: ScreenLoader; pending?: undefined } | { screen?: undefined; pending: string };

export type RouteDefinition<P extends string = string> = RouteBase<P> & RouteContent;

export type RouteEntry = RouteDefinition & {
  name: string;
};

function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ScreenLoader {
  return async () => (await load())[name];
}

const pendingUntil = (deliveredBy: string) => ({ pending: deliveredBy });
const later = pendingUntil(LATER_RELEASE);

type HasParams<P extends string> = P extends `${string}:${string}` ? true : false;
type SampleArgs<P extends string> = HasParams<P> extends true ? [sample: string] : [];

function group(access: RouteAccess, shell: RouteShell) {
  return <const P extends string>(
    pattern: P,
    title: string,
    content: ScreenLoader | { pending: string },
    ...[sample]: SampleArgs<P>
  ): RouteDefinition<P> => {
    const base = { pattern, title, access, shell, sample: sample ?? pattern };
    return typeof content === 'function' ? { ...base, screen: content } : { ...base, pending: content.pending };
  };
}

const marketingPage = group('public', 'marketing');
const barePage = group('public', 'bare');
const appPage = group('auth', 'app');
const adminPage = group('admin', 'app');

const SAMPLE_ID = '00000000-0000-4000-8201-000000000001';

/**
 * Every route of spec §2. More specific patterns come first: lookups that match a path against the
 * table in order (widget placement, the auth-error redirect) find `/properties/qr-codes` before
 * `/properties/:id`.
 */
export const routes = {
  home: marketingPage(
    '/',
    'Home',
    lazyScreen(() => import('@/routes/home'), 'HomeRoute'),
  ),
  login: barePage(
    '/login',
    'Sign in',
    lazyScreen(() => import('@/routes/login'), 'LoginRoute'),
  ),
  register: barePage(
    '/register',
    'Create your account',
    lazyScreen(() => import('@/routes/register'), 'RegisterRoute'),
  ),
  registerInvite: barePage(
    '/register/:hash',
    'Tenant registration',
    lazyScreen(() => import('@/routes/register-invite'), 'TenantRegisterRoute'),
    '/register/demo-tenant-invitation-0001',
  ),
  // Forgot password: the e-mailed link lands on resetPassword (identity's mail builds the same path).
  forgotPassword: barePage(
    '/forgot-password',
    'Forgot password',
    lazyScreen(() => import('@/routes/forgot-password'), 'ForgotPasswordRoute'),
  ),
  resetPassword: barePage(
    '/reset-password/:token',
    'Choose a new password',
    lazyScreen(() => import('@/routes/reset-password'), 'ResetPasswordRoute'),
    '/reset-password/sample-reset-token-000000000000000000000000000',
  ),
  contact: marketingPage(
    '/contact',
    'Contact',
    lazyScreen(() => import('@/routes/contact'), 'ContactRoute'),
  ),
  requestAccess: marketingPage(
    '/request-access',
    'Request access',
    lazyScreen(() => import('@/routes/request-access'), 'RequestAccessRoute'),
  ),
  blog: marketingPage(
    '/blog',
    'Blog',
    lazyScreen(() => import('@/routes/blog'), 'BlogRoute'),
  ),
  blogPost: marketingPage(
    '/blog/:slug',
    'Blog',
    lazyScreen(() => import('@/routes/blog-post'), 'BlogPostRoute'),
    '/blog/renters-rights-what-changes',
  ),
  resources: marketingPage(
    '/resources',
    'Resources',
    lazyScreen(() => import('@/routes/resources'), 'ResourcesRoute'),
  ),
  useCases: marketingPage(
    '/resources/use-cases',
    'Use cases',
    lazyScreen(() => import('@/routes/use-cases'), 'UseCasesRoute'),
  ),
  roiCalculator: marketingPage(
    '/resources/roi-calculator',
    'ROI calculator',
    lazyScreen(() => import('@/routes/roi-calculator'), 'RoiCalculatorRoute'),
  ),
  company: marketingPage(
    '/company',
    'Company',
    lazyScreen(() => import('@/routes/company'), 'CompanyRoute'),
  ),
  aboutUs: marketingPage(
    '/company/about-us',
    'About us',
    lazyScreen(() => import('@/routes/about-us'), 'AboutUsRoute'),
  ),
  ourMission: marketingPage(
    '/company/our-mission',
    'Our mission',
    lazyScreen(() => import('@/routes/our-mission'), 'OurMissionRoute'),
  ),
  contactUs: marketingPage(
    '/company/contact-us',
    'Contact us',
    lazyScreen(() => import('@/routes/contact-us'), 'ContactUsRoute'),
  ),
  setupDemo: marketingPage(
    '/company/setup-demo',
    'Set up a demo',
    lazyScreen(() => import('@/routes/setup-demo'), 'SetupDemoRoute'),
  ),
  termsOfService: marketingPage(
    '/terms-of-service',
    'Terms of service',
    lazyScreen(() => import('@/routes/terms-of-service'), 'TermsOfServiceRoute'),
  ),
  privacy: marketingPage(
    '/privacy',
    'Privacy notice',
    lazyScreen(() => import('@/routes/privacy'), 'PrivacyRoute'),
  ),

  // Token links (no account needed)
  jobOffer: barePage('/job-offer/:token', 'Job offer', later, '/job-offer/sample-token'),
  individualOffer: barePage('/individual-offer/:token', 'Job offer', later, '/individual-offer/sample-token'),
  tenantConfirm: barePage('/tenant-confirm/:token', 'Confirm your appointment', later, '/tenant-confirm/sample-token'),
  tradeResponse: barePage('/trade-response/:token', 'Respond to a job', later, '/trade-response/sample-token'),

  // The support-bot page the support widget frames (WID-10)
  supportBot: barePage(
    '/support-bot',
    'Support chat',
    lazyScreen(() => import('@/routes/support-bot'), 'SupportBotRoute'),
  ),

  demoTrpc: barePage('/demo/trpc', 'Demo: tRPC', later),
  demoApiManagement: barePage('/demo/api-management', 'Demo: API management', later),
  demoCompleteTrpc: barePage('/demo/complete-trpc', 'Demo: complete tRPC', later),
  demoAnimations: barePage('/demo/animations', 'Demo: animations', later),
  demoApiMigration: barePage('/demo/api-migration', 'Demo: API migration', later),

  dashboard: appPage(
    '/dashboard',
    'Dashboard',
    lazyScreen(() => import('@/routes/dashboard'), 'DashboardRoute'),
  ),
  settings: appPage(
    '/settings',
    'Settings',
    lazyScreen(() => import('@/routes/settings'), 'SettingsRoute'),
  ),
  orgPortal: appPage('/org-portal', 'Organisation portal', later),
  portfolio: appPage(
    '/portfolio',
    'Portfolio',
    lazyScreen(() => import('@/routes/portfolio'), 'PortfolioRoute'),
  ),
  properties: appPage(
    '/properties',
    'Properties',
    lazyScreen(() => import('@/routes/properties'), 'PropertiesRoute'),
  ),
  qrCodes: appPage(
    '/properties/qr-codes',
    'QR codes',
    lazyScreen(() => import('@/routes/property-qr-codes'), 'PropertyQrCodesRoute'),
  ),
  buildingFactors: appPage(
    '/properties/building-factors',
    'Building Manager',
    lazyScreen(() => import('@/routes/building-factors'), 'BuildingFactorsRoute'),
  ),
  newBuildingFactor: appPage(
    '/properties/building-factors/new',
    'New building factor',
    lazyScreen(() => import('@/routes/building-factors-new'), 'NewBuildingFactorRoute'),
  ),
  editBuildingFactor: appPage(
    '/properties/building-factors/:id/edit',
    'Edit building factor',
    lazyScreen(() => import('@/routes/building-factors-edit'), 'EditBuildingFactorRoute'),
    `/properties/building-factors/${SAMPLE_ID}/edit`,
  ),
  buildingFactorProperties: appPage(
    '/properties/building-factors/:id/properties',
    'Building factor properties',
    lazyScreen(() => import('@/routes/building-factors-properties'), 'BuildingFactorPropertiesRoute'),
    `/properties/building-factors/${SAMPLE_ID}/properties`,
  ),
  property: appPage(
    '/properties/:id',
    'Property',
    lazyScreen(() => import('@/routes/properties-detail'), 'PropertyDetailRoute'),
    `/properties/${SAMPLE_ID}`,
  ),
  propertyOwners: appPage(
    '/property-owners',
    'Property owners',
    lazyScreen(() => import('@/routes/property-owners'), 'PropertyOwnersRoute'),
  ),
  propertyOwner: appPage(
    '/property-owners/:id',
    'Property owner',
    lazyScreen(() => import('@/routes/property-owners-detail'), 'PropertyOwnerDetailRoute'),
    `/property-owners/${SAMPLE_ID}`,
  ),
  tenants: appPage(
    '/tenants',
    'Tenants',
    lazyScreen(() => import('@/routes/tenants'), 'TenantsRoute'),
  ),
  tenant: appPage(
    '/tenants/:id',
    'Tenant',
    lazyScreen(() => import('@/routes/tenants-detail'), 'TenantDetailRoute'),
    `/tenants/${SAMPLE_ID}`,
  ),
  maintenance: appPage('/maintenance', 'Maintenance', later),
  maintenanceRegular: appPage('/maintenance/regular', 'Regular maintenance', later),
  maintenanceCategories: appPage('/maintenance/categories', 'Maintenance categories', later),
  tradesPeople: appPage('/maintenance/trades-people', 'Trade Management', later),
  maintenanceScheduling: appPage('/maintenance/scheduling', 'Scheduling', later),
  maintenanceScheduleManagement: appPage('/maintenance/schedule-management', 'Schedule management', later),
  maintenanceDispatch: appPage('/maintenance/dispatch', 'Dispatch', later),
  maintenanceSmartScheduling: appPage('/maintenance/smart-scheduling', 'Smart scheduling', later),
  maintenanceWorkbench: appPage('/maintenance/workbench', 'Workbench', later),
  maintenanceKanban: appPage('/maintenance/kanban', 'Kanban', later),
  maintenanceHub: appPage('/maintenance/hub', 'Maintenance hub', later),
  maintenanceRequest: appPage('/maintenance/:id', 'Maintenance request', later, `/maintenance/${SAMPLE_ID}`),
  maintenanceRequestPhotos: appPage('/maintenance/:id/photos', 'Photos', later, `/maintenance/${SAMPLE_ID}/photos`),
  activityCalendar: appPage('/allocation/workbench', 'Activity Calendar', later),
  tenantAvailability: appPage('/tenant-availability', 'Tenant availability', later),
  documents: appPage(
    '/documents',
    'Documents',
    lazyScreen(() => import('@/routes/documents'), 'DocumentsRoute'),
  ),
  leases: appPage(
    '/leases',
    'Leases',
    lazyScreen(() => import('@/routes/leases'), 'LeasesRoute'),
  ),
  lease: appPage(
    '/leases/:id',
    'Tenancy',
    lazyScreen(() => import('@/routes/leases-detail'), 'LeaseDetailRoute'),
    `/leases/${SAMPLE_ID}`,
  ),
  paymentReminders: appPage(
    '/payment-reminders',
    'Rent and arrears',
    lazyScreen(() => import('@/routes/payment-reminders'), 'PaymentRemindersRoute'),
  ),
  messages: appPage('/messages', 'Messages', later),
  utilityManagement: appPage(
    '/utility-management',
    'Utility management',
    lazyScreen(() => import('@/routes/utility-accounts'), 'UtilityAccountsRoute'),
  ),
  manageAccount: appPage('/manage-account', 'Manage account', later),
  modelCustomisation: appPage('/manage-account/sop', 'Model Customisation', later),
  sopCatalogue: appPage('/manage-account/sop-catalog', 'SOP catalogue', later),
  operatingProcedures: appPage('/resources/sop', 'Standard operating procedures', later),
  userGuide: appPage(
    '/help',
    'User Guide',
    lazyScreen(() => import('@/routes/help'), 'HelpRoute'),
  ),
  supportCenter: appPage(
    '/help/support',
    'Support Center',
    lazyScreen(() => import('@/routes/support-center'), 'SupportCenterRoute'),
  ),
  alerts: appPage('/alerts', 'Alerts', later),

  admin: adminPage(
    '/admin',
    'Admin',
    lazyScreen(() => import('@/routes/admin'), 'AdminRoute'),
  ),
  adminBlog: adminPage(
    '/admin/blog',
    'Blogs',
    lazyScreen(() => import('@/routes/admin-blog'), 'AdminBlogRoute'),
  ),
  adminBlogEdit: adminPage(
    '/admin/blog/edit/:id',
    'Edit blog post',
    lazyScreen(() => import('@/routes/admin-blog-edit'), 'AdminBlogEditRoute'),
    `/admin/blog/edit/${SAMPLE_ID}`,
  ),
  adminContactSubmissions: adminPage(
    '/admin/contact-submissions',
    'Contact submissions',
    lazyScreen(() => import('@/routes/admin-contact-submissions'), 'AdminContactSubmissionsRoute'),
  ),
  // Staff work queues the spec leaves open (issue 4): reached from the /admin overview.
  adminSupport: adminPage(
    '/admin/support',
    'Support conversations',
    lazyScreen(() => import('@/routes/admin-support'), 'AdminSupportRoute'),
  ),
  adminBugReports: adminPage(
    '/admin/bug-reports',
    'Bug reports',
    lazyScreen(() => import('@/routes/admin-bug-reports'), 'AdminBugReportsRoute'),
  ),
  adminKnowledgeBase: adminPage(
    '/admin/knowledge-base',
    'Sales-bot knowledge base',
    lazyScreen(() => import('@/routes/admin-knowledge-base'), 'AdminKnowledgeBaseRoute'),
  ),
  adminUsers: adminPage('/admin/users', 'User Management', later),
  adminOutbox: adminPage(
    '/admin/outbox',
    'Mail outbox',
    lazyScreen(() => import('@/routes/admin-outbox'), 'AdminOutboxRoute'),
  ),
  adminSystem: adminPage(
    '/admin/system',
    'System Settings',
    lazyScreen(() => import('@/routes/admin-system'), 'AdminSystemRoute'),
  ),
  adminTradeOrganisations: adminPage('/admin/trade-organizations', 'Trade organisations', later),
  adminJobAllocation: adminPage('/admin/job-allocation', 'Job allocation', later),
  adminApiManager: adminPage('/admin/api-manager', 'API manager', later),
  adminApiManagement: adminPage('/admin/api-management', 'API management', later),
  adminApiChangelog: adminPage('/admin/api-changelog', 'API changelog', later),
  apiManager: adminPage('/api-manager', 'API manager', later),
} as const satisfies Record<string, RouteDefinition>;

type RouteName = keyof typeof routes;

/** The table as a list, in declaration order. */
export const routeTable: readonly RouteEntry[] = Object.entries(routes).map(([name, route]): RouteEntry => ({
  name,
  ...route,
}));

/** Old admin paths of the building factors screens, kept working (spec §2 Redirects). */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/admin/building-factors', to: routes.buildingFactors.pattern },
  { from: '/admin/building-factors/new', to: routes.newBuildingFactor.pattern },
  { from: '/admin/building-factors/:id/edit', to: routes.editBuildingFactor.pattern },
  { from: '/admin/building-factors/:id/properties', to: routes.buildingFactorProperties.pattern },
];

/** The parameter names of a pattern, in order: `/a/:id/b/:tab` -> ['id', 'tab']. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? [Param, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Param}`
    ? [Param]
    : [];

/** One string per entry of a tuple (a mapped type over a type parameter keeps the tuple's length). */
type Strings<T extends readonly unknown[]> = { [I in keyof T]: string };

type PathTo<P extends string> = ParamNames<P> extends [] ? P : (...params: Strings<ParamNames<P>>) => string;

export type Paths = { readonly [K in RouteName]: PathTo<(typeof routes)[K]['pattern']> };

const PARAM = /:[A-Za-z_]\w*/g;

function pathTo(pattern: string): string | ((...params: string[]) => string) {
  if (!pattern.includes(':')) return pattern;
  return (...params) => {
    let index = 0;
    return pattern.replace(PARAM, () => encodeURIComponent(params[index++] ?? ''));
  };
}

/** Every route's link, by name: `paths.properties`, `paths.property(id)` (parameters are URI-encoded). */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, pathTo(route.pattern)]),
) as unknown as Paths;

export function loginPath(returnUrl?: string): string {
  return returnUrl ? `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}` : paths.login;
}
