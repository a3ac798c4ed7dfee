import { pageSize, readCursor, slicePage } from '@pm/kit';
import type { SelectQueryBuilder } from 'typeorm';

/**
 * Keyset cursors over timestamptz columns keep microseconds: a JavaScript Date would round them to
 * milliseconds and skip or repeat rows that share a millisecond.
 */
export const timestampKeySql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const isTimestampKey = (key: string): boolean => TIMESTAMP_KEY.test(key) && !Number.isNaN(Date.parse(key));

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One keyset page of `qb` ordered newest first by a timestamptz column, then id. The cursor carries the
 * column's exact text so rows that share a millisecond are neither skipped nor repeated.
 */
export async function newestFirstPage<T extends { id: string }>(
  qb: SelectQueryBuilder<T>,
  column: string,
  query: { limit?: number; cursor?: string },
): Promise<{ rows: T[]; nextCursor: string | null }> {
  const limit = pageSize(query.limit);
  const after = readCursor(query.cursor, isTimestampKey);
  const alias = qb.alias;
  const sortColumn = `${alias}.${column}`;
  qb.addSelect(timestampKeySql(sortColumn), 'sort_key')
    .orderBy(sortColumn, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .limit(limit + 1);
  if (after) {
    qb.andWhere(`(${sortColumn}, ${alias}.id) < (CAST(:afterKey AS timestamptz), :afterId)`, {
      afterKey: after.key,
      afterId: after.id,
    });
  }
  const { entities, raw } = await qb.getRawAndEntities<Record<string, string>>();
  const keys = new Map(raw.map((r) => [r[`${alias}_id`], r['sort_key']]));
  return slicePage(entities, limit, (row) => keys.get(row.id) ?? '');
}
