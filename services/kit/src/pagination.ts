import type { Page, PageQuery } from '@pm/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppException } from './errors';
import { isUuid } from './ids';
import { QueryBoolean } from './transforms';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export class PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE) limit?: number;
  @IsOptional() @IsString() @MaxLength(200) cursor?: string;
  /** `count=false`: the page without its total, for a screen that shows none. */
  @IsOptional() @QueryBoolean() @IsBoolean() count?: boolean;
}

export interface KeysetCursor {
  key: string;
  id: string;
}

const badCursor = () => new AppException(400, 'BAD_CURSOR', 'The page cursor is not valid');

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): KeysetCursor | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((p) => typeof p === 'string')) {
      return { key: parsed[0] as string, id: parsed[1] as string };
    }
  } catch {
    // not base64 JSON: the same 400 as any other malformed cursor
  }
  throw badCursor();
}

export function parseIds(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length > MAX_PAGE_SIZE) throw new AppException(400, 'TOO_MANY_IDS', `At most ${MAX_PAGE_SIZE} ids per call`);
  if (!ids.every(isUuid)) throw new AppException(400, 'BAD_ID', 'Every id must be a UUID');
  return ids;
}

/** Decodes a keyset cursor and checks its parts, so a forged cursor is a 400 and never a database error. */
function readCursor(raw: string | undefined, isValidKey: (key: string) => boolean): KeysetCursor | null {
  const cursor = decodeCursor(raw);
  if (!cursor) return null;
  if (!isUuid(cursor.id) || cursor.key.includes('\u0000') || !isValidKey(cursor.key)) throw badCursor();
  return cursor;
}

export interface KeysetOrder {
  /** Qualified by the query's alias: `p.reference`. */
  column: string;
  direction: 'ASC' | 'DESC';
  /** SQL giving the column's exact text for the cursor, and the type that text is cast back to. */
  keySql: string;
  keyType: 'text' | 'timestamptz';
  isValidKey: (key: string) => boolean;
}

export const alphabetical = (column: string): KeysetOrder => ({
  column,
  direction: 'ASC',
  // A bare `alias.property` would be taken for the entity's own column and dropped from the entity.
  keySql: `CAST(${column} AS text)`,
  keyType: 'text',
  isValidKey: () => true,
});

const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor keeps PostgreSQL's microseconds: a Date would round them and skip or repeat rows sharing a millisecond. */
export const newestFirst = (column: string): KeysetOrder => ({
  column,
  direction: 'DESC',
  keySql: `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  keyType: 'timestamptz',
  isValidKey: (key) => TIMESTAMP_KEY.test(key) && !Number.isNaN(Date.parse(key)),
});

/** One page of `filtered()` in `order`, with the total of the whole filtered list. */
export async function keysetPage<T extends { id: string }, B>(
  filtered: () => SelectQueryBuilder<T>,
  order: KeysetOrder,
  query: PageQuery,
  toBody: (row: T) => B,
): Promise<Page<B>> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = readCursor(query.cursor, order.isValidKey);
  const qb = filtered();
  const id = `${qb.alias}.id`;
  qb.addSelect(order.keySql, 'page_key')
    .orderBy(order.column, order.direction)
    .addOrderBy(id, order.direction)
    .limit(limit + 1);
  if (after) {
    const comparison = order.direction === 'ASC' ? '>' : '<';
    qb.andWhere(`(${order.column}, ${id}) ${comparison} (CAST(:pageKey AS ${order.keyType}), CAST(:pageId AS uuid))`, {
      pageKey: after.key,
      pageId: after.id,
    });
  }
  const [{ entities, raw }, total] = await Promise.all([
    qb.getRawAndEntities<Record<string, string>>(),
    filtered().getCount(),
  ]);
  const keys = new Map(raw.map((row) => [row[`${qb.alias}_id`], row['page_key']]));
  const rows = entities.slice(0, limit);
  const last = rows[rows.length - 1];
  const nextCursor =
    entities.length > limit && last ? encodeCursor({ key: keys.get(last.id) ?? '', id: last.id }) : null;
  return { items: rows.map(toBody), nextCursor, total };
}

/** Selects the named properties of the query's entity, each under its own name: the row of a lean read. */
export function selectColumns<Q extends SelectQueryBuilder<ObjectLiteral>>(query: Q, columns: readonly string[]): Q {
  const [first, ...rest] = columns;
  query.select(`${query.alias}.${first}`, first);
  for (const column of rest) query.addSelect(`${query.alias}.${column}`, column);
  return query;
}

/** What a lean page needs of its rows: the id, and the order's key as `page_key`. */
interface KeyedRow {
  id: string;
  page_key: string;
}

/**
 * The fast list read every screen copies: `filtered()` is the caller's rows (company, visibility, filters),
 * `columns` selects only what the answer needs (aliases named as the row type, `id` among them) and may join a
 * relation of the same service; rows come through `db.rows` (prepared, no entity hydration), and the total is
 * counted only when the caller asks (`count` is not false). An index on the order's column keeps it fast.
 */
export async function leanKeysetPage<R extends { id: string }, B>(
  db: { rows<T>(query: SelectQueryBuilder<ObjectLiteral>): Promise<T[]> },
  filtered: () => SelectQueryBuilder<ObjectLiteral>,
  columns: (query: SelectQueryBuilder<ObjectLiteral>) => SelectQueryBuilder<ObjectLiteral>,
  order: KeysetOrder,
  query: PageQuery,
  toBody: (row: R) => B,
): Promise<Page<B>> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = readCursor(query.cursor, order.isValidKey);
  const qb = columns(filtered());
  const id = `${qb.alias}.id`;
  qb.addSelect(order.keySql, 'page_key')
    .orderBy(order.column, order.direction)
    .addOrderBy(id, order.direction)
    .limit(limit + 1);
  if (after) {
    const comparison = order.direction === 'ASC' ? '>' : '<';
    qb.andWhere(`(${order.column}, ${id}) ${comparison} (CAST(:pageKey AS ${order.keyType}), CAST(:pageId AS uuid))`, {
      pageKey: after.key,
      pageId: after.id,
    });
  }
  const found = await db.rows<R & KeyedRow>(qb);
  const total =
    query.count === false
      ? undefined
      : (await db.rows<{ total: number }>(filtered().select('count(*)::int', 'total')))[0]!.total;
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  const nextCursor = found.length > limit && last ? encodeCursor({ key: last.page_key, id: last.id }) : null;
  return { items: rows.map(toBody), nextCursor, total };
}

/** A batch read's rows in the order asked, each once; ids not found are left out. */
export function inOrderAsked<T extends { id: string }>(rows: T[], ids: readonly string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
