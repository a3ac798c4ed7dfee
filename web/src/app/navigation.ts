// The sidebar of spec §2 (NAV-01..03, ROLE-03/04). A link to an admin route is offered to admin roles only,
// and a section left without links is not shown.
import { ADMIN_ROLES } from '@pm/contracts';
import {
  BookOpenIcon,
  Building2Icon,
  CalendarDaysIcon,
  CircleHelpIcon,
  FileSignatureIcon,
  HardHatIcon,
  HomeIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  NewspaperIcon,
  QrCodeIcon,
  RepeatIcon,
  SettingsIcon,
  ShieldIcon,
  SlidersHorizontalIcon,
  SquareKanbanIcon,
  UserCogIcon,
  UserIcon,
  UsersIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';

import { paths, routeTable } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only these roles see the entry (beyond what its route's access allows); everyone when absent. */
  roles?: readonly string[];
}

export interface NavSection {
  /** Key of the section's remembered open state. */
  id: string;
  label: string;
  icon: LucideIcon;
  /** A section without items is a single link. */
  to?: string;
  items?: readonly NavItem[];
  /** Path prefixes that count as being within the section (NAV-07). */
  within: readonly string[];
  roles?: readonly string[];
}

export const navigation: readonly NavSection[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboardIcon, to: paths.dashboard, within: [paths.dashboard] },
  {
    id: 'maintenance',
    label: 'Maintenance',
    icon: WrenchIcon,
    within: [paths.maintenance, paths.activityCalendar],
    items: [
      { label: 'Kanban', to: paths.maintenanceKanban, icon: SquareKanbanIcon },
      { label: 'Workbench', to: paths.maintenanceWorkbench, icon: HardHatIcon },
      { label: 'Activity Calendar', to: paths.activityCalendar, icon: CalendarDaysIcon },
      { label: 'Regular', to: paths.maintenanceRegular, icon: RepeatIcon },
      { label: 'Trade Management', to: paths.tradesPeople, icon: UsersIcon },
    ],
  },
  {
    id: 'portfolio',
    label: 'Portfolio',
    icon: Building2Icon,
    within: [paths.portfolio, paths.properties, paths.propertyOwners],
    items: [
      { label: 'Properties', to: paths.properties, icon: HomeIcon },
      { label: 'QR Codes', to: paths.qrCodes, icon: QrCodeIcon },
      { label: 'Building Manager', to: paths.buildingFactors, icon: Building2Icon },
      { label: 'Property Owners', to: paths.propertyOwners, icon: UserIcon },
    ],
  },
  { id: 'leases', label: 'Leases', icon: FileSignatureIcon, to: paths.leases, within: [paths.leases] },
  { id: 'tenants', label: 'Tenants', icon: UsersIcon, to: paths.tenants, within: [paths.tenants] },
  {
    id: 'help',
    label: 'Help',
    icon: CircleHelpIcon,
    within: [paths.userGuide],
    items: [
      { label: 'User Guide', to: paths.userGuide, icon: BookOpenIcon },
      { label: 'Support Center', to: paths.supportCenter, icon: LifeBuoyIcon },
    ],
  },
  {
    id: 'my-account',
    label: 'My Account',
    icon: UserCogIcon,
    within: [paths.manageAccount],
    items: [
      { label: 'Manage Account', to: paths.manageAccount, icon: UserIcon },
      { label: 'Model Customisation', to: paths.modelCustomisation, icon: SlidersHorizontalIcon, roles: ADMIN_ROLES },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    icon: ShieldIcon,
    within: [paths.admin],
    items: [
      { label: 'Blogs', to: paths.adminBlog, icon: NewspaperIcon },
      { label: 'User Management', to: paths.adminUsers, icon: UsersIcon },
      { label: 'System Settings', to: paths.adminSystem, icon: SettingsIcon },
    ],
  },
];

function allowed(roles: readonly string[] | undefined, role: string | null | undefined): boolean {
  return roles === undefined || (role != null && roles.includes(role));
}

const accessByPath = new Map(routeTable.map((route) => [route.pattern, route.access]));

/** A role may follow a link unless it leads to an admin route (ROUTE-09: others would be turned away; ROLE-03). */
function canOpen(to: string | undefined, role: string | null | undefined): boolean {
  return to === undefined || accessByPath.get(to) !== 'admin' || allowed(ADMIN_ROLES, role);
}

/** The sections and items one role sees (ROLE-03, ROLE-04). */
export function navigationFor(role: string | null | undefined): NavSection[] {
  return navigation.flatMap((section) => {
    if (!allowed(section.roles, role) || !canOpen(section.to, role)) return [];
    if (!section.items) return [section];
    const items = section.items.filter((item) => allowed(item.roles, role) && canOpen(item.to, role));
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

function isWithin(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The link to mark current: the longest path containing the current one, so /properties/qr-codes is QR Codes. */
export function activeLinkFor(pathname: string, sections: readonly NavSection[]): string | undefined {
  const targets = sections.flatMap((section) => (section.items ? section.items.map((item) => item.to) : [section.to]));
  return targets
    .filter((to): to is string => to !== undefined && isWithin(pathname, to))
    .sort((a, b) => b.length - a.length)[0];
}

/** The section the current route is within (NAV-07), if any. */
export function sectionForPath(pathname: string, sections: readonly NavSection[]): NavSection | undefined {
  return sections.find((section) => section.within.some((prefix) => isWithin(pathname, prefix)));
}
