// Whether dist/ (npm run build) was compiled from the sources as they are now, and the build
// itself. Plain Node: bin/pdn.mjs and `npm start` ask it before any TypeScript tooling exists.
//   node scripts/build-state.mjs --build            compile (tsc -p tsconfig.build.json), then stamp
//   node scripts/build-state.mjs --build-if-stale   the same, only when dist/ is missing or older
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STAMP = 'dist/.built';
/** What the build reads: a change to any of them makes dist/ stale. */
const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json'];

function newestInput(dir, newest = 0) {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (!stat) return newest;
  if (!stat.isDirectory()) return Math.max(newest, stat.mtimeMs);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = newestInput(file, newest);
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/** True when dist/ was stamped after every input last changed (a copy without src/ counts as built). */
export function buildIsCurrent(root) {
  const dir = fileURLToPath(root);
  const stamp = fs.statSync(path.join(dir, STAMP), { throwIfNoEntry: false });
  if (!stamp) return false;
  return INPUTS.every((input) => newestInput(path.join(dir, input)) <= stamp.mtimeMs);
}

function build(dir) {
  const tsc = path.join(dir, 'node_modules', '.bin', 'tsc');
  if (!fs.existsSync(tsc)) {
    process.stderr.write('dist/ is missing or older than src/ and TypeScript is not installed (a production install): run npm ci, npm run build first\n');
    process.exit(1);
  }
  // The stamp is the time the build started: a source saved during it leaves dist/ stale.
  const started = new Date();
  process.stderr.write('pdn: compiling src/ to dist/ (tsc; about 20 s the first time)…\n');
  const result = spawnSync(tsc, ['-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(path.join(dir, STAMP), `${started.toISOString()}\n`);
  fs.utimesSync(path.join(dir, STAMP), started, started);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = new URL('..', import.meta.url);
  const flag = process.argv[2];
  if (flag === '--build' || (flag === '--build-if-stale' && !buildIsCurrent(root))) build(fileURLToPath(root));
}
