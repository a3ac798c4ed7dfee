import { Injectable } from '@nestjs/common';
import {
  METER_READING_HISTORY_LIMIT,
  METERED_UTILITY_KINDS,
  ROLE_SCOPE,
  UTILITY_KINDS,
  type CallerContext,
  type CreateUtilityAccountRequest,
  type MeterReadingBody,
  type MeterReadingPhotoBody,
  type MeterReadingPhotoRequest,
  type RecordMeterReadingRequest,
  type UpdateUtilityAccountRequest,
  type UtilityAccountBody,
} from '@pm/contracts';
import { AppException, Db, seesWholeCompany, visibilityOf, whereVisible } from '@pm/kit';
import { In } from 'typeorm';
import { PortfolioAuditService } from '../audit/portfolio-audit.service';
import { daysBetween, londonToday } from '../compliance/calendar-date';
import { PropertyEntity } from '../properties/property.entity';
import { meterPointProblem } from './meter-point';
import { MeterReadingEntity } from './meter-reading.entity';
import { UtilityAccountEntity } from './utility-account.entity';
import {
  MeterReadingHasPhotoException,
  MeterReadingNotFoundException,
  UtilityAccountNotFoundException,
  utilityFieldError,
  UtilityPropertyNotFoundException,
} from './utility-accounts.errors';
import { changedFields, changesAnything } from '../audit/field-changes';

const EDITABLE = [
  'supplier',
  'accountNumber',
  'meterPoint',
  'payer',
] as const satisfies readonly (keyof UtilityAccountEntity)[];

const kindOrder = (kind: UtilityAccountEntity['kind']) => UTILITY_KINDS.indexOf(kind);

function toPhotoBody(row: MeterReadingEntity): MeterReadingPhotoBody | null {
  if (!row.photoStorageKey || !row.photoContentType || !row.photoUploadedByUserId || !row.photoUploadedAt) return null;
  return {
    storageKey: row.photoStorageKey,
    contentType: row.photoContentType,
    sizeBytes: row.photoSizeBytes ?? 0,
    width: row.photoWidth ?? 0,
    height: row.photoHeight ?? 0,
    uploadedByUserId: row.photoUploadedByUserId,
    uploadedAt: row.photoUploadedAt.toISOString(),
  };
}

function toReadingBody(row: MeterReadingEntity): MeterReadingBody {
  return {
    id: row.id,
    accountId: row.accountId,
    readOn: row.readOn,
    value: Number(row.value),
    kind: row.kind,
    takenByName: row.takenByName,
    takenByUserId: row.takenByUserId,
    meterReplaced: row.meterReplaced,
    photo: toPhotoBody(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function toAccountBody(row: UtilityAccountEntity, readings?: MeterReadingEntity[]): UtilityAccountBody {
  return {
    id: row.id,
    companyId: row.companyId,
    propertyId: row.propertyId,
    kind: row.kind,
    supplier: row.supplier,
    accountNumber: row.accountNumber,
    meterPoint: row.meterPoint,
    payer: row.payer,
    ...(readings ? { readings: readings.map(toReadingBody) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * UTIL-01. Every method takes the caller first. The company's staff read and write; an owner reads the accounts
 * of their properties, a tenant those of their home that the tenant pays (ISO-02); anything else is not found.
 * Row-level security holds the same rules underneath.
 */
@Injectable()
export class UtilityAccountsService {
  constructor(
    private readonly db: Db,
    private readonly audit: PortfolioAuditService,
  ) {}

  private get accounts() {
    return this.db.repository(UtilityAccountEntity);
  }

  private get readings() {
    return this.db.repository(MeterReadingEntity);
  }

  async ofProperty(caller: CallerContext, propertyId: string, withReadings: boolean): Promise<UtilityAccountBody[]> {
    await this.visibleProperty(caller, propertyId);
    const query = this.accounts
      .createQueryBuilder('a')
      .where('a.companyId = :companyId AND a.propertyId = :propertyId', { companyId: caller.companyId, propertyId });
    if (this.tenantPaysOnly(caller)) query.andWhere(`a.payer = 'tenant'`);
    const rows = (await query.orderBy('a.createdAt', 'ASC').addOrderBy('a.id', 'ASC').getMany()).sort(
      (a, b) => kindOrder(a.kind) - kindOrder(b.kind),
    );
    if (!withReadings) return rows.map((row) => toAccountBody(row));
    const readingsOf = await this.readingsOf(
      caller.companyId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAccountBody(row, readingsOf.get(row.id) ?? []));
  }

  async get(caller: CallerContext, id: string): Promise<UtilityAccountBody> {
    const row = await this.find(caller, id);
    return toAccountBody(row, (await this.readingsOf(caller.companyId, [row.id])).get(row.id) ?? []);
  }

  async create(caller: CallerContext, body: CreateUtilityAccountRequest): Promise<UtilityAccountBody> {
    this.staffOnly(caller);
    await this.visibleProperty(caller, body.propertyId);
    const meterPoint = body.meterPoint ?? null;
    const problem = meterPointProblem(body.kind, meterPoint);
    if (problem) throw utilityFieldError('meterPoint', problem);
    const row = await this.accounts.save(
      this.accounts.create({
        companyId: caller.companyId,
        propertyId: body.propertyId,
        kind: body.kind,
        supplier: body.supplier,
        accountNumber: body.accountNumber ?? null,
        meterPoint,
        payer: body.payer,
      }),
    );
    await this.audit.record({
      actor: caller,
      action: 'utility_account.created',
      subjectType: 'utilityAccount',
      subjectId: row.id,
      data: { propertyId: row.propertyId, kind: row.kind, supplier: row.supplier, payer: row.payer },
    });
    return toAccountBody(row, []);
  }

  async update(caller: CallerContext, id: string, body: UpdateUtilityAccountRequest): Promise<UtilityAccountBody> {
    this.staffOnly(caller);
    const row = await this.find(caller, id);
    const changes = changedFields(EDITABLE, row, body);
    for (const [field, change] of Object.entries(changes)) Object.assign(row, { [field]: change.to });
    if ('meterPoint' in changes || body.meterPoint !== undefined) {
      const problem = meterPointProblem(row.kind, row.meterPoint);
      if (problem) throw utilityFieldError('meterPoint', problem);
    }
    if (changesAnything(changes)) {
      await this.accounts.save(row);
      await this.audit.record({
        actor: caller,
        action: 'utility_account.updated',
        subjectType: 'utilityAccount',
        subjectId: row.id,
        data: { changes },
      });
    }
    return this.get(caller, id);
  }

  /**
   * A reading lower than the previous one (the latest on or before its date) is refused unless the meter was
   * replaced. The account's row is locked first, so two readings recorded at once are checked one after the other.
   */
  async recordReading(caller: CallerContext, accountId: string, body: RecordMeterReadingRequest) {
    this.staffOnly(caller);
    const account = await this.find(caller, accountId, true);
    if (!METERED_UTILITY_KINDS.includes(account.kind)) {
      throw utilityFieldError('accountId', 'Only electricity, gas and water accounts take meter readings');
    }
    if (daysBetween(londonToday(), body.readOn) > 0) {
      throw utilityFieldError('readOn', 'The reading date cannot be in the future');
    }
    const previous = await this.readings
      .createQueryBuilder('r')
      .where('r.companyId = :companyId AND r.accountId = :accountId', { companyId: caller.companyId, accountId })
      .andWhere('r.readOn <= :readOn', { readOn: body.readOn })
      .orderBy('r.readOn', 'DESC')
      .addOrderBy('r.createdAt', 'DESC')
      .getOne();
    const meterReplaced = body.meterReplaced ?? false;
    if (previous && body.value < Number(previous.value) && !meterReplaced) {
      throw utilityFieldError(
        'value',
        `This is lower than the previous reading (${Number(previous.value)} on ${previous.readOn}): confirm the meter was replaced`,
      );
    }
    const reading = await this.readings.save(
      this.readings.create({
        companyId: caller.companyId,
        accountId,
        readOn: body.readOn,
        value: String(body.value),
        kind: body.kind,
        takenByUserId: caller.userId,
        takenByName: body.takenByName,
        meterReplaced,
      }),
    );
    await this.audit.record({
      actor: caller,
      action: 'meter_reading.recorded',
      subjectType: 'utilityAccount',
      subjectId: accountId,
      data: { readingId: reading.id, readOn: body.readOn, value: body.value, kind: body.kind, meterReplaced },
    });
    return this.get(caller, accountId);
  }

  /** One reading of an account the caller may see, with its photo: the bff asks this, as the caller, to serve it. */
  async reading(caller: CallerContext, accountId: string, readingId: string): Promise<MeterReadingBody> {
    await this.find(caller, accountId);
    const row = await this.readings.findOne({ where: { companyId: caller.companyId, accountId, id: readingId } });
    if (!row) throw new MeterReadingNotFoundException();
    return toReadingBody(row);
  }

  /**
   * The bff has checked, re-encoded and stored the photo; it is recorded once. The reading's row is locked, so of
   * two photos sent at once one is recorded and the other refused (the bff then removes its bytes).
   */
  async attachPhoto(
    caller: CallerContext,
    accountId: string,
    readingId: string,
    body: MeterReadingPhotoRequest,
  ): Promise<MeterReadingBody> {
    this.staffOnly(caller);
    await this.find(caller, accountId);
    const row = await this.readings.findOne({
      where: { companyId: caller.companyId, accountId, id: readingId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new MeterReadingNotFoundException();
    if (row.photoStorageKey) throw new MeterReadingHasPhotoException();
    Object.assign(row, {
      photoStorageKey: body.storageKey,
      photoContentType: body.contentType,
      photoSizeBytes: body.sizeBytes,
      photoWidth: body.width,
      photoHeight: body.height,
      photoUploadedByUserId: caller.userId,
      photoUploadedAt: new Date(),
    });
    await this.readings.save(row);
    await this.audit.record({
      actor: caller,
      action: 'meter_reading.photo_attached',
      subjectType: 'utilityAccount',
      subjectId: accountId,
      data: { readingId, contentType: body.contentType, sizeBytes: body.sizeBytes },
    });
    return toReadingBody(row);
  }

  private staffOnly(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new AppException(403, 'FORBIDDEN', 'Only the agency manages utilities');
  }

  private tenantPaysOnly(caller: CallerContext): boolean {
    return ROLE_SCOPE[caller.role] === 'tenant';
  }

  private async visibleProperty(caller: CallerContext, propertyId: string): Promise<void> {
    const query = this.db
      .repository(PropertyEntity)
      .createQueryBuilder('p')
      .select('p.id')
      .where('p.companyId = :companyId AND p.id = :propertyId', { companyId: caller.companyId, propertyId });
    const found = await whereVisible(query, visibilityOf(caller, 'property'), { ids: 'p.id' }).getOne();
    if (!found) throw new UtilityPropertyNotFoundException();
  }

  private async find(caller: CallerContext, id: string, lock = false): Promise<UtilityAccountEntity> {
    const query = this.accounts
      .createQueryBuilder('a')
      .where('a.companyId = :companyId AND a.id = :id', { companyId: caller.companyId, id });
    const visible = visibilityOf(caller, 'property');
    whereVisible(query, visible, { ids: 'a.propertyId' });
    if (this.tenantPaysOnly(caller)) query.andWhere(`a.payer = 'tenant'`);
    if (lock) query.setLock('pessimistic_write');
    const row = await query.getOne();
    if (!row) throw new UtilityAccountNotFoundException();
    return row;
  }

  /** Newest first, at most the history limit per account, in one query. */
  private async readingsOf(companyId: string, accountIds: string[]): Promise<Map<string, MeterReadingEntity[]>> {
    const byAccount = new Map<string, MeterReadingEntity[]>();
    if (accountIds.length === 0) return byAccount;
    const rows = await this.readings.find({
      where: { companyId, accountId: In(accountIds) },
      order: { readOn: 'DESC', createdAt: 'DESC' },
    });
    for (const row of rows) {
      const list = byAccount.get(row.accountId) ?? [];
      if (list.length < METER_READING_HISTORY_LIMIT) list.push(row);
      byAccount.set(row.accountId, list);
    }
    return byAccount;
  }
}
