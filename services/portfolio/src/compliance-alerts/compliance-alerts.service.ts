import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  ComplianceAlertBody,
  ComplianceAlertCloseReason,
  ComplianceAlertQuery,
  ComplianceAlertThreshold,
  ComplianceItemType,
  Page,
  PropertyComplianceBody,
} from '@pm/contracts';
import { alphabetical, Db, leanKeysetPage, newestFirst, seesWholeCompany, visibilityOf, whereVisible } from '@pm/kit';
import { IsNull } from 'typeorm';
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import type { WantedAlert } from '../compliance/alert-threshold';
import { ComplianceAlertEntity } from './compliance-alert.entity';

interface AlertRow {
  id: string;
  propertyId: string;
  reference: string;
  addressLine1: string;
  itemType: ComplianceItemType;
  threshold: ComplianceAlertThreshold;
  expiresOn: string | null;
  raisedAt: Date;
  closedAt: Date | null;
  closeReason: ComplianceAlertCloseReason | null;
}

/**
 * The urgency order as one text key (keyset pages need one): the threshold's rank, then the expiry date, so the
 * longest overdue and the soonest due come first; a missing item has no date.
 */
const URGENCY_KEY = `(CASE a.threshold WHEN 'expired' THEN '0' WHEN 'missing' THEN '1' WHEN 'expiring_7' THEN '2' ELSE '3' END || COALESCE(to_char(a.expiry_date, 'YYYY-MM-DD'), '')) COLLATE "C"`;

function toAlertBody(row: AlertRow): ComplianceAlertBody {
  return {
    id: row.id,
    property: { id: row.propertyId, reference: row.reference, addressLine1: row.addressLine1 },
    itemType: row.itemType,
    threshold: row.threshold,
    expiresOn: row.expiresOn,
    raisedAt: row.raisedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closeReason: row.closeReason,
  };
}

/** Who closes or raises: a caller, or the company's daily scan (no user). */
export type AlertActor = Pick<CallerContext, 'companyId'> & { userId: string | null };

export interface RaisedAlert extends WantedAlert {
  propertyId: string;
  itemType: ComplianceItemType;
}

/**
 * CMP-03: the company's compliance alerts. The scan raises them (`raise`), recording a newer certificate or an
 * exemption closes them in its own transaction (`closeForNewRecord`), and staff and owners list them (ISO-02:
 * an owner their properties' alerts, a tenant or a trade none). Every raise and close is audited.
 */
@Injectable()
export class ComplianceAlertsService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
  ) {}

  /**
   * Orders a company's scan and the changes that close alerts (recording an item, archiving a property): the
   * scan holds the company's lock alone for its transaction, a change shares it. Without it a scan that read the
   * items before a certificate was recorded could raise its alert just after the recording closed the others.
   */
  async lockCompany(companyId: string, mode: 'scan' | 'change'): Promise<void> {
    const lock = mode === 'scan' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
    await this.db.manager.query(`SELECT ${lock}(hashtext('pm-compliance-alerts'), hashtext($1))`, [companyId]);
  }

  list(caller: CallerContext, query: ComplianceAlertQuery): Promise<Page<ComplianceAlertBody>> {
    const filtered = () => {
      const qb = this.db
        .repository(ComplianceAlertEntity)
        .createQueryBuilder('a')
        .innerJoin('property', 'p', 'p.id = a.property_id AND p.company_id = a.company_id')
        .where('a.companyId = :companyId', { companyId: caller.companyId });
      // A tenant's home is among their links, but its compliance alerts are the agency's and the owner's.
      if (!seesWholeCompany(caller) && caller.role !== 'owner') qb.andWhere('false');
      whereVisible(qb, visibilityOf(caller, 'property'), { ids: 'a.propertyId' });
      if (query.open !== undefined) qb.andWhere(query.open ? 'a.closedAt IS NULL' : 'a.closedAt IS NOT NULL');
      if (query.propertyId) qb.andWhere('a.propertyId = :propertyId', { propertyId: query.propertyId });
      return qb;
    };
    return leanKeysetPage<AlertRow, ComplianceAlertBody>(
      this.db,
      filtered,
      (qb) =>
        qb
          .select('a.id', 'id')
          .addSelect('a.propertyId', 'propertyId')
          .addSelect('p.reference', 'reference')
          .addSelect('p.address_line1', 'addressLine1')
          .addSelect('a.itemType', 'itemType')
          .addSelect('a.threshold', 'threshold')
          .addSelect(`to_char(a.expiry_date, 'YYYY-MM-DD')`, 'expiresOn')
          .addSelect('a.raisedAt', 'raisedAt')
          .addSelect('a.closedAt', 'closedAt')
          .addSelect('a.closeReason', 'closeReason'),
      query.order === 'urgency' ? alphabetical(URGENCY_KEY) : newestFirst('a.raisedAt'),
      query,
      toAlertBody,
    );
  }

  /** Inserts each alert unless it was ever raised before (the unique index): answers those that were new. */
  async raise(actor: AlertActor, alerts: RaisedAlert[]): Promise<(RaisedAlert & { id: string })[]> {
    if (alerts.length === 0) return [];
    const result = await this.db
      .repository(ComplianceAlertEntity)
      .createQueryBuilder()
      .insert()
      .values(
        alerts.map((alert) => ({
          companyId: actor.companyId,
          propertyId: alert.propertyId,
          itemType: alert.itemType,
          expiryDate: alert.expiryDate,
          threshold: alert.threshold,
        })),
      )
      .orIgnore()
      .returning(
        `"id", "property_id" AS "propertyId", "item_type" AS "itemType", to_char("expiry_date", 'YYYY-MM-DD') AS "expiryDate", "threshold"`,
      )
      .execute();
    const raised = result.raw as (RaisedAlert & { id: string })[];
    for (const alert of raised) {
      await this.audit.record({
        actor,
        action: 'compliance_alert.raised',
        subjectType: 'complianceAlert',
        subjectId: alert.id,
        data: {
          propertyId: alert.propertyId,
          itemType: alert.itemType,
          threshold: alert.threshold,
          expiresOn: alert.expiryDate,
        },
      });
    }
    return raised;
  }

  /** The company's open alerts, for the scan to compare with what the items call for now. */
  open(companyId: string): Promise<ComplianceAlertEntity[]> {
    return this.db
      .repository(ComplianceAlertEntity)
      .createQueryBuilder('a')
      .where('a.companyId = :companyId AND a.closedAt IS NULL', { companyId })
      .orderBy('a.raisedAt', 'ASC')
      .getMany();
  }

  /**
   * Closes alerts still open (another transaction may have closed one meanwhile: then it is left as it was);
   * answers how many this call closed.
   */
  async close(actor: AlertActor, ids: string[], reason: ComplianceAlertCloseReason): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .repository(ComplianceAlertEntity)
      .createQueryBuilder()
      .update()
      .set({ closedAt: () => 'now()', closeReason: reason, closedByUserId: actor.userId })
      .where('companyId = :companyId AND id IN (:...ids) AND closedAt IS NULL', { companyId: actor.companyId, ids })
      .returning(['id'])
      .execute();
    const closed = (result.raw as { id: string }[]).map((row) => row.id);
    for (const id of closed) {
      await this.audit.record({
        actor,
        action: 'compliance_alert.closed',
        subjectType: 'complianceAlert',
        subjectId: id,
        data: { reason },
      });
    }
    return closed.length;
  }

  /**
   * CMP-03: a certificate or exemption just recorded closes the item's open alerts when it is now the item's
   * current record (an older certificate entered late changes nothing). The next scan raises afresh if the new
   * record is itself expiring.
   */
  async closeForNewRecord(
    caller: CallerContext,
    compliance: PropertyComplianceBody,
    itemType: ComplianceItemType,
    recordId: string,
    reason: Extract<ComplianceAlertCloseReason, 'renewed' | 'exempted'>,
  ): Promise<void> {
    const item = compliance.items?.find((candidate) => candidate.type === itemType);
    if (item?.recordId !== recordId) return;
    await this.closeOpen(caller, compliance.propertyId, reason, itemType);
  }

  /** Closes the property's open alerts (of one item, when given) in the caller's transaction. */
  async closeOpen(
    actor: AlertActor,
    propertyId: string,
    reason: ComplianceAlertCloseReason,
    itemType?: ComplianceItemType,
  ): Promise<number> {
    const open = await this.db.repository(ComplianceAlertEntity).find({
      select: { id: true },
      where: { companyId: actor.companyId, propertyId, closedAt: IsNull(), ...(itemType ? { itemType } : {}) },
    });
    return this.close(
      actor,
      open.map((alert) => alert.id),
      reason,
    );
  }
}
