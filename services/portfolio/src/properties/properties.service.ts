import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreatePropertyRequest,
  Nation,
  Page,
  PageQuery,
  PortfolioCounts,
  PropertyBody,
  PropertyComplianceFilter,
  PropertyHistoryEntryBody,
  PropertyListQuery,
  PropertyOwnerRef,
  PropertySort,
  PropertySortKey,
  UpdatePropertyRequest,
} from '@pm/contracts';
import {
  alphabetical,
  AppException,
  Db,
  inOrderAsked,
  type KeysetOrder,
  leanKeysetPage,
  likePattern,
  newestFirst,
  seesWholeCompany,
  selectColumns,
  visibilityOf,
  visibleCondition,
  whereVisible,
} from '@pm/kit';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import { BuildingFactorEntity } from '../building-factors/building-factor.entity';
import { complianceGroup } from '../compliance-items/compliance-group';
import { ComplianceAlertsService } from '../compliance-alerts/compliance-alerts.service';
import { ComplianceItemsService } from '../compliance-items/compliance-items.service';
import { LeaseEntity } from '../leases/lease.entity';
import { PropertyOwnerEntity } from '../property-owners/property-owner.entity';
import { nationOfPostcode } from './nation';
import { PropertyFieldException, PropertyNotFoundException } from './properties.errors';
import { PropertyEntity } from './property.entity';
import { changedFields, changesAnything } from '../audit/field-changes';

/** The columns of a PropertyBody, selected by name on the lean path (no notes, no compliance fields). */
const BODY_COLUMNS = [
  'id',
  'companyId',
  'reference',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'nation',
  'type',
  'bedrooms',
  'bathrooms',
  'furnished',
  'status',
  'ownerId',
  'buildingFactorId',
  'monthlyRentPence',
  'hasGasSupply',
  'licence',
  'hasCommonParts',
  'epcRating',
  'epcMinimumExempt',
  'archivedAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PropertyEntity)[];

type PropertyRow = Pick<PropertyEntity, (typeof BODY_COLUMNS)[number]> & {
  ownerRefId?: string | null;
  ownerName?: string | null;
  ownerEmail?: string | null;
  ownerPhone?: string | null;
};

function toOwnerRef(row: PropertyRow): PropertyOwnerRef | null {
  if (!row.ownerRefId) return null;
  return { id: row.ownerRefId, name: row.ownerName!, email: row.ownerEmail ?? null, phone: row.ownerPhone ?? null };
}

function toPropertyBody(entity: PropertyRow): PropertyBody {
  return {
    id: entity.id,
    companyId: entity.companyId,
    reference: entity.reference,
    addressLine1: entity.addressLine1,
    addressLine2: entity.addressLine2,
    city: entity.city,
    postcode: entity.postcode,
    nation: entity.nation,
    type: entity.type,
    bedrooms: entity.bedrooms,
    bathrooms: entity.bathrooms,
    furnished: entity.furnished,
    status: entity.status,
    ownerId: entity.ownerId,
    buildingFactorId: entity.buildingFactorId,
    monthlyRentPence: entity.monthlyRentPence,
    hasGasSupply: entity.hasGasSupply,
    licence: entity.licence,
    hasCommonParts: entity.hasCommonParts,
    epcRating: entity.epcRating,
    epcMinimumExempt: entity.epcMinimumExempt,
    archivedAt: entity.archivedAt ? entity.archivedAt.toISOString() : null,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
    ...('ownerRefId' in entity ? { owner: toOwnerRef(entity) } : {}),
  };
}

/** The id column of a property query: an owner's or tenant's view is a list of property ids (ISO-02). */
const VISIBLE_BY = { ids: 'p.id' } as const;

/**
 * The list's orders (PROP-01), each on a column that is never null, with the id as tie-break; the migration
 * `property-list-indexes` gives each an index that starts with the company. Descending reverses the direction.
 */
const ORDERS: Record<PropertySortKey, KeysetOrder> = {
  reference: alphabetical('p.reference'),
  address: alphabetical('p.addressLine1'),
  postcode: alphabetical('p.postcode'),
  created: { ...newestFirst('p.createdAt'), direction: 'ASC' },
};

function orderOf(sort: PropertySort | undefined): KeysetOrder {
  if (!sort) return ORDERS.reference;
  const desc = sort.startsWith('-');
  const order = ORDERS[(desc ? sort.slice(1) : sort) as PropertySortKey];
  return desc ? { ...order, direction: order.direction === 'ASC' ? 'DESC' : 'ASC' } : order;
}

/** The fields an edit may change, in the order the history lists them. */
const EDITABLE = [
  'reference',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'nation',
  'type',
  'bedrooms',
  'bathrooms',
  'furnished',
  'status',
  'monthlyRentPence',
  'ownerId',
  'buildingFactorId',
  'hasGasSupply',
  'licence',
  'hasCommonParts',
  'epcRating',
  'epcMinimumExempt',
] as const satisfies readonly (keyof CreatePropertyRequest & keyof PropertyEntity)[];
type EditableField = (typeof EDITABLE)[number];

/** Tenancies that keep a property in use: archiving it would hide a live tenancy (PROP-03). */
const LIVE_LEASE_STATUSES = ['active', 'ending'];

const REFERENCE_PREFIX = 'PROP-';

@Injectable()
export class PropertiesService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
    private readonly compliance: ComplianceItemsService,
    private readonly alerts: ComplianceAlertsService,
  ) {}

  /** The caller's company, narrowed to what the caller's role may see of it. */
  private visible(caller: CallerContext) {
    const query = this.db
      .repository(PropertyEntity)
      .createQueryBuilder('p')
      .where('p.companyId = :companyId', { companyId: caller.companyId });
    return whereVisible(query, visibilityOf(caller, 'property'), VISIBLE_BY);
  }

  /**
   * The lean read path (kit `leanKeysetPage`): named columns, prepared statements, the owner joined in the same
   * query when asked, narrowed by what the caller may see of owners.
   */
  async list(caller: CallerContext, query: PageQuery & PropertyListQuery): Promise<Page<PropertyBody>> {
    const complianceIds = query.compliance ? await this.inComplianceGroup(caller, query.compliance) : null;
    const filtered = () => {
      const qb = this.visible(caller).andWhere(query.archived ? 'p.archivedAt IS NOT NULL' : 'p.archivedAt IS NULL');
      if (query.q) {
        qb.andWhere(
          `(p.reference ILIKE :q OR p.addressLine1 ILIKE :q OR p.addressLine2 ILIKE :q OR p.city ILIKE :q
            OR p.postcode ILIKE :q OR replace(p.postcode, ' ', '') ILIKE :compactQ)`,
          { q: likePattern(query.q), compactQ: likePattern(query.q.replace(/\s+/g, '')) },
        );
      }
      if (query.status) qb.andWhere('p.status = :status', { status: query.status });
      if (query.nation) qb.andWhere('p.nation = :nation', { nation: query.nation });
      if (query.type) qb.andWhere('p.type = :type', { type: query.type });
      if (query.ownerId) qb.andWhere('p.ownerId = :ownerId', { ownerId: query.ownerId });
      if (query.buildingFactorId) {
        qb.andWhere('p.buildingFactorId = :buildingFactorId', { buildingFactorId: query.buildingFactorId });
      }
      if (complianceIds) {
        qb.andWhere(complianceIds.length ? 'p.id IN (:...complianceIds)' : 'FALSE', { complianceIds });
      }
      return qb;
    };
    const columns = (qb: SelectQueryBuilder<ObjectLiteral>) => {
      selectColumns(qb, BODY_COLUMNS);
      if (query.include !== 'owner') return qb;
      const ownerVisible = visibleCondition(visibilityOf(caller, 'propertyOwner'), { ids: 'o.id' }, 'owner');
      return qb
        .leftJoin(
          PropertyOwnerEntity,
          'o',
          `o.companyId = p.companyId AND o.id = p.ownerId${ownerVisible ? ` AND ${ownerVisible.sql}` : ''}`,
          ownerVisible?.params,
        )
        .addSelect('o.id', 'ownerRefId')
        .addSelect('o.name', 'ownerName')
        .addSelect('o.email', 'ownerEmail')
        .addSelect('o.phone', 'ownerPhone');
    };
    return leanKeysetPage<PropertyRow, PropertyBody>(
      this.db,
      filtered,
      columns,
      orderOf(query.sort),
      query,
      toPropertyBody,
    );
  }

  /** The compliance rules live in code, not SQL: the filter is the ids of the properties in use in the group. */
  private async inComplianceGroup(caller: CallerContext, group: PropertyComplianceFilter): Promise<string[]> {
    const assessed = await this.compliance.inUse(caller);
    return assessed.filter(({ summary }) => complianceGroup(summary.worst) === group).map((c) => c.propertyId);
  }

  /** Ids of other companies, ids the caller may not see and unknown ids are left out. */
  async findMany(caller: CallerContext, ids: string[]): Promise<PropertyBody[]> {
    if (ids.length === 0) return [];
    const rows = await this.visible(caller).andWhere('p.id IN (:...ids)', { ids }).getMany();
    return inOrderAsked(rows, ids).map(toPropertyBody);
  }

  async get(caller: CallerContext, id: string): Promise<PropertyBody> {
    const row = await this.visible(caller).andWhere('p.id = :id', { id }).getOne();
    if (!row) throw new PropertyNotFoundException();
    return toPropertyBody(row);
  }

  /** Properties in use: archived ones are kept for their history only (PROP-03). */
  async counts(caller: CallerContext): Promise<PortfolioCounts> {
    return { properties: await this.visible(caller).andWhere('p.archivedAt IS NULL').getCount() };
  }

  /** PROP-02: the company's staff only; anyone else is answered as if the property did not exist (ISO-02). */
  async create(caller: CallerContext, body: CreatePropertyRequest): Promise<PropertyBody> {
    this.assertStaff(caller);
    const reference = body.reference ?? (await this.nextReference(caller.companyId));
    await this.checkFields(caller, { ...body, reference });
    const repo = this.db.repository(PropertyEntity);
    const row = await repo.save(
      repo.create({
        companyId: caller.companyId,
        reference,
        addressLine1: body.addressLine1,
        addressLine2: body.addressLine2 ?? null,
        city: body.city,
        postcode: body.postcode,
        nation: this.nationFor(body.postcode, body.nation),
        type: body.type,
        bedrooms: body.bedrooms,
        bathrooms: body.bathrooms,
        furnished: body.furnished,
        status: body.status ?? 'vacant',
        ownerId: body.ownerId ?? null,
        buildingFactorId: body.buildingFactorId ?? null,
        monthlyRentPence: body.monthlyRentPence ?? null,
        hasGasSupply: body.hasGasSupply ?? true,
        licence: body.licence ?? 'none',
        hasCommonParts: body.hasCommonParts ?? false,
        epcRating: body.epcRating ?? null,
        epcMinimumExempt: body.epcMinimumExempt ?? false,
        councilTaxBand: null,
        notes: null,
        archivedAt: null,
      }),
    );
    const created = toPropertyBody(row);
    await this.audit.record({
      actor: caller,
      action: 'created',
      subjectType: 'property',
      subjectId: row.id,
      data: { fields: Object.fromEntries(EDITABLE.map((field) => [field, created[field]])) },
    });
    return created;
  }

  /** Changes the fields given; the history records each changed field before and after (ISO-04). */
  async update(caller: CallerContext, id: string, body: UpdatePropertyRequest): Promise<PropertyBody> {
    this.assertStaff(caller);
    const row = await this.findEntity(caller, id);
    const next: Partial<Record<EditableField, unknown>> = {};
    for (const field of EDITABLE) {
      if (body[field] !== undefined) next[field] = body[field];
    }
    // A blank reference keeps the current one; no nation (or null) follows the postcode.
    if (next.reference === null) delete next.reference;
    if (body.postcode !== undefined || body.nation !== undefined) {
      next.nation = this.nationFor(body.postcode ?? row.postcode, body.nation ?? null);
    }
    await this.checkFields(caller, { ...next, reference: next.reference as string | undefined }, id);

    const changes = changedFields(EDITABLE, row, next);
    if (!changesAnything(changes)) return toPropertyBody(row);
    Object.assign(row, next);
    const saved = await this.db.repository(PropertyEntity).save(row);
    await this.audit.record({
      actor: caller,
      action: 'updated',
      subjectType: 'property',
      subjectId: id,
      data: { changes },
    });
    return toPropertyBody(saved);
  }

  /** PROP-03: kept for its history and hidden from lists; refused while a tenancy of it is live. Archiving twice is a no-op. */
  async archive(caller: CallerContext, id: string): Promise<PropertyBody> {
    this.assertStaff(caller);
    const row = await this.findEntity(caller, id);
    if (row.archivedAt) return toPropertyBody(row);
    const live = await this.db
      .repository(LeaseEntity)
      .createQueryBuilder('l')
      .where('l.companyId = :companyId AND l.propertyId = :id AND l.status IN (:...statuses)', {
        companyId: caller.companyId,
        id,
        statuses: LIVE_LEASE_STATUSES,
      })
      .getExists();
    if (live) {
      throw new AppException(409, 'PROPERTY_HAS_LIVE_TENANCY', 'End the tenancy of this property before archiving it');
    }
    await this.alerts.lockCompany(caller.companyId, 'change');
    row.archivedAt = new Date();
    const saved = await this.db.repository(PropertyEntity).save(row);
    await this.audit.record({ actor: caller, action: 'archived', subjectType: 'property', subjectId: id });
    await this.alerts.closeOpen(caller, id, 'archived');
    return toPropertyBody(saved);
  }

  /** The property's changes, oldest first: for the company's staff (ISO-04). */
  async history(caller: CallerContext, id: string): Promise<PropertyHistoryEntryBody[]> {
    this.assertStaff(caller);
    await this.findEntity(caller, id);
    return this.audit.forSubject(caller.companyId, id);
  }

  private assertStaff(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new PropertyNotFoundException();
  }

  private async findEntity(caller: CallerContext, id: string): Promise<PropertyEntity> {
    const row = await this.visible(caller).andWhere('p.id = :id', { id }).getOne();
    if (!row) throw new PropertyNotFoundException();
    return row;
  }

  private nationFor(postcode: string, nation: Nation | null | undefined): Nation {
    const chosen = nation ?? nationOfPostcode(postcode);
    if (!chosen) {
      throw new PropertyFieldException({ nation: ['This postcode does not say the nation: choose it'] });
    }
    return chosen;
  }

  /** The rules across rows: a reference unique in the company, an owner and a building factor of the company. */
  private async checkFields(
    caller: CallerContext,
    fields: { reference?: string; ownerId?: unknown; buildingFactorId?: unknown },
    exceptId?: string,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    const { companyId } = caller;
    if (fields.reference !== undefined) {
      const taken = this.db
        .repository(PropertyEntity)
        .createQueryBuilder('p')
        .where('p.companyId = :companyId AND lower(p.reference) = lower(:reference)', {
          companyId,
          reference: fields.reference,
        });
      if (exceptId) taken.andWhere('p.id <> :exceptId', { exceptId });
      if (await taken.getExists()) errors.reference = ['Another property already has this reference'];
    }
    if (typeof fields.ownerId === 'string') {
      const found = await this.db.repository(PropertyOwnerEntity).existsBy({ companyId, id: fields.ownerId });
      if (!found) errors.ownerId = ['Choose an owner from the list'];
    }
    if (typeof fields.buildingFactorId === 'string') {
      const found = await this.db.repository(BuildingFactorEntity).existsBy({ companyId, id: fields.buildingFactorId });
      if (!found) errors.buildingFactorId = ['Choose a building factor from the list'];
    }
    if (Object.keys(errors).length > 0) throw new PropertyFieldException(errors);
  }

  /** The next free `PROP-0001` style reference of the company. */
  private async nextReference(companyId: string): Promise<string> {
    const [row] = await this.db.manager.query<{ n: number | null }[]>(
      `SELECT max(substring("reference" from '^${REFERENCE_PREFIX}(\\d{1,9})$')::int) AS n
         FROM "portfolio"."property" WHERE "company_id" = $1`,
      [companyId],
    );
    return `${REFERENCE_PREFIX}${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
  }
}
