// `npm run bench`: starts the service on SQLite and on PostgreSQL, measures it against raw
// baselines in the same run, prints the results, writes each part's block into docs/performance.md
// and appends the part in full to bench/results/<yyyy-mm-dd>-<part>.md (bench/lib/render.ts).
//
//   BENCH_DURATION=10      seconds per measured run (a short warm-up precedes each)
//   BENCH_CONNECTIONS=20   concurrent connections
//   BENCH_ROUNDS=2         interleaved runs per measurement; the best is kept
//   BENCH_STORES=sqlite,postgres
//   BENCH_ONLY=core|webhooks|assistance|dispatch   one part only (default: all)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   where bench databases are created and dropped
//   BENCH_PROFILE=1        write CPU profiles of the service (PATCH run, worker drain, location, suggestions, available at 64) to data/bench/profiles
//   BENCH_REPORT=data/bench/results/<file>.json   render saved results into the doc again, without measuring
//                          (its block only: the run is in bench/results/ already)
//   BENCH_PGBOUNCER=1      PostgreSQL through PgBouncer in transaction mode (bench/lib/processes.ts); printed and
//                          saved, not written into the doc
import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../src/store/store.js';
import { runCoreBenchmarks } from './core.bench.js';
import { runAssistanceBenchmarks } from './assistance.bench.js';
import { runDispatchBenchmarks } from './dispatch.bench.js';
import { runWebhookBenchmarks } from './webhooks.bench.js';
import { ROOT, stopPooler } from './lib/processes.js';
import { publish, renderAssistance, renderCore, renderDispatch, renderWebhooks } from './lib/render.js';
import { environment, fullEnvironment, parseEnvironment, shortEnvironment, type Environment, type Rendered } from './lib/report.js';

const stores = (process.env.BENCH_STORES || 'sqlite,postgres').split(',').map((s) => s.trim()) as Dialect[];
const only = process.env.BENCH_ONLY;

interface Part {
  run(dialect: Dialect): Promise<unknown>;
  render(results: unknown[], env: Environment): Rendered;
}

const part = <R>(run: (dialect: Dialect) => Promise<R>, render: (results: R[], env: Environment) => Rendered): Part => ({
  run,
  render,
});

/** The parts in the order they run; each name is its doc block and its results files' prefix. */
const PARTS = {
  core: part(runCoreBenchmarks, renderCore),
  webhooks: part(runWebhookBenchmarks, renderWebhooks),
  assistance: part(runAssistanceBenchmarks, renderAssistance),
  dispatch: part(runDispatchBenchmarks, renderDispatch),
};
type PartName = keyof typeof PARTS;

/** Re-renders a saved results file (core-…, webhooks-…) into the doc: its block only. */
function rerender(file: string): void {
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { environment: string | Environment; results: unknown[] };
  const name = (Object.keys(PARTS) as PartName[]).find((part) => path.basename(file).startsWith(`${part}-`)) ?? 'webhooks';
  const env = parseEnvironment(saved.environment);
  publish(name, env, PARTS[name].render(saved.results, env), { doc: true, results: false });
}

async function main(): Promise<void> {
  if (process.env.BENCH_REPORT) return rerender(process.env.BENCH_REPORT);
  const pooled = process.env.BENCH_PGBOUNCER === '1';
  const env = environment(pooled ? 'PostgreSQL through PgBouncer 1.18, transaction mode' : undefined);
  console.log(`PDN benchmarks: ${shortEnvironment(env)}\n${fullEnvironment(env)}\n`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsDir = path.join(ROOT, 'data/bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });

  for (const [name, { run, render }] of Object.entries(PARTS) as Array<[PartName, Part]>) {
    if (only !== undefined && only !== name) continue;
    const results: unknown[] = [];
    for (const dialect of stores) results.push(await run(dialect));
    fs.writeFileSync(path.join(resultsDir, `${name}-${stamp}.json`), JSON.stringify({ environment: env, results }, null, 2));
    // Through PgBouncer: printed and saved, not written into the doc or bench/results/.
    publish(name, env, render(results, env), { doc: !pooled });
  }
  await stopPooler();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
