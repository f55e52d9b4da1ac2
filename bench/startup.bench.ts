// Start-up: how long the built server takes from `node` to its first /healthz answer, and how
// long `npx pdn --help` and a store command take, against a raw Node HTTP server started the
// same way, in turns (raw, then each checkout), median of the rounds. Writes its block into
// docs/performance.md and the rounds into bench/results/<yyyy-mm-dd>-startup.md.
//
//   npx tsx bench/startup.bench.ts                          this checkout (built: npm run build)
//   BENCH_AB='before=../other after=.' npx tsx bench/startup.bench.ts   checkouts in turns (each built)
//   BENCH_ROUNDS=7
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN_KEY, freePort, ROOT } from './lib/processes.js';
import { publish, renderStartup } from './lib/render.js';
import { environment, log, shortEnvironment } from './lib/report.js';

const variants = (process.env.BENCH_AB ?? `now=${ROOT}`).split(/\s+/).filter(Boolean).map((spec) => {
  const [label, root] = [spec.slice(0, spec.indexOf('=')), path.resolve(spec.slice(spec.indexOf('=') + 1))];
  if (!fs.existsSync(path.join(root, 'dist/server.js'))) throw new Error(`${root}: no dist/server.js (npm run build)`);
  return { label, root };
});
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 5));
/** The built server as `npm start` runs it. */
const PDN_SERVER = ['--import', './dist/tracing.mjs', 'dist/server.js'];
const RAW_SERVER = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

/** Milliseconds from spawning `args` until GET /healthz answers 200 on its port. */
async function serveTime(args: string[], cwd: string, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Milliseconds a command takes to run to its end (it must succeed). */
function runTime(args: string[], cwd: string, env: Record<string, string>): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}: ${result.stderr}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const env = environment();
  log(shortEnvironment(env));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-startup-'));
  const samples = new Map<string, number[]>();
  const add = (key: string, ms: number) => samples.set(key, [...(samples.get(key) ?? []), ms]);
  try {
    // Each checkout on a store of its own, migrated by a first start that is not counted.
    const envOf = (label: string) => ({ PDN_DATABASE_URL: path.join(dir, `${label}.sqlite`), PDN_ADMIN_KEY: BENCH_ADMIN_KEY, LOG_LEVEL: 'warn' });
    for (const { label, root } of variants) await serveTime(PDN_SERVER, root, envOf(label));
    for (let round = 1; round <= rounds; round++) {
      add('raw server', await serveTime(['-e', RAW_SERVER], ROOT, {}));
      add('raw command', runTime(['-e', ''], ROOT, {}));
      for (const { label, root } of variants) {
        add(`${label} server`, await serveTime(PDN_SERVER, root, envOf(label)));
        add(`${label} help`, runTime(['bin/pdn.mjs', '--help'], root, envOf(label)));
        add(`${label} store`, runTime(['bin/pdn.mjs', 'partner', 'list'], root, envOf(label)));
      }
      log(`round ${round} of ${rounds}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // One checkout: its block in docs/performance.md, "Start-up", and the rounds in bench/results/; checkouts in turns are printed only.
  const results = { rounds, variants: variants.map((v) => v.label), samples: Object.fromEntries(samples) };
  publish('startup', env, renderStartup(results, env), { doc: !process.env.BENCH_AB });
}

await main();
