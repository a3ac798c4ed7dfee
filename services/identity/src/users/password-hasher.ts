import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id baseline (19 MiB, t=2, p=1): strong, yet a login stays well under 100 ms. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed login, never a 500.
      return false;
    }
  }

  /** Spends the same work as a real check, so an unknown e-mail is not revealed by a faster answer. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
