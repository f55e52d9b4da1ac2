import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/performance.md stays a page of current figures (issue 44): at most 4,000 words, as `wc -w`
// counts them, and 160 characters a line, as are the dated histories in bench/results/. Code and the
// other docs cite its sections by name (the file, a comma, then the heading in double quotes, which
// may wrap onto the next comment line) or by a Markdown anchor (performance.md#heading); every name
// cited must be a heading of the page. Reads the files as they are at run time, so a branch that
// adds or renames citations is checked once merged.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/performance.md';
const MAX_WORDS = 4000;
const MAX_LINE = 160;
/** Where citations are looked for; node_modules, builds and data are skipped. */
const CITING = ['src', 'bench', 'scripts', 'test', 'clients', 'docs', 'README.md'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.git']);
const TEXT_FILE = /\.(ts|mts|cts|js|mjs|cjs|sh|md|sql)$/;
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const lines = (text: string) => text.split(/\r?\n/);
/** Characters, not UTF-16 units or bytes: "÷" and "µ" count one each. */
const width = (line: string) => [...line].length;

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return TEXT_FILE.test(entry) ? [entry] : [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !(d.isDirectory() && SKIP_DIRS.has(d.name)))
    .flatMap((d) => filesUnder(path.join(entry, d.name)));
}

/** The page's headings (any level), outside fenced code blocks. */
function headings(markdown: string): string[] {
  let fenced = false;
  const found: string[] = [];
  for (const line of lines(markdown)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) found.push(heading[1]);
  }
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

interface Citation {
  at: string;
  section: string;
}

function citations(file: string): Citation[] {
  const text = read(file);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const found: Citation[] = [];
  // The file name, an optional closing backtick and comma, then a quoted name, perhaps after a
  // line break and a comment's leader (`//`, ` * `, `#`).
  for (const m of text.matchAll(/performance\.md`?,?[\s*/#]*"([^"]{1,80})"/g)) {
    const section = m[1].replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ').trim();
    found.push({ at: `${file}:${lineOf(m.index)}`, section });
  }
  for (const m of text.matchAll(/performance\.md#([\p{L}\p{N}_-]+)/gu)) {
    found.push({ at: `${file}:${lineOf(m.index)}`, section: `#${m[1]}` });
  }
  return found;
}

describe(DOC, () => {
  const doc = read(DOC);
  const names = headings(doc);

  it(`has at most ${MAX_WORDS} words`, () => {
    expect(doc.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(MAX_WORDS);
  });

  it(`has no line over ${MAX_LINE} characters, nor have the histories in bench/results/`, () => {
    const histories = filesUnder('bench/results').filter((f) => f.endsWith('.md'));
    expect(histories.length).toBeGreaterThan(0);
    const over = [DOC, ...histories].flatMap((file) =>
      lines(read(file)).flatMap((line, i) => (width(line) > MAX_LINE ? [`${file}:${i + 1} (${width(line)})`] : [])),
    );
    expect(over).toEqual([]);
  });

  it('is cited only by section names it has', () => {
    const anchors = new Set(names.map(anchorOf));
    const all = CITING.flatMap(filesUnder)
      .filter((file) => file !== DOC && file !== SELF)
      .flatMap(citations);
    expect(all.length).toBeGreaterThan(20); // the pattern still finds the citations
    const missing = all
      .filter(({ section }) => (section.startsWith('#') ? !anchors.has(section.slice(1)) : !names.includes(section)))
      .map(({ at, section }) => `${at}: "${section}"`);
    expect(missing).toEqual([]);
  });
});
