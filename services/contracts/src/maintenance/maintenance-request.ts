export const MAINTENANCE_PRIORITIES = ['emergency', 'urgent', 'routine'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

/** Every status of a maintenance request, in workflow order (on_hold and cancelled are side states). */
export const MAINTENANCE_STATUSES = [
  'reported',
  'triaged',
  'offered',
  'scheduled',
  'in_progress',
  'completed',
  'closed',
  'on_hold',
  'cancelled',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const OPEN_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = [
  'reported',
  'triaged',
  'offered',
  'scheduled',
  'in_progress',
  'on_hold',
];

export interface MaintenanceRequestBody {
  id: string;
  companyId: string;
  propertyId: string;
  reference: string;
  title: string;
  description: string;
  category: string;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  slaDueAt: string;
  reportedAt: string;
  updatedAt: string;
}

export interface MaintenanceCounts {
  open: number;
  total: number;
}

/** GET /v1/counts/open-by-priority (PORT-01): the open requests the caller may see, by priority. */
export type OpenRequestsByPriority = Record<MaintenancePriority, number>;
