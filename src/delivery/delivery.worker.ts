// The webhook worker: claims what is due, sends it, records the outcome, on three background loops
// (claims: woken by a commit, LISTEN, a freed slot or a due time; outcomes, in batches; the
// heartbeat). Several can share one PostgreSQL: claims skip rows another holds, an order's next
// event waits for the one before it (ordered endpoints), and what a dead worker held is due again
// once its lock is free (delivery.liveness.ts). The one ownership rule: a claimed delivery is in `#held` from its claim until its outcome is
// written, and nowhere else. There it is being sent (no outcome yet) or waiting to be recorded.
// Every path of a send ends in an outcome (an unsent one included), and a write that fails
// keeps its outcomes to be written again: nothing held is dropped while the process lives.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { sessionUrlOf, type Config } from '../config.js';
import { envelopeBody } from '../events/events.mapper.js';
import { DELIVERIES_CHANNEL } from '../outbox/outbox.js';
import { BackgroundLoop } from '../shared/background-loop.js';
import { newId } from '../shared/ids.js';
import { spanContextOf } from '../shared/trace-context.js';
import { deliveriesCommitted, endpointUrlRetired } from '../shared/wake.js';
import { listen } from '../store/listen.js';
import type { Store } from '../store/store.js';
import { isStoreUnavailable } from '../store/store-faults.js';
import { transact } from '../store/transaction.js';
import { applyHealthChanges, healthChanges, type HealthContext } from '../webhooks/webhooks.health.js';
import { unsendable, UNSENT, type Outcome } from './delivery.attempt.js';
import { processLock } from '../store/process-lock.js';
import { StoreLiveness, type Liveness } from './delivery.liveness.js';
import { endpointCapacity } from './delivery.pace.js';
import { SendingPool, type PoolAttempt } from './delivery.pool.js';
import { claimDue, healthVerdicts, nextDueAfter, releaseUnheld, writeOutcomes, type Claimed, type ClaimedDelivery, type ClaimRequest, type Recorded } from './delivery.queries.js';

const [MAX_CLAIM_BATCH, MAX_OUTCOME_BATCH, SAFETY_POLL_MS] = [256, 512, 5_000];
/** Outcomes wait this long at most to share a write: after a crash only what was answered that recently is sent again. */
const OUTCOME_FLUSH_MS = 10;
/** After a failed claim or write the store is asked again this soon; on stop, outcomes are tried this long. */
const [RETRY_STORE_MS, STOP_WRITE_MS] = [500, 5_000];

/** What the worker needs of the world: the store's side, the sending side, and its own life. */
export interface WorkerParts {
  claim(request: ClaimRequest): Promise<Claimed>;
  releaseUnheld(me: string, held: string[]): Promise<void>;
  /** Writes outcomes; the endpoints they disabled. */
  record(me: string, batch: Recorded[]): Promise<string[]>;
  nextDueAfter(now: number): Promise<number | null>;
  pool: Pick<SendingPool, 'send' | 'drop' | 'forget' | 'aliveUntil' | 'close'>;
  liveness: Liveness;
  /** Wakes the worker on deliveries committed (LISTEN too); returns how to stop. */
  subscribe(wake: () => void): Promise<() => Promise<void>>;
}

export interface WorkerOptions {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
  /** Listen for NOTIFY from other processes (PostgreSQL only). Default true. */
  listen?: boolean;
  /** The API's /metrics registry. */
  metrics?: Registry;
  /** The safety poll holds the process open (a process that is only a worker); else every timer is unref'd. */
  holdProcess?: boolean;
  /** Replaces the parts that talk to the world (unit tests). */
  parts?: WorkerParts;
}

/** `attemptId`: given once, so a write repeated after its COMMIT's answer was lost logs the attempt once. */
interface Held {
  claim: ClaimedDelivery;
  attemptId: string;
  /** Null while it is being sent; `sent` settles once it has one. */
  outcome: Outcome | null;
  sent: Promise<void>;
}

const tracer = trace.getTracer('pdn-webhooks');

export class WebhookWorker {
  readonly #settings: Config['webhook'];
  readonly #log: FastifyBaseLogger;
  readonly #parts: WorkerParts;
  readonly #metrics: { attempts: Counter<'outcome'>; latency: Histogram } | undefined;
  /** Deliveries an endpoint may have in hand here (delivery.pace.ts, endpointCapacity). */
  readonly #hold: number;
  readonly #held = new Map<string, Held>();
  /** Per endpoint, how many of `#held` are being sent. */
  readonly #sending = new Map<string, number>();
  readonly #claims: BackgroundLoop;
  readonly #records: BackgroundLoop;
  readonly #beats: BackgroundLoop;
  #running = false;
  /** Woken from outside, at a time asked for, or polled: look for the next due time (not after every outcome). */
  #lookAhead = false;
  #lookAheadAt = Infinity;
  #lookedAheadAt = 0;
  #recording = 0;
  /** A claim failed: it may have committed with its answer lost, so the store may hold claims of ours we do not. */
  #claimsUnsure = false;
  #unsubscribe: () => Promise<void> = async () => {};
  /** Attempts this worker has made since it was built. */
  attempts = 0;

  constructor(options: WorkerOptions) {
    const { config, log } = options;
    this.#settings = config.webhook;
    this.#log = log;
    this.#hold = endpointCapacity(this.#settings).hold;
    if (options.metrics) {
      const registers = [options.metrics];
      const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];
      this.#metrics = {
        attempts: new Counter({ name: 'pdn_webhook_attempts_total', help: 'Webhook delivery attempts by outcome', labelNames: ['outcome'], registers }),
        latency: new Histogram({ name: 'pdn_webhook_attempt_duration_seconds', help: 'Time from sending a webhook to its answer', buckets, registers }),
      };
    }
    this.#parts = options.parts ?? storeParts(options);
    this.#claims = new BackgroundLoop({ name: 'webhook claims', pass: () => this.#claim(), log, pollMs: SAFETY_POLL_MS, holdProcess: options.holdProcess });
    this.#records = new BackgroundLoop({ name: 'webhook outcomes', pass: () => this.#write(), log, pollMs: Infinity });
    this.#beats = new BackgroundLoop({ name: 'webhook heartbeat', pass: () => this.#beat(), log, pollMs: this.#parts.liveness.beatMs });
  }

  async start(): Promise<void> {
    if (this.#running) return;
    const { liveness, pool } = this.#parts;
    // Several processes starting at once on one SQLite file take turns at its write lock.
    for (let tries = 1; ; tries++) {
      try {
        await liveness.start();
        break;
      } catch (error) {
        if (!isStoreUnavailable(error) || tries >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_STORE_MS));
      }
    }
    pool.aliveUntil(liveness.aliveUntil());
    this.#running = true;
    this.#unsubscribe = await this.#parts.subscribe(() => this.wake());
    this.#beats.start();
    this.#records.start();
    this.#lookAhead = true;
    this.#claims.start();
  }

  /** Finishes attempts in flight (each is bounded by the timeout), gives back the rest, writes outcomes. */
  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    await this.#unsubscribe();
    await Promise.all([this.#claims.stop(), this.#beats.stop()]);
    this.#parts.pool.drop(null); // what waits for a slot comes back unsent, and is given back
    await Promise.all([...this.#held.values()].map((held) => held.sent));
    await this.#records.stop();
    for (const deadline = Date.now() + STOP_WRITE_MS; this.#held.size > 0 && Date.now() < deadline; ) {
      await this.#write();
      if (this.#held.size > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_STORE_MS));
    }
    await this.#parts.liveness.stop();
    await this.#parts.pool.close();
  }

  /** Something may be due now: claim and send. Cheap to call often; calls coalesce. */
  wake(): void {
    if (!this.#running) return;
    this.#lookAhead = true;
    this.#claims.wake();
  }

  /** A claim at `at`, which looks ahead. */
  #wakeAt(at: number): void {
    this.#lookAheadAt = Math.min(this.#lookAheadAt, at);
    this.#claims.wake(at);
  }

  async #beat(): Promise<void> {
    const { liveness, pool } = this.#parts;
    const { renewed, released } = await liveness.beat();
    pool.aliveUntil(liveness.aliveUntil());
    if (renewed) pool.drop(null); // what waited was given to others when we were given up
    if (released) this.wake();
  }

  // ------------------------------------------------------------------ claiming and sending

  /** One claim; returns now if there may be more due. */
  async #claim(): Promise<number | void> {
    const now = Date.now();
    const lookAhead = this.#lookAhead || now >= this.#lookAheadAt || now >= this.#lookedAheadAt + SAFETY_POLL_MS;
    this.#lookAhead = false;
    const limit = Math.min(this.#settings.concurrency - this.#held.size, MAX_CLAIM_BATCH);
    const { liveness } = this.#parts;
    if (!this.#running || limit <= 0 || now >= liveness.aliveUntil()) return;
    const full: string[] = [];
    const room: Record<string, number> = {};
    for (const [id, sending] of this.#sending) {
      if (sending >= this.#hold) full.push(id);
      else room[id] = this.#hold - sending;
    }
    try {
      if (this.#claimsUnsure) {
        await this.#parts.releaseUnheld(liveness.id, [...this.#held.keys()]);
        this.#claimsUnsure = false;
      }
      const { deliveries: claims, wakeAt } = await this.#parts.claim({ me: liveness.id, now: new Date(now).toISOString(), limit, full, room, hold: this.#hold });
      for (const claim of claims) this.#send(claim);
      if (claims.length === limit) return Date.now(); // there may be more due
      if (lookAhead) {
        this.#lookedAheadAt = now;
        this.#lookAheadAt = Infinity;
        const next = await this.#parts.nextDueAfter(now);
        if (next !== null) this.#wakeAt(next);
      }
      if (wakeAt !== null) this.#wakeAt(wakeAt); // a rate-limited backlog, due again at its pace
    } catch (error) {
      this.#claimsUnsure = true;
      this.#log.warn({ err: error }, 'claiming webhook deliveries failed; trying again shortly');
      this.#wakeAt(Date.now() + RETRY_STORE_MS);
    }
  }

  #send(claim: ClaimedDelivery): void {
    const why = claim.url === null ? 'endpoint deleted' : claim.endpoint_status !== 'enabled' ? 'endpoint disabled' : claim.data === null ? 'event no longer kept' : null;
    const endpointId = claim.endpoint_id;
    this.#sending.set(endpointId, (this.#sending.get(endpointId) ?? 0) + 1);
    // The pool never rejects; were it to, the delivery is due again rather than lost.
    const outcome = why ? Promise.resolve(unsendable(why)) : this.#parts.pool.send(attemptOf(claim)).catch(() => UNSENT);
    const held: Held = { claim, attemptId: newId('att'), outcome: null, sent: outcome.then((result) => this.#settle(held, result)) };
    this.#held.set(claim.id, held);
  }

  /** Sent, or not: either way it now waits to be recorded. */
  #settle(held: Held, outcome: Outcome): void {
    held.outcome = outcome;
    const endpointId = held.claim.endpoint_id;
    const left = this.#sending.get(endpointId)! - 1;
    if (left === 0) this.#sending.delete(endpointId);
    else this.#sending.set(endpointId, left);
    if (outcome.attemptedAt !== null) this.#report(held.claim, outcome);
    this.#records.wake(++this.#recording >= MAX_OUTCOME_BATCH ? Date.now() : Date.now() + OUTCOME_FLUSH_MS);
    // Claim again once the endpoint has drained to half its hold: one claim per many attempts.
    if (left <= this.#hold / 2) this.#claims.wake();
  }

  // ------------------------------------------------------------------ recording

  /** Writes until nothing is left to record, or the store refuses; returns when to try again. */
  async #write(): Promise<number | void> {
    let size = MAX_OUTCOME_BATCH;
    const refused = new Set<string>(); // rows refused on their own in this pass: tried again after a pause
    for (;;) {
      const batch: Recorded[] = [];
      for (const { claim, attemptId, outcome } of this.#held.values()) if (outcome && !refused.has(claim.id) && batch.push({ claim, attemptId, outcome }) >= size) break;
      if (batch.length === 0) break;
      let disabled: string[];
      try {
        disabled = await this.#parts.record(this.#parts.liveness.id, batch);
      } catch (error) {
        if (isStoreUnavailable(error)) {
          this.#log.warn({ err: error, deliveries: batch.length }, 'recording webhook outcomes failed; they are kept and written again shortly');
          return Date.now() + RETRY_STORE_MS;
        }
        // One bad row must not hold back the others: write one by one.
        if (batch.length > 1) size = 1;
        else {
          this.#log.error({ err: error, delivery: batch[0].claim.id }, 'recording a webhook outcome failed; it is kept and written again shortly');
          refused.add(batch[0].claim.id);
        }
        continue;
      }
      for (const { claim } of batch) this.#held.delete(claim.id);
      this.#recording -= batch.length;
      // Their deliveries were failed in the store with them, the waiting ones too: never send those.
      for (const id of disabled) this.#parts.pool.drop(id);
      if (disabled.length > 0) {
        for (const url of new Set(batch.flatMap(({ claim }) => (disabled.includes(claim.endpoint_id) && claim.url !== null ? [claim.url] : [])))) this.#parts.pool.forget(url);
      }
      if (disabled.length > 0) this.#log.warn({ endpoints: disabled }, 'webhook endpoints disabled');
      for (const { outcome } of batch) if (outcome.retryAt) this.#wakeAt(outcome.retryAt);
      // A finished delivery may be what the next event of its order waited for.
      this.#claims.wake();
    }
    if (refused.size > 0) return Date.now() + RETRY_STORE_MS;
  }

  /** What every attempt leaves besides its row: a metric, a JSON log line and a span linked to the commit's trace. */
  #report(claim: ClaimedDelivery, outcome: Outcome): void {
    this.attempts++;
    this.#metrics?.attempts.inc({ outcome: outcome.kind });
    this.#metrics?.latency.observe(outcome.latencyMs / 1000);
    const attempt = claim.attempt_count + 1;
    const { status, latencyMs, kind } = outcome;
    const line = { endpoint: claim.endpoint_id, event: claim.event_id, delivery: claim.id, attempt, status, latency_ms: latencyMs, outcome: kind, error: outcome.error ?? undefined };
    this.#log.info(line, 'webhook attempt');
    const committed = spanContextOf(claim.traceparent);
    // Its own trace (`root`), whatever context the worker was woken in. No secret, signature or body.
    const span = tracer.startSpan('webhook attempt', {
      root: true,
      kind: SpanKind.CLIENT,
      startTime: outcome.attemptedAt!,
      links: committed ? [{ context: committed }] : [],
      // One literal, not spread parts: the spread showed in the drain's profile (docs/performance.md, "Webhook worker").
      attributes: { 'pdn.event.id': claim.event_id, 'pdn.event.type': claim.type ?? undefined, 'pdn.webhook.endpoint.id': claim.endpoint_id, 'pdn.webhook.delivery.id': claim.id,
        'pdn.webhook.attempt': attempt, 'pdn.webhook.outcome': kind, 'http.request.method': 'POST', 'http.response.status_code': status ?? undefined },
    });
    if (kind !== 'succeeded') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error ?? kind });
    span.end(outcome.attemptedAt! + latencyMs);
  }
}

/** The parts on a real store, a sending pool and OS locks. */
function storeParts({ store, config, log, listen: listening }: WorkerOptions): WorkerParts {
  const settings = config.webhook;
  const { timeoutMs, allowPrivate, retryScheduleMs } = settings;
  const pool = new SendingPool({ timeoutMs, allowPrivate, retryScheduleMs, perEndpointConcurrency: endpointCapacity(settings).slots }, {
    onDeath: (why) => log.error({ why }, 'webhook sender thread died; its attempts in flight are retried, a new thread takes the next'),
  });
  return {
    claim: (request) => claimDue(store, request),
    releaseUnheld: (me, held) => releaseUnheld(store, me, held, new Date().toISOString()),
    record: (me, batch) => recordOutcomes({ store, config }, me, batch),
    nextDueAfter: async (now) => {
      const next = await nextDueAfter(store.db, new Date(now).toISOString());
      return next === null ? null : Date.parse(next);
    },
    pool,
    liveness: new StoreLiveness(store, processLock(store, sessionUrlOf(config), log), settings.leaseMs, log),
    subscribe: async (wake) => {
      const local = deliveriesCommitted.on(wake);
      const retired = endpointUrlRetired.on((url) => pool.forget(url));
      const remote = listening !== false && store.dialect === 'postgres' ? await listen(sessionUrlOf(config), DELIVERIES_CHANNEL, wake, log) : undefined;
      return async () => {
        local();
        retired();
        await remote?.close();
      };
    },
  };
}

/** Writes a batch of outcomes of deliveries `me` claimed, with their endpoints' health; the endpoints it disabled. */
export async function recordOutcomes(ctx: HealthContext & { store: Store }, me: string, batch: Recorded[]): Promise<string[]> {
  const { store } = ctx;
  const now = new Date().toISOString();
  const health = healthChanges(healthVerdicts(batch));
  // The usual batch, where no endpoint's state changes, is one statement on PostgreSQL.
  if (health === null && store.dialect === 'postgres') {
    await writeOutcomes(store.db, store.dialect, me, batch, now);
    return [];
  }
  // transact(): a disabled endpoint's event wakes the workers once this commits (afterCommit).
  return transact({ store }, async (trx) => {
    await writeOutcomes(trx, store.dialect, me, batch, now);
    return health === null ? [] : applyHealthChanges(trx, ctx, health, now);
  });
}

function attemptOf(claim: ClaimedDelivery): PoolAttempt {
  const secrets = [claim.secret!];
  if (claim.previous_secret && claim.previous_secret_expires_at && claim.previous_secret_expires_at > new Date().toISOString()) secrets.push(claim.previous_secret);
  return {
    endpointId: claim.endpoint_id,
    url: claim.url!,
    eventId: claim.event_id,
    attemptNumber: claim.attempt_count + 1,
    notBefore: claim.start_at,
    secrets,
    body: envelopeBody({ id: claim.event_id, type: claim.type!, data: claim.data!, created_at: claim.event_created_at! }),
  };
}
