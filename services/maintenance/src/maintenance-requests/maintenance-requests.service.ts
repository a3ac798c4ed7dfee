import { Injectable } from '@nestjs/common';
import {
  MAINTENANCE_PRIORITIES,
  OPEN_MAINTENANCE_STATUSES,
  type CallerContext,
  type MaintenancePriority,
  type MaintenanceCounts,
  type MaintenanceRequestBody,
  type MaintenanceStatus,
  type OpenRequestsByPriority,
  type Page,
  type PageQuery,
} from '@pm/contracts';
import { Db, keysetPage, newestFirst, visibilityOf, whereVisible } from '@pm/kit';
import { MaintenanceRequestEntity } from './maintenance-request.entity';
import { MaintenanceRequestNotFoundException } from './maintenance-requests.errors';

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

export interface ListMaintenanceRequestsFilter extends PageQuery {
  status?: MaintenanceStatus[];
}

@Injectable()
export class MaintenanceRequestsService {
  constructor(private readonly db: Db) {}

  /** An owner sees the requests of their properties, a tenant the ones they reported, a trade their jobs. */
  private visible(caller: CallerContext) {
    const query = this.db
      .repository(MaintenanceRequestEntity)
      .createQueryBuilder('r')
      .where('r.companyId = :companyId', { companyId: caller.companyId });
    return whereVisible(query, visibilityOf(caller, 'maintenanceRequest'), {
      propertyIds: 'r.propertyId',
      reporterUserIds: 'r.reporterUserId',
    });
  }

  list(caller: CallerContext, filter: ListMaintenanceRequestsFilter): Promise<Page<MaintenanceRequestBody>> {
    const filtered = () => {
      const qb = this.visible(caller);
      if (filter.status?.length) qb.andWhere('r.status IN (:...statuses)', { statuses: filter.status });
      return qb;
    };
    return keysetPage(filtered, newestFirst('r.reported_at'), filter, toRequestBody);
  }

  async get(caller: CallerContext, id: string): Promise<MaintenanceRequestBody> {
    const row = await this.visible(caller).andWhere('r.id = :id', { id }).getOne();
    if (!row) throw new MaintenanceRequestNotFoundException();
    return toRequestBody(row);
  }

  async counts(caller: CallerContext): Promise<MaintenanceCounts> {
    const [open, total] = await Promise.all([
      this.visible(caller).andWhere('r.status IN (:...open)', { open: OPEN_MAINTENANCE_STATUSES }).getCount(),
      this.visible(caller).getCount(),
    ]);
    return { open, total };
  }

  /** PORT-01: one grouped count over what the caller may see; a priority without open requests answers 0. */
  async openByPriority(caller: CallerContext): Promise<OpenRequestsByPriority> {
    const rows = await this.visible(caller)
      .andWhere('r.status IN (:...open)', { open: OPEN_MAINTENANCE_STATUSES })
      .select('r.priority', 'priority')
      .addSelect('count(*)::int', 'n')
      .groupBy('r.priority')
      .getRawMany<{ priority: MaintenancePriority; n: number }>();
    const counts = Object.fromEntries(MAINTENANCE_PRIORITIES.map((p) => [p, 0])) as OpenRequestsByPriority;
    for (const row of rows) counts[row.priority] = row.n;
    return counts;
  }
}
