import { readdirSync } from 'node:fs';
import type { DataSource } from 'typeorm';

/** Counters that every attempt moves, refused or not, by design (the bff's rate limits). */
const NOT_STORED = new Set(['identity.rate_limit_counter']);

/** Row counts of every service table: what a refused request must leave exactly as it was. */
export async function rowCounter(db: DataSource): Promise<() => Promise<Record<string, number>>> {
  const tables = (
    (await db.query(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('identity', 'portfolio', 'maintenance', 'engagement')
          AND table_name <> 'migrations'
        ORDER BY 1`,
    )) as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !NOT_STORED.has(name));
  if (tables.length === 0) throw new Error('no service tables found: have the services migrated?');
  const sql = tables
    .map((name) => {
      const [schema, table] = name.split('.');
      return `SELECT '${name}' AS name, count(*)::int AS n FROM "${schema}"."${table}"`;
    })
    .join(' UNION ALL ');
  return async () => {
    const rows = (await db.query(sql)) as { name: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.name, row.n]));
  };
}

/** Files under the bff's storage folder (screenshots, blog covers). */
export function fileCount(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}
