// The webhook dispatcher: claims what is due, sends it, records the attempt and schedules the
// next one. Several can run against one PostgreSQL: claims skip rows another holds, an order's
// next event is claimable only once the one before it is done (ordered endpoints), and a
// dispatcher that stops heartbeating is given up for dead, what it held due again at once.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { Config } from '../config.js';
import { envelopeBody } from '../events/events.mapper.js';
import { onDeliveriesCommitted } from '../outbox/outbox.js';
import type { WebhookAttemptsTable } from '../store/schema.js';
import type { Store } from '../store/store.js';
import { newId } from '../shared/ids.js';
import { applyHealthChanges, healthChanges, type AttemptVerdict } from '../webhooks/webhooks.health.js';
import {
  claimDue,
  heartbeat,
  nextDueAfter,
  pruneBefore,
  reapDead,
  registerDispatcher,
  releaseClaims,
  unregisterDispatcher,
  writeOutcomes,
  type ClaimedDelivery,
  type DeliveryUpdate,
} from './dispatcher.queries.js';
import { listenForDeliveries, type Listener } from './dispatcher.listen.js';
import { decide } from './dispatcher.schedule.js';
import type { AttemptResult } from './dispatcher.sender.js';
import { SenderThread } from './dispatcher.sender-thread.js';

const MAX_CLAIM_BATCH = 256;
const MAX_OUTCOME_BATCH = 512;
const OUTCOME_FLUSH_MS = 10;
const SAFETY_POLL_MS = 5_000;
const PRUNE_EVERY_MS = 3600_000;
const ERROR_BACKOFF_MS = 1000;

interface Outcome {
  claim: ClaimedDelivery;
  attempt: WebhookAttemptsTable | null;
  update: DeliveryUpdate;
  endpoint: AttemptVerdict['verdict'] | null;
}

export interface DispatcherOptions {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
  /** Listen for NOTIFY from other processes (PostgreSQL only). Default true. */
  listen?: boolean;
  /** Where to publish attempt counts and latencies (the API's /metrics registry). */
  metrics?: Registry;
}

export class Dispatcher {
  readonly #store: Store;
  readonly #settings: Config['webhook'];
  readonly #log: FastifyBaseLogger;
  readonly #threadOptions: ConstructorParameters<typeof SenderThread>[0];
  #sender!: SenderThread;
  readonly #listen: boolean;
  readonly #databaseUrl: string;
  /**
   * Deliveries an endpoint may have in hand here: its slots, and seven times as many waiting, so
   * a freed slot is refilled without a claim and a claim is made only once it has drained to
   * half (docs/performance.md: at twice its slots, claims came one per few deliveries). At most
   * an eighth of the dispatcher's: it takes eight hanging endpoints to leave others no room.
   */
  readonly #hold: number;
  readonly #metrics: { attempts: Counter<'outcome'>; latency: Histogram } | undefined;

  /** Our name in `dispatchers` and in the rows we hold; a new one if we were given up for dead. */
  #id = '';
  #running = false;
  #lastBeat = 0;
  /** Per endpoint, the deliveries in hand: being sent, or waiting on the sender thread for a slot. */
  #inHand = new Map<string, number>();
  /** One per delivery in hand, whatever its endpoint: their count is what this dispatcher holds. */
  #inFlight = new Set<Promise<void>>();
  #outcomes: Outcome[] = [];
  #writing: Promise<void> | null = null;
  #flushTimer: NodeJS.Timeout | undefined;

  #pumpScheduled = false;
  #pumping: Promise<void> | null = null;
  #pumpAgain = false;
  /** Woken from outside (a commit, NOTIFY, the poll): after the claim, look for the next due time. */
  #lookAhead = false;

  #timer: NodeJS.Timeout | undefined;
  #timerAt = Infinity;
  #intervals: NodeJS.Timeout[] = [];
  #listener: Listener | undefined;
  #unsubscribe: (() => void) | undefined;

  /** Attempts this dispatcher has made since it was built. */
  attempts = 0;

  constructor(options: DispatcherOptions) {
    this.#store = options.store;
    this.#settings = options.config.webhook;
    this.#log = options.log;
    this.#listen = options.listen ?? true;
    this.#databaseUrl = options.config.databaseUrl;
    const slots = Math.max(1, this.#settings.perEndpointConcurrency);
    this.#hold = Math.min(8 * slots, Math.max(slots, Math.floor(this.#settings.concurrency / 8)));
    if (options.metrics) {
      const registers = [options.metrics];
      this.#metrics = {
        attempts: new Counter({ name: 'pdn_webhook_attempts_total', help: 'Webhook delivery attempts by outcome', labelNames: ['outcome'], registers }),
        latency: new Histogram({
          name: 'pdn_webhook_attempt_duration_seconds',
          help: 'Time from sending a webhook to its answer',
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
          registers,
        }),
      };
    }
    this.#threadOptions = { timeoutMs: this.#settings.timeoutMs, allowPrivate: this.#settings.allowPrivate, perEndpointConcurrency: slots };
  }

  async start(): Promise<void> {
    if (this.#running) return;
    this.#sender = new SenderThread(this.#threadOptions, { onDeath: (why) => this.#log.error({ why }, 'webhook sender thread died; its attempts in flight are retried, a new thread takes the next') });
    await this.#register();
    this.#running = true;
    // Anything left by a dispatcher that died before we started.
    await this.#reap();
    this.#unsubscribe = onDeliveriesCommitted(() => this.wake());
    if (this.#listen && this.#store.dialect === 'postgres') {
      this.#listener = await listenForDeliveries(this.#databaseUrl, () => this.wake(), this.#log);
    }
    this.#every(this.#beatMs, () => this.#beat());
    this.#every(SAFETY_POLL_MS, () => this.wake());
    this.#every(PRUNE_EVERY_MS, () => this.prune());
    void this.prune();
    this.wake();
  }

  /** Finishes attempts in flight (each is bounded by the timeout), gives back the rest, writes outcomes. */
  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timerAt = Infinity;
    for (const interval of this.#intervals.splice(0)) clearInterval(interval);
    this.#unsubscribe?.();
    await this.#listener?.close();
    await this.#pumping;
    this.#sender.drop(null); // what waits for a slot comes back unsent and is given back
    await Promise.allSettled([...this.#inFlight]);
    await this.#flushNow();
    await unregisterDispatcher(this.#store, this.#id, new Date().toISOString()).catch((error) =>
      this.#log.warn({ err: error }, 'could not give back held webhook deliveries; another dispatcher takes them once our heartbeat is old'),
    );
    await this.#sender.close();
  }

  /** Something may be due now: claim and send. Cheap to call often; calls coalesce. */
  wake(): void {
    this.#lookAhead = true;
    this.#schedulePump();
  }

  /** Deletes events, deliveries and attempts older than the retention period. */
  async prune(): Promise<void> {
    try {
      await pruneBefore(this.#store.db, new Date(Date.now() - this.#settings.retentionMs).toISOString());
    } catch (error) {
      this.#log.warn({ err: error }, 'pruning old events failed; will try again');
    }
  }

  // ------------------------------------------------------------------ liveness

  /** Six beats per lease: a dispatcher is given up for dead after missing five. */
  get #beatMs(): number {
    return Math.max(50, Math.floor(this.#settings.leaseMs / 6));
  }

  async #register(): Promise<void> {
    this.#id = `dsp_${randomUUID()}`;
    this.#lastBeat = Date.now();
    this.#sender.aliveUntil(this.#aliveUntil());
    await registerDispatcher(this.#store.db, this.#id, new Date(this.#lastBeat).toISOString());
  }

  /**
   * Until when an attempt may start: while the last beat is recent enough that nobody can have
   * given us up for dead and taken our deliveries (two beats of margin).
   */
  #aliveUntil(): number {
    return this.#lastBeat + this.#settings.leaseMs - 2 * this.#beatMs;
  }

  #alive(): boolean {
    return Date.now() < this.#aliveUntil();
  }

  async #beat(): Promise<void> {
    const now = Date.now();
    try {
      if (await heartbeat(this.#store.db, this.#id, new Date(now).toISOString())) {
        this.#lastBeat = now;
        this.#sender.aliveUntil(this.#aliveUntil());
      } else {
        // We were silent past the lease and given up: what we held is another's now.
        this.#log.warn({ dispatcher: this.#id }, 'webhook dispatcher was given up for dead; dropping what it held and starting afresh');
        this.#sender.drop(null);
        await this.#register();
      }
      await this.#reap();
    } catch (error) {
      this.#log.warn({ err: error }, 'webhook dispatcher heartbeat failed; retrying');
    }
  }

  async #reap(): Promise<void> {
    const now = Date.now();
    if (await reapDead(this.#store, new Date(now - this.#settings.leaseMs).toISOString(), new Date(now).toISOString())) this.wake();
  }

  // ------------------------------------------------------------------ claiming

  #schedulePump(): void {
    if (!this.#running || this.#pumpScheduled) return;
    this.#pumpScheduled = true;
    setImmediate(() => {
      this.#pumpScheduled = false;
      if (!this.#running) return;
      if (this.#pumping) this.#pumpAgain = true;
      else this.#pumping = this.#pump().finally(() => (this.#pumping = null));
    });
  }

  async #pump(): Promise<void> {
    try {
      do {
        this.#pumpAgain = false;
        const lookAhead = this.#lookAhead;
        this.#lookAhead = false;
        const limit = Math.min(this.#settings.concurrency - this.#inFlight.size, MAX_CLAIM_BATCH);
        if (limit <= 0 || !this.#alive()) break;
        const full: string[] = [];
        const room: Record<string, number> = {};
        for (const [id, inHand] of this.#inHand) {
          if (inHand >= this.#hold) full.push(id);
          else room[id] = this.#hold - inHand;
        }
        const now = Date.now();
        const claims = await claimDue(this.#store, { me: this.#id, now: new Date(now).toISOString(), limit, full, room, hold: this.#hold });
        for (const claim of claims) this.#take(claim);
        if (claims.length === limit) this.#pumpAgain = true;
        else if (lookAhead) {
          const next = await nextDueAfter(this.#store.db, new Date(now).toISOString());
          if (next !== null) this.#armAt(Date.parse(next));
        }
      } while (this.#pumpAgain && this.#running);
    } catch (error) {
      this.#log.error({ err: error }, 'claiming webhook deliveries failed; retrying shortly');
      this.#armAt(Date.now() + ERROR_BACKOFF_MS);
    }
  }

  #take(claim: ClaimedDelivery): void {
    const unsendable = claim.url === null ? 'endpoint deleted' : claim.endpoint_status !== 'enabled' ? 'endpoint disabled' : claim.data === null ? 'event no longer kept' : null;
    if (unsendable) {
      this.#record({ claim, attempt: null, update: update(claim, 'failed', null, unsendable, claim.attempt_count), endpoint: null });
      return;
    }
    const endpointId = claim.endpoint_id;
    this.#inHand.set(endpointId, (this.#inHand.get(endpointId) ?? 0) + 1);
    const attempt = this.#attempt(claim).finally(() => {
      this.#inFlight.delete(attempt);
      const left = this.#inHand.get(endpointId)! - 1;
      if (left === 0) this.#inHand.delete(endpointId);
      else this.#inHand.set(endpointId, left);
      // Claim again once the endpoint has drained to half its hold: one claim per many attempts.
      if (left <= this.#hold / 2) this.#schedulePump();
    });
    this.#inFlight.add(attempt);
  }

  // ------------------------------------------------------------------ sending

  async #attempt(claim: ClaimedDelivery): Promise<void> {
    const secrets = [claim.secret!];
    if (claim.previous_secret && claim.previous_secret_expires_at && claim.previous_secret_expires_at > new Date().toISOString()) secrets.push(claim.previous_secret);
    const sent = await this.#sender.send({
      endpointId: claim.endpoint_id,
      url: claim.url!,
      eventId: claim.event_id,
      secrets,
      body: envelopeBody({ id: claim.event_id, type: claim.type!, data: claim.data!, created_at: claim.event_created_at! }),
    });
    if (sent.kind === 'unsent') {
      // Stopping, its endpoint disabled, or not sure we are alive: due again at once, if still ours.
      await releaseClaims(this.#store, this.#id, [claim.id], new Date().toISOString()).catch(() => {});
      return;
    }
    const { result } = sent;
    this.attempts++;
    const outcome = this.#judge(claim, new Date(sent.attemptedAt), result);
    this.#metrics?.attempts.inc({ outcome: outcome.update.status === 'pending' ? 'retry' : outcome.endpoint === 'gone' ? 'gone' : outcome.update.status });
    this.#metrics?.latency.observe(result.latencyMs / 1000);
    this.#record(outcome);
  }

  #judge(claim: ClaimedDelivery, attemptedAt: Date, result: AttemptResult): Outcome {
    const attemptNumber = claim.attempt_count + 1;
    const attempt: WebhookAttemptsTable = {
      id: newId('att'),
      delivery_id: claim.id,
      event_id: claim.event_id,
      endpoint_id: claim.endpoint_id,
      attempted_at: attemptedAt.toISOString(),
      status_code: result.status ?? null,
      latency_ms: result.latencyMs,
      error: result.error,
      response_body: result.responseBody,
    };
    const status = result.status ?? null;
    const error = result.error ?? (status !== null && (status < 200 || status >= 300) ? `HTTP ${status}` : null);
    const decision = decide(attemptNumber, result, this.#settings.retryScheduleMs, Date.now());
    switch (decision.kind) {
      case 'succeeded':
        return { claim, attempt, update: update(claim, 'succeeded', status, null, attemptNumber), endpoint: 'success' };
      case 'gone':
        return { claim, attempt, update: update(claim, 'failed', status, 'HTTP 410 Gone: endpoint disabled', attemptNumber), endpoint: 'gone' };
      case 'failed':
        return { claim, attempt, update: update(claim, 'failed', status, error, attemptNumber), endpoint: 'failure' };
      case 'retry':
        return { claim, attempt, update: { ...update(claim, 'pending', status, error, attemptNumber), next_attempt_at: new Date(decision.at).toISOString() }, endpoint: 'failure' };
    }
  }

  // ------------------------------------------------------------------ recording

  /**
   * Outcomes wait a moment to share one write (a commit costs more than its rows), at most
   * OUTCOME_FLUSH_MS: after a crash only what was answered that recently is sent again.
   */
  #record(outcome: Outcome): void {
    this.#outcomes.push(outcome);
    if (this.#outcomes.length >= MAX_OUTCOME_BATCH) void this.#flushNow();
    else this.#flushTimer ??= setTimeout(() => void this.#flushNow(), OUTCOME_FLUSH_MS);
  }

  #flushNow(): Promise<void> {
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    this.#writing ??= this.#flush().finally(() => (this.#writing = null));
    return this.#writing;
  }

  /** The one writer: writes until nothing is left, including what arrives meanwhile. */
  async #flush(): Promise<void> {
    while (this.#outcomes.length > 0) await this.#write(this.#outcomes.splice(0, MAX_OUTCOME_BATCH));
  }

  async #write(batch: Outcome[]): Promise<void> {
    const now = new Date().toISOString();
    const { dialect } = this.#store;
    const attempts = batch.flatMap((o) => (o.attempt ? [o.attempt] : []));
    const updates = batch.map((o) => o.update);
    const health = healthChanges(
      batch.flatMap(({ claim, attempt, endpoint }) =>
        attempt && endpoint ? [{ endpointId: claim.endpoint_id, attemptedAt: attempt.attempted_at, verdict: endpoint, wasFailing: claim.failing_since !== null }] : [],
      ),
    );
    let disabled: string[] = [];
    try {
      if (health === null) {
        // The usual batch, where no endpoint's state changes: one statement on PostgreSQL.
        await writeOutcomes(this.#store.db, dialect, this.#id, attempts, updates, now);
      } else {
        await this.#store.db.transaction().execute(async (trx) => {
          await writeOutcomes(trx, dialect, this.#id, attempts, updates, now);
          disabled = await applyHealthChanges(trx, dialect, health, this.#settings.disableAfterMs, now);
        });
      }
    } catch (error) {
      if (batch.length > 1) {
        // One bad row must not lose the others' outcomes (and resend them): write one by one.
        for (const outcome of batch) await this.#write([outcome]);
        return;
      }
      // Still held by us: due again when we stop or are given up for dead (at-least-once).
      this.#log.error({ err: error, delivery: batch[0].claim.id }, 'recording a webhook outcome failed');
      return;
    }
    // Their deliveries were failed in the store with them, the waiting ones too: never send those.
    for (const id of disabled) this.#sender.drop(id);
    if (disabled.length > 0) this.#log.warn({ endpoints: disabled }, 'webhook endpoints disabled');
    const nextRetry = Math.min(...batch.map((o) => (o.update.next_attempt_at ? Date.parse(o.update.next_attempt_at) : Infinity)));
    if (nextRetry !== Infinity) this.#armAt(nextRetry);
    // A finished delivery may be what the next event of its order waited for.
    this.#schedulePump();
  }

  // ------------------------------------------------------------------ timers

  #every(ms: number, run: () => unknown): void {
    const interval = setInterval(() => void run(), ms);
    interval.unref();
    this.#intervals.push(interval);
  }

  /** Wake at `at` (or sooner if already armed sooner); the safety poll covers anything later. */
  #armAt(at: number): void {
    if (!this.#running) return;
    if (at >= this.#timerAt && this.#timerAt > Date.now()) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(
      () => {
        this.#timerAt = Infinity;
        this.wake();
      },
      Math.min(Math.max(at - Date.now(), 0), SAFETY_POLL_MS),
    );
    this.#timer.unref();
  }
}

function update(claim: ClaimedDelivery, status: DeliveryUpdate['status'], code: number | null, error: string | null, attemptCount: number): DeliveryUpdate {
  return { id: claim.id, status, attempt_count: attemptCount, next_attempt_at: null, last_status_code: code, last_error: error };
}
