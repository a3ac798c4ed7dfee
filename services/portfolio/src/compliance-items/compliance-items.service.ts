import { Injectable } from '@nestjs/common';
import {
  COMPLIANCE_EXEMPTIONS,
  type CallerContext,
  type ComplianceItemStateBody,
  type MarkComplianceExemptRequest,
  type PropertyComplianceBody,
  type RecordComplianceItemRequest,
} from '@pm/contracts';
import { AppException, Db, inOrderAsked, seesWholeCompany, visibilityOf, whereVisible } from '@pm/kit';
import { In } from 'typeorm';
import { type CalendarDate, daysBetween, londonToday } from '../compliance/calendar-date';
import type { PropertyFacts } from '../compliance/compliance-rule';
import { assessCompliance, type ComplianceRecord, type PropertyCompliance } from '../compliance/property-compliance';
import { DocumentEntity } from '../documents/document.entity';
import { LeaseEntity } from '../leases/lease.entity';
import { PropertyEntity } from '../properties/property.entity';
import { ComplianceItemEntity } from './compliance-item.entity';
import { ComplianceAlertsService } from '../compliance-alerts/compliance-alerts.service';
import { complianceFieldError, CompliancePropertyNotFoundException } from './compliance-items.errors';

/** What the rules read of a property (PropertyFacts), selected by name. */
const FACT_COLUMNS = [
  'id',
  'nation',
  'type',
  'status',
  'hasGasSupply',
  'licence',
  'hasCommonParts',
  'epcRating',
  'epcMinimumExempt',
] as const satisfies readonly (keyof PropertyEntity)[];
type FactsRow = Pick<PropertyEntity, (typeof FACT_COLUMNS)[number]>;

type ItemRecord = ComplianceRecord & { entity: ComplianceItemEntity };

function factsOf(row: FactsRow, tenancyStartDate: CalendarDate | null): PropertyFacts {
  return {
    nation: row.nation,
    hasGasSupply: row.hasGasSupply,
    isHmo: row.type === 'hmo',
    licence: row.licence,
    hasCommonParts: row.hasCommonParts,
    isLet: row.status === 'let' || row.status === 'under_offer',
    tenancyStartDate,
    epcRating: row.epcRating,
    epcMinimumExempt: row.epcMinimumExempt,
  };
}

/**
 * The tenancy a check at each tenancy start is for: the current one (the latest start among active and ending
 * tenancies), or between tenancies the agreed next one (the earliest draft).
 */
function tenancyStarts(leases: readonly Pick<LeaseEntity, 'propertyId' | 'status' | 'startDate'>[]) {
  const current = new Map<string, CalendarDate>();
  const next = new Map<string, CalendarDate>();
  for (const lease of leases) {
    const into = lease.status === 'draft' ? next : current;
    const known = into.get(lease.propertyId);
    const later =
      lease.status === 'draft' ? known === undefined || lease.startDate < known : !known || lease.startDate > known;
    if (later) into.set(lease.propertyId, lease.startDate);
  }
  return (propertyId: string) => current.get(propertyId) ?? next.get(propertyId) ?? null;
}

function toRecord(entity: ComplianceItemEntity): ItemRecord {
  return {
    type: entity.type,
    issuedDate: entity.issuedDate,
    expiryDate: entity.expiryDate,
    exemptReason: entity.exemptReason,
    entity,
  };
}

/**
 * CMP-01, CMP-02: records compliance items and exemptions, and computes each property's items and summary
 * from its facts, its tenancy and its records with the rules of its nation, on today's date in Europe/London.
 * Every method takes the caller first and reads only properties the caller may see (ISO-02); the rest answer
 * as not found.
 */
@Injectable()
export class ComplianceItemsService {
  constructor(
    private readonly db: Db,
    private readonly alerts: ComplianceAlertsService,
  ) {}

  async record(caller: CallerContext, propertyId: string, body: RecordComplianceItemRequest) {
    await this.writable(caller, propertyId);
    const today = londonToday();
    if (daysBetween(today, body.issuedOn) > 0) {
      throw complianceFieldError('issuedOn', 'The issued date cannot be in the future');
    }
    if (body.expiresOn && daysBetween(body.issuedOn, body.expiresOn) <= 0) {
      throw complianceFieldError('expiresOn', 'The expiry date must be after the issued date');
    }
    if (body.documentId) await this.assertCertificateDocument(caller, propertyId, body.documentId);
    const recordId = await this.insert(caller, propertyId, {
      type: body.type,
      issuedDate: body.issuedOn,
      expiryDate: body.expiresOn ?? null,
      reference: body.reference ?? null,
      documentId: body.documentId ?? null,
    });
    const compliance = await this.ofProperty(caller, propertyId);
    await this.alerts.closeForNewRecord(caller, compliance, body.type, recordId, 'renewed');
    return compliance;
  }

  /** The certificate's file is a document (DOC-01) of this very property, never another's or another company's. */
  private async assertCertificateDocument(caller: CallerContext, propertyId: string, documentId: string) {
    const found = await this.db.repository(DocumentEntity).findOne({
      select: { id: true },
      where: { companyId: caller.companyId, id: documentId, parentType: 'property', parentId: propertyId },
    });
    if (!found) throw complianceFieldError('documentId', 'Choose a document of this property');
  }

  async markExempt(caller: CallerContext, propertyId: string, body: MarkComplianceExemptRequest) {
    await this.writable(caller, propertyId);
    const reasons = COMPLIANCE_EXEMPTIONS[body.type];
    if (!reasons.includes(body.reason)) {
      throw complianceFieldError('reason', `This item may be exempt only for: ${reasons.join(', ')}`);
    }
    if (body.reason === 'other' && !body.note) {
      throw complianceFieldError('note', 'Say why the property does not need this item');
    }
    if (body.expiresOn && daysBetween(londonToday(), body.expiresOn) <= 0) {
      throw complianceFieldError('expiresOn', 'The exemption must end after today');
    }
    const recordId = await this.insert(caller, propertyId, {
      type: body.type,
      issuedDate: null,
      expiryDate: body.expiresOn ?? null,
      exemptReason: body.reason,
      exemptNote: body.note ?? null,
    });
    const compliance = await this.ofProperty(caller, propertyId);
    await this.alerts.closeForNewRecord(caller, compliance, body.type, recordId, 'exempted');
    return compliance;
  }

  async ofProperty(caller: CallerContext, propertyId: string): Promise<PropertyComplianceBody> {
    const [compliance] = await this.assess(caller, [propertyId], true, true);
    return compliance!;
  }

  /** Properties the caller may not see, of another company or unknown are left out. */
  batch(caller: CallerContext, propertyIds: string[], withItems: boolean): Promise<PropertyComplianceBody[]> {
    return this.assess(caller, propertyIds, withItems, false);
  }

  /** Only the company's staff record items (the bff refuses the rest first; row-level security holds it too). */
  private async writable(caller: CallerContext, propertyId: string): Promise<void> {
    if (!seesWholeCompany(caller)) throw new AppException(403, 'FORBIDDEN', 'Only the agency records compliance');
    await this.facts(caller, [propertyId], true);
  }

  private async insert(caller: CallerContext, propertyId: string, record: Partial<ComplianceItemEntity>) {
    await this.alerts.lockCompany(caller.companyId, 'change');
    const repo = this.db.repository(ComplianceItemEntity);
    const result = await repo.insert(
      repo.create({ ...record, companyId: caller.companyId, propertyId, recordedByUserId: caller.userId }),
    );
    return (result.identifiers[0] as { id: string }).id;
  }

  /** PORT-01: the summary of every property in use (not archived) that the caller may see. */
  async inUse(caller: CallerContext): Promise<PropertyComplianceBody[]> {
    const rows = await this.factsQuery(caller).andWhere('p.archivedAt IS NULL').getMany();
    return this.assessRows(caller.companyId, rows, false);
  }

  /**
   * CMP-03: every property of the company in use, with its items on `today`, for the alert scan, which runs as
   * the company itself (no caller) in a transaction of that company.
   */
  async companyInUse(companyId: string, today: CalendarDate): Promise<PropertyComplianceBody[]> {
    const rows = await this.db
      .repository(PropertyEntity)
      .createQueryBuilder('p')
      .select(FACT_COLUMNS.map((column) => `p.${column}`))
      .where('p.companyId = :companyId AND p.archivedAt IS NULL', { companyId })
      .getMany();
    return this.assessRows(companyId, rows, true, today);
  }

  private factsQuery(caller: CallerContext) {
    const query = this.db
      .repository(PropertyEntity)
      .createQueryBuilder('p')
      .select(FACT_COLUMNS.map((column) => `p.${column}`))
      .where('p.companyId = :companyId', { companyId: caller.companyId });
    return whereVisible(query, visibilityOf(caller, 'property'), { ids: 'p.id' });
  }

  private async facts(caller: CallerContext, ids: string[], required: boolean): Promise<FactsRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.factsQuery(caller).andWhere('p.id IN (:...ids)', { ids }).getMany();
    if (required && rows.length !== new Set(ids).size) throw new CompliancePropertyNotFoundException();
    return inOrderAsked(rows, ids);
  }

  private async assess(
    caller: CallerContext,
    ids: string[],
    withItems: boolean,
    required: boolean,
  ): Promise<PropertyComplianceBody[]> {
    return this.assessRows(caller.companyId, await this.facts(caller, ids, required), withItems);
  }

  private async assessRows(
    companyId: string,
    properties: FactsRow[],
    withItems: boolean,
    today: CalendarDate = londonToday(),
  ): Promise<PropertyComplianceBody[]> {
    if (properties.length === 0) return [];
    const visibleIds = properties.map((p) => p.id);
    // One transaction's connection: the two reads run one after the other.
    const leases = await this.db.repository(LeaseEntity).find({
      select: { propertyId: true, status: true, startDate: true },
      where: { companyId, propertyId: In(visibleIds), status: In(['draft', 'active', 'ending']) },
    });
    const records = await this.db.repository(ComplianceItemEntity).find({
      where: { companyId, propertyId: In(visibleIds) },
      order: { recordedAt: 'ASC', id: 'ASC' },
    });
    const tenancyStartOf = tenancyStarts(leases);
    const recordsOf = new Map<string, ItemRecord[]>();
    for (const entity of records)
      recordsOf.set(entity.propertyId, [...(recordsOf.get(entity.propertyId) ?? []), toRecord(entity)]);
    return properties.map((property) => {
      const assessed = assessCompliance(
        factsOf(property, tenancyStartOf(property.id)),
        recordsOf.get(property.id) ?? [],
        today,
      );
      return {
        propertyId: property.id,
        asOf: today,
        ...(withItems ? { items: assessed.items.map(toItemState) } : {}),
        summary: assessed.summary,
      };
    });
  }
}

function toItemState(item: PropertyCompliance<ItemRecord>['items'][number]): ComplianceItemStateBody {
  const record = item.record?.entity ?? null;
  return {
    type: item.type,
    needed: item.needed,
    status: item.status,
    expiresOn: item.dueDate,
    problem: item.problem,
    basis: item.basis,
    recordId: record?.id ?? null,
    issuedOn: record?.issuedDate ?? null,
    reference: record?.reference ?? null,
    documentId: record?.documentId ?? null,
    exemptReason: record?.exemptReason ?? null,
    exemptNote: record?.exemptNote ?? null,
    recordedAt: record?.recordedAt.toISOString() ?? null,
  };
}
