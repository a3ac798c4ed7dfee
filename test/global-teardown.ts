import { dropDatabase } from '../scripts/postgres';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__PM_TEST_PG__;
  if (!state) return;
  await dropDatabase(state.server.url, state.database);
  await state.server.stop();
}
