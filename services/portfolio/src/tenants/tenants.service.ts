import { Injectable } from '@nestjs/common';
import {
  type CallerContext,
  type CreateTenantRequest,
  type LeaseStatus,
  type Nation,
  type Page,
  type PageQuery,
  type PropertyHistoryEntryBody,
  type RecordRightToRentCheckRequest,
  type RightToRentCheckBody,
  type TenantBody,
  type TenantListQuery,
  type TenantSort,
  type TenantSortKey,
  type UpdateTenantRequest,
} from '@pm/contracts';
import {
  alphabetical,
  Db,
  inOrderAsked,
  type KeysetOrder,
  leanKeysetPage,
  likePattern,
  newestFirst,
  seesWholeCompany,
  selectColumns,
  visibilityOf,
  whereVisible,
} from '@pm/kit';
import { changedFields, changesAnything } from '../audit/field-changes';
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import { londonToday } from '../compliance/calendar-date';
import { LeaseTenantEntity } from '../leases/lease-tenant.entity';
import { LeaseEntity } from '../leases/lease.entity';
import { RightToRentCheckEntity } from './right-to-rent-check.entity';
import { TENANT_RECORD_VISIBLE_COLUMNS } from './tenant-visibility';
import { rightToRentRequired, rightToRentSummary, type TenancyNation } from './right-to-rent';
import { TenantEntity } from './tenant.entity';
import { TenantNotFoundException } from './tenants.errors';

/** The columns an answer is made from, selected by name on the lean path. */
const ROW_COLUMNS = [
  'id',
  'companyId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelationship',
  'status',
  'notes',
  'userId',
  'invitedAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof TenantEntity)[];
type TenantRow = Pick<TenantEntity, (typeof ROW_COLUMNS)[number]>;

/** What an answer also needs of each tenant: their latest check and whether the Right to Rent applies to them. */
interface RightToRentFacts {
  latest: Map<string, RightToRentCheckBody>;
  tenancies: Map<string, TenancyNation[]>;
}

function toCheckBody(row: RightToRentCheckEntity): RightToRentCheckBody {
  return {
    id: row.id,
    tenantId: row.tenantId,
    checkedOn: row.checkedOn,
    method: row.method,
    shareCode: row.shareCode,
    expiresOn: row.expiresOn,
    checkedByUserId: row.checkedByUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * ISO-02 within a tenant's record: the agency's notes and the portal link are its staff's; the date of birth and
 * the emergency contact are the staff's and the tenant's own, not an owner's.
 */
const toTenantBody =
  (caller: CallerContext, facts: RightToRentFacts, today: string) =>
  (row: TenantRow): TenantBody => {
    const staff = seesWholeCompany(caller);
    const personal = staff || (caller.role === 'tenant' && caller.tenantId === row.id);
    return {
      id: row.id,
      companyId: row.companyId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      dateOfBirth: personal ? row.dateOfBirth : null,
      emergencyContactName: personal ? row.emergencyContactName : null,
      emergencyContactPhone: personal ? row.emergencyContactPhone : null,
      emergencyContactRelationship: personal ? row.emergencyContactRelationship : null,
      status: row.status,
      notes: staff ? row.notes : null,
      rightToRent: rightToRentSummary(
        facts.latest.get(row.id) ?? null,
        rightToRentRequired(facts.tenancies.get(row.id) ?? []),
        today,
      ),
      userId: staff ? row.userId : null,
      invitedAt: staff ? (row.invitedAt?.toISOString() ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  };

/** The name order (last name, then first) matches ix_tenant_company_sort_name's expression. */
const ORDERS: Record<TenantSortKey, KeysetOrder> = {
  name: alphabetical(`t.lastName || ' ' || t.firstName`),
  created: { ...newestFirst('t.createdAt'), direction: 'ASC' },
};

function orderOf(sort: TenantSort | undefined): KeysetOrder {
  if (!sort) return ORDERS.name;
  const desc = sort.startsWith('-');
  const order = ORDERS[(desc ? sort.slice(1) : sort) as TenantSortKey];
  return desc ? { ...order, direction: order.direction === 'ASC' ? 'DESC' : 'ASC' } : order;
}

/** The fields a change may set, in the order the history lists them. */
const EDITABLE = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelationship',
  'status',
  'notes',
] as const satisfies readonly (keyof CreateTenantRequest & keyof TenantEntity)[];
type EditableField = (typeof EDITABLE)[number];
type TenantFields = Pick<TenantEntity, EditableField>;

@Injectable()
export class TenantsService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
  ) {}

  /**
   * The caller's company, narrowed to what the caller's role may see of it (ISO-02): a tenant themself, an owner the
   * tenants of the tenancies of their properties, a trade none.
   */
  private visible(caller: CallerContext) {
    const query = this.db
      .repository(TenantEntity)
      .createQueryBuilder('t')
      .where('t.companyId = :companyId', { companyId: caller.companyId });
    return whereVisible(query, visibilityOf(caller, 'tenantRecord'), TENANT_RECORD_VISIBLE_COLUMNS('t.id'));
  }

  /** The lean read path: named columns, prepared statements, counted only when asked; searched by name or e-mail. */
  async list(caller: CallerContext, query: PageQuery & TenantListQuery): Promise<Page<TenantBody>> {
    const filtered = () => {
      const qb = this.visible(caller);
      if (query.q) {
        qb.andWhere(
          `(t.firstName ILIKE :q OR t.lastName ILIKE :q OR (t.firstName || ' ' || t.lastName) ILIKE :q OR t.email ILIKE :q)`,
          { q: likePattern(query.q) },
        );
      }
      if (query.status) qb.andWhere('t.status = :status', { status: query.status });
      return qb;
    };
    const page = await leanKeysetPage<TenantRow, TenantRow>(
      this.db,
      filtered,
      (qb) => selectColumns(qb, ROW_COLUMNS),
      orderOf(query.sort),
      query,
      (row) => row,
    );
    return { ...page, items: await this.answers(caller, page.items) };
  }

  /** Ids of other companies, ids the caller may not see and unknown ids are left out. */
  async findMany(caller: CallerContext, ids: string[]): Promise<TenantBody[]> {
    if (ids.length === 0) return [];
    const rows = await this.visible(caller).andWhere('t.id IN (:...ids)', { ids }).getMany();
    return this.answers(caller, inOrderAsked(rows, ids));
  }

  async get(caller: CallerContext, id: string): Promise<TenantBody> {
    const [body] = await this.answers(caller, [await this.findEntity(caller, id)]);
    return body!;
  }

  /** TEN-01: the company's staff only; anyone else is answered as if the tenant did not exist (ISO-02). */
  async create(caller: CallerContext, body: CreateTenantRequest): Promise<TenantBody> {
    this.assertStaff(caller);
    const fields: TenantFields = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
      dateOfBirth: body.dateOfBirth ?? null,
      emergencyContactName: body.emergencyContactName ?? null,
      emergencyContactPhone: body.emergencyContactPhone ?? null,
      emergencyContactRelationship: body.emergencyContactRelationship ?? null,
      status: body.status ?? 'applicant',
      notes: body.notes ?? null,
    };
    const repo = this.db.repository(TenantEntity);
    const row = await repo.save(repo.create({ companyId: caller.companyId, userId: null, invitedAt: null, ...fields }));
    await this.audit.record({
      actor: caller,
      action: 'created',
      subjectType: 'tenant',
      subjectId: row.id,
      data: { fields },
    });
    return this.get(caller, row.id);
  }

  /** Changes the fields given; the history records each changed field before and after (ISO-04). */
  async update(caller: CallerContext, id: string, body: UpdateTenantRequest): Promise<TenantBody> {
    this.assertStaff(caller);
    const row = await this.findEntity(caller, id);
    const next: Partial<TenantFields> = {};
    for (const field of EDITABLE) {
      if (body[field] !== undefined) Object.assign(next, { [field]: body[field] });
    }
    const changes = changedFields(EDITABLE, row, next);
    if (changesAnything(changes)) {
      await this.db.repository(TenantEntity).save(Object.assign(row, next));
      await this.audit.record({
        actor: caller,
        action: 'updated',
        subjectType: 'tenant',
        subjectId: id,
        data: { changes },
      });
    }
    return this.get(caller, id);
  }

  /** TEN-02: the tenant's checks, newest first, for whoever may see the tenant. */
  async checks(caller: CallerContext, id: string): Promise<RightToRentCheckBody[]> {
    await this.findEntity(caller, id);
    const rows = await this.db
      .repository(RightToRentCheckEntity)
      .createQueryBuilder('c')
      .where('c.companyId = :companyId AND c.tenantId = :id', { companyId: caller.companyId, id })
      .orderBy('c.checkedOn', 'DESC')
      .addOrderBy('c.createdAt', 'DESC')
      .getMany();
    return rows.map(toCheckBody);
  }

  /** TEN-02: a new check by the caller; it stands for the tenant once it is their latest (by check date). */
  async recordCheck(
    caller: CallerContext,
    id: string,
    body: RecordRightToRentCheckRequest,
  ): Promise<RightToRentCheckBody> {
    this.assertStaff(caller);
    await this.findEntity(caller, id);
    const repo = this.db.repository(RightToRentCheckEntity);
    const row = await repo.save(
      repo.create({
        companyId: caller.companyId,
        tenantId: id,
        checkedOn: body.checkedOn,
        method: body.method,
        shareCode: body.method === 'online_share_code' ? (body.shareCode ?? null) : null,
        expiresOn: body.expiresOn ?? null,
        checkedByUserId: caller.userId,
      }),
    );
    const check = toCheckBody(row);
    await this.audit.record({
      actor: caller,
      action: 'right_to_rent_checked',
      subjectType: 'tenant',
      subjectId: id,
      data: { checkId: check.id, checkedOn: check.checkedOn, method: check.method, expiresOn: check.expiresOn },
    });
    return check;
  }

  /**
   * TEN-01: links the login the tenant's portal invitation will make (identity chose its id), replacing the link of
   * an earlier invitation, so the tenant's first sign-in opens their own records.
   */
  async recordInvitation(caller: CallerContext, id: string, userId: string): Promise<TenantBody> {
    this.assertStaff(caller);
    const row = await this.findEntity(caller, id);
    row.userId = userId;
    row.invitedAt = new Date();
    await this.db.repository(TenantEntity).save(row);
    await this.audit.record({
      actor: caller,
      action: 'invited',
      subjectType: 'tenant',
      subjectId: id,
      data: { email: row.email },
    });
    return this.get(caller, id);
  }

  /** The tenant's changes, oldest first: for the company's staff (ISO-04). */
  async history(caller: CallerContext, id: string): Promise<PropertyHistoryEntryBody[]> {
    this.assertStaff(caller);
    await this.findEntity(caller, id);
    return this.audit.forSubject(caller.companyId, id);
  }

  private assertStaff(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new TenantNotFoundException();
  }

  private async findEntity(caller: CallerContext, id: string): Promise<TenantEntity> {
    const row = await this.visible(caller).andWhere('t.id = :id', { id }).getOne();
    if (!row) throw new TenantNotFoundException();
    return row;
  }

  /** The answers for a page of tenants: two more queries whatever the page's size (latest checks, tenancies). */
  private async answers(caller: CallerContext, rows: TenantRow[]): Promise<TenantBody[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [latest, tenancies] = await Promise.all([this.latestChecks(caller, ids), this.tenancyNations(caller, ids)]);
    return rows.map(toTenantBody(caller, { latest, tenancies }, londonToday()));
  }

  private async latestChecks(caller: CallerContext, tenantIds: string[]): Promise<Map<string, RightToRentCheckBody>> {
    const rows = await this.db
      .repository(RightToRentCheckEntity)
      .createQueryBuilder('c')
      .distinctOn(['c.tenantId'])
      .where('c.companyId = :companyId AND c.tenantId IN (:...tenantIds)', { companyId: caller.companyId, tenantIds })
      .orderBy('c.tenantId')
      .addOrderBy('c.checkedOn', 'DESC')
      .addOrderBy('c.createdAt', 'DESC')
      .getMany();
    return new Map(rows.map((row) => [row.tenantId, toCheckBody(row)]));
  }

  /** The nation each of the tenants' tenancies was made under, as far as the caller may see the tenancy. */
  private async tenancyNations(caller: CallerContext, tenantIds: string[]): Promise<Map<string, TenancyNation[]>> {
    const rows = await this.db
      .repository(LeaseTenantEntity)
      .createQueryBuilder('lt')
      .select('lt.tenantId', 'tenantId')
      .addSelect('l.status', 'status')
      .addSelect('l.nation', 'nation')
      .innerJoin(LeaseEntity, 'l', 'l.companyId = lt.companyId AND l.id = lt.leaseId')
      .where('lt.companyId = :companyId AND lt.tenantId IN (:...tenantIds)', { companyId: caller.companyId, tenantIds })
      .getRawMany<{ tenantId: string; status: LeaseStatus; nation: Nation }>();
    const byTenant = new Map<string, TenancyNation[]>();
    for (const row of rows) {
      const tenancy = { ended: row.status === 'ended', nation: row.nation };
      byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), tenancy]);
    }
    return byTenant;
  }
}
