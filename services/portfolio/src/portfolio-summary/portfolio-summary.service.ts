import { Injectable } from '@nestjs/common';
import {
  PROPERTY_COMPLIANCE_FILTERS,
  PROPERTY_STATUSES,
  type CallerContext,
  type PortfolioComplianceFigures,
  type PortfolioSummaryBody,
  type PropertyComplianceBody,
  type PropertyComplianceFilter,
  type PropertyStatus,
} from '@pm/contracts';
import { Db, visibilityOf, whereVisible } from '@pm/kit';
import { londonToday } from '../compliance/calendar-date';
import { complianceGroup } from '../compliance-items/compliance-group';
import { ComplianceItemsService } from '../compliance-items/compliance-items.service';
import { PropertyEntity } from '../properties/property.entity';

const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function complianceFigures(assessed: readonly PropertyComplianceBody[]): PortfolioComplianceFigures {
  const groups = Object.fromEntries(PROPERTY_COMPLIANCE_FILTERS.map((group) => [group, 0])) as Record<
    PropertyComplianceFilter,
    number
  >;
  for (const { summary } of assessed) groups[complianceGroup(summary.worst)] += 1;
  const { compliant, expiring, expired, missing } = groups;
  return {
    fullyCompliant: compliant,
    fullyCompliantShare: shareOf(compliant, assessed.length),
    expiring,
    expired,
    missing,
  };
}

/**
 * PORT-01: the portfolio at a glance, of the properties in use the caller may see (ISO-02). Counts and the rent
 * roll are one grouped query; compliance comes from the nations' rules, which live in code, so each property is
 * assessed here, in the service, and only the figures leave it.
 */
@Injectable()
export class PortfolioSummaryService {
  constructor(
    private readonly db: Db,
    private readonly compliance: ComplianceItemsService,
  ) {}

  async summary(caller: CallerContext): Promise<PortfolioSummaryBody> {
    const asOf = londonToday();
    const query = this.db
      .repository(PropertyEntity)
      .createQueryBuilder('p')
      .select('p.status', 'status')
      .addSelect('count(*)::int', 'n')
      .addSelect('coalesce(sum(p.monthly_rent_pence), 0)::bigint', 'rent')
      .where('p.companyId = :companyId', { companyId: caller.companyId })
      .andWhere('p.archivedAt IS NULL')
      .groupBy('p.status');
    const rows = await whereVisible(query, visibilityOf(caller, 'property'), { ids: 'p.id' }).getRawMany<{
      status: PropertyStatus;
      n: number;
      rent: string;
    }>();
    const byStatus = Object.fromEntries(PROPERTY_STATUSES.map((status) => [status, 0])) as Record<
      PropertyStatus,
      number
    >;
    let rentRollPencePerMonth = 0;
    for (const row of rows) {
      byStatus[row.status] = row.n;
      if (row.status === 'let') rentRollPencePerMonth = Number(row.rent);
    }
    const properties = rows.reduce((sum, row) => sum + row.n, 0);
    return {
      asOf,
      properties,
      byStatus,
      occupancyRate: shareOf(byStatus.let, properties),
      rentRollPencePerMonth,
      compliance: complianceFigures(await this.compliance.inUse(caller)),
    };
  }
}
