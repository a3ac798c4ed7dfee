/**
 * CPU time (user + system) the bench's processes spend, read from /proc (Linux only; elsewhere nothing is
 * reported). Sampled before and after a run, it gives the CPU each request costs per process, which, unlike
 * req/s and latency, does not depend on what else the machine is doing.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks per second (USER_HZ), 100 on every Linux that Node supports. */
const TICKS_PER_SECOND = 100;

interface Process {
  pid: number;
  args: string;
  cpuMs: number;
}

function read(pid: string): Process | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid: Number(pid), args, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined; // ended meanwhile
  }
}

function processes(): Process[] {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(read)
    .filter((p): p is Process => p !== undefined);
}

/** Which processes make up one part of a side, by their command line. */
export type PartMatcher = (p: Process) => boolean;

export const commandIncludes =
  (text: string): PartMatcher =>
  (p) =>
    p.args.includes(text);

/** A PostgreSQL server's backends for one database: their process titles read `postgres: <user> <database> <client>`. */
export const postgresBackendsOf =
  (database: string): PartMatcher =>
  (p) =>
    p.args.startsWith('postgres:') && p.args.includes(` ${database} `);

/** Per part, each matching process's CPU milliseconds so far, by pid. */
export type CpuSample = Record<string, Map<number, number>>;

export function sampleCpu(parts: Record<string, PartMatcher>): CpuSample {
  const all = processes();
  return Object.fromEntries(
    Object.entries(parts).map(([name, matches]) => [name, new Map(all.filter(matches).map((p) => [p.pid, p.cpuMs]))]),
  );
}

/**
 * Milliseconds of CPU per request for each part between two samples, e.g. `bff 0.95 + portfolio 0.40 = 1.35 ms`:
 * what the processes alive at the end spent since the first sample (or since they started).
 */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): string {
  if (requests === 0 || process.platform !== 'linux') return 'n/a';
  const parts = Object.entries(after).map(([name, now]) => {
    let spent = 0;
    for (const [pid, ms] of now) spent += ms - (before[name]?.get(pid) ?? 0);
    return [name, spent / requests] as const;
  });
  const total = parts.reduce((sum, [, ms]) => sum + ms, 0);
  return `${parts.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(' + ')} = ${total.toFixed(2)} ms`;
}
