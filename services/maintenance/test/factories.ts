import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { MaintenanceRequestEntity } from '../src/maintenance-requests/maintenance-request.entity';
import { slaDueAt } from '../src/maintenance-requests/sla';

let sequence = 0;

/** A request of the given company; references are unique within the test run. */
export async function createRequest(
  dataSource: DataSource,
  companyId: string,
  overrides: Partial<MaintenanceRequestEntity> = {},
): Promise<MaintenanceRequestEntity> {
  sequence += 1;
  const priority = overrides.priority ?? 'routine';
  const reportedAt = overrides.reportedAt ?? new Date(Date.now() - sequence * 60_000);
  const repo = dataSource.getRepository(MaintenanceRequestEntity);
  return repo.save(
    repo.create({
      companyId,
      propertyId: randomUUID(),
      reference: `MR-T${sequence}-${randomUUID().slice(0, 6)}`,
      title: 'No hot water',
      description: 'The hot taps run cold.',
      category: 'Plumbing',
      priority,
      status: 'reported',
      reporterUserId: null,
      reportedAt,
      slaDueAt: slaDueAt(priority, reportedAt),
      ...overrides,
    }),
  );
}
