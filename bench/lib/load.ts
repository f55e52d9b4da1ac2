import fs from 'node:fs';
import autocannon, { type RequestSpec } from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION || 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
export const WARMUP_S = Math.min(3, Math.max(1, Math.round(DURATION_S / 5)));

export interface LoadResult {
  /** Successful (2xx) responses per second over the whole run. */
  rps: number;
  p50: number;
  p99: number;
  /** Mean and slowest response, ms (the tail beyond p99). */
  mean?: number;
  max?: number;
  ok: number;
  /** Non-2xx responses and connection errors: a benchmark with any is reported as suspect. */
  failed: number;
  statuses: Record<string, number>;
  /** CPU time the server process spent per successful request (user + system, µs): unlike
   * requests/s it hardly moves when other processes compete for the cores. */
  cpuUsPerRequest?: number;
}

export interface LoadSpec {
  url: string;
  /** Builds each request: called once per request, so every request can differ. */
  next: () => { method: string; path: string; body?: string };
  headers?: Record<string, string>;
  connections?: number;
  duration?: number;
  warmup?: boolean;
  /** Stop after this many requests instead of after `duration`. */
  amount?: number;
  /** The server's pid, to charge it the CPU it used. */
  serverPid?: number;
}

const CLOCK_TICK_US = 10_000; // USER_HZ is 100 on Linux

/** utime + stime of a process, in µs (Linux /proc); undefined once it is gone. */
export function cpuUs(pid: number): number | undefined {
  return statCpuUs(`/proc/${pid}/stat`);
}

/** utime + stime of each thread of a process (Linux /proc), in µs, by thread id: the main thread's id is the pid. */
export function threadsCpuUs(pid: number): Map<number, number> {
  try {
    return new Map(fs.readdirSync(`/proc/${pid}/task`).map((tid) => [Number(tid), statCpuUs(`/proc/${pid}/task/${tid}/stat`) ?? 0]));
  } catch {
    return new Map();
  }
}

function statCpuUs(file: string): number | undefined {
  try {
    const stat = fs.readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US;
  } catch {
    return undefined;
  }
}

/** utime + stime of every process with this command name (Linux /proc; 0 elsewhere), in µs: e.g. all of PostgreSQL's. */
export function commandCpuUs(command: string): number {
  let sum = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command) sum += cpuUs(Number(pid)) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/** The machine's idle and total CPU time so far, in clock ticks (Linux /proc/stat); undefined elsewhere. */
export function machineTicks(): { idle: number; total: number } | undefined {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + fields[4], total: fields.reduce((a, b) => a + b, 0) }; // idle + iowait
  } catch {
    return undefined;
  }
}

async function fire(spec: LoadSpec, duration: number): Promise<LoadResult> {
  const requests: RequestSpec[] = [
    {
      setupRequest: (request) => {
        const { method, path, body } = spec.next();
        return { ...request, method, path, body, headers: { ...spec.headers, ...(body ? { 'content-type': 'application/json' } : {}) } };
      },
    },
  ];
  const cpuBefore = spec.serverPid ? cpuUs(spec.serverPid) : undefined;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections ?? CONNECTIONS,
    duration,
    requests,
    timeout: 30,
    ...(spec.amount !== undefined ? { amount: spec.amount } : {}),
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    max: result.latency.max,
    ok,
    failed: result.non2xx + result.errors,
    statuses,
    cpuUsPerRequest: cpuBefore !== undefined && ok > 0 ? (cpuUs(spec.serverPid!)! - cpuBefore) / ok : undefined,
  };
}

/** A short warm-up (JIT, statement caches, pool), then the measured run. */
export async function measure(spec: LoadSpec): Promise<LoadResult> {
  if (spec.warmup !== false) await fire(spec, WARMUP_S);
  return fire(spec, spec.duration ?? DURATION_S);
}

/** Cycles through `items` forever, shared by all connections. */
export function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}

export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 2));

/**
 * Runs each labelled measurement once per round, interleaved (a b c, a b c, …), and keeps each
 * label's best run (most requests/s). Other processes on a small machine only ever slow a run
 * down, so the best of interleaved runs is the fairest comparison between servers.
 */
export async function bestOf<K extends string>(runs: Record<K, () => Promise<LoadResult>>, rounds = ROUNDS): Promise<Record<K, LoadResult>> {
  const best = {} as Record<K, LoadResult>;
  for (let round = 0; round < rounds; round++) {
    for (const label of Object.keys(runs) as K[]) {
      const result = await runs[label]();
      if (!best[label] || result.rps > best[label].rps) best[label] = result;
    }
  }
  return best;
}
