import { rm } from 'node:fs/promises';
import { dropDatabase } from '../scripts/postgres';
import { stopAll } from '../scripts/stack';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__PM_E2E__;
  if (!state) return;
  await stopAll([state.stack]);
  await state.oidc.stop();
  await dropDatabase(state.server.url, state.database);
  await state.server.stop();
  await rm(state.uploads, { recursive: true, force: true });
}
