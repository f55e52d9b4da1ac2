// `npm run bench`: starts the service on SQLite and on PostgreSQL, measures it against raw
// baselines in the same run, prints the results and writes them into docs/performance.md.
//
//   BENCH_DURATION=10      seconds per measured run (a short warm-up precedes each)
//   BENCH_CONNECTIONS=20   concurrent connections
//   BENCH_ROUNDS=2         interleaved runs per measurement; the best is kept
//   BENCH_STORES=sqlite,postgres
//   BENCH_ONLY=core|webhooks   one part only (default: both)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   where bench databases are created and dropped
//   BENCH_PROFILE=1        write a CPU profile of the service during the PATCH run to data/bench/profiles
import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../src/store/store.js';
import { runCoreBenchmarks, type CoreResults } from './core.bench.js';
import { PER_ENDPOINT_CONCURRENCY as PER_ENDPOINT, runWebhookBenchmarks, type WebhookResults } from './webhooks.bench.js';
import { CONNECTIONS, DURATION_S, ROUNDS } from './lib/load.js';
import { ROOT } from './lib/processes.js';
import { failures, fmt, machine, table, writeSection } from './lib/report.js';

const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const only = process.env.BENCH_ONLY;

function coreMarkdown(results: CoreResults[], environment: string): string {
  const patchRows = results.flatMap((r) => [
    [r.dialect, 'raw baseline', fmt.rps(r.patch.baseline.rps), fmt.ms(r.patch.baseline.p50), fmt.ms(r.patch.baseline.p99), failures(r.patch.baseline), ''],
    [r.dialect, '**PDN**', fmt.rps(r.patch.pdn.rps), fmt.ms(r.patch.pdn.p50), fmt.ms(r.patch.pdn.p99), failures(r.patch.pdn), `**${fmt.ratio(r.patch.pdn.rps / r.patch.baseline.rps)}**`],
  ]);
  const acceptRows = results.map((r) => [r.dialect, fmt.rps(r.accept.rps), fmt.ms(r.accept.p50), fmt.ms(r.accept.p99), failures(r.accept)]);
  const readRows = results.flatMap((r) =>
    (['available', 'fleet'] as const).map((which) => {
      const { small, large } = r.reads[which];
      const route = which === 'available' ? 'GET /v1/orders/available' : 'GET /v1/fleet/availability';
      return [r.dialect, route, fmt.rps(small.rps), fmt.ms(small.p99), fmt.rps(large.rps), fmt.ms(large.p99), `**${fmt.ratio(large.p99 / small.p99)}**`, `${failures(small)} / ${failures(large)}`];
    }),
  );
  const seedRows = results.flatMap((r) => r.seeds.map((s) => [r.dialect, s.size.name, s.size.orders.toLocaleString('en-US'), s.size.riders.toLocaleString('en-US'), s.cached ? 'cached file reused' : `${s.seconds.toFixed(1)} s`]));
  return [
    `Measured ${environment}. ${CONNECTIONS} connections, ${DURATION_S} s per run after a warm-up, best of ${ROUNDS} interleaved runs; autocannon in the bench process; service and baseline are child processes on the same store.`,
    '',
    '**PATCH /v1/riders/{id}/status** (small set; PDN ÷ raw baseline requests/s; target ≥ 0.6× on SQLite)',
    '',
    table(['store', 'server', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'ratio'], patchRows),
    '',
    '**POST /v1/orders/{id}/accept** (each request a different unassigned order; riders with room)',
    '',
    table(['store', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'], acceptRows),
    '',
    '**Reads, small set (10k orders, 1k riders) vs large set (1M orders, 100k riders)** (target: p99 large ÷ small ≤ 2×)',
    '',
    table(['store', 'route', 'small req/s', 'small p99 ms', 'large req/s', 'large p99 ms', 'p99 large ÷ small', 'non-2xx small / large'], readRows),
    '',
    'Seeding:',
    '',
    table(['store', 'set', 'orders', 'riders', 'seed time'], seedRows),
  ].join('\n');
}

function webhooksMarkdown(results: WebhookResults[], environment: string): string {
  const e = results[0];
  const throughputRows = results.map((r) => [
    r.dialect,
    fmt.rps(r.raw),
    fmt.rps(r.drain.rate),
    `**${fmt.ratio(r.drain.rate / r.raw)}**`,
    `${r.drain.delivered.toLocaleString('en-US')} in ${r.drain.seconds.toFixed(1)} s`,
    `${r.drain.attemptsLogged.toLocaleString('en-US')} for ${r.drain.attemptsExpected.toLocaleString('en-US')} deliveries (${r.drain.notSucceeded} not succeeded)`,
  ]);
  const latencyRows = results.map((r) => [
    r.dialect,
    fmt.rps(r.latency.targetRate),
    fmt.rps(r.latency.achievedRate),
    r.latency.n.toLocaleString('en-US'),
    `**${r.latency.p50 ?? '–'}**`,
    `**${r.latency.p99 ?? '–'}**`,
    r.latency.max ?? '–',
  ]);
  const hangingRows = results.map((r) => [
    r.dialect,
    fmt.rps(r.hanging.othersNormal.rate),
    fmt.rps(r.hanging.others.rate),
    `**${fmt.ratio(r.hanging.others.rate / r.hanging.othersNormal.rate)}**`,
    r.hanging.timeouts,
  ]);
  return [
    `Measured ${environment}. ${e?.endpoints ?? 10} endpoints (one partner each, each its own origin on a local receiver that answers 204 at once), ${PER_ENDPOINT} in flight per endpoint (PDN's default), attempt timeout 5 s; PDN runs API and dispatcher in one process.`,
    '',
    '**Sustained deliveries/s** (a backlog of pending deliveries drained by the dispatcher, every attempt logged; raw = undici posting the same signed envelope to the same receiver with the same concurrency; target ≥ 0.2×)',
    '',
    table(['store', 'raw posts/s', 'PDN deliveries/s', 'ratio', 'drained', 'attempts logged'], throughputRows),
    '',
    '**Commit-to-receipt latency at half the sustained rate** (orders created through the admin API at that rate; from the event\'s `created`, stamped in the committing transaction, to arrival at the receiver; targets p50 ≤ 20 ms, p99 ≤ 100 ms)',
    '',
    table(['store', 'target deliveries/s', 'achieved', 'deliveries', 'p50 ms', 'p99 ms', 'max ms'], latencyRows),
    '',
    '**One endpoint hanging until the timeout** (the other 9 endpoints\' drain rate, against the same 9 in the normal drain; target ≥ 0.8×)',
    '',
    table(['store', 'others, normal /s', 'others, one hanging /s', 'ratio', 'timed-out attempts'], hangingRows),
  ].join('\n');
}

async function main(): Promise<void> {
  const environment = machine();
  console.log(`PDN benchmarks — ${environment}\n`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsDir = path.join(ROOT, 'data/bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });

  if (only === undefined || only === 'core') {
    const results: CoreResults[] = [];
    for (const dialect of stores) results.push(await runCoreBenchmarks(dialect));
    const markdown = coreMarkdown(results, environment);
    console.log(`\n${markdown}\n`);
    fs.writeFileSync(path.join(resultsDir, `core-${stamp}.json`), JSON.stringify({ environment, results }, null, 2));
    writeSection('core', markdown);
  }
  if (only === undefined || only === 'webhooks') {
    const results: WebhookResults[] = [];
    for (const dialect of stores) results.push(await runWebhookBenchmarks(dialect));
    const markdown = webhooksMarkdown(results, environment);
    console.log(`\n${markdown}\n`);
    fs.writeFileSync(path.join(resultsDir, `webhooks-${stamp}.json`), JSON.stringify({ environment, results }, null, 2));
    writeSection('webhooks', markdown);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
