import { Injectable } from '@nestjs/common';
import type { CallerContext, Page, PageQuery } from '@pm/contracts';
import { type AppException, Db, keysetPage, newestFirst } from '@pm/kit';
import {
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import { AuditService, type AuditSubject } from '../audit/audit.service';

export interface RecordKind<E extends ObjectLiteral> {
  entity: EntityTarget<E>;
  subjectType: AuditSubject;
  notFound: () => AppException;
  /** The timestamptz column the staff list shows newest first. */
  newestBy: string;
}

/** Narrows a query of the records, aliased `r`. */
export type RecordFilter<E extends ObjectLiteral> = (qb: SelectQueryBuilder<E>) => void;

export const madeBy =
  (caller: CallerContext): RecordFilter<ObjectLiteral> =>
  (qb) =>
    qb.andWhere('r.company_id = :companyId AND r.user_id = :userId', {
      companyId: caller.companyId,
      userId: caller.userId,
    });

export const inStatus =
  (status: string | undefined): RecordFilter<ObjectLiteral> =>
  (qb) => {
    if (status) qb.andWhere('r.status = :status', { status });
  };

@Injectable()
export class AdminRecords {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  query<E extends ObjectLiteral>(kind: RecordKind<E>, filter?: RecordFilter<E>): SelectQueryBuilder<E> {
    const qb = this.db.repository(kind.entity).createQueryBuilder('r');
    filter?.(qb);
    return qb;
  }

  list<E extends { id: string }, B>(
    kind: RecordKind<E>,
    query: PageQuery,
    toBody: (row: E) => B,
    filter?: RecordFilter<E>,
  ): Promise<Page<B>> {
    return keysetPage(() => this.query(kind, filter), newestFirst(`r.${kind.newestBy}`), query, toBody);
  }

  async find<E extends { id: string }>(
    kind: RecordKind<E>,
    id: string,
    { manager = this.db.manager, lock = false }: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<E> {
    const row = await manager.findOne(kind.entity, {
      where: { id } as FindOptionsWhere<E>,
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) throw kind.notFound();
    return row;
  }

  /** Under a row lock, so two staff changing one record at once are audited in the order they land. */
  async setStatus<S extends string, E extends { id: string; status: S }>(
    caller: CallerContext,
    kind: RecordKind<E>,
    id: string,
    status: S | undefined,
  ): Promise<E> {
    const manager = this.db.manager;
    const row = await this.find(kind, id, { manager, lock: true });
    if (status === undefined || status === row.status) return row;
    const from = row.status;
    row.status = status;
    await manager.save(row);
    await this.audit.record(manager, {
      actor: caller,
      action: `${kind.subjectType}.status_changed`,
      subjectType: kind.subjectType,
      subjectId: id,
      data: { from, to: status },
    });
    return row;
  }
}
