// Results as Markdown. Each benchmark writes a short block into docs/performance.md between its
// markers (`<!-- bench:NAME -->`), so the hand-written reading around them survives a re-run, and
// appends the run in full (the machine, every round, every table) to a dated file in
// bench/results/. The page holds current figures only, at most 4,000 words and 160 characters a
// line (test/docs.test.ts): a block keeps one shape from run to run, prose wrapped at 150, tables
// narrow; the results files keep the same width.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load.js';
import { ROOT } from './processes.js';

export const DOC = path.join(ROOT, 'docs/performance.md');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
/** The page's width (test/docs.test.ts), and where prose is wrapped, short of it. */
export const MAX_LINE = 160;
export const WRAP = 150;

/** A timestamped progress line on stdout. */
export function log(message: string): void {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** Where and when a benchmark ran: saved with its results, and rendered short (the page) or in full (bench/results/). */
export interface Environment {
  /** The start, UTC, to the minute: `2026-11-28 17:48`. */
  at: string;
  /** The checkout's short commit; null outside git. */
  commit: string | null;
  /** Uncommitted changes in src/ at the start. */
  dirty: boolean;
  /** The CPU's model name (/proc/cpuinfo). */
  cpu: string;
  cores: number;
  ramGiB: number;
  /** `v20.20.2` */
  node: string;
  /** psql's version (`15.20`); null without psql. */
  postgres: string | null;
  /** Load average at the start: 1, 5 and 15 minutes. */
  load: number[];
  /** What else was so: `PostgreSQL through PgBouncer …`, `tests ran beside it …`. */
  note?: string;
}

const run = (command: string) => execSync(command, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

export function environment(note?: string): Environment {
  let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: os.cpus() it is
  }
  let postgres: string | null = null;
  try {
    postgres = /(\d+(?:\.\d+)+)/.exec(run('psql --version'))?.[1] ?? null;
  } catch {
    // psql not installed: leave it out
  }
  let commit: string | null = null;
  let dirty = false;
  try {
    commit = run('git rev-parse --short HEAD');
    dirty = run('git status --porcelain -- src') !== '';
  } catch {
    // not a git checkout
  }
  return {
    at: new Date().toISOString().slice(0, 16).replace('T', ' '),
    commit,
    dirty,
    cpu,
    cores: os.availableParallelism(),
    ramGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres,
    load: os.loadavg().map((n) => Number(n.toFixed(1))),
    ...(note ? { note } : {}),
  };
}

/**
 * An environment saved before it was an object (one long line: `2 cores (nproc), AMD EPYC, 24 GiB
 * RAM; Node v20.20.2; psql (PostgreSQL) 15.20 …; 2026-11-22 16:10 UTC; commit 85de386; load
 * average at start 1.1 / 1.9 / 1.9 (…)`), for BENCH_REPORT on an older results file.
 */
export function parseEnvironment(saved: string | Environment): Environment {
  if (typeof saved !== 'string') return saved;
  const match = (re: RegExp) => re.exec(saved)?.[1];
  return {
    at: match(/(\d{4}-\d\d-\d\d \d\d:\d\d) UTC/) ?? 'unknown time',
    commit: match(/commit (\w+)/) ?? null,
    dirty: saved.includes('uncommitted changes'),
    cpu: match(/cores \(nproc\), (.+?), \d+ GiB/) ?? 'unknown CPU',
    cores: Number(match(/(\d+) cores/) ?? 0),
    ramGiB: Number(match(/(\d+) GiB RAM/) ?? 0),
    node: match(/Node (v[\d.]+)/) ?? 'unknown',
    postgres: match(/PostgreSQL\)? (\d+(?:\.\d+)+)/) ?? null,
    load: (match(/load average at start ([\d.]+ \/ [\d.]+ \/ [\d.]+)/) ?? '').split(' / ').filter(Boolean).map(Number),
    ...(saved.includes('PgBouncer') ? { note: 'PostgreSQL through PgBouncer, transaction mode' } : {}),
  };
}

/** The CPU as the page names it: `EPYC` (AMD EPYC), `Xeon` (Intel Xeon), or the model without its trademarks and clock. */
export function cpuName(model: string): string {
  if (/\bEPYC\b/i.test(model)) return 'EPYC';
  if (/\bXeon\b/i.test(model)) return 'Xeon';
  return model.replace(/\((?:R|TM)\)/gi, '').replace(/\s+(?:CPU\b.*|Processor\b.*|@.*)$/i, '').replace(/\s+/g, ' ').trim() || model;
}

const loadOf = (env: Environment) => (env.load.length ? env.load.map((n) => n.toFixed(1)).join(' / ') : 'unknown');

/** The page's form: `2026-11-28 17:48 UTC, commit 9b07679, Xeon, load 0.9 / 1.8 / 2.3` (cores, RAM and versions are in its "Method"). */
export function shortEnvironment(env: Environment): string {
  const commit = env.commit ? `commit ${env.commit}${env.dirty ? ' (with uncommitted changes in src/)' : ''}` : 'commit not recorded';
  return `${env.at} UTC, ${commit}, ${cpuName(env.cpu)}, load ${loadOf(env)}${env.note ? ` (${env.note})` : ''}`;
}

/** The results file's form: the machine in full. */
export function fullEnvironment(env: Environment): string {
  return [
    `${env.cores} cores, ${env.cpu}, ${env.ramGiB} GiB RAM, Node ${env.node}, ${env.postgres ? `PostgreSQL ${env.postgres} (psql)` : 'no psql'};`,
    `load average at the start ${loadOf(env)} (1, 5, 15 min)${env.note ? `; ${env.note}` : ''}.`,
  ].join(' ');
}

const grouped = (n: number) => Math.round(n).toLocaleString('en-US');

export const fmt = {
  rps: (n: number) => grouped(n),
  /** Whole numbers with thousands grouped: rows, requests, µs in prose. */
  n: (n: number) => grouped(n),
  ms: (n: number | null | undefined) => (n == null || Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : grouped(n)),
  ratio: (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '–'),
  us: (n: number | undefined) => (n === undefined ? '–' : Math.round(n).toString()),
};

/** A Markdown table as the page writes one: `|---|` under the header, an empty cell as `| |`. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `|${cells.map((cell) => (cell === '' ? ' ' : ` ${cell} `)).join('|')}|`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** Non-2xx answers or errors make a line suspect; say so next to the number. */
export function failures(result: LoadResult): string {
  if (result.failed === 0) return '0';
  const codes = Object.entries(result.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n}×${code}`);
  return `**${result.failed}** (${codes.join(', ') || 'connection errors'})`;
}

/** Characters, as test/docs.test.ts counts them: "÷" and "µ" are one each. */
export const width = (line: string) => [...line].length;

/** A word that would start a list, a quote, a heading or a table if a line began with it. */
const MARKUP_AT_START = /^(?:[-+*>#|]+|\d+[.)]|=+)$/;

/**
 * A paragraph wrapped at `at` characters (words longer than that stand alone). A word that would
 * make the next line Markdown of its own (`-`, `1.`, `#`, `>`, `|`) takes the words before it along.
 */
export function wrap(text: string, at = WRAP): string {
  const lines: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current.length > 0 && size + 1 + width(word) > at) {
      const carried: string[] = [];
      while (MARKUP_AT_START.test(carried[0] ?? word) && current.length > 1) carried.unshift(current.pop()!);
      lines.push(current);
      current = carried;
      size = carried.reduce((sum, w) => sum + width(w), 0);
    }
    size += (current.length > 0 ? 1 : 0) + width(word);
    current.push(word);
  }
  if (current.length > 0) lines.push(current);
  return lines.map((words) => words.join(' ')).join('\n');
}

/** Lines over `at` characters in `text` (as `line N (width)`): none, for anything written to the page or to bench/results/. */
export function overWidth(text: string, at = MAX_LINE): string[] {
  return text.split('\n').flatMap((line, i) => (width(line) > at ? [`line ${i + 1} (${width(line)}): ${line.slice(0, 60)}…`] : []));
}

/** A fenced block of text (query plans, say), each line cut to fit the width with a `↩` where it goes on. */
export function codeBlock(text: string, at = MAX_LINE - 4): string {
  const lines = text.split('\n').flatMap((line) => {
    const chars = [...line];
    if (chars.length <= at) return [line];
    const parts: string[] = [];
    for (let i = 0; i < chars.length; i += at - 2) parts.push((i > 0 ? '  ' : '') + chars.slice(i, i + at - 2).join('') + (i + at - 2 < chars.length ? '↩' : ''));
    return parts;
  });
  return ['```', ...lines, '```'].join('\n');
}

function assertFits(what: string, markdown: string): void {
  const over = overWidth(markdown);
  if (over.length > 0) throw new Error(`${what}: lines over ${MAX_LINE} characters:\n${over.join('\n')}`);
}

/** Replaces the block between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` (appends it if missing). */
export function writeSection(name: string, markdown: string, doc = DOC): void {
  assertFits(`docs/performance.md, block ${name}`, markdown);
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const body = markdown.trim();
  const block = body ? `${start}\n${body}\n${end}` : `${start}\n${end}`;
  let text = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Performance\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  fs.mkdirSync(path.dirname(doc), { recursive: true });
  fs.writeFileSync(doc, text);
}

/** What a renderer gives: the page's block, and the run in full for bench/results/. */
export interface Rendered {
  block: string;
  details: string;
}

/** Where a run's details go: `bench/results/<yyyy-mm-dd>-<bench>.md`, by the run's UTC date. */
export const resultsFile = (bench: string, env: Environment, dir = RESULTS_DIR) => path.join(dir, `${env.at.slice(0, 10)}-${bench}.md`);

/**
 * Appends a run in full to its dated results file, under a heading of its time and commit; a new
 * file starts with what it is and the page's section (`section`) that has the run in short.
 */
export function appendResults(bench: string, section: string, env: Environment, details: string, dir = RESULTS_DIR): string {
  const file = resultsFile(bench, env, dir);
  const heading = `## ${env.at.slice(11)} UTC, ${env.commit ? `commit ${env.commit}${env.dirty ? ' (with uncommitted changes in src/)' : ''}` : 'commit not recorded'}`;
  const entry = [heading, '', wrap(fullEnvironment(env)), '', details.trim(), ''].join('\n');
  assertFits(path.relative(ROOT, file), entry);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) {
    const intro = wrap(
      `Each run of ${env.at.slice(0, 10)} in full, appended by the benchmark as it writes its block (\`${bench}\`) into ` +
        `\`docs/performance.md\`, "${section}", which keeps only the latest.`,
    );
    fs.writeFileSync(file, `# ${section}: runs of ${env.at.slice(0, 10)}\n\n${intro}\n`);
  }
  fs.appendFileSync(file, `\n${entry}`);
  return file;
}
