// What happens after an attempt: pure rules, so they are unit-tested without a network.

/** Longest wait a `Retry-After` may ask for; beyond it we keep our own schedule's pace. */
const MAX_RETRY_AFTER_MS = 24 * 3600 * 1000;

type Decision = { kind: 'succeeded' } | { kind: 'gone' } | { kind: 'retry'; at: number } | { kind: 'failed' };

/** ±20 % so that many deliveries failing together do not retry in lockstep. */
export function withJitter(delayMs: number, random: () => number = Math.random): number {
  return Math.round(delayMs * (0.8 + 0.4 * random()));
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | undefined | null, now: number): number | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    // An HTTP date names its day and month; anything else (e.g. "-5") is not one.
    const at = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
    if (Number.isNaN(at)) return undefined;
    ms = at - now;
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * After attempt number `attempt` (1-based) got `status` (undefined: timeout or connection
 * error): the schedule's delay `i` comes before attempt `i + 1`, so after attempt n the wait
 * is `schedule[n]`, and after the last one the delivery has failed.
 */
export function decide(
  attempt: number,
  outcome: { status?: number; retryAfter?: string | null },
  scheduleMs: number[],
  now: number,
  random: () => number = Math.random,
): Decision {
  const { status } = outcome;
  if (status !== undefined && status >= 200 && status < 300) return { kind: 'succeeded' };
  if (status === 410) return { kind: 'gone' };
  if (attempt >= scheduleMs.length) return { kind: 'failed' };
  if (status === 429 || status === 503) {
    const asked = parseRetryAfter(outcome.retryAfter, now);
    if (asked !== undefined) return { kind: 'retry', at: now + asked };
  }
  return { kind: 'retry', at: now + withJitter(scheduleMs[attempt], random) };
}
