import { paths, routeTable } from '@/config/paths';

import { activeLinkFor, navigation, navigationFor, sectionForPath } from './navigation';

function menuOf(role: string | undefined) {
  return navigationFor(role).map((section) => ({
    label: section.label,
    to: section.to,
    items: section.items?.map((item) => `${item.label} ${item.to}`),
  }));
}

const standardSections = [
  { label: 'Dashboard', to: paths.dashboard, items: undefined },
  {
    label: 'Maintenance',
    to: undefined,
    items: [
      'Kanban /maintenance/kanban',
      'Workbench /maintenance/workbench',
      'Activity Calendar /allocation/workbench',
      'Regular /maintenance/regular',
      'Trade Management /maintenance/trades-people',
    ],
  },
  {
    label: 'Portfolio',
    to: undefined,
    items: [
      'Properties /properties',
      'QR Codes /properties/qr-codes',
      'Building Manager /properties/building-factors',
      'Property Owners /property-owners',
    ],
  },
  { label: 'Leases', to: '/leases', items: undefined },
  { label: 'Tenants', to: '/tenants', items: undefined },
  { label: 'Help', to: undefined, items: ['User Guide /help', 'Support Center /help/support'] },
];

describe('sidebar navigation data', () => {
  it('[NAV-01] [ROLE-04] a manager sees exactly the standard sections and items', () => {
    expect(menuOf('manager')).toEqual([
      ...standardSections,
      { label: 'My Account', to: undefined, items: ['Manage Account /manage-account'] },
    ]);
  });

  it.each(['landlord', 'owner', 'tenant', 'trade', undefined])(
    '[ROLE-04] %s sees no Admin section and no Model Customisation',
    (role) => {
      const labels = navigationFor(role).flatMap((section) => [
        section.label,
        ...(section.items ?? []).map((i) => i.label),
      ]);
      expect(labels).not.toContain('Admin');
      expect(labels).not.toContain('Model Customisation');
      expect(labels).toContain('Manage Account');
    },
  );

  it.each(['admin', 'superuser'])(
    '[NAV-02] [NAV-03] [ROLE-03] %s also sees Model Customisation and the Admin section',
    (role) => {
      expect(menuOf(role)).toEqual([
        ...standardSections,
        {
          label: 'My Account',
          to: undefined,
          items: ['Manage Account /manage-account', 'Model Customisation /manage-account/sop'],
        },
        {
          label: 'Admin',
          to: undefined,
          items: ['Blogs /admin/blog', 'User Management /admin/users', 'System Settings /admin/system'],
        },
      ]);
    },
  );

  it.each(['landlord', 'manager', 'owner', 'tenant', 'trade', undefined])(
    '[ROLE-04] offers a %s no link to an admin route (the route table says who may open each)',
    (role) => {
      const adminPaths = new Set(routeTable.filter((route) => route.access === 'admin').map((route) => route.pattern));
      const links = navigationFor(role).flatMap((section) => [section.to, ...(section.items ?? []).map((i) => i.to)]);
      expect(links.filter((to) => to !== undefined && adminPaths.has(to))).toEqual([]);
    },
  );

  it('[NAV-07] finds the section a route is within, including detail pages', () => {
    const sections = navigationFor('admin');
    expect(sectionForPath('/maintenance/kanban', sections)?.id).toBe('maintenance');
    expect(sectionForPath('/allocation/workbench', sections)?.id).toBe('maintenance');
    expect(sectionForPath('/properties/123', sections)?.id).toBe('portfolio');
    expect(sectionForPath('/property-owners/9', sections)?.id).toBe('portfolio');
    expect(sectionForPath('/help/support', sections)?.id).toBe('help');
    expect(sectionForPath('/manage-account/sop', sections)?.id).toBe('my-account');
    expect(sectionForPath('/admin/users', sections)?.id).toBe('admin');
    expect(sectionForPath('/messages', sections)).toBeUndefined();
    expect(sectionForPath('/maintenance-other', sections)).toBeUndefined();
  });

  it('marks the most specific link as current', () => {
    expect(activeLinkFor('/properties/qr-codes', navigation)).toBe(paths.qrCodes);
    expect(activeLinkFor('/properties/building-factors/new', navigation)).toBe(paths.buildingFactors);
    expect(activeLinkFor('/properties/abc', navigation)).toBe(paths.properties);
    expect(activeLinkFor('/dashboard', navigation)).toBe(paths.dashboard);
    expect(activeLinkFor('/messages', navigation)).toBeUndefined();
  });
});
