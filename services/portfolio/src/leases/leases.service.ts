import { Injectable } from '@nestjs/common';
import {
  TENANCY_MOVES,
  type CallerContext,
  type ChangeRentRequest,
  type CreateTenancyRequest,
  type EndTenancyRequest,
  type FieldErrors,
  type GiveNoticeRequest,
  type LeaseStatus,
  type ListArrearsQuery,
  type ListTenanciesQuery,
  type RecordRentPaymentRequest,
  type RentLedgerBody,
  type RentStandingBody,
  type RentSummaryBody,
  type Page,
  type PropertyHistoryEntryBody,
  type RecordDepositRequest,
  type TenancyBody,
  type TenancyDetailBody,
  type TenancyRulesBody,
  type TenancyRulesQuery,
  type TenancyType,
  DEPOSIT_SCHEMES,
} from '@pm/contracts';
import {
  AppException,
  Db,
  decodeCursor,
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  keysetPage,
  newestFirst,
  seesWholeCompany,
  visibilityOf,
  whereVisible,
} from '@pm/kit';
import { In } from 'typeorm';
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import { changedFields, changesAnything } from '../audit/field-changes';
import { addDays, type CalendarDate, londonToday } from '../compliance/calendar-date';
import { PropertyEntity } from '../properties/property.entity';
import {
  depositCap,
  depositCapError,
  depositSchemeError,
  rightToRentError,
  tenancyTypeError,
  tenancyTypes,
} from '../tenancy-rules';
import { RightToRentCheckEntity } from '../tenants/right-to-rent-check.entity';
import { TenantEntity } from '../tenants/tenant.entity';
import { LeaseTenantEntity } from './lease-tenant.entity';
import { LeaseEntity } from './lease.entity';
import { TenancyConflictException, TenancyFieldException, TenancyNotFoundException } from './leases.errors';
import { RentChangeEntity } from './rent-change.entity';
import { RentPaymentEntity } from './rent-payment.entity';
import { standingOf, tenancyLedger } from './tenancy-ledger';
import { depositOf, monthlyEquivalent, rentOn, scheduleOf, takesDueDay } from './tenancy-terms';

/** The arrears list works out every ledger it ranks: it reads at most this many tenancies (newest first). */
const ARREARS_TENANCY_LIMIT = 2000;
/** Tenancies whose rent is followed: ended ones only while their balance is not settled. */
const LEDGER_STATUSES: readonly LeaseStatus[] = ['active', 'ending', 'ended'];

/**
 * Types that by law have no end date: England's assured periodic tenancy (Renters' Rights Act 2025 s. 1: no
 * fixed terms from 1 May 2026) and Scotland's private residential tenancy (Private Housing (Tenancies)
 * (Scotland) Act 2016: open-ended, ended only by notice). Other types may run to a fixed end date.
 */
const OPEN_ENDED_TYPES: readonly TenancyType[] = ['assured_periodic', 'private_residential_tenancy'];

const TYPE_NAMES: Readonly<Record<TenancyType, string>> = {
  assured_periodic: 'An assured periodic tenancy',
  assured_shorthold: 'An assured shorthold tenancy',
  company_let: 'A company let',
  lodger_licence: 'A lodger licence',
  standard_occupation_contract: 'A standard occupation contract',
  private_residential_tenancy: 'A private residential tenancy',
  private_tenancy: 'A private tenancy',
};

/** Tenancies that keep a property let (LEASE-03). */
const LIVE_STATUSES: readonly LeaseStatus[] = ['active', 'ending'];

/** The deposit records an update may change, in the order the history lists them. */
const DEPOSIT_FIELDS = {
  scheme: 'depositScheme',
  receivedOn: 'depositReceivedOn',
  protectedOn: 'depositProtectedOn',
  reference: 'depositReference',
  prescribedInformationServedOn: 'prescribedInformationServedOn',
} as const satisfies Record<keyof RecordDepositRequest, keyof LeaseEntity>;
type DepositField = (typeof DEPOSIT_FIELDS)[keyof typeof DEPOSIT_FIELDS];

/** The terms a new tenancy's history records. */
const CREATED_FIELDS = [
  'propertyId',
  'type',
  'startDate',
  'endDate',
  'rentPence',
  'rentFrequency',
  'rentDueDay',
  'depositPence',
  'depositScheme',
] as const satisfies readonly (keyof LeaseEntity)[];

function toTenancyBody(
  entity: LeaseEntity,
  tenantIds: string[],
  changes: RentChangeEntity[],
  today: CalendarDate,
): TenancyBody {
  const rentChanges = changes
    .filter((change) => change.leaseId === entity.id)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const on = entity.startDate > today ? entity.startDate : today;
  return {
    id: entity.id,
    companyId: entity.companyId,
    propertyId: entity.propertyId,
    nation: entity.nation,
    status: entity.status,
    type: entity.type,
    startDate: entity.startDate,
    endDate: entity.endDate,
    rentPence: entity.rentPence,
    currentRentPence: rentOn(entity.rentPence, rentChanges, on),
    rentFrequency: entity.rentFrequency,
    rentDueDay: entity.rentDueDay,
    monthlyRentPence: entity.monthlyRentPence,
    noticeGivenOn: entity.noticeGivenOn,
    deposit: depositOf(entity, today),
    rentChanges: rentChanges.map((change) => ({
      id: change.id,
      effectiveFrom: change.effectiveFrom,
      rentPence: change.rentPence,
      recordedByUserId: change.recordedByUserId,
      recordedAt: change.recordedAt.toISOString(),
    })),
    tenantIds,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

/** The arrears list's cursor: a forged one is a 400, never a wrong page. */
function arrearsCursor(raw: string | undefined): { arrears: number; balance: number; id: string } | null {
  const cursor = decodeCursor(raw);
  if (!cursor) return null;
  const match = /^(\d+):(-?\d+)$/.exec(cursor.key);
  if (!match || !/^[0-9a-f-]{36}$/i.test(cursor.id)) {
    throw new AppException(400, 'BAD_CURSOR', 'The page cursor is not valid');
  }
  return { arrears: Number(match[1]), balance: Number(match[2]), id: cursor.id };
}

const article = (status: LeaseStatus) => (status === 'active' || status === 'ended' ? 'an' : 'a');

/**
 * Tenancies (LEASE-01..04, DEP-01, DEP-02): the company's staff create and move them; an owner reads those of
 * their properties, a tenant their own (ISO-02). Every change is in the tenancy's history (ISO-04).
 */
@Injectable()
export class LeasesService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
  ) {}

  /** An owner sees the tenancies of their properties, a tenant their own (joint or not), a trade none. */
  private visible(caller: CallerContext) {
    const query = this.db
      .repository(LeaseEntity)
      .createQueryBuilder('l')
      .where('l.companyId = :companyId', { companyId: caller.companyId });
    return whereVisible(query, visibilityOf(caller, 'lease'), {
      propertyIds: 'l.propertyId',
      tenantIds: (param) =>
        `l.id IN (SELECT lt.lease_id FROM "portfolio"."lease_tenant" lt WHERE lt.tenant_id IN (:...${param}))`,
    });
  }

  async list(caller: CallerContext, query: ListTenanciesQuery): Promise<Page<TenancyBody>> {
    const today = londonToday();
    const filtered = () => {
      const qb = this.visible(caller);
      if (query.status?.length) qb.andWhere('l.status IN (:...statuses)', { statuses: query.status });
      if (query.type?.length) qb.andWhere('l.type IN (:...types)', { types: query.type });
      if (query.propertyId) qb.andWhere('l.propertyId = :propertyId', { propertyId: query.propertyId });
      if (query.endingWithinDays !== undefined) {
        qb.andWhere('l.status IN (:...live) AND l.endDate BETWEEN :today AND :endingBy', {
          live: LIVE_STATUSES,
          today,
          endingBy: addDays(today, query.endingWithinDays),
        });
      }
      return qb;
    };
    const page = await keysetPage(filtered, newestFirst('l.created_at'), query, (row) => row);
    const ids = page.items.map((lease) => lease.id);
    const [tenantsOf, changes] = [await this.tenantsOf(caller, ids), await this.rentChangesOf(caller, ids)];
    const payments = query.ledger ? await this.paymentsOf(caller, ids) : [];
    return {
      ...page,
      items: page.items.map((lease) => {
        const body = toTenancyBody(lease, tenantsOf.get(lease.id) ?? [], changes, today);
        const { schedule, until } = scheduleOf(lease, body.rentChanges, today);
        const standing = query.ledger ? { rentStanding: this.standing(lease, schedule, payments, today) } : {};
        if (!query.schedule) return { ...body, ...standing };
        return { ...body, schedule, scheduleUntil: until, ...standing };
      }),
    };
  }

  /** The tenancy with its rent schedule and deposit clock (LEASE-04, DEP-02). */
  async get(caller: CallerContext, id: string): Promise<TenancyDetailBody> {
    const lease = await this.findEntity(caller, id);
    return this.detail(caller, lease);
  }

  /** The tenancy's changes, oldest first: for the company's staff (ISO-04). */
  async history(caller: CallerContext, id: string): Promise<PropertyHistoryEntryBody[]> {
    this.assertStaff(caller);
    await this.findEntity(caller, id);
    return this.audit.forSubject(caller.companyId, id);
  }

  /** LEASE-02, DEP-01, DEP-02: what a new tenancy in `nation` may be, and its deposit cap for a rent. */
  rules(query: TenancyRulesQuery): TenancyRulesBody {
    const cap =
      query.rentPence !== undefined && query.rentFrequency
        ? depositCap(query.nation, query.rentPence, query.rentFrequency)
        : null;
    return {
      nation: query.nation,
      tenancyTypes: tenancyTypes(query.nation).current,
      depositSchemes: DEPOSIT_SCHEMES.filter((scheme) => !depositSchemeError(query.nation, scheme)),
      depositCapPence: cap?.pence ?? null,
      depositCapRule: cap?.rule ?? null,
    };
  }

  /** A draft tenancy of a property, checked against the property's nation's rules; each broken rule by field. */
  async create(caller: CallerContext, body: CreateTenancyRequest): Promise<TenancyDetailBody> {
    this.assertStaff(caller);
    const { companyId } = caller;
    const errors: FieldErrors = {};
    const property = await this.db.repository(PropertyEntity).findOneBy({ companyId, id: body.propertyId });
    if (!property || property.archivedAt) errors.propertyId = ['Choose a property from the list'];
    const tenants = await this.db
      .repository(TenantEntity)
      .createQueryBuilder('t')
      .where('t.companyId = :companyId AND t.id IN (:...ids)', { companyId, ids: body.tenantIds })
      .getCount();
    if (tenants !== body.tenantIds.length) errors.tenantIds = ['Choose tenants from the list'];

    const endDate = body.endDate ?? null;
    const dueDay = takesDueDay(body.rentFrequency) ? (body.rentDueDay ?? null) : null;
    if (endDate !== null && endDate < body.startDate) errors.endDate = ['The end date cannot be before the start date'];
    if (endDate !== null && OPEN_ENDED_TYPES.includes(body.type)) {
      errors.endDate = [`${TYPE_NAMES[body.type]} has no end date: leave it empty`];
    }
    if (takesDueDay(body.rentFrequency) && dueDay === null) {
      errors.rentDueDay = [`${body.rentFrequency.replace('_', '-')} rent needs the day of the month it is due`];
    }
    const depositPence = body.depositPence ?? null;
    const depositScheme = depositPence ? (body.depositScheme ?? null) : null;
    if (property && !property.archivedAt) {
      const nation = property.nation;
      for (const error of [
        tenancyTypeError(nation, body.type, body.startDate),
        depositPence ? depositCapError(nation, depositPence, body.rentPence, body.rentFrequency) : null,
        depositScheme ? depositSchemeError(nation, depositScheme) : null,
      ]) {
        if (error) errors[error.field] = [error.message];
      }
    }
    if (Object.keys(errors).length > 0) throw new TenancyFieldException(errors);

    const repo = this.db.repository(LeaseEntity);
    const lease = await repo.save(
      repo.create({
        companyId,
        propertyId: body.propertyId,
        nation: property!.nation,
        status: 'draft',
        type: body.type,
        startDate: body.startDate,
        endDate,
        rentPence: body.rentPence,
        rentFrequency: body.rentFrequency,
        rentDueDay: dueDay,
        monthlyRentPence: monthlyEquivalent(body.rentPence, body.rentFrequency),
        depositPence,
        depositScheme,
        depositReceivedOn: null,
        depositProtectedOn: null,
        depositReference: null,
        prescribedInformationServedOn: null,
        noticeGivenOn: null,
      }),
    );
    await this.db
      .repository(LeaseTenantEntity)
      .insert(body.tenantIds.map((tenantId) => ({ companyId, leaseId: lease.id, tenantId })));
    await this.audit.record({
      actor: caller,
      action: 'created',
      subjectType: 'lease',
      subjectId: lease.id,
      data: { fields: { ...Object.fromEntries(CREATED_FIELDS.map((f) => [f, lease[f]])), tenantIds: body.tenantIds } },
    });
    return this.detail(caller, lease);
  }

  /**
   * LEASE-03: draft → active. Refused while another active or ending tenancy of the property overlaps its dates,
   * and in England until every tenant has a Right to Rent check that runs on the start date (TEN-02). The property
   * becomes let.
   */
  async activate(caller: CallerContext, id: string): Promise<TenancyDetailBody> {
    const lease = await this.findForMove(caller, id, 'activate', 'activated');
    // One activation of a property at a time: the overlap check and the write see the same tenancies.
    const property = await this.db
      .repository(PropertyEntity)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.companyId = :companyId AND p.id = :id', { companyId: caller.companyId, id: lease.propertyId })
      .getOne();
    if (!property || property.archivedAt) {
      throw new TenancyConflictException('PROPERTY_ARCHIVED', 'The property is archived: it cannot be let');
    }
    const overlapping = this.db
      .repository(LeaseEntity)
      .createQueryBuilder('l')
      .where('l.companyId = :companyId AND l.propertyId = :propertyId AND l.id <> :id', {
        companyId: caller.companyId,
        propertyId: lease.propertyId,
        id: lease.id,
      })
      .andWhere('l.status IN (:...live)', { live: LIVE_STATUSES })
      .andWhere('(l.endDate IS NULL OR l.endDate >= :start)', { start: lease.startDate });
    if (lease.endDate !== null) overlapping.andWhere('l.startDate <= :end', { end: lease.endDate });
    const other = await overlapping.orderBy('l.startDate').getOne();
    if (other) {
      throw new TenancyConflictException(
        'TENANCY_OVERLAPS',
        `This property already has ${article(other.status)} ${other.status} tenancy from ${other.startDate}` +
          `${other.endDate ? ` to ${other.endDate}` : ''} whose dates overlap this one's: end it first`,
        { tenancyId: other.id },
      );
    }
    const adults = await this.rightToRentChecks(caller, lease.id);
    const missing = rightToRentError(lease.nation, lease.startDate, adults);
    if (missing) {
      throw new TenancyConflictException(missing.code, missing.message, { tenantIds: missing.tenantIds });
    }
    lease.status = 'active';
    const saved = await this.db.repository(LeaseEntity).save(lease);
    await this.audit.record({
      actor: caller,
      action: 'activated',
      subjectType: 'lease',
      subjectId: lease.id,
      data: { changes: { status: { from: 'draft', to: 'active' } } },
    });
    await this.setPropertyStatus(caller, property, 'let');
    return this.detail(caller, saved);
  }

  /** LEASE-03: active → ending, on the day notice was given, to the day the tenancy ends. */
  async giveNotice(caller: CallerContext, id: string, body: GiveNoticeRequest): Promise<TenancyDetailBody> {
    const lease = await this.findForMove(caller, id, 'giveNotice', 'given notice');
    const today = londonToday();
    const errors: FieldErrors = {};
    if (body.noticeGivenOn > today) errors.noticeGivenOn = ['Notice cannot be given on a future date'];
    if (body.endDate < body.noticeGivenOn) errors.endDate = ['The tenancy cannot end before notice is given'];
    else if (body.endDate < lease.startDate) errors.endDate = ['The tenancy cannot end before it starts'];
    if (Object.keys(errors).length > 0) throw new TenancyFieldException(errors);
    const changes = changedFields(['status', 'noticeGivenOn', 'endDate'], lease, {
      status: 'ending',
      noticeGivenOn: body.noticeGivenOn,
      endDate: body.endDate,
    });
    Object.assign(lease, { status: 'ending', noticeGivenOn: body.noticeGivenOn, endDate: body.endDate });
    const saved = await this.db.repository(LeaseEntity).save(lease);
    await this.audit.record({
      actor: caller,
      action: 'notice_given',
      subjectType: 'lease',
      subjectId: id,
      data: { changes },
    });
    return this.detail(caller, saved);
  }

  /** LEASE-03: active or ending → ended, on a day up to today; the property is vacant again when nothing else lets it. */
  async end(caller: CallerContext, id: string, body: EndTenancyRequest): Promise<TenancyDetailBody> {
    const lease = await this.findForMove(caller, id, 'end', 'ended');
    if (body.endDate > londonToday()) {
      throw new TenancyFieldException({ endDate: ['A tenancy ends on or before today: give notice for a later day'] });
    }
    if (body.endDate < lease.startDate)
      throw new TenancyFieldException({ endDate: ['The tenancy cannot end before it starts'] });
    const changes = changedFields(['status', 'endDate'], lease, { status: 'ended', endDate: body.endDate });
    Object.assign(lease, { status: 'ended', endDate: body.endDate });
    const saved = await this.db.repository(LeaseEntity).save(lease);
    await this.audit.record({ actor: caller, action: 'ended', subjectType: 'lease', subjectId: id, data: { changes } });
    const stillLet = await this.db
      .repository(LeaseEntity)
      .createQueryBuilder('l')
      .where('l.companyId = :companyId AND l.propertyId = :propertyId AND l.status IN (:...live)', {
        companyId: caller.companyId,
        propertyId: lease.propertyId,
        live: LIVE_STATUSES,
      })
      .getExists();
    const property = await this.db
      .repository(PropertyEntity)
      .findOneBy({ companyId: caller.companyId, id: lease.propertyId });
    if (property && !stillLet && property.status === 'let') await this.setPropertyStatus(caller, property, 'vacant');
    return this.detail(caller, saved);
  }

  /**
   * LEASE-04: a new rent from a date, today or later and after the start, within the tenancy: the schedule prices
   * each period at the rent in force on its first day, so no charge whose period has begun changes.
   */
  async changeRent(caller: CallerContext, id: string, body: ChangeRentRequest): Promise<TenancyDetailBody> {
    const lease = await this.findForMove(caller, id, 'changeRent', 'have its rent changed');
    const today = londonToday();
    const changes = await this.rentChangesOf(caller, [lease.id]);
    let problem: string | null = null;
    if (body.effectiveFrom <= lease.startDate) problem = 'A new rent starts after the tenancy starts';
    else if (lease.status !== 'draft' && body.effectiveFrom < today)
      problem = 'A new rent starts today or later: charges already due are never rewritten';
    else if (lease.endDate !== null && body.effectiveFrom > lease.endDate)
      problem = 'A new rent starts before the tenancy ends';
    else if (changes.some((change) => change.effectiveFrom === body.effectiveFrom))
      problem = 'The rent already changes on this day';
    if (problem) throw new TenancyFieldException({ effectiveFrom: [problem] });

    const previous = rentOn(lease.rentPence, changes, body.effectiveFrom);
    const repo = this.db.repository(RentChangeEntity);
    const change = await repo.save(
      repo.create({
        companyId: caller.companyId,
        leaseId: lease.id,
        effectiveFrom: body.effectiveFrom,
        rentPence: body.rentPence,
        recordedByUserId: caller.userId,
      }),
    );
    const on = lease.startDate > today ? lease.startDate : today;
    lease.monthlyRentPence = monthlyEquivalent(rentOn(lease.rentPence, [...changes, change], on), lease.rentFrequency);
    const saved = await this.db.repository(LeaseEntity).save(lease);
    await this.audit.record({
      actor: caller,
      action: 'rent_changed',
      subjectType: 'lease',
      subjectId: id,
      data: { effectiveFrom: body.effectiveFrom, changes: { rentPence: { from: previous, to: body.rentPence } } },
    });
    return this.detail(caller, saved);
  }

  /** DEP-01: the deposit's records; only the fields given change, each in the history. */
  async recordDeposit(caller: CallerContext, id: string, body: RecordDepositRequest): Promise<TenancyDetailBody> {
    const lease = await this.findForMove(caller, id, 'recordDeposit', 'have its deposit recorded');
    if (!lease.depositPence) {
      throw new TenancyConflictException('TENANCY_TAKES_NO_DEPOSIT', 'This tenancy takes no deposit');
    }
    const next: Partial<Record<DepositField, unknown>> = {};
    for (const [field, column] of Object.entries(DEPOSIT_FIELDS) as [keyof RecordDepositRequest, DepositField][]) {
      if (body[field] !== undefined) next[column] = body[field];
    }
    const after = { ...lease, ...next } as LeaseEntity;
    this.checkDeposit(after, body);
    const changes = changedFields(Object.values(DEPOSIT_FIELDS), lease, next);
    if (!changesAnything(changes)) return this.detail(caller, lease);
    Object.assign(lease, next);
    const saved = await this.db.repository(LeaseEntity).save(lease);
    await this.audit.record({
      actor: caller,
      action: 'deposit_recorded',
      subjectType: 'lease',
      subjectId: id,
      data: { changes },
    });
    return this.detail(caller, saved);
  }

  /** Dates in order and none in the future, a scheme of the tenancy's nation (DEP-02); each broken rule by field. */
  private checkDeposit(after: LeaseEntity, body: RecordDepositRequest): void {
    const today = londonToday();
    const errors: FieldErrors = {};
    const dates = {
      receivedOn: after.depositReceivedOn,
      protectedOn: after.depositProtectedOn,
      prescribedInformationServedOn: after.prescribedInformationServedOn,
    };
    for (const [field, date] of Object.entries(dates)) {
      if (body[field as keyof typeof dates] === undefined || date === null) continue;
      if (date > today) errors[field] = ['This date cannot be in the future'];
      else if (field !== 'receivedOn' && after.depositReceivedOn === null)
        errors[field] = ['Record the day the deposit was received first'];
      else if (field !== 'receivedOn' && date < after.depositReceivedOn!)
        errors[field] = ['This date cannot be before the deposit was received'];
    }
    if (body.scheme) {
      const error = depositSchemeError(after.nation, body.scheme);
      if (error) errors.scheme = [error.message];
    }
    if (Object.keys(errors).length > 0) throw new TenancyFieldException(errors);
  }

  private async detail(caller: CallerContext, lease: LeaseEntity): Promise<TenancyDetailBody> {
    const today = londonToday();
    const tenantsOf = await this.tenantsOf(caller, [lease.id]);
    const changes = await this.rentChangesOf(caller, [lease.id]);
    const { schedule, until } = scheduleOf(lease, changes, today);
    const rentStanding = this.standing(lease, schedule, await this.paymentsOf(caller, [lease.id]), today);
    return {
      ...toTenancyBody(lease, tenantsOf.get(lease.id) ?? [], changes, today),
      schedule,
      scheduleUntil: until,
      rentStanding,
    };
  }

  /** RENT-01: a tenancy's standing from its schedule and payments; none for a draft, whose rent is not yet owed. */
  private standing(
    lease: LeaseEntity,
    schedule: Parameters<typeof tenancyLedger>[1],
    payments: RentPaymentEntity[],
    today: CalendarDate,
  ) {
    if (lease.status === 'draft') return null;
    const own = payments.filter((payment) => payment.leaseId === lease.id);
    return standingOf(tenancyLedger(lease.id, schedule, own, today));
  }

  /** RENT-01: the ledger of a tenancy the caller may see (ISO-02): charges due to today and the next, payments. */
  async ledger(caller: CallerContext, id: string): Promise<RentLedgerBody> {
    const lease = await this.findEntity(caller, id);
    return this.ledgerOf(caller, lease);
  }

  private async ledgerOf(caller: CallerContext, lease: LeaseEntity): Promise<RentLedgerBody> {
    const today = londonToday();
    if (lease.status === 'draft') return tenancyLedger(lease.id, [], [], today);
    const changes = await this.rentChangesOf(caller, [lease.id]);
    const { schedule } = scheduleOf(lease, changes, today);
    return tenancyLedger(lease.id, schedule, await this.paymentsOf(caller, [lease.id]), today);
  }

  /**
   * RENT-01: a payment received, by the company's staff, on a tenancy that has started (not a draft); on a day up to
   * today. It is never edited: a mistaken one is deleted, its record kept in the history (ISO-04).
   */
  async recordPayment(caller: CallerContext, id: string, body: RecordRentPaymentRequest): Promise<RentLedgerBody> {
    this.assertStaff(caller);
    const lease = await this.visible(caller).andWhere('l.id = :id', { id }).setLock('pessimistic_write').getOne();
    if (!lease) throw new TenancyNotFoundException();
    if (lease.status === 'draft') {
      throw new TenancyConflictException(
        'TENANCY_STATUS_CONFLICT',
        'A draft tenancy takes no rent payments; only an active, ending or ended one can',
      );
    }
    if (body.paidOn > londonToday()) {
      throw new TenancyFieldException({ paidOn: ['A payment cannot be recorded on a future date'] });
    }
    const repo = this.db.repository(RentPaymentEntity);
    const payment = await repo.save(
      repo.create({
        companyId: caller.companyId,
        leaseId: lease.id,
        paidOn: body.paidOn,
        amountPence: body.amountPence,
        method: body.method,
        reference: body.reference ?? null,
        recordedByUserId: caller.userId,
      }),
    );
    await this.audit.record({
      actor: caller,
      action: 'payment_recorded',
      subjectType: 'lease',
      subjectId: lease.id,
      data: {
        paymentId: payment.id,
        fields: {
          paidOn: payment.paidOn,
          amountPence: payment.amountPence,
          method: payment.method,
          reference: payment.reference,
        },
      },
    });
    return this.ledgerOf(caller, lease);
  }

  /** RENT-01, ISO-04: a mistaken payment taken off the ledger by staff; the history keeps what it was. */
  async deletePayment(caller: CallerContext, id: string, paymentId: string): Promise<RentLedgerBody> {
    this.assertStaff(caller);
    const lease = await this.visible(caller).andWhere('l.id = :id', { id }).setLock('pessimistic_write').getOne();
    if (!lease) throw new TenancyNotFoundException();
    const payment = await this.db
      .repository(RentPaymentEntity)
      .findOneBy({ companyId: caller.companyId, leaseId: lease.id, id: paymentId });
    if (!payment) throw new AppException(404, 'RENT_PAYMENT_NOT_FOUND', 'Rent payment not found');
    await this.db.repository(RentPaymentEntity).delete({ companyId: caller.companyId, id: payment.id });
    await this.audit.record({
      actor: caller,
      action: 'payment_deleted',
      subjectType: 'lease',
      subjectId: lease.id,
      data: {
        paymentId: payment.id,
        fields: {
          paidOn: payment.paidOn,
          amountPence: payment.amountPence,
          method: payment.method,
          reference: payment.reference,
        },
      },
    });
    return this.ledgerOf(caller, lease);
  }

  /**
   * RENT-01: the tenancies the caller may see (ISO-02) with their rent standing, most arrears first (then balance,
   * then id), filtered by state; ended tenancies only while a balance is left. Every ledger is worked out to rank
   * them, over at most ARREARS_TENANCY_LIMIT tenancies; the cursor is the last row's arrears, balance and id.
   */
  async arrears(caller: CallerContext, query: ListArrearsQuery): Promise<Page<TenancyBody>> {
    const today = londonToday();
    const { standings, changes } = await this.standings(caller, today);
    const ranked = standings
      .filter(({ standing }) => !query.state?.length || query.state.includes(standing.state))
      .sort(
        (a, b) =>
          b.standing.arrearsPence - a.standing.arrearsPence ||
          b.standing.balancePence - a.standing.balancePence ||
          (a.lease.id < b.lease.id ? -1 : 1),
      );
    const after = arrearsCursor(query.cursor);
    const start = after
      ? ranked.findIndex(
          ({ lease, standing }) =>
            standing.arrearsPence < after.arrears ||
            (standing.arrearsPence === after.arrears &&
              (standing.balancePence < after.balance ||
                (standing.balancePence === after.balance && lease.id > after.id))),
        )
      : 0;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = start === -1 ? [] : ranked.slice(start, start + limit);
    const last = rows.at(-1);
    const more = start !== -1 && start + limit < ranked.length;
    const tenantsOf = await this.tenantsOf(
      caller,
      rows.map(({ lease }) => lease.id),
    );
    return {
      items: rows.map(({ lease, standing }) => ({
        ...toTenancyBody(lease, tenantsOf.get(lease.id) ?? [], changes, today),
        rentStanding: standing,
      })),
      nextCursor:
        more && last
          ? encodeCursor({ key: `${last.standing.arrearsPence}:${last.standing.balancePence}`, id: last.lease.id })
          : null,
      ...(query.count === false ? {} : { total: ranked.length }),
    };
  }

  /**
   * RENT-03, DASH-01: the rent of the tenancies the caller may see, summed today: what they owe, their arrears and
   * what was received this calendar month (an owner's "rent received").
   */
  async rentSummary(caller: CallerContext): Promise<RentSummaryBody> {
    const today = londonToday();
    const { standings } = await this.standings(caller, today);
    const sum = (pick: (standing: RentStandingBody) => number) =>
      standings.reduce((total, { standing }) => total + pick(standing), 0);
    return {
      asOf: today,
      tenancyCount: standings.length,
      balancePence: sum((standing) => standing.balancePence),
      arrearsPence: sum((standing) => standing.arrearsPence),
      receivedThisMonthPence: sum((standing) => standing.receivedThisMonthPence),
    };
  }

  /** Each followed tenancy the caller may see with its standing: live ones, and ended ones with a balance left. */
  private async standings(caller: CallerContext, today: CalendarDate) {
    const leases = await this.visible(caller)
      .andWhere('l.status IN (:...statuses)', { statuses: LEDGER_STATUSES })
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id')
      .take(ARREARS_TENANCY_LIMIT)
      .getMany();
    const ids = leases.map((lease) => lease.id);
    const [changes, payments] = [await this.rentChangesOf(caller, ids), await this.paymentsOf(caller, ids)];
    const standings = leases
      .map((lease) => {
        const own = changes.filter((change) => change.leaseId === lease.id);
        const { schedule } = scheduleOf(lease, own, today);
        return { lease, standing: this.standing(lease, schedule, payments, today)! };
      })
      .filter(({ lease, standing }) => lease.status !== 'ended' || standing.balancePence !== 0);
    return { standings, changes };
  }

  private async paymentsOf(caller: CallerContext, leaseIds: string[]): Promise<RentPaymentEntity[]> {
    if (leaseIds.length === 0) return [];
    return this.db
      .repository(RentPaymentEntity)
      .createQueryBuilder('rp')
      .where('rp.companyId = :companyId AND rp.leaseId IN (:...leaseIds)', { companyId: caller.companyId, leaseIds })
      .orderBy('rp.paidOn')
      .addOrderBy('rp.recordedAt')
      .getMany();
  }

  private async findEntity(caller: CallerContext, id: string): Promise<LeaseEntity> {
    const lease = await this.visible(caller).andWhere('l.id = :id', { id }).getOne();
    if (!lease) throw new TenancyNotFoundException();
    return lease;
  }

  /** The company's staff move tenancies; anyone else is answered as if it did not exist (ISO-02). */
  private async findForMove(
    caller: CallerContext,
    id: string,
    move: keyof typeof TENANCY_MOVES,
    done: string,
  ): Promise<LeaseEntity> {
    this.assertStaff(caller);
    const lease = await this.visible(caller).andWhere('l.id = :id', { id }).setLock('pessimistic_write').getOne();
    if (!lease) throw new TenancyNotFoundException();
    const allowed: readonly LeaseStatus[] = TENANCY_MOVES[move];
    if (!allowed.includes(lease.status)) {
      throw new TenancyConflictException(
        'TENANCY_STATUS_CONFLICT',
        `${article(lease.status) === 'an' ? 'An' : 'A'} ${lease.status} tenancy cannot be ${done}; ` +
          `only ${allowed.map((status) => `${article(status)} ${status}`).join(' or ')} one can`,
      );
    }
    return lease;
  }

  private assertStaff(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new TenancyNotFoundException();
  }

  private async setPropertyStatus(caller: CallerContext, property: PropertyEntity, status: 'let' | 'vacant') {
    if (property.status === status) return;
    const from = property.status;
    property.status = status;
    await this.db.repository(PropertyEntity).save(property);
    await this.audit.record({
      actor: caller,
      action: 'updated',
      subjectType: 'property',
      subjectId: property.id,
      data: { changes: { status: { from, to: status } } },
    });
  }

  /**
   * TEN-02: each tenant's latest recorded Right to Rent check (tenant_right_to_rent_check), or none. Every tenant
   * of the tenancy counts as an adult occupier.
   */
  private async rightToRentChecks(caller: CallerContext, leaseId: string) {
    const { companyId } = caller;
    const tenantIds = (await this.db.repository(LeaseTenantEntity).findBy({ companyId, leaseId })).map(
      (row) => row.tenantId,
    );
    const checks = tenantIds.length
      ? await this.db.repository(RightToRentCheckEntity).find({
          where: { companyId, tenantId: In(tenantIds) },
          order: { checkedOn: 'DESC', createdAt: 'DESC' },
        })
      : [];
    return tenantIds.map((tenantId) => {
      const latest = checks.find((check) => check.tenantId === tenantId);
      return {
        tenantId,
        check: latest ? { checkedOn: latest.checkedOn, method: latest.method, expiresOn: latest.expiresOn } : null,
      };
    });
  }

  private async rentChangesOf(caller: CallerContext, leaseIds: string[]): Promise<RentChangeEntity[]> {
    if (leaseIds.length === 0) return [];
    return this.db
      .repository(RentChangeEntity)
      .createQueryBuilder('rc')
      .where('rc.companyId = :companyId AND rc.leaseId IN (:...leaseIds)', { companyId: caller.companyId, leaseIds })
      .orderBy('rc.effectiveFrom')
      .getMany();
  }

  /** The tenants of each lease that the caller may see (TEN-01): staff and the owner all of them, a tenant only themself. */
  private async tenantsOf(caller: CallerContext, leaseIds: string[]): Promise<Map<string, string[]>> {
    const tenantsOf = new Map<string, string[]>();
    if (leaseIds.length === 0) return tenantsOf;
    const query = this.db
      .repository(LeaseTenantEntity)
      .createQueryBuilder('lt')
      .where('lt.companyId = :companyId', { companyId: caller.companyId })
      .andWhere('lt.leaseId IN (:...leaseIds)', { leaseIds })
      .orderBy('lt.createdAt')
      .addOrderBy('lt.tenantId');
    const rows = await whereVisible(query, visibilityOf(caller, 'tenantRecord'), {
      ids: 'lt.tenantId',
      propertyIds: (param) =>
        `lt.lease_id IN (SELECT l2.id FROM "portfolio"."lease" l2 WHERE l2.property_id IN (:...${param}))`,
    }).getMany();
    for (const row of rows) tenantsOf.set(row.leaseId, [...(tenantsOf.get(row.leaseId) ?? []), row.tenantId]);
    return tenantsOf;
  }
}
