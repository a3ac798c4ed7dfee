import type { MaintenanceStatus, Role } from '@pm/contracts';

export const ROLES: readonly Role[] = ['superuser', 'admin', 'landlord', 'manager', 'owner', 'tenant', 'trade'];

/** Roles that may use the platform admin area and cross companies there. */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'superuser'];

/** Every status of a maintenance request, in workflow order (on_hold and cancelled are side states). */
export const MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = [
  'reported',
  'triaged',
  'offered',
  'scheduled',
  'in_progress',
  'completed',
  'closed',
  'on_hold',
  'cancelled',
];

/** Statuses in which a maintenance request still needs work. */
export const OPEN_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = [
  'reported',
  'triaged',
  'offered',
  'scheduled',
  'in_progress',
  'on_hold',
];

export type ServiceName = 'identity' | 'portfolio' | 'maintenance' | 'engagement';

export const SERVICE_PORTS: Readonly<Record<ServiceName, number>> = {
  identity: 3101,
  portfolio: 3102,
  maintenance: 3103,
  engagement: 3104,
};
