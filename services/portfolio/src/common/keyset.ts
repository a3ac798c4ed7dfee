import { AppException, decodeCursor, DEFAULT_PAGE_SIZE, encodeCursor, type KeysetCursor } from '@pm/kit';
import { isUuid } from './ids';

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
