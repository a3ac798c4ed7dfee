// Screens whose route exists but whose content ships later. The router shows each one's heading and an
// honest "not available yet" panel naming what delivers it, so no screen pretends to work.

/** What delivers a screen nothing else has claimed yet. */
export const LATER_RELEASE = 'a later release';
const LATER = LATER_RELEASE;

/** Route pattern (as in `routeTable`) -> the issue or release that delivers the screen. */
export const pendingScreens: Readonly<Record<string, string>> = {
  // Token links
  '/job-offer/:token': LATER,
  '/individual-offer/:token': LATER,
  '/tenant-confirm/:token': LATER,
  '/trade-response/:token': LATER,

  // Demo pages
  '/demo/trpc': LATER,
  '/demo/api-management': LATER,
  '/demo/complete-trpc': LATER,
  '/demo/animations': LATER,
  '/demo/api-migration': LATER,

  // Signed-in area
  '/settings': LATER,
  '/org-portal': LATER,
  '/portfolio': LATER,
  '/properties/qr-codes': LATER,
  '/properties/building-factors': LATER,
  '/properties/building-factors/new': LATER,
  '/properties/building-factors/:id/edit': LATER,
  '/properties/building-factors/:id/properties': LATER,
  '/properties/:id': LATER,
  '/property-owners': LATER,
  '/property-owners/:id': LATER,
  '/tenants': LATER,
  '/tenants/:id': LATER,
  '/maintenance': LATER,
  '/maintenance/regular': LATER,
  '/maintenance/categories': LATER,
  '/maintenance/trades-people': LATER,
  '/maintenance/scheduling': LATER,
  '/maintenance/schedule-management': LATER,
  '/maintenance/dispatch': LATER,
  '/maintenance/smart-scheduling': LATER,
  '/maintenance/workbench': LATER,
  '/maintenance/kanban': LATER,
  '/maintenance/hub': LATER,
  '/maintenance/:id': LATER,
  '/maintenance/:id/photos': LATER,
  '/allocation/workbench': LATER,
  '/tenant-availability': LATER,
  '/documents': LATER,
  '/leases': LATER,
  '/payment-reminders': LATER,
  '/messages': LATER,
  '/utility-management': LATER,
  '/manage-account': LATER,
  '/manage-account/sop': LATER,
  '/manage-account/sop-catalog': LATER,
  '/resources/sop': LATER,
  '/alerts': LATER,

  // Admin area
  '/admin/users': LATER,
  '/admin/trade-organizations': LATER,
  '/admin/job-allocation': LATER,
  '/admin/api-manager': LATER,
  '/admin/api-management': LATER,
  '/admin/api-changelog': LATER,
  '/api-manager': LATER,
};
