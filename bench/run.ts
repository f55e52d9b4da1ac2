// `npm run bench`: starts the service on SQLite and on PostgreSQL, measures it against raw
// baselines in the same run, prints the results and writes them into docs/performance.md.
//
//   BENCH_DURATION=10      seconds per measured run (a short warm-up precedes each)
//   BENCH_CONNECTIONS=20   concurrent connections
//   BENCH_ROUNDS=2         interleaved runs per measurement; the best is kept
//   BENCH_STORES=sqlite,postgres
//   BENCH_ONLY=core|webhooks|assistance|dispatch   one part only (default: all)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   where bench databases are created and dropped
//   BENCH_PROFILE=1        write CPU profiles of the service (PATCH run, worker drain, location, suggestions, available at 64) to data/bench/profiles
//   BENCH_REPORT=data/bench/results/<file>.json   render saved results into the doc again, without measuring
//   BENCH_PGBOUNCER=1      PostgreSQL through PgBouncer in transaction mode (bench/lib/processes.ts); printed and
//                          saved, not written into the doc
import fs from 'node:fs';
import path from 'node:path';
import { median } from '../src/scorecards/scorecards.service.js';
import type { Dialect } from '../src/store/store.js';
import { runCoreBenchmarks, type CoreResults } from './core.bench.js';
import { runAssistanceBenchmarks, TAIL_CONNECTIONS, type AssistanceResults } from './assistance.bench.js';
import { dispatchMarkdown, runDispatchBenchmarks } from './dispatch.bench.js';
import { PER_ENDPOINT_CONCURRENCY as PER_ENDPOINT, runWebhookBenchmarks, type WebhookResults } from './webhooks.bench.js';
import { CONNECTIONS, DURATION_S, ROUNDS, type LoadResult } from './lib/load.js';
import { ROOT, stopPooler } from './lib/processes.js';
import { failures, fmt, machine, table, writeSection } from './lib/report.js';

const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const only = process.env.BENCH_ONLY;

function coreMarkdown(results: CoreResults[], environment: string): string {
  const patchRows = results.flatMap((r) => {
    const { baseline, pdn } = r.patch;
    const cpuRatio = baseline.cpuUsPerRequest && pdn.cpuUsPerRequest ? fmt.ratio(baseline.cpuUsPerRequest / pdn.cpuUsPerRequest) : '–';
    return [
      [r.dialect, 'raw baseline', fmt.rps(baseline.rps), fmt.ms(baseline.p50), fmt.ms(baseline.p99), fmt.us(baseline.cpuUsPerRequest), failures(baseline), '', ''],
      [r.dialect, '**PDN**', fmt.rps(pdn.rps), fmt.ms(pdn.p50), fmt.ms(pdn.p99), fmt.us(pdn.cpuUsPerRequest), failures(pdn), `**${fmt.ratio(pdn.rps / baseline.rps)}**`, cpuRatio],
    ];
  });
  const acceptRows = results.map((r) => [r.dialect, fmt.rps(r.accept.rps), fmt.ms(r.accept.p50), fmt.ms(r.accept.p99), fmt.us(r.accept.cpuUsPerRequest), failures(r.accept)]);
  const readRows = results.flatMap((r) =>
    (['available', 'fleet'] as const).map((which) => {
      const { small, large } = r.reads[which];
      const route = which === 'available' ? 'GET /v1/orders/available' : 'GET /v1/fleet/availability';
      return [r.dialect, route, fmt.rps(small.rps), fmt.ms(small.p99), fmt.rps(large.rps), fmt.ms(large.p99), `**${fmt.ratio(large.p99 / small.p99)}**`, `${failures(small)} / ${failures(large)}`];
    }),
  );
  const seeds = results.flatMap((r) => r.seeds.map((s) => `${r.dialect} ${s.size.name} (${s.size.orders.toLocaleString('en-US')} orders, ${s.size.riders.toLocaleString('en-US')} riders) ${s.cached ? 'cached file reused' : `${s.seconds.toFixed(1)} s`}`));
  return [
    `Measured ${environment}. ${CONNECTIONS} connections, ${DURATION_S} s per run after a warm-up, best of ${ROUNDS} interleaved runs; autocannon in the bench process; service and baseline are child processes on the same store.`,
    '',
    '**PATCH /v1/riders/{id}/status** (small set; PDN ÷ raw baseline requests/s; target ≥ 0.6× on SQLite)',
    '',
    table(['store', 'server', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'non-2xx', 'req/s ratio', 'CPU efficiency ratio'], patchRows),
    '',
    '**POST /v1/orders/{id}/accept** (each request a different unassigned order; riders with room)',
    '',
    table(['store', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'non-2xx'], acceptRows),
    '',
    '**Reads, small set (10k orders, 1k riders) vs large set (1M orders, 100k riders)** (target: p99 large ÷ small ≤ 2×)',
    '',
    table(['store', 'route', 'small req/s', 'small p99 ms', 'large req/s', 'large p99 ms', 'p99 large ÷ small', 'non-2xx small / large'], readRows),
    '',
    `Seeding: ${seeds.join('; ')}.`,
  ].join('\n');
}

function webhooksMarkdown(results: WebhookResults[], environment: string): string {
  const e = results[0];
  const throughputRows = results.map((r) => [
    r.dialect,
    fmt.rps(r.raw),
    fmt.rps(r.drain.rate),
    `**${fmt.ratio(median(r.drain.ownRoundRatios)!)}**`,
    r.drain.ownRoundRatios.map((x) => fmt.ratio(x)).join(', '),
    fmt.ratio(r.drain.rate / r.raw),
    `${r.drain.delivered.toLocaleString('en-US')} in ${r.drain.seconds.toFixed(1)} s`,
    `${r.drain.attemptsLogged.toLocaleString('en-US')} for ${r.drain.attemptsExpected.toLocaleString('en-US')} deliveries (${r.drain.notSucceeded} not succeeded)`,
  ]);
  const latencyRows = results.flatMap((r) =>
    [r.latency, r.latencyLow].filter(Boolean).map((l, i) => [
      r.dialect,
      i === 0 ? 'half the sustained rate' : 'low rate',
      fmt.rps(l.targetRate),
      fmt.rps(l.achievedRate),
      l.n.toLocaleString('en-US'),
      i === 0 ? `**${l.p50 ?? '–'}**` : (l.p50 ?? '–'),
      i === 0 ? `**${l.p99 ?? '–'}**` : (l.p99 ?? '–'),
      l.max ?? '–',
      l.breakdown ? `${l.breakdown.toAttemptP50} / ${l.breakdown.toAttemptP99}` : '–',
      l.breakdown ? `${l.breakdown.postP50} / ${l.breakdown.postP99}` : '–',
      l.cpu ? `${l.cpu.pdnCores.toFixed(2)} / ${Math.round(l.cpu.machineIdle * 100)} %` : '–',
    ]),
  );
  const hangingRows = results.map((r) => [
    r.dialect,
    fmt.rps(r.hanging.othersNormal.rate),
    fmt.rps(r.hanging.others.rate),
    `**${fmt.ratio(r.hanging.others.rate / r.hanging.othersNormal.rate)}**`,
    r.hanging.timeouts,
  ]);
  const failingRows = results.map((r) => [
    r.dialect,
    fmt.rps(r.failingOrder.normal.rate),
    fmt.rps(r.failingOrder.others.rate),
    `**${fmt.ratio(r.failingOrder.others.rate / r.failingOrder.normal.rate)}**`,
  ]);
  const limitedRows = results.flatMap((r) =>
    r.rateLimited
      ? [[r.dialect, fmt.rps(r.rateLimited.othersNormal.rate), fmt.rps(r.rateLimited.others.rate), `**${fmt.ratio(r.rateLimited.others.rate / r.rateLimited.othersNormal.rate)}**`]]
      : [],
  );
  return [
    `Measured ${environment}. Best of ${ROUNDS} drains. ${e?.endpoints ?? 10} endpoints (one partner each, each its own origin on a local receiver that answers 204 at once), all ordered (the default), ${PER_ENDPOINT} in flight per endpoint (PDN's default), attempt timeout 5 s; PDN runs API and dispatcher in one process. Every order lives its whole life through the API (created, accepted by one of the partners in turn, picked up, delivered): 4 events and 13 deliveries, the holder's 4 sent one at a time in order.`,
    '',
    '**Sustained deliveries/s** (a backlog of pending deliveries drained by the dispatcher, every attempt logged; raw = undici posting the same signed envelope to the same receiver with the same concurrency; ratio = the median of the rounds, each drain ÷ the raw rate around it (the geometric mean of raw runs just before and just after it: what the machine gives moves by a third within a minute here); best ÷ best as well; target ≥ 0.25×)',
    '',
    table(['store', 'raw posts/s (best)', 'PDN deliveries/s (best)', 'ratio', 'each round', 'best ÷ best', 'drained', 'attempts logged'], throughputRows),
    '',
    '**Commit-to-receipt latency at half the sustained rate** (half the best drain above; and at a low rate, for the floor; in a service started after the drains, order lives started through the API at that rate ÷ 13, evenly paced (open loop), after a 3-second warm-up at the same rate whose deliveries arrive before the measured run starts; from the event\'s `created`, stamped in the committing transaction, to arrival at the receiver; targets p50 ≤ 20 ms, p99 ≤ 100 ms. While the orders were started: the PDN process\'s CPU in cores (its main thread is one of them) and the share of the machine\'s CPU left idle)',
    '',
    table(['store', 'load', 'target deliveries/s', 'achieved', 'deliveries', 'p50 ms', 'p99 ms', 'max ms', 'created → attempt started p50 / p99', 'POST p50 / p99', 'PDN CPU cores / machine idle'], latencyRows),
    '',
    `**One endpoint hanging until the timeout** (the other 9 endpoints' drain rate, against the same 9 in the normal drain; normal and hanging drains in turns, best of ${ROUNDS} each; target ≥ 0.8×)`,
    '',
    table(['store', 'others, normal /s', 'others, one hanging /s', 'ratio', 'timed-out attempts (all rounds)'], hangingRows),
    '',
    `**One order whose receiver keeps failing** (every endpoint answers 500 to the first order's events, so its later events wait; the drain of every other delivery, against the normal drain; best of ${ROUNDS}; target ≥ 0.9×)`,
    '',
    table(['store', 'normal drain /s', 'rest, one order failing /s', 'ratio'], failingRows),
    '',
    `**One endpoint rate-limited** (\`rate_limit\` ${e?.rateLimited?.limit ?? 5} on the first endpoint, whose share of the backlog (about a tenth, interleaved with the others' and among the earliest due) takes minutes at that rate; the other 9 endpoints' drain rate, against the same 9 in the normal drain; best of ${ROUNDS}; target ≥ 0.8×)`,
    '',
    table(['store', 'others, normal /s', 'others, one limited /s', 'ratio'], limitedRows),
  ].join('\n');
}

function assistanceMarkdown(results: AssistanceResults[], environment: string): string {
  const cpuRatio = (baseline: LoadResult, pdn: LoadResult) =>
    baseline.cpuUsPerRequest && pdn.cpuUsPerRequest ? fmt.ratio(baseline.cpuUsPerRequest / pdn.cpuUsPerRequest) : '–';
  const locationRows = results.flatMap((r) => {
    const { baseline, pdn } = r.location;
    return [
      [r.dialect, 'raw baseline', fmt.rps(baseline.rps), fmt.ms(baseline.p50), fmt.ms(baseline.p99), fmt.us(baseline.cpuUsPerRequest), failures(baseline), '', ''],
      [r.dialect, '**PDN**', fmt.rps(pdn.rps), fmt.ms(pdn.p50), fmt.ms(pdn.p99), fmt.us(pdn.cpuUsPerRequest), failures(pdn), `**${fmt.ratio(pdn.rps / baseline.rps)}**`, cpuRatio(baseline, pdn)],
    ];
  });
  const suggestionRows = results.map((r) => {
    const { small, large } = r.suggestions;
    return [
      r.dialect,
      fmt.rps(small.rps), fmt.ms(small.p50), fmt.ms(small.p99), fmt.us(small.cpuUsPerRequest),
      fmt.rps(large.rps), fmt.ms(large.p50), fmt.ms(large.p99), fmt.us(large.cpuUsPerRequest),
      `**${fmt.ratio(large.p99 / small.p99)}**`, `${failures(small)} / ${failures(large)}`,
    ];
  });
  const tailRows = results.map((r) => {
    const a = r.available64;
    return [r.dialect, fmt.rps(a.rps), a.mean === undefined ? '–' : fmt.ms(a.mean), fmt.ms(a.p50), fmt.ms(a.p99), a.max === undefined ? '–' : fmt.ms(a.max), `**${fmt.ratio(a.p99 / a.p50)}**`, fmt.us(a.cpuUsPerRequest), failures(a)];
  });
  const seeds = results.flatMap((r) => r.seeds.map((s) => `${r.dialect} ${s.size.name} (${s.size.riders.toLocaleString('en-US')} riders, ${s.size.jobs.toLocaleString('en-US')} open jobs) ${s.seconds.toFixed(1)} s`));
  const planRows = results.flatMap((r) => (['zone', 'box', 'any'] as const).map((q) => [r.dialect, q, `<code>${r.plans[q].replaceAll('\n', '<br>').replaceAll('|', '\\|')}</code>`]));
  return [
    `Measured ${environment}. ${CONNECTIONS} connections (${TAIL_CONNECTIONS} for the tail), ${DURATION_S} s per run after a warm-up, best of ${ROUNDS} interleaved runs; autocannon in the bench process; service and baseline are child processes on the same store.`,
    '',
    '**PUT /v1/riders/{id}/location** (the fleet of 1,000 riders, each fix newer than the last; PDN ÷ raw baseline requests/s; target ≥ 0.7×)',
    '',
    table(['store', 'server', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'non-2xx', 'req/s ratio', 'CPU efficiency ratio'], locationRows),
    '',
    '**GET /v1/orders/{id}/rider_suggestions**, one partner with 1,000 riders (small) vs 100,000 (large), 1,000 open jobs with pickups (target: p99 large ÷ small ≤ 2×)',
    '',
    table(['store', 'small req/s', 'small p50 ms', 'small p99 ms', 'small CPU µs/req', 'large req/s', 'large p50 ms', 'large p99 ms', 'large CPU µs/req', 'p99 large ÷ small', 'non-2xx small / large'], suggestionRows),
    '',
    `**GET /v1/orders/available at ${TAIL_CONNECTIONS} connections** (the core small set; target p99 ≤ 5× p50)`,
    '',
    table(['store', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'max ms', 'p99 ÷ p50', 'server CPU µs/req', 'non-2xx'], tailRows),
    '',
    'Plans of the candidate reads on the large fleet (SQLite: `EXPLAIN QUERY PLAN`; PostgreSQL: `EXPLAIN ANALYZE`):',
    '',
    table(['store', 'read', 'plan'], planRows),
    '',
    `Seeding: ${seeds.join('; ')}.`,
  ].join('\n');
}

interface Part {
  run(dialect: Dialect): Promise<unknown>;
  markdown(results: unknown[], environment: string): string;
}

const part = <R>(run: (dialect: Dialect) => Promise<R>, markdown: (results: R[], environment: string) => string): Part => ({
  run,
  markdown: markdown,
});

/** The parts in the order they run; each name is its doc section and its results files' prefix. */
const PARTS = {
  core: part(runCoreBenchmarks, coreMarkdown),
  webhooks: part(runWebhookBenchmarks, webhooksMarkdown),
  assistance: part(runAssistanceBenchmarks, assistanceMarkdown),
  dispatch: part(runDispatchBenchmarks, dispatchMarkdown),
};
type PartName = keyof typeof PARTS;

/** Re-renders a saved results file (core-… or webhooks-…) into the doc. */
function rerender(file: string): void {
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { environment: string; results: unknown[] };
  const name = (Object.keys(PARTS) as PartName[]).find((part) => path.basename(file).startsWith(`${part}-`)) ?? 'webhooks';
  const markdown = PARTS[name].markdown(saved.results, saved.environment);
  console.log(markdown);
  writeSection(name, markdown);
}

async function main(): Promise<void> {
  if (process.env.BENCH_REPORT) return rerender(process.env.BENCH_REPORT);
  const environment = `${machine()}${process.env.BENCH_PGBOUNCER === '1' ? '; PostgreSQL through PgBouncer 1.18, transaction mode' : ''}`;
  console.log(`PDN benchmarks — ${environment}\n`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsDir = path.join(ROOT, 'data/bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });

  for (const [name, { run, markdown: render }] of Object.entries(PARTS)) {
    if (only !== undefined && only !== name) continue;
    const results: unknown[] = [];
    for (const dialect of stores) results.push(await run(dialect));
    const markdown = render(results, environment);
    console.log(`\n${markdown}\n`);
    fs.writeFileSync(path.join(resultsDir, `${name}-${stamp}.json`), JSON.stringify({ environment, results }, null, 2));
    if (process.env.BENCH_PGBOUNCER !== '1') writeSection(name, markdown);
  }
  await stopPooler();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
