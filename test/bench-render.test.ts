import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AssistanceResults } from '../bench/assistance.bench.js';
import type { CoreResults } from '../bench/core.bench.js';
import type { DispatchResults, DispatchRun } from '../bench/dispatch.bench.js';
import { LARGE, SMALL } from '../bench/lib/dataset.js';
import { FLEET_LARGE, FLEET_SMALL } from '../bench/lib/fleet.js';
import type { LoadResult } from '../bench/lib/load.js';
import {
  renderAssistance,
  renderCore,
  renderDispatch,
  renderPrune,
  renderSoak,
  renderStartup,
  renderWebhooks,
  SECTIONS,
  type Bench,
  type PruneResults,
  type SoakResults,
  type StartupResults,
} from '../bench/lib/render.js';
import { appendResults, cpuName, DOC, MAX_LINE, overWidth, parseEnvironment, shortEnvironment, WRAP, width, wrap, writeSection, type Environment, type Rendered } from '../bench/lib/report.js';
import type { Latency, WebhookResults } from '../bench/webhooks.bench.js';

// The benchmarks' renderers (bench/lib/render.ts), fed made-up results: what they write into
// docs/performance.md and bench/results/ stays within the page's 160 characters a line
// (test/docs.test.ts), whatever the figures, and a block's shape (its paragraphs and tables)
// does not change with them, so a re-run changes numbers, not lines. No services, no benchmark.

/** Results at two scales: as measured on a 2-core VM, and every figure a thousand times larger or smaller, with failures. */
type Scale = 'typical' | 'extreme';
const k = (scale: Scale, n: number) => (scale === 'typical' ? n : n * 1000 + 0.123);
const small = (scale: Scale, n: number) => (scale === 'typical' ? n : n / 1000);

const env = (scale: Scale): Environment => ({
  at: '2026-11-28 17:48',
  commit: '9b07679',
  dirty: scale === 'extreme',
  cpu: scale === 'typical' ? 'Intel Xeon Processor (Icelake)' : 'Some Vendor(R) Very Long CPU Model Name(TM) 9999X 128-Core Processor @ 4.20GHz',
  cores: 2,
  ramGiB: 24,
  node: 'v20.20.2',
  postgres: '15.20',
  load: scale === 'typical' ? [0.9, 1.8, 2.3] : [123.4, 99.9, 88.8],
  ...(scale === 'extreme' ? { note: 'PostgreSQL through PgBouncer 1.18, transaction mode; tests ran niced beside it in minutes 14–18 and 24–31' } : {}),
});

const load = (scale: Scale, rps: number, p50: number, p99: number, cpu?: number): LoadResult => ({
  rps: k(scale, rps),
  p50: k(scale, p50),
  p99: k(scale, p99),
  mean: k(scale, p50 * 1.1),
  max: k(scale, p99 * 3),
  ok: Math.round(rps * 10),
  failed: scale === 'typical' ? 0 : 1234,
  statuses: scale === 'typical' ? { '200': Math.round(rps * 10) } : { '200': 5, '500': 1000, '503': 234 },
  ...(cpu === undefined ? {} : { cpuUsPerRequest: k(scale, cpu) }),
});

const core = (scale: Scale): CoreResults[] =>
  (['sqlite', 'postgres'] as const).map((dialect) => ({
    dialect,
    seeds: [
      { size: SMALL, seconds: 3.2, cached: false },
      { size: LARGE, seconds: 181.5, cached: true },
    ],
    patch: { baseline: load(scale, 7444, 2, 10, 120), pdn: load(scale, 4852, 3, 11, 194) },
    accept: { ...load(scale, 1455, 10, 30, 558), orders: 104_000 },
    reads: {
      available: { small: load(scale, 1314, 12, 29), large: load(scale, 1229, 13, 31) },
      fleet: { small: load(scale, 4508, 3, 8), large: load(scale, 4608, 3, 8) },
    },
  }));

const plans = {
  sqlite: {
    zone: 'SEARCH riders USING INDEX riders_free_idx (partner_id=? AND zone=? AND status=?)',
    box: 'SEARCH riders USING INDEX riders_free_geo_idx (partner_id=? AND status=? AND lat>? AND lat<?)',
    any: 'SEARCH riders USING INDEX riders_free_idx (partner_id=? AND status=?)',
  },
  postgres: {
    zone: 'Limit (actual rows=500 loops=1)\n  ->  Index Scan using riders_free_idx on riders (actual rows=500 loops=1)',
    box: 'Limit (actual rows=500 loops=1)\n  ->  Index Scan using riders_free_geo_idx on riders (actual rows=500 loops=1)',
    any: 'Limit (actual rows=200 loops=1)\n  ->  Index Only Scan using riders_free_idx on riders (actual rows=200 loops=1)',
  },
};
const assistance = (scale: Scale): AssistanceResults[] =>
  (['sqlite', 'postgres'] as const).map((dialect) => ({
    dialect,
    seeds: [
      { size: FLEET_SMALL, seconds: 1.5 },
      { size: FLEET_LARGE, seconds: 42.25 },
    ],
    location: { baseline: load(scale, 19_887, 0.4, 4, 45), pdn: load(scale, 17_593, 1, 4, 54) },
    suggestions: { small: load(scale, 2617, 7, 15, 382), large: load(scale, 2118, 8, 18, 474) },
    // At the extreme, one read scans its table, and one plan line is longer than the page.
    plans: scale === 'typical' ? plans[dialect] : { ...plans[dialect], box: `SCAN riders ${'AND lat>? '.repeat(40)}` },
    available64: load(scale, 1114, 54, 93, 950),
  }));

const latency = (scale: Scale, target: number, p50: number, p99: number): Latency => ({
  targetRate: k(scale, target),
  achievedRate: k(scale, target * 0.4),
  cpu: { pdnCores: 1.21, machineIdle: 0.28 },
  n: k(scale, 22_650),
  p50: k(scale, p50),
  p99: k(scale, p99),
  max: k(scale, p99 * 1.5),
  ...(scale === 'typical' ? { breakdown: { toAttemptP50: p50 - 1, toAttemptP99: p99 - 5, postP50: 1, postP99: 5 } } : {}),
});
const drain = (scale: Scale, rate: number) => ({ rate: k(scale, rate), delivered: k(scale, 39_000), seconds: small(scale, 3.6) });
const webhooks = (scale: Scale): WebhookResults[] =>
  (['sqlite', 'postgres'] as const).map((dialect) => ({
    dialect,
    endpoints: 10,
    backlog: k(scale, 39_000),
    raw: k(scale, 33_233),
    drain: {
      ...drain(scale, 12_259),
      attemptsLogged: 39_000,
      attemptsExpected: scale === 'typical' ? 39_000 : 39_013,
      notSucceeded: scale === 'typical' ? 0 : 13,
      ownRoundRatios: scale === 'typical' ? [0.39, 0.35, 0.42] : Array.from({ length: 12 }, (_, i) => 0.000123 + i * 11.1),
    },
    latency: latency(scale, 6129, 3, 57),
    latencyLow: latency(scale, 100, 5, 37),
    hanging: { others: drain(scale, 9329), othersNormal: drain(scale, 10_975), timeouts: 120 },
    failingOrder: { others: drain(scale, 11_927), normal: drain(scale, 12_296) },
    ...(scale === 'typical' ? { rateLimited: { others: drain(scale, 12_810), othersNormal: drain(scale, 11_043), limit: 5 } } : {}),
  }));

const dispatchRun = (scale: Scale, p50: number, p99: number): DispatchRun => ({
  jobs: 1000,
  assigned: scale === 'typical' ? 1000 : 998,
  seconds: 10.4,
  p50: k(scale, p50),
  p99: scale === 'typical' ? p99 : null,
  max: k(scale, p99 * 2),
  overCapacity: scale === 'typical' ? 0 : 3,
  twice: scale === 'typical' ? 0 : 1,
});
const dispatch = (scale: Scale): DispatchResults[] =>
  (['sqlite', 'postgres'] as const).map((dialect) => ({ dialect, manual: dispatchRun(scale, 3, 21), auto: dispatchRun(scale, 17, 48) }));

const startup = (scale: Scale): StartupResults => {
  const rounds = scale === 'typical' ? 5 : 40;
  const samples = (ms: number) => Array.from({ length: rounds }, (_, i) => k(scale, ms + i));
  return {
    rounds,
    variants: ['now'],
    samples: { 'raw server': samples(156), 'raw command': samples(134), 'now server': samples(1975), 'now help': samples(168), 'now store': samples(695) },
  };
};

const soak = (scale: Scale): SoakResults => ({
  minutes: scale === 'typical' ? 120 : 10,
  sampleSeconds: scale === 'typical' ? 60 : 10,
  workers: 12,
  partners: 10,
  store: 'sqlite',
  storeFs: scale === 'typical' ? 'tmpfs' : 'fuse.some-long-file-system-name',
  samples: Array.from({ length: scale === 'typical' ? 120 : 60 }, (_, i) => ({
    minute: scale === 'typical' ? i + 1 : Math.round((i + 1) * 1.6667) / 10,
    requests: k(scale, 60 * (903 + ((i * 37) % 522))),
    non2xx: 0,
    errors: 0,
    webhooks: k(scale, 60_000),
    rssMb: 323 + ((i * 13) % 112),
    heapMb: 45 + ((i * 17) % 138),
    loopP50: 10.2,
    loopP99: 25.3,
    // At the extreme, every sample over the 200 ms target.
    loopMax: scale === 'typical' ? 30 + ((i * 7) % 40) : 1234.5 + i,
  })),
  statuses: scale === 'typical' ? { '200': 7_156_083, '201': 1_333_697, '429': 139_014 } : { '200': 1, '500': 123_456, '502': 7, '503': 99_999 },
  errors: scale === 'typical' ? 0 : 4321,
});

const statement = (scale: Scale, ms: number) => ({ ms: k(scale, ms), rows: k(scale, 1_000_000) });
const oldPrune = (scale: Scale, a: number, d: number, e: number) => ({ attempts: statement(scale, a), deliveries: statement(scale, d), events: statement(scale, e) });
const rounds = (scale: Scale, rps: number, p99: number, n: number, loop: number) => ({ rps: k(scale, rps), p99: k(scale, p99), failed: 0, rounds: n, loopMaxMs: k(scale, loop) });
const prune = (scale: Scale): PruneResults => ({
  deliveries: k(scale, 10_000_000),
  expired: k(scale, 1_000_000),
  pendingExpired: 1000,
  sizeGiB: k(scale, 8.4),
  fillSeconds: k(scale, 900),
  old: { scan: oldPrune(scale, 13_000, 9700, 100), backlog: oldPrune(scale, 21_600, 12_200, 18_600) },
  indexMs: k(scale, 40_000),
  roundSeconds: 10,
  connections: 16,
  without: rounds(scale, 3369, 53, 3, 134),
  during: rounds(scale, 1292, 133, 18, 386),
  after: rounds(scale, 4848, 29, 3, 136),
  pruneSeconds: k(scale, 184),
  kept: { events: 10_001_000, deliveries: 10_001_000, attempts: 10_000_000, pending: 1000 },
  keptOk: scale === 'typical',
});

const RENDER: Record<Bench, (scale: Scale) => Rendered> = {
  core: (scale) => renderCore(core(scale), env(scale)),
  assistance: (scale) => renderAssistance(assistance(scale), env(scale)),
  webhooks: (scale) => renderWebhooks(webhooks(scale), env(scale)),
  dispatch: (scale) => renderDispatch(dispatch(scale), env(scale)),
  startup: (scale) => renderStartup(startup(scale), env(scale)),
  soak: (scale) => renderSoak(soak(scale), env(scale)),
  prune: (scale) => renderPrune(prune(scale), env(scale)),
};
const BENCHES = Object.keys(RENDER) as Bench[];

/** A block's shape: `p` for a paragraph (however many lines it wraps to), a table as its column count and rows. */
function shape(markdown: string): string[] {
  return markdown.split('\n\n').map((part) => {
    const lines = part.split('\n');
    if (!lines[0].startsWith('|')) return lines.every((line) => !line.startsWith('|')) ? 'p' : 'mixed';
    return `table ${lines[0].split('|').length - 2} × ${lines.length - 2}`;
  });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-bench-render-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.each(BENCHES)('the %s renderer', (bench) => {
  it.each(['typical', 'extreme'] as const)('writes no line over 160 characters, %s figures', (scale) => {
    const { block, details } = RENDER[bench](scale);
    expect(overWidth(block)).toEqual([]);
    expect(overWidth(details)).toEqual([]);
    expect(block.split('\n').filter((line) => !line.startsWith('|') && width(line) > WRAP)).toEqual([]);
  });

  it('writes a block of one shape whatever the figures', () => {
    const typical = shape(RENDER[bench]('typical').block);
    expect(typical).not.toContain('mixed');
    expect(shape(RENDER[bench]('extreme').block)).toEqual(typical);
  });

  it(`has its markers in docs/performance.md, under "${SECTIONS[bench]}"`, () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const heading = doc.indexOf(`\n## ${SECTIONS[bench]}\n`);
    const marker = doc.indexOf(`<!-- bench:${bench} -->`);
    expect(heading).toBeGreaterThanOrEqual(0);
    expect(marker).toBeGreaterThan(heading);
    expect(doc.indexOf(`<!-- /bench:${bench} -->`)).toBeGreaterThan(marker);
    const next = doc.indexOf('\n## ', heading + 1);
    expect(next === -1 || marker < next).toBe(true);
  });
});

describe('docs/performance.md after a run of every benchmark', () => {
  it('stays within 4,000 words and 160 characters a line', () => {
    const copy = path.join(tmp, 'performance.md');
    fs.copyFileSync(DOC, copy);
    for (const bench of BENCHES) writeSection(bench, RENDER[bench]('typical').block, copy);
    const text = fs.readFileSync(copy, 'utf8');
    expect(text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(4000);
    expect(overWidth(text)).toEqual([]);
    // Only the blocks changed.
    const outside = (markdown: string) => markdown.replace(/<!-- bench:(\w+) -->[\s\S]*?<!-- \/bench:\1 -->/g, '');
    expect(outside(text)).toEqual(outside(fs.readFileSync(DOC, 'utf8')));
  });
});

describe('bench/results/<date>-<bench>.md', () => {
  it('gets each run appended under its time, within 160 characters a line, naming the section it is short in', () => {
    const dir = path.join(tmp, 'results');
    const { details } = RENDER.webhooks('typical');
    const file = appendResults('webhooks', SECTIONS.webhooks, env('typical'), details, dir);
    appendResults('webhooks', SECTIONS.webhooks, { ...env('extreme'), at: '2026-11-28 19:35' }, RENDER.webhooks('extreme').details, dir);
    expect(path.basename(file)).toBe('2026-11-28-webhooks.md');
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('# Webhook worker: runs of 2026-11-28\n')).toBe(true);
    expect(text).toContain('`docs/performance.md`, "Webhook worker"');
    expect(text.match(/^## .*$/gm)).toEqual(['## 17:48 UTC, commit 9b07679', '## 19:35 UTC, commit 9b07679 (with uncommitted changes in src/)']);
    expect(overWidth(text)).toEqual([]);
  });
});

describe('the environment line', () => {
  it('is short on the page', () => {
    expect(shortEnvironment(env('typical'))).toBe('2026-11-28 17:48 UTC, commit 9b07679, Xeon, load 0.9 / 1.8 / 2.3');
    expect(cpuName('AMD EPYC 7B13 64-Core Processor')).toBe('EPYC');
    expect(cpuName('Intel(R) Core(TM) i7-10510U CPU @ 1.80GHz')).toBe('Intel Core i7-10510U');
  });

  it('is read back from a results file saved as one long line', () => {
    const legacy =
      '2 cores (nproc), AMD EPYC, 24 GiB RAM; Node v20.20.2; psql (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1); 2026-11-22 16:10 UTC; ' +
      'commit 85de386 (with uncommitted changes in src/); load average at start 1.1 / 1.9 / 1.9 (1/5/15 min; other work shared the machine)';
    expect(shortEnvironment(parseEnvironment(legacy))).toBe('2026-11-22 16:10 UTC, commit 85de386 (with uncommitted changes in src/), EPYC, load 1.1 / 1.9 / 1.9');
  });
});

describe('wrap', () => {
  it('keeps lines within the width and starts none with Markdown of its own', () => {
    const words = Array.from({ length: 400 }, (_, i) => ['word', '-', '1.', '#', '>', '|', 'a-longer-word', '**0.39×**'][i % 8]).join(' ');
    const lines = wrap(words).split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((line) => width(line) > WRAP)).toEqual([]);
    expect(lines.filter((line) => /^(?:[-+*>#|]|\d+[.)]) /.test(line))).toEqual([]);
    expect(MAX_LINE).toBe(160);
  });
});
