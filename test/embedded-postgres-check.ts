// Child process of embedded-postgres.int-spec.ts: start, write, stop, start again, read, stop and remove.
import { ensurePostgres, withClient } from '../scripts/postgres';

async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  const first = await ensurePostgres({ dataDir: dataDir!, port: Number(port), persistent: true });
  await withClient(first.url, (c) => c.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)'));
  await first.stop();
  const second = await ensurePostgres({ dataDir: dataDir!, port: Number(port), persistent: false });
  const result = await withClient(second.url, (c) => c.query<{ n: number }>('SELECT n FROM kept'));
  await second.stop();
  console.log(JSON.stringify({ embedded: first.embedded && second.embedded, rows: result.rows }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
