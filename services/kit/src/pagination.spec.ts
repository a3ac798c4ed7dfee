import { AppException } from './errors';
import { decodeCursor, encodeCursor, parseIds } from './pagination';

describe('keyset cursors', () => {
  it('round-trips a cursor', () => {
    const cursor = { key: 'NGL-004', id: '7f1f5d0e-8c44-4d0c-9b7e-0f3a2b1c4d5e' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('treats a missing cursor as the first page', () => {
    expect(decodeCursor(undefined)).toBeNull();
  });

  it.each(['not-base64!', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url')])(
    'refuses a malformed cursor %s with 400',
    (bad) => {
      expect(() => decodeCursor(bad)).toThrow(AppException);
      try {
        decodeCursor(bad);
      } catch (error) {
        expect((error as AppException).getStatus()).toBe(400);
      }
    },
  );
});

describe('parseIds', () => {
  const id = '7f1f5d0e-8c44-4d0c-9b7e-0f3a2b1c4d5e';

  it('is null when the parameter is absent and splits a list otherwise', () => {
    expect(parseIds(undefined)).toBeNull();
    expect(parseIds(`${id}, ${id}`)).toEqual([id, id]);
  });

  it('refuses ids that are not UUIDs and lists over 100', () => {
    expect(() => parseIds('1,2')).toThrow('Every id must be a UUID');
    expect(() => parseIds(Array(101).fill(id).join(','))).toThrow('At most 100 ids per call');
  });
});
