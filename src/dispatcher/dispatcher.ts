// The dispatcher: claims due deliveries in batches, POSTs them signed, records every attempt,
// and reschedules with backoff. Several can run against one PostgreSQL (claims skip rows
// another holds). New deliveries committed in its own process are handed to it already leased
// (`reserve`, then `adopt`), so they go out without a claim query. It is woken at once
// in-process after a commit (`wake`), by NOTIFY from other processes, by a timer for the next
// due retry, and by a slow safety poll.
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { Config } from '../config.js';
import { envelopeBody } from '../events/events.mapper.js';
import type { WebhookAttemptsTable } from '../store/schema.js';
import type { LocalDispatcher } from '../events/events.outbox.js';
import type { Store } from '../store/store.js';
import { newId } from '../shared/ids.js';
import {
  claimDue,
  claimForEndpoints,
  clearFailingSince,
  disableEndpoint,
  markFailing,
  nextDueAt,
  pruneBefore,
  releaseClaims,
  writeOutcomes,
  type ClaimedDelivery,
  type DeliveryUpdate,
} from './dispatcher.claims.js';
import { listenForDeliveries, type Listener } from './dispatcher.listen.js';
import { decide } from './dispatcher.schedule.js';
import type { AttemptResult } from './dispatcher.sender.js';
import { SenderThread } from './dispatcher.sender-thread.js';

const MAX_CLAIM_BATCH = 256;
const SAFETY_POLL_MS = 10_000;
const PRUNE_EVERY_MS = 3600_000;
const ERROR_BACKOFF_MS = 1000;
const RECHECK_MS = 250;
/** Outcomes are written together once this many are waiting, or this long after the first. */
const OUTCOME_BATCH = 256;
const OUTCOME_FLUSH_MS = 20;

interface Job {
  claim: ClaimedDelivery;
  /** The lease we hold (when it ends), also the token our writes are guarded by. */
  token: string;
}

interface Outcome {
  job: Job;
  attempt: WebhookAttemptsTable | null;
  update: DeliveryUpdate;
  endpoint: 'success' | 'failure' | 'gone' | null;
}

interface EndpointLane {
  /** Handed to the sender thread and not yet answered: being sent, or waiting there for the endpoint's turn. */
  inHand: number;
  /**
   * Leases promised to transactions not yet committed (see `reserve`). They count against the
   * dispatcher's room but not the endpoint's hold: they are in hand within milliseconds, and
   * counting them let a burst of slow commits push new deliveries into the store, where each
   * then costs a claim. The hold is exceeded by at most the transactions open at once.
   */
  reserved: number;
}

const idle = (lane: EndpointLane) => lane.inHand === 0 && lane.reserved === 0;

export interface DispatcherOptions {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
  /** Listen for NOTIFY from other processes (PostgreSQL only). Default true. */
  listen?: boolean;
  /** Where to publish attempt counts and latencies (the API's /metrics registry). */
  metrics?: Registry;
}

export class Dispatcher implements LocalDispatcher {
  readonly #store: Store;
  readonly #settings: Config['webhook'];
  readonly #log: FastifyBaseLogger;
  readonly #sender: SenderThread;
  readonly #leaseMs: number;
  readonly #maxHeldPerEndpoint: number;
  readonly #refillAt: number;
  /** Why an endpoint that failed for the whole window was disabled. */
  readonly #failingReason: string;
  readonly #listen: boolean;
  readonly #databaseUrl: string;

  #running = false;
  #held = new Map<string, Job>();
  /** Leases promised to open transactions, across endpoints. */
  #reserved = 0;
  #lanes = new Map<string, EndpointLane>();
  /** The last claim across endpoints came back full: more may be due as soon as there is room. */
  #maybeMoreDue = false;
  /** Endpoints that may have more due than we hold (skipped as busy, or they took all their room): topped up once half drained. */
  #topUp = new Set<string>();
  /** The next pump claims across all endpoints (woken from outside), not only tops up. */
  #discover = false;

  #pumpScheduled = false;
  #pumping = false;
  #pumpAgain = false;
  #idle: Promise<void> = Promise.resolve();

  /** Jobs the sender thread gave back unsent while stopping: their leases are released. */
  #unsent: Job[] = [];
  #outcomes: Outcome[] = [];
  #flushing: Promise<void> | null = null;
  #flushTimer: NodeJS.Timeout | undefined;
  #inFlight = new Set<Promise<void>>();

  #timer: NodeJS.Timeout | undefined;
  #timerAt = Infinity;
  #poll: NodeJS.Timeout | undefined;
  #prune: NodeJS.Timeout | undefined;
  #listener: Listener | undefined;
  #attemptsMetric: Counter<'outcome'> | undefined;
  #latencyMetric: Histogram | undefined;

  constructor(options: DispatcherOptions) {
    this.#store = options.store;
    this.#settings = options.config.webhook;
    this.#log = options.log;
    this.#listen = options.listen ?? true;
    this.#databaseUrl = options.config.databaseUrl;
    // A lease shorter than an attempt could expire mid-attempt and let another dispatcher
    // send the same delivery again.
    this.#leaseMs = Math.max(this.#settings.leaseMs, this.#settings.timeoutMs + 1000);
    if (this.#leaseMs !== this.#settings.leaseMs) {
      this.#log.warn({ leaseMs: this.#settings.leaseMs, timeoutMs: this.#settings.timeoutMs }, `webhook lease raised to ${this.#leaseMs} ms: it must outlast an attempt`);
    }
    // Per endpoint: the attempts in flight plus up to seven times as many waiting, so a slow
    // endpoint holds at most this many and the rest stay free for other dispatchers and other
    // endpoints: it takes 8 endpoints hanging at once to fill the dispatcher. The hold counts an
    // attempt until this thread has read its answer, so it must cover what a busy endpoint
    // receives while this event loop is busy: at 500/s per endpoint, 50 ms of API and store
    // work filled a hold of 4x, and every delivery past the hold costs a claim query.
    const perEndpoint = Math.max(1, this.#settings.perEndpointConcurrency);
    this.#maxHeldPerEndpoint = Math.min(perEndpoint * 8, Math.max(perEndpoint, Math.floor(this.#settings.concurrency / 8)));
    // An endpoint is claimed for again only once it has drained to half of that: a busy
    // endpoint then costs one claim per many deliveries, not one per delivery.
    this.#refillAt = Math.floor(this.#maxHeldPerEndpoint / 2);
    const days = this.#settings.disableAfterMs / 86_400_000;
    this.#failingReason = `every delivery failed for ${days >= 1 ? `${Math.round(days * 10) / 10} days` : `${this.#settings.disableAfterMs} ms`}`;
    if (options.metrics) {
      const registers = [options.metrics];
      this.#attemptsMetric = new Counter({ name: 'pdn_webhook_attempts_total', help: 'Webhook delivery attempts by outcome', labelNames: ['outcome'], registers });
      this.#latencyMetric = new Histogram({
        name: 'pdn_webhook_attempt_duration_seconds',
        help: 'Time from sending a webhook to its answer',
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
        registers,
      });
    }
    this.#sender = new SenderThread({
      timeoutMs: this.#settings.timeoutMs,
      allowPrivate: this.#settings.allowPrivate,
      perEndpointConcurrency: perEndpoint,
    });
  }

  /** Attempts this dispatcher has made since it was built. */
  attempts = 0;

  get running(): boolean {
    return this.#running;
  }

  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    this.#sender.start();
    if (this.#listen && this.#store.dialect === 'postgres') {
      this.#listener = await listenForDeliveries(this.#databaseUrl, () => this.wake(), this.#log);
    }
    this.#poll = setInterval(() => this.wake(), SAFETY_POLL_MS);
    this.#poll.unref();
    this.#prune = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.#prune.unref();
    void this.prune();
    this.wake();
  }

  /** Something may be due now: claim and send. Cheap to call often; calls coalesce. */
  wake(): void {
    this.#discover = true;
    this.#schedulePump();
  }

  #schedulePump(): void {
    if (!this.#running || this.#pumpScheduled) return;
    this.#pumpScheduled = true;
    setImmediate(() => {
      this.#pumpScheduled = false;
      void this.#pump();
    });
  }

  /** Finishes attempts in flight (each is bounded by the timeout), gives back queued claims, writes outcomes. */
  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timerAt = Infinity; // else a restart would think a timer is still armed for then
    clearInterval(this.#poll);
    clearInterval(this.#prune);
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    await this.#listener?.close();
    await this.#idle;
    // Those still waiting for their endpoint's turn come back unsent (#attempt keeps them in #unsent).
    this.#sender.drop(null);
    await Promise.allSettled([...this.#inFlight]);
    const unsent = this.#unsent.splice(0);
    if (unsent.length > 0) {
      await releaseClaims(this.#store, unsent.map((job) => ({ id: job.claim.id, token: job.token })), new Date().toISOString()).catch((error) =>
        this.#log.warn({ err: error }, 'could not give back queued webhook claims; they are retried when the lease ends'),
      );
    }
    await this.#flush();
    await this.#sender.close();
  }

  /** Deletes events, deliveries and attempts older than the retention period. */
  async prune(): Promise<void> {
    const cutoff = new Date(Date.now() - this.#settings.retentionMs).toISOString();
    try {
      await pruneBefore(this.#store.db, cutoff);
    } catch (error) {
      this.#log.warn({ err: error }, 'pruning old events failed; will try again');
    }
  }

  // ------------------------------------------------------------------ claiming

  async #pump(): Promise<void> {
    if (this.#pumping) {
      this.#pumpAgain = true;
      return;
    }
    this.#pumping = true;
    let done!: () => void;
    this.#idle = new Promise((resolve) => (done = resolve));
    try {
      let discovered = false;
      do {
        this.#pumpAgain = false;
        if (this.#discover) {
          this.#discover = false;
          discovered = true;
          await this.#claimWhileRoom();
        }
        await this.#topUpLanes();
      } while (this.#pumpAgain && this.#running);
      if (this.#running && discovered) await this.#armForNextDue();
    } catch (error) {
      this.#log.error({ err: error }, 'claiming webhook deliveries failed; retrying shortly');
      this.#armAt(Date.now() + ERROR_BACKOFF_MS);
    } finally {
      this.#pumping = false;
      done();
    }
  }

  async #claimWhileRoom(): Promise<void> {
    while (this.#running) {
      const room = this.#room();
      if (room <= 0) {
        this.#maybeMoreDue = true;
        return;
      }
      const busyEndpoints: string[] = [];
      const endpointRoom: Record<string, number> = {};
      for (const [id, lane] of this.#lanes) {
        if (lane.inHand > this.#refillAt) busyEndpoints.push(id);
        else endpointRoom[id] = this.#maxHeldPerEndpoint - lane.inHand;
      }
      for (const id of busyEndpoints) this.#topUp.add(id);
      const limit = Math.min(room, MAX_CLAIM_BATCH);
      const claims = await claimDue(this.#store, {
        limit,
        ...this.#leaseFromNow(),
        busyEndpoints,
        room: endpointRoom,
        perEndpoint: this.#maxHeldPerEndpoint,
      });
      for (const claim of claims) this.#accept(claim);
      this.#maybeMoreDue = claims.length === limit;
      // An endpoint that took all its room may have more due: like the busy ones, it is topped
      // up once it has drained to the refill mark.
      for (const [id, lane] of this.#lanes) if (lane.inHand > this.#refillAt) this.#topUp.add(id);
      if (claims.length < limit) return;
    }
  }

  /** Claims more for endpoints that may have more due and have drained to the refill mark. */
  async #topUpLanes(): Promise<void> {
    let room = this.#room();
    const rooms: Record<string, number> = {};
    for (const id of this.#topUp) {
      const lane = this.#lanes.get(id);
      const count = lane?.inHand ?? 0;
      if (count > this.#refillAt || room <= 0) continue;
      rooms[id] = Math.min(this.#maxHeldPerEndpoint - count, room);
      room -= rooms[id];
    }
    const ids = Object.keys(rooms);
    if (ids.length === 0) return;
    const claims = await claimForEndpoints(this.#store, { rooms, ...this.#leaseFromNow() });
    const got = new Map<string, number>();
    for (const claim of claims) {
      got.set(claim.endpoint_id, (got.get(claim.endpoint_id) ?? 0) + 1);
      this.#accept(claim);
    }
    // One that got less than its room has nothing more due now; a later wake finds new ones.
    for (const id of ids) if ((got.get(id) ?? 0) < rooms[id]) this.#topUp.delete(id);
  }

  /** How many more deliveries this dispatcher may hold (in flight, waiting or promised). */
  #room(): number {
    return this.#settings.concurrency - this.#held.size - this.#reserved;
  }

  /** Now, and the end of a lease taken now (also the claim's token). */
  #leaseFromNow(): { now: string; leaseUntil: string } {
    const now = Date.now();
    return { now: new Date(now).toISOString(), leaseUntil: new Date(now + this.#leaseMs).toISOString() };
  }

  // ------------------------------------------------------------------ handover from the outbox

  reserve(endpointId: string): string | null {
    if (!this.#running || this.#room() <= 0) return null;
    const count = this.#lanes.get(endpointId)?.inHand ?? 0;
    // While older deliveries to this endpoint may wait in the store, new ones wait there too
    // once it is half full: it then drains to the mark where it is topped up from the store,
    // so those are not overtaken for as long as new ones keep coming.
    if (count >= this.#maxHeldPerEndpoint || (count >= this.#refillAt && this.#topUp.has(endpointId))) {
      this.#topUp.add(endpointId);
      return null;
    }
    this.#lane(endpointId).reserved++;
    this.#reserved++;
    return this.#leaseFromNow().leaseUntil;
  }

  adopt(deliveries: ClaimedDelivery[]): void {
    this.#unreserve(deliveries);
    if (!this.#running) {
      // Stopped meanwhile: make them due now for whichever dispatcher runs next.
      void releaseClaims(this.#store, deliveries.map((d) => ({ id: d.id, token: d.locked_until })), new Date().toISOString()).catch(() => {});
      return;
    }
    for (const delivery of deliveries) this.#accept(delivery);
  }

  abandon(deliveries: ClaimedDelivery[]): void {
    this.#unreserve(deliveries);
    for (const { endpoint_id } of deliveries) {
      const lane = this.#lanes.get(endpoint_id);
      if (lane && idle(lane)) this.#lanes.delete(endpoint_id);
    }
  }

  #unreserve(deliveries: ClaimedDelivery[]): void {
    // A lane holding a reservation is never deleted (it is not `idle`).
    for (const { endpoint_id } of deliveries) this.#lanes.get(endpoint_id)!.reserved--;
    this.#reserved -= deliveries.length;
  }

  #accept(claim: ClaimedDelivery): void {
    const job: Job = { claim, token: claim.locked_until };
    const mine = this.#held.get(claim.id);
    if (mine) {
      // We claimed our own delivery again (its lease ran out while it waited): the newer
      // lease is ours, so our outcome must be written under it. Never send it twice.
      mine.token = job.token;
      return;
    }
    const unsendable = this.#unsendable(claim);
    if (unsendable) {
      this.#record({ job, attempt: null, update: this.#update(job, 'failed', null, unsendable, claim.attempt_count), endpoint: null });
      return;
    }
    // A claim takes no more than the endpoint's room; a handover exceeds the hold by at most the
    // transactions that were open at once (see EndpointLane.reserved).
    this.#held.set(claim.id, job);
    this.#send(job);
  }

  #unsendable(claim: ClaimedDelivery): string | null {
    if (claim.url === null) return 'endpoint deleted';
    if (claim.endpoint_status !== 'enabled') return 'endpoint disabled';
    if (claim.data === null) return 'event no longer kept';
    return null;
  }

  #lane(endpointId: string): EndpointLane {
    let lane = this.#lanes.get(endpointId);
    if (!lane) {
      lane = { inHand: 0, reserved: 0 };
      this.#lanes.set(endpointId, lane);
    }
    return lane;
  }

  // ------------------------------------------------------------------ sending

  /** Hands the job to the sender thread, which runs it in the endpoint's turn (see dispatcher.sender-thread.ts). */
  #send(job: Job): void {
    const endpointId = job.claim.endpoint_id;
    const lane = this.#lane(endpointId);
    lane.inHand++;
    const attempt = this.#attempt(job).finally(() => {
      this.#inFlight.delete(attempt);
      lane.inHand--;
      this.#held.delete(job.claim.id);
      if (idle(lane)) this.#lanes.delete(endpointId);
      if (this.#maybeMoreDue) this.wake();
      else if (this.#topUp.has(endpointId) && lane.inHand <= this.#refillAt) this.#schedulePump();
    });
    this.#inFlight.add(attempt);
  }

  async #attempt(job: Job): Promise<void> {
    const { claim } = job;
    const secrets = [claim.secret!];
    if (claim.previous_secret && claim.previous_secret_expires_at && claim.previous_secret_expires_at > new Date().toISOString()) {
      secrets.push(claim.previous_secret);
    }
    const sent = await this.#sender.send({
      endpointId: claim.endpoint_id,
      // Not started by then, the lease could end mid-attempt and let a second dispatcher send it too.
      startBy: Date.parse(job.token) - this.#settings.timeoutMs,
      url: claim.url!,
      eventId: claim.event_id,
      secrets,
      body: envelopeBody({ id: claim.event_id, type: claim.type!, data: claim.data!, created_at: claim.event_created_at! }),
    });
    switch (sent.kind) {
      case 'expired':
        // Waited too long for its turn: give it back now rather than when the lease ends.
        await releaseClaims(this.#store, [{ id: claim.id, token: job.token }], new Date().toISOString()).then(() => this.wake(), () => {});
        return;
      case 'dropped':
        // Stopping (released in stop), or its endpoint was disabled (failed in the store already).
        if (!this.#running) this.#unsent.push(job);
        return;
    }
    this.attempts++;
    const outcome = this.#judge(job, new Date(sent.attemptedAt), sent.result);
    this.#attemptsMetric?.inc({ outcome: outcome.update.status === 'pending' ? 'retry' : outcome.endpoint === 'gone' ? 'gone' : outcome.update.status });
    this.#latencyMetric?.observe(sent.result.latencyMs / 1000);
    this.#record(outcome);
  }

  #judge(job: Job, attemptedAt: Date, result: AttemptResult): Outcome {
    const attemptNumber = job.claim.attempt_count + 1;
    const attempt: WebhookAttemptsTable = {
      id: newId('att'),
      delivery_id: job.claim.id,
      event_id: job.claim.event_id,
      endpoint_id: job.claim.endpoint_id,
      attempted_at: attemptedAt.toISOString(),
      status_code: result.status ?? null,
      latency_ms: result.latencyMs,
      error: result.error,
      response_body: result.responseBody,
    };
    const error = result.error ?? (result.status !== undefined && (result.status < 200 || result.status >= 300) ? `HTTP ${result.status}` : null);
    const decision = decide(attemptNumber, result, this.#settings.retryScheduleMs, Date.now());
    const status = result.status ?? null;
    switch (decision.kind) {
      case 'succeeded':
        return { job, attempt, update: this.#update(job, 'succeeded', status, null, attemptNumber), endpoint: 'success' };
      case 'gone':
        return { job, attempt, update: this.#update(job, 'failed', status, 'HTTP 410 Gone: endpoint disabled', attemptNumber), endpoint: 'gone' };
      case 'failed':
        return { job, attempt, update: this.#update(job, 'failed', status, error, attemptNumber), endpoint: 'failure' };
      case 'retry':
        return { job, attempt, update: { ...this.#update(job, 'pending', status, error, attemptNumber), next_attempt_at: new Date(decision.at).toISOString() }, endpoint: 'failure' };
    }
  }

  #update(job: Job, status: DeliveryUpdate['status'], code: number | null, error: string | null, attemptCount: number): DeliveryUpdate {
    return { id: job.claim.id, token: job.token, status, attempt_count: attemptCount, next_attempt_at: null, last_status_code: code, last_error: error };
  }

  // ------------------------------------------------------------------ recording

  #record(outcome: Outcome): void {
    this.#outcomes.push(outcome);
    if (this.#outcomes.length >= OUTCOME_BATCH) {
      clearTimeout(this.#flushTimer);
      this.#flushTimer = undefined;
      void this.#flush();
    } else if (!this.#flushTimer) {
      // Outcomes wait a moment to share one transaction: a commit costs more than the rows.
      this.#flushTimer = setTimeout(() => {
        this.#flushTimer = undefined;
        void this.#flush();
      }, OUTCOME_FLUSH_MS);
    }
  }

  /** Writes every outcome gathered so far in one transaction. */
  async #flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#outcomes.length === 0) return;
    const batch = this.#outcomes.splice(0);
    this.#flushing = this.#write(batch).finally(() => (this.#flushing = null));
    await this.#flushing;
  }

  async #write(batch: Outcome[]): Promise<void> {
    const now = new Date().toISOString();
    const { dialect } = this.#store;
    const attempts = batch.flatMap((o) => (o.attempt ? [o.attempt] : []));
    const succeeded = new Set<string>();
    /** Per failing endpoint, its first and last failed attempt in this batch: the failing window is measured in attempt times, not in when the batch happened to be written. */
    const failing = new Map<string, { first: string; last: string }>();
    const gone = new Set<string>();
    for (const o of batch) {
      const endpointId = o.job.claim.endpoint_id;
      if (o.endpoint === 'success' && o.job.claim.failing_since !== null) succeeded.add(endpointId);
      if (o.endpoint === 'failure' && o.attempt) {
        const at = o.attempt.attempted_at;
        const seen = failing.get(endpointId);
        if (!seen) failing.set(endpointId, { first: at, last: at });
        else if (at < seen.first) seen.first = at;
        else if (at > seen.last) seen.last = at;
      }
      if (o.endpoint === 'gone') gone.add(endpointId);
    }
    for (const id of succeeded) failing.delete(id);
    const disabled: string[] = [];
    const updates = batch.map((o) => o.update);
    try {
      if (dialect === 'postgres' && succeeded.size + failing.size + gone.size === 0) {
        // The usual batch, where no endpoint's state changes, is one statement there: no
        // BEGIN and COMMIT round trips around it.
        await writeOutcomes(this.#store.db, dialect, attempts, updates, now);
      } else {
        await this.#store.db.transaction().execute(async (trx) => {
          await writeOutcomes(trx, dialect, attempts, updates, now);
          if (succeeded.size > 0) await clearFailingSince(trx, dialect, [...succeeded]);
          for (const [id, { first, last }] of failing) {
            await markFailing(trx, id, first);
            const failingBefore = new Date(Date.parse(last) - this.#settings.disableAfterMs).toISOString();
            if (await disableEndpoint(trx, id, this.#failingReason, now, failingBefore)) disabled.push(id);
          }
          for (const id of gone) {
            if (await disableEndpoint(trx, id, 'the endpoint answered 410 Gone', now)) disabled.push(id);
          }
        });
      }
    } catch (error) {
      if (batch.length > 1) {
        // One bad row must not lose the others' outcomes (and resend them): write one by one.
        for (const outcome of batch) await this.#write([outcome]);
        return;
      }
      // The claim stays leased and is sent again when the lease ends: at-least-once.
      this.#log.error({ err: error, delivery: batch[0].job.claim.id }, 'recording a webhook outcome failed');
      return;
    }
    // Their waiting deliveries were failed in the store with them: the thread does not send them.
    for (const id of disabled) this.#sender.drop(id);
    if (disabled.length > 0) this.#log.warn({ endpoints: disabled }, 'webhook endpoints disabled');
    const nextRetry = Math.min(...batch.map((o) => (o.update.status === 'pending' && o.update.next_attempt_at ? Date.parse(o.update.next_attempt_at) : Infinity)));
    if (nextRetry !== Infinity) this.#armAt(nextRetry);
  }

  // ------------------------------------------------------------------ timers

  async #armForNextDue(): Promise<void> {
    const next = await nextDueAt(this.#store.db);
    // Something due now that we did not claim waits on a busy endpoint (a finishing attempt
    // wakes us) or on another dispatcher's claim: look again soon, not in a tight loop.
    if (next !== null) this.#armAt(Math.max(Date.parse(next), Date.now() + RECHECK_MS));
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
