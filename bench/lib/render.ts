// What each benchmark writes: a short block for its section of docs/performance.md, in the shape
// the page has (one paragraph or table per figure, prose wrapped at 150 characters, the machine
// in one short line), and the run in full for bench/results/<yyyy-mm-dd>-<bench>.md (every table,
// the machine, seeding, query plans). A block's shape depends on the settings only, never on the
// figures, so a re-run changes numbers, not lines; the exceptions say that something failed
// (non-2xx answers, unmatched jobs, minutes over target), which the page must show.
// test/bench-render.test.ts renders each from sample results: no line over 160 characters.
import path from 'node:path';
import { median } from '../../src/scorecards/scorecards.service.js';
import type { Dialect } from '../../src/store/store.js';
import { LOCATION_RIDERS, TAIL_CONNECTIONS, type AssistanceResults } from '../assistance.bench.js';
import type { CoreResults } from '../core.bench.js';
import { CAPACITY, RATE, RIDERS, ZONES, type DispatchResults } from '../dispatch.bench.js';
import { DELIVERIES_PER_ORDER, LATENCY_WARMUP_S, PER_ENDPOINT_CONCURRENCY, TIMEOUT_S, type Latency, type WebhookResults } from '../webhooks.bench.js';
import { CONNECTIONS, DURATION_S, ROUNDS, type LoadResult } from './load.js';
import { percentile } from './percentile.js';
import { appendResults, codeBlock, failures, fmt, log, resultsFile, shortEnvironment, table, wrap, writeSection, type Environment, type Rendered } from './report.js';
import { ROOT } from './processes.js';

/** Each benchmark's block name (its markers, `<!-- bench:NAME -->`) and the page's section it sits in. */
export const SECTIONS = {
  core: 'API',
  assistance: 'Dispatch assistance',
  webhooks: 'Webhook worker',
  dispatch: 'Auto-dispatch',
  startup: 'Start-up',
  soak: 'Soak',
  prune: 'Retention pruning',
} as const;
export type Bench = keyof typeof SECTIONS;

/** Writes a run's block into the page and appends its details to bench/results/ (`doc: false`: prints only). */
export function publish(bench: Bench, env: Environment, rendered: Rendered, options: { doc: boolean; results?: boolean }): void {
  process.stdout.write(`\n${rendered.block}\n\n`);
  if (!options.doc) {
    process.stdout.write(`${rendered.details}\n`);
    return;
  }
  writeSection(bench, rendered.block);
  if (options.results !== false) log(`details appended to ${path.relative(ROOT, appendResults(bench, SECTIONS[bench], env, rendered.details))}`);
}

const STORE: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const storeName = (dialect: string) => STORE[dialect] ?? dialect;
const bold = (text: string) => `**${text}**`;
/** `bench/results/<date>-<bench>.md`, as a block names it. */
const resultsPath = (bench: Bench, env: Environment) => path.relative(ROOT, resultsFile(bench, env)).split(path.sep).join('/');
/** Paragraphs (wrapped) and tables, a blank line between. */
const blocks = (...parts: string[]) => parts.join('\n\n');
const prose = (text: string) => wrap(text);
/** A list item wrapped at 150, its further lines indented. */
const item = (text: string) => wrap(`- ${text}`, 148).replaceAll('\n', '\n  ');
/** `a; b; c` over the stores, the first with its labels, the rest with the numbers alone. */
const perStore = <R extends { dialect: Dialect }>(results: R[], first: (r: R) => string, rest: (r: R) => string) =>
  results.map((r, i) => `${storeName(r.dialect)} ${i === 0 ? first(r) : rest(r)}`).join('; ');
const range = (values: number[], format: (n: number) => string) =>
  values.length ? `${format(Math.min(...values))}–${format(Math.max(...values))}` : '–';

/** The first few of a list, and how many more: a block names what failed without growing with it. */
const some = (items: string[], shown = 3) =>
  items.length <= shown ? items.join(', ') : `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;

/** `no non-2xx answers`, or the runs that had any (their status codes are in the details): a figure beside one is suspect. */
function answers(runs: Array<[string, LoadResult]>): string {
  const bad = runs.filter(([, r]) => r.failed > 0);
  return bad.length === 0 ? 'no non-2xx answers' : `${bold('non-2xx answers')} in ${some(bad.map(([label, r]) => `${label} (${fmt.n(r.failed)})`))}`;
}

const cpuEfficiency = (baseline: LoadResult, pdn: LoadResult) =>
  baseline.cpuUsPerRequest && pdn.cpuUsPerRequest ? fmt.ratio(baseline.cpuUsPerRequest / pdn.cpuUsPerRequest) : '–';
const usProse = (n: number | undefined) => (n === undefined ? '–' : fmt.n(n));

/** PDN against its raw baseline: the page's table, or with non-2xx counts for the details. */
function againstRaw(rows: Array<{ dialect: Dialect; baseline: LoadResult; pdn: LoadResult }>, withFailures: boolean): string {
  const cells = (r: LoadResult) => [fmt.rps(r.rps), fmt.ms(r.p50), fmt.ms(r.p99), fmt.us(r.cpuUsPerRequest), ...(withFailures ? [failures(r)] : [])];
  return table(
    ['store', 'server', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', ...(withFailures ? ['non-2xx'] : []), 'req/s ratio', 'CPU efficiency'],
    rows.flatMap(({ dialect, baseline, pdn }) => [
      [dialect, 'raw', ...cells(baseline), '', ''],
      [dialect, bold('PDN'), ...cells(pdn), bold(fmt.ratio(pdn.rps / baseline.rps)), cpuEfficiency(baseline, pdn)],
    ]),
  );
}

const SETTINGS = `${CONNECTIONS} connections, ${DURATION_S} s`;
const LOAD_METHOD = `${DURATION_S} s a run after a warm-up, best of ${ROUNDS} interleaved; autocannon in the bench process, service and baseline child processes on one store.`;

// ---------------------------------------------------------------------------------------- API

export function renderCore(results: CoreResults[], env: Environment): Rendered {
  const runs = results.flatMap((r): Array<[string, LoadResult]> => [
    [`${r.dialect} PATCH raw`, r.patch.baseline],
    [`${r.dialect} PATCH`, r.patch.pdn],
    [`${r.dialect} accept`, r.accept],
    ...(['available', 'fleet'] as const).flatMap((w): Array<[string, LoadResult]> => [
      [`${r.dialect} ${w} small`, r.reads[w].small],
      [`${r.dialect} ${w} large`, r.reads[w].large],
    ]),
  ]);
  const route = (which: 'available' | 'fleet') => (which === 'available' ? 'GET /v1/orders/available' : 'GET /v1/fleet/availability');
  const reads = (withFailures: boolean) =>
    table(
      ['store', 'route', 'req/s small → large', 'p99 ms small → large', 'p99 large ÷ small', ...(withFailures ? ['non-2xx'] : [])],
      results.flatMap((r) =>
        (['available', 'fleet'] as const).map((which) => {
          const { small, large } = r.reads[which];
          return [
            r.dialect,
            route(which),
            `${fmt.rps(small.rps)} → ${fmt.rps(large.rps)}`,
            `${fmt.ms(small.p99)} → ${fmt.ms(large.p99)}`,
            bold(fmt.ratio(large.p99 / small.p99)),
            ...(withFailures ? [`${failures(small)} / ${failures(large)}`] : []),
          ];
        }),
      ),
    );
  const patch = results.map((r) => ({ dialect: r.dialect, ...r.patch }));
  const block = blocks(
    prose(`${shortEnvironment(env)}. ${SETTINGS}, best of ${ROUNDS} interleaved runs; ${answers(runs)}.`),
    '**PATCH /v1/riders/{id}/status** (small set; target PDN ÷ raw ≥ 0.6× on SQLite)',
    againstRaw(patch, false),
    prose(
      `**POST /v1/orders/{id}/accept** (a different unassigned order each; riders with room): ` +
        perStore(
          results,
          (r) => `${fmt.rps(r.accept.rps)} req/s, p50 ${fmt.ms(r.accept.p50)} ms, p99 ${fmt.ms(r.accept.p99)} ms, ${usProse(r.accept.cpuUsPerRequest)} µs CPU a request`,
          (r) => `${fmt.rps(r.accept.rps)} req/s, ${fmt.ms(r.accept.p50)} ms, ${fmt.ms(r.accept.p99)} ms, ${usProse(r.accept.cpuUsPerRequest)} µs`,
        ) +
        '.',
    ),
    '**Reads**, small set vs large (target p99 large ÷ small ≤ 2×):',
    reads(false),
  );
  const seeds = results.flatMap((r) =>
    r.seeds.map((s) => `${r.dialect} ${s.size.name} (${fmt.n(s.size.orders)} orders, ${fmt.n(s.size.riders)} riders): ${s.cached ? 'cached file' : `${s.seconds.toFixed(1)} s`}`),
  );
  const details = blocks(
    prose(`${CONNECTIONS} connections, ${LOAD_METHOD}`),
    '**PATCH /v1/riders/{id}/status**, small set:',
    againstRaw(patch, true),
    '**POST /v1/orders/{id}/accept**, a fresh unassigned order each:',
    table(
      ['store', 'orders seeded', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'non-2xx'],
      results.map((r) => [r.dialect, fmt.n(r.accept.orders), fmt.rps(r.accept.rps), fmt.ms(r.accept.p50), fmt.ms(r.accept.p99), fmt.us(r.accept.cpuUsPerRequest), failures(r.accept)]),
    ),
    '**Reads**, small set vs large:',
    reads(true),
    prose(`Seeding: ${seeds.join('; ')}.`),
  );
  return { block, details };
}

// ---------------------------------------------------------------------------- Dispatch assistance

const READS = ['zone', 'box', 'any'] as const;

/** Whether a candidate read's plan is an index search, and of which indexes (SQLite's query plan, or PostgreSQL's EXPLAIN). */
export function planIndexes(plan: string): { indexes: string[]; wholeTable: boolean } {
  const indexes = [...plan.matchAll(/(?:SEARCH \w+ USING (?:COVERING )?INDEX|Index (?:Only )?Scan using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]);
  return { indexes: [...new Set(indexes)], wholeTable: /\bSCAN \w+|Seq Scan/.test(plan) || indexes.length === 0 };
}

export function renderAssistance(results: AssistanceResults[], env: Environment): Rendered {
  const runs = results.flatMap((r): Array<[string, LoadResult]> => [
    [`${r.dialect} location raw`, r.location.baseline],
    [`${r.dialect} location`, r.location.pdn],
    [`${r.dialect} suggestions small`, r.suggestions.small],
    [`${r.dialect} suggestions large`, r.suggestions.large],
    [`${r.dialect} available`, r.available64],
  ]);
  const location = results.map((r) => ({ dialect: r.dialect, ...r.location }));
  const [small, large] = [results[0]?.seeds[0]?.size, results[0]?.seeds[1]?.size];
  const indexes = [...new Set(results.flatMap((r) => READS.flatMap((q) => planIndexes(r.plans[q]).indexes)))];
  const scanning = results.flatMap((r) => READS.filter((q) => planIndexes(r.plans[q]).wholeTable).map((q) => `${storeName(r.dialect)} ${q}`));
  const where = results.length === 2 ? 'on both stores' : `on ${results.map((r) => storeName(r.dialect)).join(' and ')}`;
  const plans =
    scanning.length === 0
      ? `Each candidate read (zone, box, any rider) is an index search of ${indexes.map((i) => `\`${i}\``).join(' or ')} ${where}, stopped at its limit.`
      : `Candidate reads not an index search: ${scanning.join(', ')} (plans in \`${resultsPath('assistance', env)}\`).`;
  const tail = (a: LoadResult, labels: boolean) =>
    `${fmt.rps(a.rps)} req/s, ${labels ? 'p50 ' : ''}${fmt.ms(a.p50)} ms, ${labels ? 'p99 ' : ''}${fmt.ms(a.p99)} ms (${bold(fmt.ratio(a.p99 / a.p50))}), max ${fmt.ms(a.max)} ms`;
  const block = blocks(
    prose(`${shortEnvironment(env)}. ${CONNECTIONS} connections (${TAIL_CONNECTIONS} for the tail), ${DURATION_S} s, best of ${ROUNDS} interleaved; ${answers(runs)}.`),
    `**PUT /v1/riders/{id}/location** (${fmt.n(LOCATION_RIDERS)} riders, each fix newer than the last; target PDN ÷ raw ≥ 0.7×)`,
    againstRaw(location, false),
    prose(
      `**GET /v1/orders/{id}/rider_suggestions**, one partner with ${fmt.n(small?.riders ?? 0)} riders or ${fmt.n(large?.riders ?? 0)}, ` +
        `${fmt.n(small?.jobs ?? 0)} open jobs (target p99 large ÷ small ≤ 2×): ` +
        perStore(
          results,
          ({ suggestions: { small: s, large: l } }) =>
            `p99 ${fmt.ms(s.p99)} → ${fmt.ms(l.p99)} ms (${bold(fmt.ratio(l.p99 / s.p99))}; ${fmt.rps(s.rps)} → ${fmt.rps(l.rps)} req/s, ` +
            `${usProse(s.cpuUsPerRequest)} → ${usProse(l.cpuUsPerRequest)} µs CPU a request)`,
          ({ suggestions: { small: s, large: l } }) =>
            `${fmt.ms(s.p99)} → ${fmt.ms(l.p99)} ms (${bold(fmt.ratio(l.p99 / s.p99))}; ${fmt.rps(s.rps)} → ${fmt.rps(l.rps)} req/s, ` +
            `${usProse(s.cpuUsPerRequest)} → ${usProse(l.cpuUsPerRequest)} µs)`,
        ) +
        `. ${plans}`,
    ),
    prose(
      `**GET /v1/orders/available at ${TAIL_CONNECTIONS} connections** (small set; target p99 ≤ 5× p50): ` +
        perStore(
          results,
          (r) => tail(r.available64, true),
          (r) => tail(r.available64, false),
        ) +
        '.',
    ),
  );
  const seeds = results.flatMap((r) => r.seeds.map((s) => `${r.dialect} ${s.size.name} (${fmt.n(s.size.riders)} riders, ${fmt.n(s.size.jobs)} open jobs): ${s.seconds.toFixed(1)} s`));
  const details = blocks(
    prose(`${CONNECTIONS} connections (${TAIL_CONNECTIONS} for the tail), ${LOAD_METHOD}`),
    `**PUT /v1/riders/{id}/location**, ${fmt.n(LOCATION_RIDERS)} riders:`,
    againstRaw(location, true),
    '**GET /v1/orders/{id}/rider_suggestions**, the small fleet and the large:',
    table(
      ['store', 'fleet', 'riders', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'non-2xx', 'p99 large ÷ small'],
      results.flatMap((r) =>
        (['small', 'large'] as const).map((size, i) => {
          const x = r.suggestions[size];
          return [r.dialect, size, fmt.n(r.seeds[i]?.size.riders ?? 0), fmt.rps(x.rps), fmt.ms(x.p50), fmt.ms(x.p99), fmt.us(x.cpuUsPerRequest), failures(x), size === 'large' ? fmt.ratio(x.p99 / r.suggestions.small.p99) : ''];
        }),
      ),
    ),
    `**GET /v1/orders/available at ${TAIL_CONNECTIONS} connections**, the core small set:`,
    table(
      ['store', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'max ms', 'p99 ÷ p50', 'CPU µs/req', 'non-2xx'],
      results.map(({ dialect, available64: a }) => [dialect, fmt.rps(a.rps), fmt.ms(a.mean), fmt.ms(a.p50), fmt.ms(a.p99), fmt.ms(a.max), fmt.ratio(a.p99 / a.p50), fmt.us(a.cpuUsPerRequest), failures(a)]),
    ),
    'Plans of the candidate reads on the large fleet (SQLite: `EXPLAIN QUERY PLAN`; PostgreSQL: `EXPLAIN ANALYZE`):',
    ...results.flatMap((r) => READS.map((q) => `${storeName(r.dialect)}, ${q}:\n\n${codeBlock(r.plans[q])}`)),
    prose(`Seeding: ${seeds.join('; ')}.`),
  );
  return { block, details };
}


// ---------------------------------------------------------------------------------- Webhook worker

const whole = (n: number | null | undefined) => (n == null || Number.isNaN(n) ? '–' : fmt.n(n));
/** The rounds' ratios in a table cell: each of up to five, else their range (the details list them all). */
const eachRound = (ratios: number[]) =>
  ratios.length <= 5 ? ratios.map((x) => fmt.ratio(x)).join(', ') : `${ratios.length}: ${range(ratios, fmt.ratio)}`;

export function renderWebhooks(results: WebhookResults[], env: Environment): Rendered {
  const first = results[0];
  const endpoints = first?.endpoints ?? 10;
  const limit = results.find((r) => r.rateLimited)?.rateLimited?.limit ?? 5;
  const lowRate = first?.latencyLow?.targetRate ?? 100;
  const incomplete = results.filter((r) => r.drain.attemptsLogged !== r.drain.attemptsExpected || r.drain.notSucceeded > 0);
  const attempts =
    incomplete.length === 0
      ? 'every attempt logged and succeeded'
      : `${bold('not every attempt logged and succeeded')}: ${incomplete.map((r) => `${storeName(r.dialect)} ${fmt.n(r.drain.attemptsLogged)} logged for ${fmt.n(r.drain.attemptsExpected)}, ${fmt.n(r.drain.notSucceeded)} failed`).join('; ')}`;
  const latencies = results.flatMap((r) => (
    [
      ['half the drain', r.latency],
      [`${fmt.rps(r.latencyLow?.targetRate ?? lowRate)}/s`, r.latencyLow],
    ] as Array<[string, Latency | undefined]>
  ).flatMap(([label, l], i) => (l ? [{ dialect: r.dialect, label, half: i === 0, l }] : [])));
  const worst = latencies.filter((x) => x.l.breakdown).reduce<(typeof latencies)[number] | undefined>((a, b) => (!a || (b.l.p99 ?? 0) > (a.l.p99 ?? 0) ? b : a), undefined);
  const split = worst?.l.breakdown
    ? `The highest p99 split (${storeName(worst.dialect)} at ${worst.label}): ${fmt.n(worst.l.breakdown.toAttemptP99)} ms before the attempt starts, the POST ${fmt.n(worst.l.breakdown.postP99)}.`
    : 'No attempt log to split the p99 by.';
  const cell = (fault: { others: { rate: number }; normal: { rate: number } } | undefined) =>
    fault ? `${bold(fmt.ratio(fault.others.rate / fault.normal.rate))} (${fmt.rps(fault.others.rate)} /s)` : '–';
  const faults = (r: WebhookResults) => ({
    hanging: { others: r.hanging.others, normal: r.hanging.othersNormal },
    failing: { others: r.failingOrder.others, normal: r.failingOrder.normal },
    limited: r.rateLimited ? { others: r.rateLimited.others, normal: r.rateLimited.othersNormal } : undefined,
  });
  const block = blocks(
    prose(
      `${shortEnvironment(env)}. Best of ${ROUNDS} drains. ${endpoints} endpoints (a partner and an origin each, on a local receiver that answers 204 at once), ` +
        `ordered, ${PER_ENDPOINT_CONCURRENCY} in flight each, timeout ${TIMEOUT_S} s; API and worker in one process. ` +
        `Each order lives its whole life through the API: 4 events, ${DELIVERIES_PER_ORDER} deliveries.`,
    ),
    prose(
      `**Drain**: a backlog of ${fmt.n(first?.backlog ?? 0)}, ${attempts}; raw = undici posting the same signed envelope with the same concurrency; ratio = ` +
        'median of the rounds, each drain ÷ the raw rate around it (geometric mean of the raw runs before and after). Target ≥ 0.25×.',
    ),
    table(
      ['store', 'raw /s (best)', 'PDN /s (best)', 'ratio', 'each round', 'best ÷ best', 'took'],
      results.map((r) => [
        r.dialect,
        fmt.rps(r.raw),
        fmt.rps(r.drain.rate),
        bold(fmt.ratio(median(r.drain.ownRoundRatios) ?? Number.NaN)),
        eachRound(r.drain.ownRoundRatios),
        fmt.ratio(r.drain.rate / r.raw),
        `${r.drain.seconds.toFixed(1)} s`,
      ]),
    ),
    prose(
      `**Latency**, event \`created\` (stamped at commit) to arrival, at half the best drain and at ${fmt.rps(lowRate)}/s: order lives started through the API ` +
        `at the rate ÷ ${DELIVERIES_PER_ORDER}, evenly, after a ${LATENCY_WARMUP_S} s warm-up, in a fresh service; PDN's cores and the machine's idle share meanwhile. ` +
        `Target p50 ≤ 20, p99 ≤ 100 ms. ${split}`,
    ),
    table(
      ['store', 'asked /s', 'reached /s', 'p50 ms', 'p99 ms', 'max ms', 'PDN cores', 'idle'],
      latencies.map(({ dialect, half, l }) => [
        dialect,
        fmt.rps(l.targetRate),
        fmt.rps(l.achievedRate),
        half ? bold(whole(l.p50)) : whole(l.p50),
        half ? bold(whole(l.p99)) : whole(l.p99),
        whole(l.max),
        l.cpu ? l.cpu.pdnCores.toFixed(2) : '–',
        l.cpu ? `${Math.round(l.cpu.machineIdle * 100)} %` : '–',
      ]),
    ),
    prose(
      `**Isolation**: the other deliveries' drain ÷ the same in the normal drain, best of ${ROUNDS}: one endpoint hanging to the timeout; ` +
        `the first order's events failing (500), so its later ones wait; \`rate_limit\` ${limit} on one endpoint.`,
    ),
    table(
      ['store', 'one endpoint hanging (≥ 0.8×)', 'one order failing (≥ 0.9×)', 'one endpoint rate-limited (≥ 0.8×)'],
      results.map((r) => {
        const f = faults(r);
        return [r.dialect, cell(f.hanging), cell(f.failing), cell(f.limited)];
      }),
    ),
  );
  const details = blocks(
    prose(
      `Best of ${ROUNDS} drains of a backlog of ${fmt.n(first?.backlog ?? 0)} deliveries; ${endpoints} endpoints, ordered, ${PER_ENDPOINT_CONCURRENCY} in flight each, ` +
        `timeout ${TIMEOUT_S} s; raw runs of ${DURATION_S} s before and after each drain. Each round's ratio is its drain ÷ the geometric mean of those two.`,
    ),
    table(
      ['store', 'raw /s (best)', 'PDN /s (best)', 'ratio (median)', 'best ÷ best', 'drained', 'attempts logged'],
      results.map((r) => [
        r.dialect,
        fmt.rps(r.raw),
        fmt.rps(r.drain.rate),
        fmt.ratio(median(r.drain.ownRoundRatios) ?? Number.NaN),
        fmt.ratio(r.drain.rate / r.raw),
        `${fmt.n(r.drain.delivered)} in ${r.drain.seconds.toFixed(1)} s`,
        `${fmt.n(r.drain.attemptsLogged)} for ${fmt.n(r.drain.attemptsExpected)} (${fmt.n(r.drain.notSucceeded)} not succeeded)`,
      ]),
    ),
    results.map((r) => item(`${r.dialect}, each round's ratio: ${r.drain.ownRoundRatios.map((x) => fmt.ratio(x)).join(', ')}`)).join('\n'),
    'Latency, `created` to arrival, with the attempt log\'s split: created → attempt started, and the POST:',
    table(
      ['store', 'load', 'asked /s', 'reached /s', 'deliveries', 'p50 ms', 'p99 ms', 'max ms', 'to attempt p50 / p99', 'POST p50 / p99', 'PDN cores / idle'],
      latencies.map(({ dialect, label, l }) => [
        dialect,
        label,
        fmt.rps(l.targetRate),
        fmt.rps(l.achievedRate),
        fmt.n(l.n),
        whole(l.p50),
        whole(l.p99),
        whole(l.max),
        l.breakdown ? `${whole(l.breakdown.toAttemptP50)} / ${whole(l.breakdown.toAttemptP99)}` : '–',
        l.breakdown ? `${whole(l.breakdown.postP50)} / ${whole(l.breakdown.postP99)}` : '–',
        l.cpu ? `${l.cpu.pdnCores.toFixed(2)} / ${Math.round(l.cpu.machineIdle * 100)} %` : '–',
      ]),
    ),
    `Isolation, best of ${ROUNDS} each; "normal" is the same deliveries in the normal drain:`,
    table(
      ['store', 'fault', 'normal /s', 'with it /s', 'ratio', 'note'],
      results.flatMap((r) => {
        const f = faults(r);
        const row = (name: string, x: { others: { rate: number }; normal: { rate: number } } | undefined, note: string) =>
          x ? [[r.dialect, name, fmt.rps(x.normal.rate), fmt.rps(x.others.rate), fmt.ratio(x.others.rate / x.normal.rate), note]] : [];
        return [
          ...row('one endpoint hanging', f.hanging, `${fmt.n(r.hanging.timeouts)} timed-out attempts`),
          ...row("the first order's events failing", f.failing, 'the rest of the drain'),
          ...row(`one endpoint at \`rate_limit\` ${r.rateLimited?.limit ?? limit}`, f.limited, 'the other endpoints'),
        ];
      }),
    ),
  );
  return { block, details };
}

// ---------------------------------------------------------------------------------- Auto-dispatch

export function renderDispatch(results: DispatchResults[], env: Environment): Rendered {
  const jobs = results[0]?.auto.jobs ?? 0;
  const runs = results.flatMap((r) => (['manual', 'auto'] as const).map((mode) => ({ dialect: r.dialect, mode, x: r[mode], baseline: r.manual })));
  const who = (mode: 'manual' | 'auto') => (mode === 'auto' ? bold('auto-dispatch') : 'the partner, at once (baseline)');
  const wrong = runs.filter(({ x }) => x.assigned !== x.jobs || x.overCapacity > 0 || x.twice > 0);
  const outcome =
    wrong.length === 0
      ? `every run matched ${fmt.n(jobs)} of ${fmt.n(jobs)}, none over capacity or twice`
      : `${bold('not every run')}: ${wrong.map(({ dialect, mode, x }) => `${storeName(dialect)} ${mode === 'auto' ? 'auto-dispatch' : 'baseline'} ${fmt.n(x.assigned)} of ${fmt.n(x.jobs)}, ${x.overCapacity} over capacity, ${x.twice} twice`).join('; ')}`;
  const vsBaseline = (mode: 'manual' | 'auto', x: DispatchResults['auto'], baseline: DispatchResults['manual']) =>
    mode === 'auto' && baseline.p99 ? fmt.ratio((x.p99 ?? Number.NaN) / baseline.p99) : '';
  const block = blocks(
    prose(
      `${shortEnvironment(env)}. \`BENCH_ONLY=dispatch\`: ${fmt.n(jobs)} jobs created at ${RATE}/s (open loop) over ${RIDERS} riders of capacity ${CAPACITY} ` +
        `in ${ZONES.length} zones; delay = \`assigned_at\` − \`created_at\`. Baseline: the partner accepting each job the moment its create answers. ` +
        `Target: all matched, none over capacity, p99 ≤ 1 s; ${outcome}.`,
    ),
    table(
      ['store', 'who accepts', 'p50 ms', 'p99 ms', 'max ms', 'p99 ÷ baseline'],
      runs.map(({ dialect, mode, x, baseline }) => [
        dialect,
        who(mode),
        fmt.ms(x.p50),
        mode === 'auto' ? bold(fmt.ms(x.p99)) : fmt.ms(x.p99),
        fmt.ms(x.max),
        vsBaseline(mode, x, baseline),
      ]),
    ),
  );
  const details = blocks(
    prose(
      `${fmt.n(jobs)} jobs created through the admin API at ${RATE}/s (open loop) over ${RIDERS} riders of capacity ${CAPACITY} in ${ZONES.length} zones ` +
        '(half the riders with a location; every pickup has one), one partner; the service with its matcher, PDN_WEBHOOKS off. Baseline: the same jobs ' +
        'under `manual`, each accepted by the bench for the next rider the moment its create answered.',
    ),
    table(
      ['store', 'who accepts', 'assigned', 'run s', 'p50 ms', 'p99 ms', 'max ms', 'over capacity', 'twice', 'p99 ÷ baseline'],
      runs.map(({ dialect, mode, x, baseline }) => [
        dialect,
        mode === 'auto' ? 'auto-dispatch' : 'the partner (baseline)',
        `${fmt.n(x.assigned)} / ${fmt.n(x.jobs)}`,
        x.seconds.toFixed(1),
        fmt.ms(x.p50),
        fmt.ms(x.p99),
        fmt.ms(x.max),
        x.overCapacity,
        x.twice,
        vsBaseline(mode, x, baseline),
      ]),
    ),
  );
  return { block, details };
}

// ---------------------------------------------------------------------------------------- Start-up

export interface StartupResults {
  rounds: number;
  /** Checkout labels, in turn order: `now` alone unless BENCH_AB. */
  variants: string[];
  /** Milliseconds by `raw server`, `raw command` and `<label> server|help|store`, one a round. */
  samples: Record<string, number[]>;
}

const STARTUP_ROWS = [
  ['server', 'server start to the first `/healthz` answer', 'raw server'],
  ['help', '`npx pdn --help` (with the check that `dist/` is current)', 'raw command'],
  ['store', '`npx pdn partner list` (a store command)', 'raw command'],
] as const;

export function renderStartup(results: StartupResults, env: Environment): Rendered {
  const medianOf = (key: string) => percentile([...(results.samples[key] ?? [])].sort((a, b) => a - b), 0.5) ?? Number.NaN;
  const ms = (n: number) => `${whole(n)} ms`;
  const several = results.variants.length > 1;
  const rows = results.variants.flatMap((label) =>
    STARTUP_ROWS.map(([key, what, raw]) => {
      const [pdn, base] = [medianOf(`${label} ${key}`), medianOf(raw)];
      return [...(several ? [label] : []), what, ms(pdn), ms(base), fmt.ratio(pdn / base)];
    }),
  );
  const block = blocks(
    prose(
      `${shortEnvironment(env)}. Median of ${results.rounds} rounds in turns, SQLite store migrated first; raw = \`node\` serving a bare ` +
        '`http` server, or running an empty script for a command.',
    ),
    table([...(several ? ['checkout'] : []), 'what', 'PDN', 'raw', 'PDN ÷ raw'], rows),
  );
  const keys = ['raw server', 'raw command', ...results.variants.flatMap((label) => STARTUP_ROWS.map(([key]) => `${label} ${key}`))];
  const details = blocks(
    prose(`Each round in turns: the raw baseline, then each checkout (${results.variants.join(', ')}); milliseconds, the median first.`),
    keys.map((key) => item(`${key}: ${ms(medianOf(key))}; rounds ${(results.samples[key] ?? []).map((n) => whole(n)).join(', ')}`)).join('\n'),
  );
  return { block, details };
}

// -------------------------------------------------------------------------------------------- Soak

export interface SoakSample {
  minute: number;
  requests: number;
  non2xx: number;
  errors: number;
  webhooks: number;
  rssMb: number;
  heapMb: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
}

export interface SoakResults {
  minutes: number;
  sampleSeconds: number;
  workers: number;
  partners: number;
  store: string;
  /** The file system the store was on (`tmpfs`, `ext4`). */
  storeFs: string;
  samples: SoakSample[];
  /** Answers by status code over the whole run. */
  statuses: Record<string, number>;
  errors: number;
}

/** The soak's target: no sample's event-loop max over this. */
export const SOAK_TARGET_MS = 200;

export function renderSoak(results: SoakResults, env: Environment): Rendered {
  const { samples, sampleSeconds: seconds } = results;
  const each = seconds === 60 ? 'minute' : `${seconds} s`;
  const maxes = samples.map((s) => s.loopMax);
  const over = samples.filter((s) => s.loopMax > SOAK_TARGET_MS);
  const met =
    over.length === 0
      ? `met in all ${samples.length}${results.minutes > 60 ? ', the hourly prune included' : ''}`
      : `${bold(`met in ${samples.length - over.length} of ${samples.length}`)}; over at ${some(over.map((s) => `${s.minute} min (${fmt.n(s.loopMax)} ms)`))}`;
  const requests = samples.reduce((sum, s) => sum + s.requests, 0);
  const serverErrors = Object.entries(results.statuses).reduce((sum, [code, n]) => (Number(code) >= 500 ? sum + n : sum), 0);
  const failed = `${serverErrors === 0 ? 'no 5xx answers' : bold(`${fmt.n(serverErrors)} 5xx answers`)}${results.errors ? `, ${bold(`${fmt.n(results.errors)} connection errors`)}` : ''}`;
  const block = blocks(
    prose(
      `${shortEnvironment(env)}. ${results.minutes} minutes on ${storeName(results.store)}, the service as \`npm start\` runs it, ${results.workers} request loops, ` +
        `${results.partners} partners with a webhook endpoint each; the store on ${results.storeFs}. The table by ${each} is in \`${resultsPath('soak', env)}\`.`,
    ),
    prose(
      `${bold(`Every ${each === 'minute' ? 'minute' : `${each} sample`}'s max: ${range(maxes, fmt.n)} ms`)} (target ≤ ${SOAK_TARGET_MS} ms: ${met}). ` +
        `${fmt.n(requests)} requests, ${range(samples.map((s) => s.requests / seconds), fmt.n)}/s; RSS ${range(samples.map((s) => s.rssMb), fmt.n)} MB, ` +
        `heap ${range(samples.map((s) => s.heapMb), fmt.n)} MB; ${failed}.`,
    ),
  );
  const statuses = Object.entries(results.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, n]) => `${fmt.n(n)}×${code}`)
    .join(', ');
  const details = blocks(
    prose(
      `${results.minutes} min on ${results.store} (the store on ${results.storeFs}), ${results.workers} request loops, ${results.partners} partners each with a webhook ` +
        `endpoint on a local receiver; one sample every ${seconds} s: requests and webhooks are counts within it, RSS and heap at its end, the event-loop delay over it.`,
    ),
    table(
      ['t (min)', 'requests', 'req/s', 'non-2xx', 'webhooks', 'RSS MB', 'heap MB', 'loop p50 ms', 'p99 ms', 'max ms'],
      samples.map((s) => [
        s.minute,
        fmt.n(s.requests),
        fmt.n(s.requests / seconds),
        s.non2xx + s.errors,
        fmt.n(s.webhooks),
        s.rssMb.toFixed(0),
        s.heapMb.toFixed(0),
        s.loopP50.toFixed(1),
        s.loopP99.toFixed(1),
        s.loopMax.toFixed(0),
      ]),
    ),
    prose(
      `All answers: ${statuses || 'none'}${results.errors ? `; ${fmt.n(results.errors)} connection errors` : ''}. The mix sends a bad key on 3 % of its steps: ` +
        '401 until its address has failed 30 times in the minute (PDN_AUTH_FAILURE_LIMIT), then 429; a 429 of the rate limit would be counted there too.',
    ),
  );
  return { block, details };
}

// ------------------------------------------------------------------------------- Retention pruning

interface PruneStatement {
  ms: number;
  rows: number;
}
/** The old prune's three DELETEs, each timed alone. */
export type OldPrune = Record<'attempts' | 'deliveries' | 'events', PruneStatement>;
export interface PatchRounds {
  /** Mean of the rounds' req/s; the worst round's p99. */
  rps: number;
  p99: number;
  failed: number;
  rounds: number;
  loopMaxMs: number;
}

export interface PruneResults {
  deliveries: number;
  expired: number;
  pendingExpired: number;
  sizeGiB: number;
  fillSeconds: number;
  old: { scan: OldPrune; backlog: OldPrune };
  indexMs: number;
  roundSeconds: number;
  connections: number;
  without: PatchRounds;
  during: PatchRounds;
  after: PatchRounds;
  pruneSeconds: number;
  kept: { events: number; deliveries: number; attempts: number; pending: number };
  keptOk: boolean;
}

export function renderPrune(results: PruneResults, env: Environment): Rendered {
  const r = results;
  const stall = (old: OldPrune) => old.attempts.ms + old.deliveries.ms + old.events.ms;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const kept = r.keptOk ? 'every row within retention kept' : bold('rows within retention lost');
  const block = prose(
    `Latest run: ${shortEnvironment(env)}; SQLite, ${r.sizeGiB.toFixed(1)} GiB, ${fmt.n(r.deliveries)} deliveries kept, ${fmt.n(r.expired)} expired a table. ` +
      `Old prune, nothing expired: a ${seconds(stall(r.old.scan))} stall. Batches cleared ${fmt.n(3 * r.expired)} rows in ${r.pruneSeconds.toFixed(0)} s while ` +
      `serving (PATCH ${fmt.ratio(r.during.rps / r.without.rps)}, loop max ${fmt.n(r.during.loopMaxMs)} ms); ${kept}. Tables: \`${resultsPath('prune', env)}\`.`,
  );
  const oldRow = (label: string, old: OldPrune) => [
    label,
    ...(['attempts', 'deliveries', 'events'] as const).map((t) => `${fmt.ms(old[t].ms)} (${fmt.n(old[t].rows)})`),
    fmt.ms(stall(old)),
  ];
  const patchRow = (label: string, p: PatchRounds) => [label, p.rounds, fmt.rps(p.rps), p.rounds ? fmt.ms(p.p99) : '–', p.failed, fmt.ms(p.loopMaxMs)];
  const details = blocks(
    prose(
      `SQLite, ${r.sizeGiB.toFixed(1)} GiB: ${fmt.n(r.deliveries)} deliveries within retention (30 days), each with its event and attempt, plus ` +
        `${fmt.n(r.expired)} expired of each and ${fmt.n(r.pendingExpired)} expired but pending deliveries (filled in ${r.fillSeconds.toFixed(0)} s).`,
    ),
    'The old prune, one DELETE a table: how long each holds the event loop, ms (rows deleted; rolled back):',
    table(['case', 'attempts', 'deliveries', 'events', 'in all'], [oldRow('nothing expired (every hour)', r.old.scan), oldRow(`${fmt.n(r.expired)} expired a table`, r.old.backlog)]),
    `Migration 014's two indexes built on this store in ${seconds(r.indexMs)} (once, at the upgrade).`,
    `PATCH rider status, ${r.connections} connections, rounds of ${r.roundSeconds} s (req/s the mean of the rounds, p99 the worst):`,
    table(
      ['when', 'rounds', 'req/s', 'p99 ms', 'failed', 'event-loop max ms'],
      [patchRow('without prune (webhooks off)', r.without), patchRow('during the prune', r.during), patchRow('after it, same process', r.after)],
    ),
    prose(
      `The prune cleared ${fmt.n(3 * r.expired)} expired rows in ${r.pruneSeconds.toFixed(0)} s from the service's start (PATCH during ÷ without: ` +
        `${fmt.ratio(r.during.rps / r.without.rps)}). Rows kept: ${r.keptOk ? 'every row within retention and every old pending delivery with its event' : `**not as expected**`} ` +
        `(events ${fmt.n(r.kept.events)}, deliveries ${fmt.n(r.kept.deliveries)}, attempts ${fmt.n(r.kept.attempts)}, pending ${fmt.n(r.kept.pending)}).`,
    ),
  );
  return { block, details };
}
