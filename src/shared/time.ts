export const nowIso = (): string => new Date().toISOString();

// A leap second (`23:59:60`, which RFC 3339 and so the `date-time` format allow) is read as
// the last millisecond of its minute: JavaScript's Date (and both stores) have no second 60,
// and a client stamping one means "the end of that minute". See docs/decisions.md.
const LEAP_SECOND = /^(\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:)60(?:\.\d+)?/;
// An offset can carry a time just outside years 0000–9999 in UTC, which has no RFC 3339 form to answer it in.
const EARLIEST = Date.parse('0000-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * The one reading of a timestamp the API takes (every `date-time` input): milliseconds since
 * the epoch, or undefined when it is not one. Leap seconds are `:59.999`.
 */
export function parseTimestamp(text: string): number | undefined {
  const ms = Date.parse(text.replace(LEAP_SECOND, '$159.999'));
  return Number.isNaN(ms) || ms < EARLIEST || ms > LATEST ? undefined : ms;
}

/** A timestamp input as we store and answer it: UTC with milliseconds (so stored times compare as strings). */
export function toIsoTimestamp(text: string): string {
  const ms = parseTimestamp(text);
  // Inputs are checked against the same reading (the `date-time` format), so this is a bug if it throws.
  if (ms === undefined) throw new Error(`not a timestamp: ${text}`);
  return new Date(ms).toISOString();
}

/**
 * `ms` (epoch milliseconds) as a stored timestamp. Stored times are compared as text (in SQL and
 * here), which orders them as times only in years 0000–9999: past 9999 `toISOString` writes
 * `+010000-…`, which sorts before every other year (issue 46: such a deadline passed at once).
 * Inputs are bounded so this cannot happen; if it did, it fails here rather than sort wrong.
 */
export function timestampAt(ms: number): string {
  if (!(ms >= EARLIEST && ms <= LATEST)) throw new RangeError(`${ms} ms since the epoch is outside years 0000-9999`);
  return new Date(ms).toISOString();
}

/**
 * Parses `500ms`, `5s`, `5m`, `2h`, `1d` into milliseconds. Configuration may also write a bare
 * number (seconds) or a fraction; the API takes only DURATION_PATTERN (src/shared/schemas.ts).
 */
export function parseDuration(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(text);
  if (!match) throw new Error(`invalid duration "${text}" (use e.g. 500ms, 5s, 5m, 2h)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(match[2] ?? 's') as 'ms'];
  return Math.round(Number(match[1]) * unit);
}
