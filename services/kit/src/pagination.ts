import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AppException } from './errors';
import { isUuid } from './ids';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** Query of every list endpoint: page size is capped, the cursor is opaque. */
export class PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE) limit?: number;
  @IsOptional() @IsString() @MaxLength(200) cursor?: string;
}

/** A keyset cursor over (sortKey, id). */
export interface KeysetCursor {
  key: string;
  id: string;
}

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
    // fall through to the 400 below
  }
  throw new AppException(400, 'BAD_CURSOR', 'The page cursor is not valid');
}

/** Parses `?ids=a,b,c` for batch reads, each a UUID, at most MAX_PAGE_SIZE. */
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

const badCursor = () => new AppException(400, 'BAD_CURSOR', 'The page cursor is not valid');

/** Decodes a keyset cursor and checks its parts, so a forged cursor is a 400 and never a database error. */
export function readCursor(
  raw: string | undefined,
  isValidKey: (key: string) => boolean = () => true,
): KeysetCursor | null {
  const cursor = decodeCursor(raw);
  if (!cursor) return null;
  if (!isUuid(cursor.id) || cursor.key.includes('\u0000') || !isValidKey(cursor.key)) throw badCursor();
  return cursor;
}

export const pageSize = (limit: number | undefined): number => limit ?? DEFAULT_PAGE_SIZE;

/** Given up to `limit + 1` rows in page order, the page's rows and the cursor after its last row. */
export function slicePage<T extends { id: string }>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => string,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? encodeCursor({ key: keyOf(last), id: last.id }) : null;
  return { rows: page, nextCursor };
}
