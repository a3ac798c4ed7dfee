import type { MaintenancePriority } from '@pm/contracts';

const HOUR_MS = 3_600_000;

const SLA_HOURS: Readonly<Record<MaintenancePriority, number>> = {
  emergency: 24,
  urgent: 72,
  routine: 28 * 24,
};

export function slaDueAt(priority: MaintenancePriority, reportedAt: Date): Date {
  return new Date(reportedAt.getTime() + SLA_HOURS[priority] * HOUR_MS);
}
