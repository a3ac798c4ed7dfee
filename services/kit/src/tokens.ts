import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, invitation hashes, visitors' conversation tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Only digests are stored, so the table alone never grants a session, an invitation or a conversation. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
