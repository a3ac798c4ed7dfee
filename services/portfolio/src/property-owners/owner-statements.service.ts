import { Injectable } from '@nestjs/common';
import { type CallerContext, type OwnerStatementBody, STATEMENT_MONTH_PATTERN } from '@pm/contracts';
import { Db } from '@pm/kit';
import { londonToday } from '../compliance/calendar-date';
import { LeaseEntity } from '../leases/lease.entity';
import { RentPaymentEntity } from '../leases/rent-payment.entity';
import { PropertyEntity } from '../properties/property.entity';
import { buildOwnerStatement, monthRange } from './owner-statement';
import { PropertyOwnerFieldException } from './property-owners.errors';
import { PropertyOwnersService } from './property-owners.service';
import { repairCostsFor } from './repair-costs';

const STATEMENT_MONTH_MESSAGES = {
  shape: 'Enter a month as YYYY-MM, such as 2026-10',
  future: 'Choose this month or an earlier one: a statement covers rent already received',
} as const;

/** A month the statement may cover: `YYYY-MM`, from 2000 and not after this month in Europe/London. */
export function checkStatementMonth(month: string, today: string = londonToday()): void {
  if (!STATEMENT_MONTH_PATTERN.test(month) || month < '2000-01') {
    throw new PropertyOwnerFieldException({ month: [STATEMENT_MONTH_MESSAGES.shape] });
  }
  if (month > today.slice(0, 7)) throw new PropertyOwnerFieldException({ month: [STATEMENT_MONTH_MESSAGES.future] });
}

/** OWN-02: an owner's statement for a month, for the company's staff and the owner themselves (ISO-02). */
@Injectable()
export class OwnerStatementsService {
  constructor(
    private readonly db: Db,
    private readonly owners: PropertyOwnersService,
  ) {}

  async statement(caller: CallerContext, ownerId: string, month: string): Promise<OwnerStatementBody> {
    checkStatementMonth(month);
    const owner = await this.owners.findVisible(caller, ownerId);
    const { from, to } = monthRange(month);
    const rentReceived = await this.rentReceived(caller, ownerId, from, to);
    // The owner's properties now, and an archived one only when rent of the month came in for it.
    const properties = (
      await this.db
        .repository(PropertyEntity)
        .createQueryBuilder('p')
        .where('p.companyId = :companyId AND p.ownerId = :ownerId', { companyId: caller.companyId, ownerId })
        .orderBy('p.reference', 'ASC')
        .addOrderBy('p.id', 'ASC')
        .getMany()
    ).filter((property) => property.archivedAt === null || rentReceived.has(property.id));
    const repairCosts = await repairCostsFor(
      caller,
      properties.map((property) => property.id),
      month,
    );
    return buildOwnerStatement({ owner, month, properties, rentReceived, repairCosts });
  }

  /** Pence received per property of the owner, from payments of its tenancies with `from <= paidOn < to`. */
  private async rentReceived(caller: CallerContext, ownerId: string, from: string, to: string) {
    const rows = await this.db
      .repository(RentPaymentEntity)
      .createQueryBuilder('rp')
      .innerJoin(LeaseEntity, 'l', 'l.id = rp.leaseId AND l.companyId = rp.companyId')
      .innerJoin(PropertyEntity, 'p', 'p.id = l.propertyId AND p.companyId = l.companyId')
      .select('p.id', 'propertyId')
      .addSelect('SUM(rp.amountPence)::bigint', 'pence')
      .where('rp.companyId = :companyId AND p.ownerId = :ownerId', { companyId: caller.companyId, ownerId })
      .andWhere('rp.paidOn >= :from AND rp.paidOn < :to', { from, to })
      .groupBy('p.id')
      .getRawMany<{ propertyId: string; pence: string }>();
    return new Map(rows.map((row) => [row.propertyId, Number(row.pence)]));
  }
}
