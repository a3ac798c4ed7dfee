import { MaintenanceCategoryEntity } from '../maintenance-categories/maintenance-category.entity';
import { MaintenanceRequestEntity } from '../maintenance-requests/maintenance-request.entity';
import { Initial1767225600000 } from './migrations/1767225600000-initial';
import { RowLevelSecurity1795830000000 } from './migrations/1795830000000-row-level-security';
import { RoleVisibility1795916400000 } from './migrations/1795916400000-role-visibility';

export const MAINTENANCE_SCHEMA = 'maintenance';
export const MAINTENANCE_ENTITIES = [MaintenanceRequestEntity, MaintenanceCategoryEntity];
export const MAINTENANCE_MIGRATIONS = [
  Initial1767225600000,
  RowLevelSecurity1795830000000,
  RoleVisibility1795916400000,
];
