export const nowIso = (): string => new Date().toISOString();

/** Parses `500ms`, `5s`, `5m`, `2h`, `1d` (a bare number is seconds) into milliseconds. */
export function parseDuration(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(text);
  if (!match) throw new Error(`invalid duration "${text}" (use e.g. 500ms, 5s, 5m, 2h)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(match[2] ?? 's') as 'ms'];
  return Math.round(Number(match[1]) * unit);
}
