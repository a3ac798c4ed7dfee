import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and invitation hashes. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Only digests are stored, so the table alone never grants a session or an invitation. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
