import type { MaintenanceStatus } from '@pm/contracts';

/** Every status of a request, in workflow order (on_hold and cancelled are side states). */
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
