// What an attempt means: the pure rules of what follows it (success, retry time, Retry-After,
// give up), judged into the one Outcome that travels from where the attempt ran to the store,
// the metrics and the log. Unit-tested without a network.
import type { AttemptResult } from '../destinations/destinations.transport.js';

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
  outcome: { status?: number; confirmed?: boolean; retryAfter?: string | null },
  scheduleMs: number[],
  now: number,
  random: () => number = Math.random,
): Decision {
  const { status } = outcome;
  if (outcome.confirmed || (status !== undefined && status >= 200 && status < 300)) return { kind: 'succeeded' };
  if (status === 410) return { kind: 'gone' };
  if (attempt >= scheduleMs.length) return { kind: 'failed' };
  if (status === 429 || status === 503) {
    const asked = parseRetryAfter(outcome.retryAfter, now);
    if (asked !== undefined) return { kind: 'retry', at: now + asked };
  }
  return { kind: 'retry', at: now + withJitter(scheduleMs[attempt], random) };
}

/**
 * What became of one claimed delivery: the one shape that travels from where the attempt ran
 * to the store, the metrics and the log. `unsent`: no attempt was made, it is due again at once.
 */
export interface Outcome {
  kind: Decision['kind'] | 'unsent';
  /** When the attempt started (epoch ms); null when none was made. */
  attemptedAt: number | null;
  status: number | null;
  latencyMs: number;
  error: string | null;
  responseBody: string | null;
  /** When a retry is due (epoch ms). */
  retryAt: number | null;
}

/** The outcome of attempt number `attempt` (1-based), started at `attemptedAt`, that got `result`. */
export function judge(attempt: number, attemptedAt: number, result: AttemptResult, scheduleMs: number[], now = Date.now()): Outcome {
  const decision = decide(attempt, result, scheduleMs, now);
  const status = result.status ?? null;
  const error = decision.kind === 'gone' ? 'HTTP 410 Gone: endpoint disabled' : (result.error ?? (decision.kind === 'succeeded' ? null : `HTTP ${status}`));
  return {
    kind: decision.kind,
    attemptedAt,
    status,
    latencyMs: result.latencyMs,
    error,
    responseBody: result.responseBody,
    retryAt: decision.kind === 'retry' ? decision.at : null,
  };
}

const NO_ATTEMPT = { attemptedAt: null, status: null, latencyMs: 0, responseBody: null, retryAt: null } as const;

/** Not attempted: due again at once. */
export const UNSENT: Outcome = { kind: 'unsent', error: null, ...NO_ATTEMPT };

/** Never to be attempted (its endpoint or event is gone): failed without an attempt. */
export function unsendable(why: string): Outcome {
  return { kind: 'failed', error: why, ...NO_ATTEMPT };
}

