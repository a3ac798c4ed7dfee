import { MaintenanceCategoryEntity } from '../categories/maintenance-category.entity';
import { MaintenanceRequestEntity } from '../requests/maintenance-request.entity';
import { Initial1767225600000 } from './migrations/1767225600000-initial';

export const MAINTENANCE_SCHEMA = 'maintenance';
export const MAINTENANCE_ENTITIES = [MaintenanceRequestEntity, MaintenanceCategoryEntity];
export const MAINTENANCE_MIGRATIONS = [Initial1767225600000];
