import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreatePropertyOwnerRequest,
  FieldErrors,
  MaskedBankDetails,
  Page,
  PageQuery,
  PropertyHistoryEntryBody,
  PropertyOwnerBody,
  PropertyOwnerListQuery,
  PropertyOwnerSort,
  PropertyOwnerSortKey,
  UpdatePropertyOwnerRequest,
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
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import { OWNER_FIELD_MESSAGES } from './property-owners.dto';
import { PropertyOwnerFieldException, PropertyOwnerNotFoundException } from './property-owners.errors';
import { PropertyOwnerEntity } from './property-owner.entity';
import { changedFields, changesAnything } from '../audit/field-changes';

/** The columns an answer is made from, selected by name on the lean path. */
const ROW_COLUMNS = [
  'id',
  'companyId',
  'name',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'bankAccountName',
  'bankSortCode',
  'bankAccountNumber',
  'managementFeeKind',
  'managementFeePercent',
  'managementFeeFixedPence',
  'spendingLimitPence',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PropertyOwnerEntity)[];

/** On the lean path numeric arrives as PostgreSQL's text; through the entity, already a number. */
type OwnerRow = Omit<Pick<PropertyOwnerEntity, (typeof ROW_COLUMNS)[number]>, 'managementFeePercent'> & {
  managementFeePercent: number | string | null;
};

/** OWN-01: the last 2 digits of the sort code and 4 of the account number; the whole numbers never leave here. */
function maskBankDetails(row: Pick<OwnerRow, 'bankAccountName' | 'bankSortCode' | 'bankAccountNumber'>) {
  if (!row.bankSortCode || !row.bankAccountNumber) return null;
  return {
    accountName: row.bankAccountName,
    sortCodeLast2: row.bankSortCode.slice(-2),
    accountNumberLast4: row.bankAccountNumber.slice(-4),
  } satisfies MaskedBankDetails;
}

function toOwnerBody(row: OwnerRow): PropertyOwnerBody {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
    bankDetails: maskBankDetails(row),
    managementFeeKind: row.managementFeeKind,
    managementFeePercent: row.managementFeePercent === null ? null : Number(row.managementFeePercent),
    managementFeeFixedPence: row.managementFeeFixedPence,
    spendingLimitPence: row.spendingLimitPence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each order on a column that is never null, the id after it keeping the order total; each has an index. */
const ORDERS: Record<PropertyOwnerSortKey, KeysetOrder> = {
  name: alphabetical('o.name'),
  created: { ...newestFirst('o.createdAt'), direction: 'ASC' },
};

function orderOf(sort: PropertyOwnerSort | undefined): KeysetOrder {
  if (!sort) return ORDERS.name;
  const desc = sort.startsWith('-');
  const order = ORDERS[(desc ? sort.slice(1) : sort) as PropertyOwnerSortKey];
  return desc ? { ...order, direction: order.direction === 'ASC' ? 'DESC' : 'ASC' } : order;
}

/** The fields a change may set, in the order the history lists them. */
const EDITABLE = [
  'name',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'bankAccountName',
  'bankSortCode',
  'bankAccountNumber',
  'managementFeeKind',
  'managementFeePercent',
  'managementFeeFixedPence',
  'spendingLimitPence',
] as const satisfies readonly (keyof CreatePropertyOwnerRequest & keyof PropertyOwnerEntity)[];
type EditableField = (typeof EDITABLE)[number];
type OwnerFields = Pick<PropertyOwnerEntity, EditableField>;

/** What the history keeps of a field: bank numbers only masked, like every answer (OWN-01). */
function auditValue(field: EditableField, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (field === 'bankSortCode') return `**-**-${value.slice(-2)}`;
  if (field === 'bankAccountNumber') return `****${value.slice(-4)}`;
  return value;
}

/** Both bank numbers or neither; the fee its kind names, and not the other. */
export function acrossFieldErrors(
  owner: Pick<OwnerFields, 'managementFeeKind'> &
    Partial<
      Pick<OwnerFields, 'bankSortCode' | 'bankAccountNumber' | 'managementFeePercent' | 'managementFeeFixedPence'>
    >,
): FieldErrors {
  const errors: FieldErrors = {};
  if (owner.bankSortCode && !owner.bankAccountNumber) errors.bankAccountNumber = [OWNER_FIELD_MESSAGES.accountNumber];
  if (owner.bankAccountNumber && !owner.bankSortCode) errors.bankSortCode = [OWNER_FIELD_MESSAGES.sortCode];
  if (owner.managementFeeKind === 'percent' && (owner.managementFeePercent ?? null) === null) {
    errors.managementFeePercent = [OWNER_FIELD_MESSAGES.feePercent];
  }
  if (owner.managementFeeKind === 'fixed' && (owner.managementFeeFixedPence ?? null) === null) {
    errors.managementFeeFixedPence = [OWNER_FIELD_MESSAGES.feeFixed];
  }
  return errors;
}

function checkAcrossFields(owner: OwnerFields): void {
  const errors = acrossFieldErrors(owner);
  if (Object.keys(errors).length > 0) throw new PropertyOwnerFieldException(errors);
}

@Injectable()
export class PropertyOwnersService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
  ) {}

  /** The caller's company, narrowed to what the caller's role may see of it: an owner only their own record. */
  private visible(caller: CallerContext) {
    const query = this.db
      .repository(PropertyOwnerEntity)
      .createQueryBuilder('o')
      .where('o.companyId = :companyId', { companyId: caller.companyId });
    return whereVisible(query, visibilityOf(caller, 'propertyOwner'), { ids: 'o.id' });
  }

  /** The lean read path: named columns, prepared statements, counted only when asked; searched by name or e-mail. */
  list(caller: CallerContext, query: PageQuery & PropertyOwnerListQuery): Promise<Page<PropertyOwnerBody>> {
    const filtered = () => {
      const qb = this.visible(caller);
      if (query.q) qb.andWhere('(o.name ILIKE :q OR o.email ILIKE :q)', { q: likePattern(query.q) });
      return qb;
    };
    return leanKeysetPage<OwnerRow, PropertyOwnerBody>(
      this.db,
      filtered,
      (qb) => selectColumns(qb, ROW_COLUMNS),
      orderOf(query.sort),
      query,
      toOwnerBody,
    );
  }

  /** Ids of other companies, ids the caller may not see and unknown ids are left out. */
  async findMany(caller: CallerContext, ids: string[]): Promise<PropertyOwnerBody[]> {
    if (ids.length === 0) return [];
    const rows = await this.visible(caller).andWhere('o.id IN (:...ids)', { ids }).getMany();
    return inOrderAsked(rows, ids).map(toOwnerBody);
  }

  async get(caller: CallerContext, id: string): Promise<PropertyOwnerBody> {
    return toOwnerBody(await this.findEntity(caller, id));
  }

  /** OWN-01: the company's staff only; anyone else is answered as if the owner did not exist (ISO-02). */
  async create(caller: CallerContext, body: CreatePropertyOwnerRequest): Promise<PropertyOwnerBody> {
    this.assertStaff(caller);
    const fields: OwnerFields = {
      name: body.name,
      email: body.email ?? null,
      phone: body.phone ?? null,
      addressLine1: body.addressLine1 ?? null,
      addressLine2: body.addressLine2 ?? null,
      city: body.city ?? null,
      postcode: body.postcode ?? null,
      bankAccountName: body.bankAccountName ?? null,
      bankSortCode: body.bankSortCode ?? null,
      bankAccountNumber: body.bankAccountNumber ?? null,
      managementFeeKind: body.managementFeeKind,
      managementFeePercent: body.managementFeeKind === 'percent' ? (body.managementFeePercent ?? null) : null,
      managementFeeFixedPence: body.managementFeeKind === 'fixed' ? (body.managementFeeFixedPence ?? null) : null,
      spendingLimitPence: body.spendingLimitPence,
    };
    if (!fields.bankSortCode && !fields.bankAccountNumber) fields.bankAccountName = null;
    checkAcrossFields(fields);
    const repo = this.db.repository(PropertyOwnerEntity);
    const row = await repo.save(repo.create({ companyId: caller.companyId, userId: null, ...fields }));
    await this.audit.record({
      actor: caller,
      action: 'created',
      subjectType: 'propertyOwner',
      subjectId: row.id,
      data: { fields: Object.fromEntries(EDITABLE.map((field) => [field, auditValue(field, fields[field])])) },
    });
    return toOwnerBody(row);
  }

  /** Changes the fields given; the history records each changed field before and after, bank numbers masked. */
  async update(caller: CallerContext, id: string, body: UpdatePropertyOwnerRequest): Promise<PropertyOwnerBody> {
    this.assertStaff(caller);
    const row = await this.findEntity(caller, id);
    const next: OwnerFields = Object.fromEntries(EDITABLE.map((field) => [field, row[field]])) as OwnerFields;
    for (const field of EDITABLE) {
      if (body[field] !== undefined) Object.assign(next, { [field]: body[field] });
    }
    // Switching the fee's kind drops the other kind's amount; clearing the bank numbers drops the name with them.
    if (next.managementFeeKind === 'percent') next.managementFeeFixedPence = null;
    if (next.managementFeeKind === 'fixed') next.managementFeePercent = null;
    if (!next.bankSortCode && !next.bankAccountNumber) next.bankAccountName = null;
    checkAcrossFields(next);

    const changes = changedFields(EDITABLE, row, next, auditValue);
    if (!changesAnything(changes)) return toOwnerBody(row);
    Object.assign(row, next);
    const saved = await this.db.repository(PropertyOwnerEntity).save(row);
    await this.audit.record({
      actor: caller,
      action: 'updated',
      subjectType: 'propertyOwner',
      subjectId: id,
      data: { changes },
    });
    return toOwnerBody(saved);
  }

  /** The company's owners with these e-mails (lower case), by e-mail: an import's duplicates. */
  async namesByEmail(caller: CallerContext, emails: readonly string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await this.visible(caller)
      .select(['o.id', 'o.name', 'o.email'])
      .andWhere('lower(o.email) IN (:...emails)', { emails })
      .getMany();
    return new Map(rows.map((row) => [row.email!.toLowerCase(), row.name]));
  }

  /** The owner's changes, oldest first: for the company's staff (ISO-04). */
  async history(caller: CallerContext, id: string): Promise<PropertyHistoryEntryBody[]> {
    this.assertStaff(caller);
    await this.findEntity(caller, id);
    return this.audit.forSubject(caller.companyId, id);
  }

  /** The owner's record as the caller may see it (ISO-02), for the statement; it never leaves the service. */
  findVisible(caller: CallerContext, id: string): Promise<PropertyOwnerEntity> {
    return this.findEntity(caller, id);
  }

  private assertStaff(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new PropertyOwnerNotFoundException();
  }

  private async findEntity(caller: CallerContext, id: string): Promise<PropertyOwnerEntity> {
    const row = await this.visible(caller).andWhere('o.id = :id', { id }).getOne();
    if (!row) throw new PropertyOwnerNotFoundException();
    return row;
  }
}
