// Per-endpoint pacing, pure rules: an endpoint's hold and slots, and its rate limit (docs/webhooks.md,
// "Rate limits"). A limited endpoint's attempts are strictly spaced: a claim reserves a start time
// per delivery, each an interval after the one before, from the endpoint's `next_start_at`, which
// it moves on in the same transaction. An attempt starts no earlier than its time, and not at all
// once more than PACE_GRACE_MS late (it is due again, with a new time). Any N + 1 reserved times span
// N intervals = 1000 + PACE_GRACE_MS ms: no second ever holds more than N starts, whoever made them.

/**
 * An endpoint's slots (attempts in flight: PDN_WEBHOOK_ENDPOINT_CONCURRENCY) and hold (deliveries a
 * worker may have in hand for it): its slots and fifteen times as many waiting, so a freed slot is
 * refilled without a claim and claims are full, the claim being the drain's serial step
 * (docs/performance.md, "Webhook worker"); at most an eighth of the worker's (eight hanging
 * endpoints to leave others no room).
 */
export function endpointCapacity({ concurrency, perEndpointConcurrency }: { concurrency: number; perEndpointConcurrency: number }): { slots: number; hold: number } {
  const slots = Math.max(1, perEndpointConcurrency);
  return { slots, hold: Math.min(16 * slots, Math.max(slots, Math.floor(concurrency / 8))) };
}

/** How late an attempt may start after its reserved time; later, it is not started. */
export const PACE_GRACE_MS = 50;

/** How far ahead a claim reserves start times: what waits in hand for a limited endpoint. */
export const PACE_HORIZON_MS = 1000;

/** One waiting for an earlier event of its order is looked at again no sooner (that one's outcome wakes a claim). */
export const PACE_RECHECK_MS = 250;

/** Milliseconds between two reserved starts of an endpoint limited to `rateLimit` per second. */
export function paceIntervalMs(rateLimit: number): number {
  return (1000 + PACE_GRACE_MS) / rateLimit;
}

/**
 * The start times (epoch ms) a claim at `now` may reserve for an endpoint whose next start may
 * be at `nextStartAt` (epoch ms; null: never started): those before `now + PACE_HORIZON_MS`,
 * at most `most` of them.
 */
export function openSlots(rateLimit: number, nextStartAt: number | null, now: number, most: number): number[] {
  const interval = paceIntervalMs(rateLimit);
  const first = Math.max(nextStartAt ?? now, now);
  const slots: number[] = [];
  for (let at = first; at < now + PACE_HORIZON_MS && slots.length < most; at = first + slots.length * interval) slots.push(at);
  return slots;
}

/** The endpoint's next start after `taken` starts from `first` (rounded up: spacing only grows). */
export function nextStartAfter(rateLimit: number, first: number, taken: number): number {
  return Math.ceil(first + taken * paceIntervalMs(rateLimit));
}

/**
 * When each of `waiting` deliveries (due now, not claimed) falls due again: about when its start
 * time could be reserved, the first at `nextStart`, so a backlog is due at the endpoint's pace
 * and never fills the claim's window of earliest due rows.
 */
export function dueAgainAt(rateLimit: number, nextStart: number, waiting: number): number[] {
  const interval = paceIntervalMs(rateLimit);
  return Array.from({ length: waiting }, (_, i) => Math.ceil(nextStart + i * interval - PACE_HORIZON_MS));
}
