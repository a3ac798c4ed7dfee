import { Injectable } from '@nestjs/common';
import type {
  BuildingFactorBody,
  BuildingFactorQuery,
  CallerContext,
  CreateBuildingFactorRequest,
  Page,
  PropertyBuildingFactorLinkBody,
  PropertyHistoryEntryBody,
  UpdateBuildingFactorRequest,
} from '@pm/contracts';
import { alphabetical, Db, inOrderAsked, leanKeysetPage, likePattern, seesWholeCompany, selectColumns } from '@pm/kit';
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import { PropertyEntity } from '../properties/property.entity';
import { BuildingFactorEntity } from './building-factor.entity';
import { BUILDING_FACTOR_MESSAGES } from './building-factors.dto';
import {
  BuildingFactorFieldException,
  BuildingFactorNotFoundException,
  LinkedPropertyNotFoundException,
} from './building-factors.errors';
import { changedFields, changesAnything } from '../audit/field-changes';

/** The columns an answer is made from, selected by name on the lean path. */
const ROW_COLUMNS = [
  'id',
  'companyId',
  'name',
  'contactName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'fees',
  'serviceChargePencePerYear',
  'notes',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof BuildingFactorEntity)[];
type BuildingFactorRow = Pick<BuildingFactorEntity, (typeof ROW_COLUMNS)[number]>;

/** The fields a change may set, in the order the history lists them. */
const EDITABLE = [
  'name',
  'contactName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'fees',
  'serviceChargePencePerYear',
  'notes',
] as const satisfies readonly (keyof CreateBuildingFactorRequest & keyof BuildingFactorEntity)[];
type EditableField = (typeof EDITABLE)[number];
type FactorFields = Pick<BuildingFactorEntity, EditableField>;

function toBuildingFactorBody(row: BuildingFactorRow): BuildingFactorBody {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
    fees: row.fees,
    serviceChargePencePerYear: row.serviceChargePencePerYear,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * BF-01. Factors are the company's staff's business alone: an owner, tenant or trade is answered as if none
 * existed (ISO-02), here and by the table's row-level security underneath.
 */
@Injectable()
export class BuildingFactorsService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
  ) {}

  private visible(caller: CallerContext) {
    const qb = this.db
      .repository(BuildingFactorEntity)
      .createQueryBuilder('f')
      .where('f.companyId = :companyId', { companyId: caller.companyId });
    return seesWholeCompany(caller) ? qb : qb.andWhere('false');
  }

  /** The lean read path: named columns, prepared statements, counted only when asked; by name. */
  list(caller: CallerContext, query: BuildingFactorQuery): Promise<Page<BuildingFactorBody>> {
    const filtered = () => {
      const qb = this.visible(caller);
      if (query.q) {
        qb.andWhere('(f.name ILIKE :q OR f.contactName ILIKE :q OR f.email ILIKE :q)', { q: likePattern(query.q) });
      }
      return qb;
    };
    return leanKeysetPage<BuildingFactorRow, BuildingFactorBody>(
      this.db,
      filtered,
      (qb) => selectColumns(qb, ROW_COLUMNS),
      alphabetical('f.name'),
      query,
      toBuildingFactorBody,
    );
  }

  /** Ids of other companies, ids the caller may not see and unknown ids are left out. */
  async findMany(caller: CallerContext, ids: string[]): Promise<BuildingFactorBody[]> {
    if (ids.length === 0) return [];
    const rows = await this.visible(caller).andWhere('f.id IN (:...ids)', { ids }).getMany();
    return inOrderAsked(rows, ids).map(toBuildingFactorBody);
  }

  async get(caller: CallerContext, id: string): Promise<BuildingFactorBody> {
    return toBuildingFactorBody(await this.findEntity(caller, id));
  }

  async create(caller: CallerContext, body: CreateBuildingFactorRequest): Promise<BuildingFactorBody> {
    this.assertStaff(caller);
    const fields: FactorFields = {
      name: body.name,
      contactName: body.contactName ?? null,
      email: body.email ?? null,
      phone: body.phone ?? null,
      addressLine1: body.addressLine1 ?? null,
      addressLine2: body.addressLine2 ?? null,
      city: body.city ?? null,
      postcode: body.postcode ?? null,
      fees: body.fees ?? null,
      serviceChargePencePerYear: body.serviceChargePencePerYear ?? null,
      notes: body.notes ?? null,
    };
    const repo = this.db.repository(BuildingFactorEntity);
    const row = await repo.save(repo.create({ companyId: caller.companyId, ...fields }));
    await this.audit.record({
      actor: caller,
      action: 'created',
      subjectType: 'buildingFactor',
      subjectId: row.id,
      data: { fields },
    });
    return toBuildingFactorBody(row);
  }

  /** Changes the fields given; the history records each changed field before and after (ISO-04). */
  async update(caller: CallerContext, id: string, body: UpdateBuildingFactorRequest): Promise<BuildingFactorBody> {
    this.assertStaff(caller);
    const row = await this.findEntity(caller, id);
    const changes = changedFields(EDITABLE, row, body);
    if (!changesAnything(changes)) return toBuildingFactorBody(row);
    for (const [field, change] of Object.entries(changes)) Object.assign(row, { [field]: change.to });
    const saved = await this.db.repository(BuildingFactorEntity).save(row);
    await this.audit.record({
      actor: caller,
      action: 'updated',
      subjectType: 'buildingFactor',
      subjectId: id,
      data: { changes },
    });
    return toBuildingFactorBody(saved);
  }

  /**
   * A property's factor (a property has at most one); null unlinks. Recorded in the property's history as a change
   * of its building factor, like an edit of the property would be.
   */
  async link(
    caller: CallerContext,
    propertyId: string,
    buildingFactorId: string | null,
  ): Promise<PropertyBuildingFactorLinkBody> {
    this.assertStaff(caller);
    const properties = this.db.repository(PropertyEntity);
    const property = await properties.findOneBy({ companyId: caller.companyId, id: propertyId });
    if (!property) throw new LinkedPropertyNotFoundException();
    if (buildingFactorId !== null) {
      const found = await this.visible(caller).andWhere('f.id = :id', { id: buildingFactorId }).getExists();
      if (!found) throw new BuildingFactorFieldException('buildingFactorId', BUILDING_FACTOR_MESSAGES.buildingFactorId);
    }
    if (property.buildingFactorId !== buildingFactorId) {
      const from = property.buildingFactorId;
      await properties.update({ companyId: caller.companyId, id: propertyId }, { buildingFactorId });
      await this.audit.record({
        actor: caller,
        action: 'updated',
        subjectType: 'property',
        subjectId: propertyId,
        data: { changes: { buildingFactorId: { from, to: buildingFactorId } } },
      });
    }
    return { propertyId, buildingFactorId };
  }

  /** The factor's changes, oldest first (ISO-04). */
  async history(caller: CallerContext, id: string): Promise<PropertyHistoryEntryBody[]> {
    await this.findEntity(caller, id);
    return this.audit.forSubject(caller.companyId, id);
  }

  private assertStaff(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new BuildingFactorNotFoundException();
  }

  private async findEntity(caller: CallerContext, id: string): Promise<BuildingFactorEntity> {
    const row = await this.visible(caller).andWhere('f.id = :id', { id }).getOne();
    if (!row) throw new BuildingFactorNotFoundException();
    return row;
  }
}
