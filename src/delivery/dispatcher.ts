// The webhook dispatcher: claims what is due, sends it, records the outcome. Several can run
// against one PostgreSQL: claims skip rows another holds, an order's next event is claimable
// only once the one before it is done (ordered endpoints), and what a dead dispatcher held is
// due again as soon as its lock is free (dispatcher.liveness.ts).
//
// The one ownership rule: a claimed delivery is in `#held` from its claim until its outcome is
// written, and nowhere else. There it is being sent (no outcome yet) or waiting to be recorded.
// Every path of a send ends in an outcome (an unsent one included), and a write that fails
// keeps its outcomes to be written again: nothing held is dropped while the process lives.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { sessionUrlOf, type Config } from '../config.js';
import { envelopeBody } from '../events/events.mapper.js';
import { batchMetric, type BatchReport } from '../store/batched-delete.js';
import type { Store } from '../store/store.js';
import { isStoreUnavailable } from '../store/store-faults.js';
import { newId } from '../shared/ids.js';
import { Alarm, SerialJob } from '../shared/timers.js';
import { deliveriesCommitted } from '../shared/wake.js';
import { dispatcherLock } from './dispatcher.lock.js';
import { listenForDeliveries } from './dispatcher.listen.js';
import { StoreLiveness, type Liveness } from './dispatcher.liveness.js';
import { recordOutcomes, type Recorded } from './dispatcher.outcomes.js';
import { claimDue, nextDueAfter, releaseUnheld, type Claimed, type ClaimedDelivery, type ClaimRequest } from './dispatcher.queries.js';
import { PRUNE_LEASE, pruneExpired, type PrunedTable, type PruneOptions } from './dispatcher.prune.js';
import { reportAttempt } from './dispatcher.report.js';
import { unsendable, UNSENT, type Outcome } from './dispatcher.schedule.js';
import { SenderThread, type ThreadAttempt } from './dispatcher.sender-thread.js';

const MAX_CLAIM_BATCH = 256;
const MAX_OUTCOME_BATCH = 512;
/** Outcomes wait this long at most to share a write: after a crash only what was answered that recently is sent again. */
const OUTCOME_FLUSH_MS = 10;
const SAFETY_POLL_MS = 5_000;
export const PRUNE_EVERY_MS = 3600_000;
/** A prune that failed (the store away, a connection not had in time) is tried again this soon, then twice as late each time. */
const PRUNE_RETRY_MS = 5_000;
/** After a failed claim or write, the store is asked again this soon (store faults: docs/operations.md). */
const RETRY_STORE_MS = 500;
/** On stop, how long outcomes are written again while the store refuses them. */
const STOP_WRITE_MS = 5_000;

/** What the dispatcher needs of the world: the store's side, the sending side, and its own life. */
export interface DispatcherParts {
  claim(request: ClaimRequest): Promise<Claimed>;
  /** Gives back what the store says `me` holds but is not in `held`. */
  releaseUnheld(me: string, held: string[]): Promise<void>;
  /** Writes outcomes; the endpoints that were disabled by them. */
  record(me: string, batch: Recorded[]): Promise<string[]>;
  nextDueAfter(now: number): Promise<number | null>;
  /** Deletes what is older than `before` (epoch ms), until done or `stopped()` (dispatcher.prune.ts). */
  prune(before: number, stopped: () => boolean): Promise<void>;
  sender: Pick<SenderThread, 'send' | 'drop' | 'aliveUntil' | 'close'>;
  liveness: Liveness;
  /** Wakes the dispatcher on deliveries committed elsewhere; returns how to stop. */
  subscribe(wake: () => void): Promise<() => Promise<void>>;
}

export interface DispatcherOptions {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
  /** Listen for NOTIFY from other processes (PostgreSQL only). Default true. */
  listen?: boolean;
  /** Where to publish attempt counts and latencies (the API's /metrics registry). */
  metrics?: Registry;
  /**
   * The safety poll holds the process open (a process that is only a dispatcher); else every
   * timer of the dispatcher is unref'd, so it never keeps an API process or a test alive.
   */
  holdProcess?: boolean;
  /** Replaces the parts that talk to the world (unit tests). */
  parts?: DispatcherParts;
  /** The retention prune's batches and what it reports of each (tests, benchmarks); defaults per store. */
  prune?: Pick<PruneOptions, 'batches' | 'onBatch'>;
}

interface Held {
  claim: ClaimedDelivery;
  /** Given once: a write repeated after its COMMIT's answer was lost logs the attempt once. */
  attemptId: string;
  /** Null while it is being sent. */
  outcome: Outcome | null;
  /** Settles once it has an outcome. */
  sent: Promise<void>;
}

export class Dispatcher {
  readonly #settings: Config['webhook'];
  readonly #log: FastifyBaseLogger;
  readonly #parts: DispatcherParts;
  readonly #metrics: { attempts: Counter<'outcome'>; latency: Histogram } | undefined;
  /**
   * Deliveries an endpoint may have in hand here: its slots, and fifteen times as many waiting, so
   * a freed slot is refilled without a claim, a claim is made only once it has drained to half,
   * and claims are full: the claim is the drain's serial step (docs/performance.md, "Dispatcher").
   * At most an eighth of the dispatcher's: it takes eight hanging endpoints to leave others no room.
   */
  readonly #hold: number;
  readonly #held = new Map<string, Held>();
  /** Per endpoint, how many of `#held` are being sent. */
  readonly #sending = new Map<string, number>();
  readonly #claimer = new SerialJob(() => this.#claim());
  readonly #writer = new SerialJob(() => this.#write());
  readonly #wakeAlarm = new Alarm(() => this.wake(), SAFETY_POLL_MS);
  readonly #writeAlarm = new Alarm(() => void this.#writer.run(), RETRY_STORE_MS);

  readonly #holdProcess: boolean;
  #running = false;
  /** Woken from outside (a commit, NOTIFY, the poll): after the claim, look for the next due time. */
  #lookAhead = false;
  #recording = 0;
  /** A claim failed: it may have committed with its answer lost, so the store may hold claims of ours we do not. */
  #claimsUnsure = false;
  #stopping: Array<() => unknown> = [];
  /** The retention prune running, if one is. */
  #pruning: Promise<void> | null = null;
  #pruneRetry = new Alarm(() => void this.prune(), PRUNE_EVERY_MS);
  #pruneRetryMs = PRUNE_RETRY_MS;
  /** Attempts this dispatcher has made since it was built. */
  attempts = 0;

  constructor(options: DispatcherOptions) {
    const { config, log } = options;
    this.#settings = config.webhook;
    this.#log = log;
    this.#holdProcess = options.holdProcess ?? false;
    const slots = Math.max(1, this.#settings.perEndpointConcurrency);
    this.#hold = Math.min(16 * slots, Math.max(slots, Math.floor(this.#settings.concurrency / 8)));
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
    this.#parts = options.parts ?? storeParts(options);
  }

  async start(): Promise<void> {
    if (this.#running) return;
    const { liveness, sender } = this.#parts;
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
    sender.aliveUntil(liveness.aliveUntil());
    this.#running = true;
    const unsubscribe = await this.#parts.subscribe(() => this.wake());
    this.#stopping = [unsubscribe, this.#every(liveness.beatMs, () => this.#beat()), this.#every(SAFETY_POLL_MS, () => this.wake(), this.#holdProcess), this.#every(PRUNE_EVERY_MS, () => this.prune())];
    void this.prune();
    this.wake();
  }

  /** Finishes attempts in flight (each is bounded by the timeout), gives back the rest, writes outcomes. */
  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    this.#wakeAlarm.cancel();
    this.#pruneRetry.cancel();
    await Promise.all(this.#stopping.splice(0).map((stop) => stop()));
    await this.#claimer.idle();
    await this.#pruning; // stops between two batches
    this.#parts.sender.drop(null); // what waits for a slot comes back unsent, and is given back
    await Promise.all([...this.#held.values()].map((held) => held.sent));
    for (const deadline = Date.now() + STOP_WRITE_MS; this.#held.size > 0 && Date.now() < deadline; ) {
      await this.#writer.run();
      if (this.#held.size > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_STORE_MS));
    }
    this.#writeAlarm.cancel();
    await this.#parts.liveness.stop();
    await this.#parts.sender.close();
  }

  /** Something may be due now: claim and send. Cheap to call often; calls coalesce. */
  wake(): void {
    if (!this.#running) return;
    this.#lookAhead = true;
    void this.#claimer.run();
  }

  /** Deletes events, deliveries and attempts older than the retention period; one run at a time. */
  prune(): Promise<void> {
    this.#pruning ??= (async () => {
      try {
        await this.#parts.prune(Date.now() - this.#settings.retentionMs, () => !this.#running);
        this.#pruneRetryMs = PRUNE_RETRY_MS;
      } catch (error) {
        this.#log.warn({ err: error, retry_in_ms: this.#pruneRetryMs }, 'pruning old events failed; will try again');
        if (this.#running) this.#pruneRetry.at(Date.now() + this.#pruneRetryMs);
        this.#pruneRetryMs = Math.min(2 * this.#pruneRetryMs, PRUNE_EVERY_MS);
      } finally {
        this.#pruning = null;
      }
    })();
    return this.#pruning;
  }

  #claimAgain(): void {
    if (this.#running) void this.#claimer.run();
  }

  async #beat(): Promise<void> {
    const { liveness, sender } = this.#parts;
    const { renewed, released } = await liveness.beat();
    sender.aliveUntil(liveness.aliveUntil());
    if (renewed) sender.drop(null); // what waited was given to others when we were given up
    if (released) this.wake();
  }

  // ------------------------------------------------------------------ claiming and sending

  async #claim(): Promise<void> {
    const lookAhead = this.#lookAhead;
    this.#lookAhead = false;
    const limit = Math.min(this.#settings.concurrency - this.#held.size, MAX_CLAIM_BATCH);
    const { liveness } = this.#parts;
    if (!this.#running || limit <= 0 || Date.now() >= liveness.aliveUntil()) return;
    const full: string[] = [];
    const room: Record<string, number> = {};
    for (const [id, sending] of this.#sending) {
      if (sending >= this.#hold) full.push(id);
      else room[id] = this.#hold - sending;
    }
    const now = Date.now();
    try {
      if (this.#claimsUnsure) {
        await this.#parts.releaseUnheld(liveness.id, [...this.#held.keys()]);
        this.#claimsUnsure = false;
      }
      const { deliveries: claims, wakeAt } = await this.#parts.claim({ me: liveness.id, now: new Date(now).toISOString(), limit, full, room, hold: this.#hold });
      for (const claim of claims) this.#send(claim);
      if (wakeAt !== null) this.#wakeAlarm.at(wakeAt); // a rate-limited backlog, due again at its pace
      if (claims.length === limit) this.#claimAgain(); // there may be more due
      else if (lookAhead) {
        const next = await this.#parts.nextDueAfter(now);
        if (next !== null) this.#wakeAlarm.at(next);
      }
    } catch (error) {
      this.#claimsUnsure = true;
      this.#log.warn({ err: error }, 'claiming webhook deliveries failed; trying again shortly');
      this.#wakeAlarm.at(Date.now() + RETRY_STORE_MS);
    }
  }

  #send(claim: ClaimedDelivery): void {
    const why = claim.url === null ? 'endpoint deleted' : claim.endpoint_status !== 'enabled' ? 'endpoint disabled' : claim.data === null ? 'event no longer kept' : null;
    const endpointId = claim.endpoint_id;
    this.#sending.set(endpointId, (this.#sending.get(endpointId) ?? 0) + 1);
    // The sender never rejects; were it to, the delivery is due again rather than lost.
    const outcome = why ? Promise.resolve(unsendable(why)) : this.#parts.sender.send(attemptOf(claim)).catch(() => UNSENT);
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
    if (outcome.attemptedAt !== null) {
      this.attempts++;
      this.#metrics?.attempts.inc({ outcome: outcome.kind });
      this.#metrics?.latency.observe(outcome.latencyMs / 1000);
      reportAttempt(this.#log, held.claim, outcome);
    }
    if (++this.#recording >= MAX_OUTCOME_BATCH) void this.#writer.run();
    else this.#writeAlarm.at(Date.now() + OUTCOME_FLUSH_MS);
    // Claim again once the endpoint has drained to half its hold: one claim per many attempts.
    if (left <= this.#hold / 2) this.#claimAgain();
  }

  // ------------------------------------------------------------------ recording

  /** The one writer: writes until nothing is left to record, or the store refuses. */
  async #write(): Promise<void> {
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
          this.#writeAlarm.at(Date.now() + RETRY_STORE_MS);
          return;
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
      for (const id of disabled) this.#parts.sender.drop(id);
      if (disabled.length > 0) this.#log.warn({ endpoints: disabled }, 'webhook endpoints disabled');
      for (const { outcome } of batch) if (outcome.retryAt) this.#wakeAlarm.at(outcome.retryAt);
      // A finished delivery may be what the next event of its order waited for.
      this.#claimAgain();
    }
    if (refused.size > 0) this.#writeAlarm.at(Date.now() + RETRY_STORE_MS);
  }

  #every(ms: number, run: () => unknown, holdProcess = false): () => void {
    const interval = setInterval(() => void run(), ms);
    if (!holdProcess) interval.unref();
    return () => clearInterval(interval);
  }
}

/** The parts on a real store, a sender thread and OS locks. */
function storeParts({ store, config, log, listen, prune, metrics }: DispatcherOptions): DispatcherParts {
  const settings = config.webhook;
  const { timeoutMs, allowPrivate, retryScheduleMs } = settings;
  const metered = batchMetric(metrics, PRUNE_LEASE);
  /** This dispatcher's name as holder of the prune's lease. */
  const pruner = `pruner-${randomUUID()}`;
  return {
    claim: (request) => claimDue(store, request),
    releaseUnheld: (me, held) => releaseUnheld(store, me, held, new Date().toISOString()),
    record: (me, batch) => recordOutcomes({ store, config }, me, batch),
    nextDueAfter: async (now) => {
      const next = await nextDueAfter(store.db, new Date(now).toISOString());
      return next === null ? null : Date.parse(next);
    },
    prune: async (before, stopped) => {
      const onBatch = prune?.onBatch ?? (metered ? (_table: PrunedTable, batch: BatchReport) => metered(batch) : undefined);
      const result = await pruneExpired(store, { holder: pruner, cutoff: new Date(before).toISOString(), everyMs: PRUNE_EVERY_MS, stopped, batches: prune?.batches, onBatch });
      if (result === null) log.debug('retention prune left to another dispatcher (it holds the lease)');
      else if (result.stopped || Object.values(result.deleted).some((n) => n > 0)) {
        log.info({ deleted: result.deleted, batches: result.batches, longest_batch_ms: Math.round(result.longestMs), ms: Math.round(result.ms), stopped: result.stopped }, 'retention prune done');
      }
    },
    sender: new SenderThread(
      { timeoutMs, allowPrivate, retryScheduleMs, perEndpointConcurrency: Math.max(1, settings.perEndpointConcurrency) },
      { onDeath: (why) => log.error({ why }, 'webhook sender thread died; its attempts in flight are retried, a new thread takes the next') },
    ),
    liveness: new StoreLiveness(store, dispatcherLock(store, sessionUrlOf(config), log), settings.leaseMs, log),
    subscribe: async (wake) => {
      const local = deliveriesCommitted.on(wake);
      const remote = listen !== false && store.dialect === 'postgres' ? await listenForDeliveries(sessionUrlOf(config), wake, log) : undefined;
      return async () => {
        local();
        await remote?.close();
      };
    },
  };
}

function attemptOf(claim: ClaimedDelivery): ThreadAttempt {
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
