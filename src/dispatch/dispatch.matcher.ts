// Auto-dispatch (docs/decisions.md, "Auto-dispatch"): every instance runs a matcher. It is
// driven from the store, never from memory: each pass reads the auto policies whose partner
// has a free rider, then the oldest jobs waiting in their zones, and accepts each for the best
// rider through the very accept the API uses. So a job committed by another instance, or just
// before a crash, is found by the next pass (a poll), and racing instances (or a partner's own
// accept) meet in that accept's compare-and-set: exactly one wins, the others move on.
// A commit in this process that may allow a match wakes the matcher (src/shared/wake.ts) within
// 20 ms of its last pass.
import { Counter, Histogram, type Registry } from 'prom-client';
import type { Context } from '../context.js';
import { offeredZones, steeredTo } from '../orders/orders.mapper.js';
import { acceptOrder } from '../orders/orders.service.js';
import { listAvailableOrders } from '../orders/orders.queries.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { AppError } from '../shared/errors.js';
import { BackgroundLoop } from '../shared/background-loop.js';
import { dispatchMayHaveChanged } from '../shared/wake.js';
import type { OrdersTable } from '../store/schema.js';
import { zonesInForce } from './dispatch.policy.js';
import { autoPoliciesWithFreeRiders, markAutoAssigned } from './dispatch.queries.js';
import type { Suggestion } from './dispatch.ranking.js';
import { rankRidersFor } from './dispatch.service.js';

/** Jobs looked at per scope (live, or one sandbox) and pass, oldest first. */
const BATCH = 100;
/** Riders of one partner tried for one job before the next partner's (each try lost a race). */
const TRIES_PER_PARTNER = 3;
/** Jobs of a batch matched at once: their reads and accepts overlap (a lost race moves on to the next rider). */
const CONCURRENCY = 4;

export const MATCHER_POLL_MS = 500;
/**
 * Passes woken by commits come at most this often: under a stream of rider PATCHes (each may
 * free a seat) the matcher makes one pass per gap, not one per commit.
 */
const WOKEN_GAP_MS = 20;

interface AutoPolicy {
  partnerId: string;
  /** The sandbox whose jobs it matches, or null for live jobs. */
  sandbox: string | null;
  zones: string[];
  maxDistanceM: number | null;
  /** Its place in the round-robin: lower was auto-assigned longer ago (from the store, then moved to the back on each pick). */
  turn: number;
  /** When this pass last assigned it a job, for the store's round-robin clock. */
  assignedAt: string | null;
  principal: PartnerPrincipal;
}

interface Offer {
  policy: AutoPolicy;
  riders: Suggestion[];
}

/** The rider is not to be auto-picked: farther than the limit from the pickup (unknown distance is no reason). */
const withinLimit = (limit: number | null) => (rider: Suggestion) => limit === null || rider.distance_m === null || rider.distance_m <= limit;

/**
 * Which partner gets the job (the fairness rule): the one whose best rider is nearer the
 * pickup; a known distance before an unknown one; at equal or unknown distance, the partner
 * whose turn comes first (auto-assigned least recently; never, first of all).
 */
export function compareOffers(a: { distance: number | null; turn: number }, b: typeof a): number {
  if (a.distance !== null && b.distance !== null && a.distance !== b.distance) return a.distance - b.distance;
  if ((a.distance === null) !== (b.distance === null)) return a.distance === null ? 1 : -1;
  return a.turn - b.turn;
}
const offerKey = (offer: Offer) => ({ distance: offer.riders[0].distance_m, turn: offer.policy.turn });

/** What an accept that lost a race says: the rider filled up or went away (try the next), or the job is gone. */
const RIDER_LOST = new Set(['rider_at_capacity', 'rider_not_online', 'rider_not_found', 'concurrent_update']);
const JOB_LOST = new Set(['order_not_available', 'order_not_found']);

export interface MatcherOptions {
  ctx: Context;
  /** Where to count auto-assignments and their delay (the API's /metrics registry). */
  metrics?: Registry;
  pollMs?: number;
}

export class Matcher {
  readonly #ctx: Context;
  readonly #loop: BackgroundLoop;
  readonly #metrics: { assigned: Counter; delay: Histogram } | undefined;
  #unsubscribe: (() => void) | undefined;
  /** Per scope, where the next pass starts when the last one found a full batch it could not match. */
  readonly #cursors = new Map<string | null, string>();
  /** The next turn to give: a partner picked goes to the back of the round-robin. */
  #turns = 0;
  /** When the last turn was given (epoch ms), for the store's round-robin clock. */
  #lastTurnAt = 0;

  constructor(options: MatcherOptions) {
    this.#ctx = options.ctx;
    // A commit that may allow a match wakes a pass, no sooner than the gap after the last one.
    this.#loop = new BackgroundLoop({
      name: 'auto-dispatch',
      pass: async () => ((await this.#matchPass()) ? Date.now() : undefined),
      log: options.ctx.log,
      pollMs: options.pollMs ?? MATCHER_POLL_MS,
      gapMs: WOKEN_GAP_MS,
    });
    if (options.metrics) {
      const registers = [options.metrics];
      this.#metrics = {
        assigned: new Counter({ name: 'pdn_auto_dispatch_assignments_total', help: 'Jobs accepted by auto-dispatch in this process', registers }),
        delay: new Histogram({
          name: 'pdn_auto_dispatch_delay_seconds',
          help: 'From a job becoming available (created) to its auto-dispatch, for jobs auto-dispatched in this process',
          buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 30, 300],
          registers,
        }),
      };
    }
  }

  start(): void {
    this.#unsubscribe = dispatchMayHaveChanged.on(() => this.#loop.wake());
    this.#loop.start();
  }

  /** Stops polling; a pass in flight finishes (its accepts are whole transactions either way). */
  async stop(): Promise<void> {
    this.#unsubscribe?.();
    await this.#loop.stop();
  }

  /** One pass over every scope; true when it assigned a job of a full batch (more may wait). */
  async #matchPass(): Promise<boolean> {
    const policies = await this.#autoPolicies();
    const scopes = new Map<string | null, AutoPolicy[]>();
    for (const policy of policies) scopes.set(policy.sandbox, [...(scopes.get(policy.sandbox) ?? []), policy]);
    for (const scope of this.#cursors.keys()) if (!scopes.has(scope)) this.#cursors.delete(scope);
    let more = false;
    for (const [scope, inScope] of scopes) {
      const zones = [...new Set(inScope.flatMap((policy) => policy.zones))];
      const after = this.#cursors.get(scope);
      const jobs = await listAvailableOrders(this.#ctx.store.db, { zones, sandbox: scope, limit: BATCH, startingAfter: after });
      let assigned = 0;
      const queue = jobs.slice(0, BATCH);
      const worker = async () => {
        for (let job = queue.shift(); job && !this.#loop.stopped; job = queue.shift()) {
          // The partners whose zones hold the job, less those the network's steering keeps it from (a release's `exclude`).
          const eligible = inScope.filter((policy) => offeredZones(job).some((zone) => policy.zones.includes(zone)) && steeredTo(job, policy.partnerId));
          if (await this.#match(job, eligible)) assigned++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const full = jobs.length > BATCH;
      // A full batch nobody could take (too far, say) must not hide the jobs behind it forever.
      if (full && assigned === 0) this.#cursors.set(scope, jobs[BATCH - 1].id);
      else this.#cursors.delete(scope);
      more ||= full && assigned > 0;
    }
    // The round-robin clock, once per partner and pass rather than per job; written after the
    // accepts, so a crash in between costs only a turn.
    await Promise.all(policies.filter((p) => p.assignedAt !== null).map((p) => markAutoAssigned(this.#ctx.store.db, p.partnerId, p.assignedAt!)));
    return more;
  }

  async #autoPolicies(): Promise<AutoPolicy[]> {
    const rows = await autoPoliciesWithFreeRiders(this.#ctx.store.db).execute();
    // Turns from the store's clock: never auto-assigned first, then the longest ago; ties by id.
    rows.sort((a, b) => (a.last_auto_assigned_at ?? '').localeCompare(b.last_auto_assigned_at ?? '') || a.partner_id.localeCompare(b.partner_id));
    this.#turns = rows.length;
    return rows.flatMap((row, turn) => {
      const territories = JSON.parse(row.territories) as string[];
      const zones = zonesInForce(row.zones, territories);
      if (zones.length === 0) return [];
      const principal: PartnerPrincipal = {
        kind: 'partner',
        partnerId: row.partner_id,
        livePartnerId: row.sandbox_of ?? row.partner_id,
        mode: row.sandbox_of ? 'test' : 'live',
        apiKeyId: 'auto-dispatch',
        territories,
      };
      return [{ partnerId: row.partner_id, sandbox: row.sandbox_of ? row.partner_id : null, zones, maxDistanceM: row.max_distance_m, turn, assignedAt: null, principal }];
    });
  }

  /** Accepts the job for the best rider of the partner the fairness rule picks; false if none could take it. */
  async #match(job: OrdersTable, policies: AutoPolicy[]): Promise<boolean> {
    const offers: Offer[] = [];
    for (const policy of policies) {
      const riders = (await rankRidersFor(this.#ctx.store.db, policy.partnerId, job, TRIES_PER_PARTNER)).filter(withinLimit(policy.maxDistanceM));
      if (riders.length > 0) offers.push({ policy, riders });
    }
    offers.sort((a, b) => compareOffers(offerKey(a), offerKey(b)));
    // To the back at once, not after the accept: jobs matched alongside this one see its turn taken.
    if (offers.length > 0) offers[0].policy.turn = this.#turns++;
    // The store's clock keeps the order turns were given in, not the order accepts finished in
    // (they overlap): strictly increasing, so two turns in one millisecond still differ.
    const turnAt = (this.#lastTurnAt = Math.max(Date.now(), this.#lastTurnAt + 1));
    for (const { policy, riders } of offers) {
      for (const rider of riders.slice(0, TRIES_PER_PARTNER)) {
        try {
          await acceptOrder(this.#ctx, policy.principal, job.id, rider.rider_id, 'auto');
        } catch (error) {
          if (error instanceof AppError && JOB_LOST.has(error.code)) return false;
          // Suspended since this pass read the policies: the accept refused it; the next partner may take the job.
          if (error instanceof AppError && error.code === 'partner_suspended') break;
          if (error instanceof AppError && RIDER_LOST.has(error.code)) continue;
          throw error;
        }
        this.#assigned(job, policy, rider, turnAt);
        return true;
      }
    }
    return false;
  }

  #assigned(job: OrdersTable, policy: AutoPolicy, rider: Suggestion, turnAt: number): void {
    const turn = new Date(turnAt).toISOString();
    if (policy.assignedAt === null || turn > policy.assignedAt) policy.assignedAt = turn;
    const delayMs = Date.now() - Date.parse(job.created_at);
    this.#metrics?.assigned.inc();
    this.#metrics?.delay.observe(delayMs / 1000);
    this.#ctx.log.info(
      { order_id: job.id, partner_id: policy.partnerId, rider_id: rider.rider_id, distance_m: rider.distance_m, delay_ms: delayMs, sandbox: policy.sandbox !== null },
      'auto-dispatch assigned a job',
    );
  }
}
