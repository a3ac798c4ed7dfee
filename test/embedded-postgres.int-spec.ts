import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * jest's module registry cannot load the ES-module embedded-postgres package, so the check runs the
 * real start-up code (scripts/postgres.ts) in a child process, as `npm start` does.
 */
describe('embedded PostgreSQL (the path npm start takes without DATABASE_URL)', () => {
  it('initialises, answers queries, stops, and keeps its data across a restart', async () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const dataDir = join(tmpdir(), `pm-embedded-check-${process.pid}-${Date.now()}`);
    const port = String(56_000 + Math.floor(Math.random() * 900));
    const { stdout } = await run('npx', ['tsx', 'test/embedded-postgres-check.ts', dataDir, port], {
      cwd: join(__dirname, '..'),
      env,
      timeout: 120_000,
    });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({ embedded: true, rows: [{ n: 42 }] });
  });
});
