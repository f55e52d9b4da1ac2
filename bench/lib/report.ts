// Results as Markdown: printed to the terminal and written into docs/performance.md between
// markers, so the hand-written reading around them survives a re-run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load.js';
import { ROOT } from './processes.js';

export const DOC = path.join(ROOT, 'docs/performance.md');

/** A timestamped progress line on stdout. */
export function log(message: string): void {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export function machine(): string {
  const cpu = /model name\s*:\s*(.+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  let postgres = 'n/a';
  try {
    postgres = execSync('psql --version', { encoding: 'utf8' }).trim();
  } catch {
    // psql not installed: leave it out
  }
  let commit = 'unknown commit';
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain -- src', { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    commit = `commit ${head}${dirty ? ' (with uncommitted changes in src/)' : ''}`;
  } catch {
    // not a git checkout
  }
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
  return `${execSync('nproc', { encoding: 'utf8' }).trim()} cores (nproc), ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; ${postgres}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${commit}; load average at start ${load} (1/5/15 min; other work shared the machine)`;
}

export const fmt = {
  rps: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString()),
  ratio: (n: number) => `${n.toFixed(2)}×`,
  us: (n: number | undefined) => (n === undefined ? '–' : Math.round(n).toString()),
};

export function table(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Non-2xx answers or errors make a line suspect; say so next to the number. */
export function failures(result: LoadResult): string {
  if (result.failed === 0) return '0';
  const codes = Object.entries(result.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n}×${code}`);
  return `**${result.failed}** (${codes.join(', ') || 'connection errors'})`;
}

/** Replaces the block between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` (appends it if missing). */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# Performance\n';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  doc = from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  fs.mkdirSync(path.dirname(DOC), { recursive: true });
  fs.writeFileSync(DOC, doc);
}
