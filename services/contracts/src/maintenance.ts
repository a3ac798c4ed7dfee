export type MaintenancePriority = 'emergency' | 'urgent' | 'routine';
export type MaintenanceStatus =
  'reported' | 'triaged' | 'offered' | 'scheduled' | 'in_progress' | 'completed' | 'closed' | 'on_hold' | 'cancelled';

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
