import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MaintenanceCounts, MaintenanceRequestBody, MaintenanceStatus, Page } from '@pm/contracts';
import { OPEN_MAINTENANCE_STATUSES } from '@pm/kit';
import { In, Repository } from 'typeorm';
import { pageSize, readCursor, slicePage } from '@pm/kit';
import { MaintenanceRequestEntity } from './maintenance-request.entity';
import { MaintenanceRequestNotFoundException } from './requests.errors';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isInstant = (key: string) => ISO_INSTANT.test(key) && !Number.isNaN(Date.parse(key));

function toRequestBody(entity: MaintenanceRequestEntity): MaintenanceRequestBody {
  return {
    id: entity.id,
    companyId: entity.companyId,
    propertyId: entity.propertyId,
    reference: entity.reference,
    title: entity.title,
    description: entity.description,
    category: entity.category,
    priority: entity.priority,
    status: entity.status,
    slaDueAt: entity.slaDueAt.toISOString(),
    reportedAt: entity.reportedAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

export interface ListRequestsFilter {
  limit?: number;
  cursor?: string;
  status?: MaintenanceStatus[];
}

@Injectable()
export class RequestsService {
  constructor(
    @InjectRepository(MaintenanceRequestEntity) private readonly requests: Repository<MaintenanceRequestEntity>,
  ) {}

  /** Newest first: keyset over (reported_at, id), both descending. */
  async list(companyId: string, filter: ListRequestsFilter): Promise<Page<MaintenanceRequestBody>> {
    const limit = pageSize(filter.limit);
    const after = readCursor(filter.cursor, isInstant);
    const statuses = filter.status?.length ? filter.status : null;
    const qb = this.requests
      .createQueryBuilder('r')
      .where('r.companyId = :companyId', { companyId })
      .orderBy('r.reportedAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(limit + 1);
    if (statuses) qb.andWhere('r.status IN (:...statuses)', { statuses });
    const countQuery = qb.clone().orderBy().limit(undefined);
    if (after)
      qb.andWhere('(r.reportedAt, r.id) < (CAST(:key AS timestamptz), CAST(:id AS uuid))', {
        key: after.key,
        id: after.id,
      });
    const [rows, total] = await Promise.all([qb.getMany(), countQuery.getCount()]);
    const page = slicePage(rows, limit, (row) => row.reportedAt.toISOString());
    return { items: page.rows.map(toRequestBody), nextCursor: page.nextCursor, total };
  }

  async get(companyId: string, id: string): Promise<MaintenanceRequestBody> {
    const row = await this.requests.findOneBy({ companyId, id });
    if (!row) throw new MaintenanceRequestNotFoundException();
    return toRequestBody(row);
  }

  async counts(companyId: string): Promise<MaintenanceCounts> {
    const [open, total] = await Promise.all([
      this.requests.countBy({ companyId, status: In([...OPEN_MAINTENANCE_STATUSES]) }),
      this.requests.countBy({ companyId }),
    ]);
    return { open, total };
  }
}
