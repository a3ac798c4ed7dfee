import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..');
export const DATA_DIR = join(ROOT, '.data');

export const SERVICES = [
  { name: 'identity', port: 3101 },
  { name: 'portfolio', port: 3102 },
  { name: 'maintenance', port: 3103 },
  { name: 'engagement', port: 3104 },
] as const;

export type ServiceName = (typeof SERVICES)[number]['name'];

export interface Secrets {
  JWT_SECRET: string;
  INTERNAL_SERVICE_TOKEN: string;
}

/** Outside production, missing secrets are generated once into .data/secrets.json so sessions survive restarts. */
export function loadSecrets(env: NodeJS.ProcessEnv = process.env): Secrets {
  const given = { JWT_SECRET: env.JWT_SECRET, INTERNAL_SERVICE_TOKEN: env.INTERNAL_SERVICE_TOKEN };
  if (given.JWT_SECRET && given.INTERNAL_SERVICE_TOKEN) return given as Secrets;
  if (env.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET and INTERNAL_SERVICE_TOKEN must be set in production');
  }
  const file = join(DATA_DIR, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    JWT_SECRET: given.JWT_SECRET ?? stored.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    INTERNAL_SERVICE_TOKEN:
      given.INTERNAL_SERVICE_TOKEN ?? stored.INTERNAL_SERVICE_TOKEN ?? randomBytes(32).toString('base64url'),
  };
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Port of a service: `<NAME>_PORT` when set (tests run a second stack beside a dev one), else its default. */
export function servicePort(name: ServiceName, env: NodeJS.ProcessEnv = process.env): number {
  const fallback = SERVICES.find((s) => s.name === name)!.port;
  return Number(env[`${name.toUpperCase()}_PORT`] ?? fallback);
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  group: boolean;
}

function signal(p: ManagedProcess, sig: NodeJS.Signals): void {
  try {
    if (p.group && p.child.pid) process.kill(-p.child.pid, sig);
    else p.child.kill(sig);
  } catch {
    // already gone
  }
}

export interface RunOptions {
  quiet?: boolean;
  /** Own process group, so stopAll ends the child and everything it started, even if it cannot clean up. */
  group?: boolean;
}

export function runProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { quiet = false, group = false }: RunOptions = {},
): ManagedProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (quiet) return;
    const text = chunk.toString('utf8').replace(/\n(?=.)/g, `\n${prefix}`);
    stream.write(prefix + text);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, exited, group };
}

export function runStack(env: NodeJS.ProcessEnv, quiet: boolean): ManagedProcess {
  return runProcess('stack', process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], env, {
    quiet,
    group: true,
  });
}

/** Polls a URL until it answers 200, or fails after `timeoutMs`, or as soon as the process dies. */
export async function waitForReady(url: string, proc: ManagedProcess | undefined, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void proc?.exited.then(() => {
    died = true;
  });
  while (Date.now() < deadline) {
    if (died) throw new Error(`${proc!.name} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

export async function stopAll(processes: ManagedProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async (p) => {
      if (p.child.exitCode !== null) return;
      signal(p, 'SIGTERM');
      const timer = setTimeout(() => signal(p, 'SIGKILL'), 10_000);
      await p.exited;
      clearTimeout(timer);
      // The group leader may exit first; make sure nothing it started outlives it.
      if (p.group) signal(p, 'SIGKILL');
    }),
  );
}
