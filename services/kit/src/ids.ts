import { AppException } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** Path ids are checked before they reach SQL, so a malformed id is a 400 and never a database error. */
export function assertUuid(value: string, field = 'id'): string {
  if (!isUuid(value)) {
    throw new AppException(400, 'BAD_ID', `${field} must be a UUID`, {
      fields: { [field]: [`${field} must be a UUID`] },
    });
  }
  return value;
}
