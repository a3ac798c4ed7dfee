import { paths } from '@/config/paths';
import type { MaintenancePriority, PropertyComplianceFilter, PropertyStatus } from '@/gql/types';

/** The filtered list behind each figure (PORT-01); the lists keep their filters in the URL (ISO-03). */
export const figureLinks = {
  properties: paths.properties,
  status: (status: PropertyStatus) => `${paths.properties}?${new URLSearchParams({ status })}`,
  compliance: (compliance: PropertyComplianceFilter) => `${paths.properties}?${new URLSearchParams({ compliance })}`,
  repairs: paths.maintenance,
  priority: (priority: MaintenancePriority) => `${paths.maintenance}?${new URLSearchParams({ priority })}`,
};
