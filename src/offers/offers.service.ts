// Offers (docs/decisions.md, "The escalation ladder and its races"): the network's escalation
// ladder, read and set through the admin API, and one step of it applied to one job, which the
// escalation pass (offers.escalator.ts) calls for each job whose deadline passed.
import { audit, type AuditBy } from '../operators/operators.service.js';
import type { Context } from '../context.js';
import { offeredZones, toAdminOrder, toOrder } from '../orders/orders.mapper.js';
import { recordEvents } from '../outbox/outbox.js';
import { AppError } from '../shared/errors.js';
import { decimalsOf, toMinor } from '../shared/money.js';
import { MAX_OFFER_WINDOW } from '../shared/schemas.js';
import { nowIso, parseDuration, timestampAt } from '../shared/time.js';
import type { Transaction } from 'kysely';
import type { Database, OrdersTable } from '../store/schema.js';
import { transact } from '../store/transaction.js';
import { addOrderZones } from '../orders/orders.queries.js';
import { openJobRecipients } from '../orders/orders.service.js';
import { findEscalationPolicy, stepOrders, upsertEscalationPolicy } from './offers.queries.js';
import type { EscalationPolicy, EscalationPolicyUpdate } from './offers.schemas.js';

/** A step as stored: as it was given, and its window in milliseconds. */
export interface EscalationStep {
  accept_within: string;
  accept_within_ms: number;
  payout_increase: number | null;
  zones: string[];
}

function toPolicy(row: { steps: string; updated_at: string } | undefined): EscalationPolicy {
  const steps = row ? (JSON.parse(row.steps) as EscalationStep[]) : [];
  return {
    object: 'escalation_policy',
    steps: steps.map((step) => ({ accept_within: step.accept_within, payout_increase: step.payout_increase, zones: step.zones })),
    updated_at: row?.updated_at ?? null,
  };
}

/** The ladder in force, for the pass: no steps until the network sets some. */
export async function escalationSteps(ctx: Pick<Context, 'store'>): Promise<EscalationStep[]> {
  const row = await findEscalationPolicy(ctx.store.db);
  return row ? (JSON.parse(row.steps) as EscalationStep[]) : [];
}

export async function getEscalationPolicy(ctx: Context): Promise<EscalationPolicy> {
  return toPolicy(await findEscalationPolicy(ctx.store.db));
}

/** Replaces the ladder; the next step of every open job is read from it. Anything wrong: 422, nothing changed. */
export async function setEscalationPolicy(ctx: Context, input: EscalationPolicyUpdate, by?: AuditBy): Promise<EscalationPolicy> {
  const steps = input.steps.map((step, i): EscalationStep => {
    // The schema checks and bounds the window (above zero, at most MAX_OFFER_WINDOW).
    const ms = parseDuration(step.accept_within);
    // The policy applies to orders of any currency: three decimals, the finest of the currencies
    // orders are paid in (KWD, BHD); a currency with fewer rounds the increase to its own.
    if (step.payout_increase !== undefined && decimalsOf(step.payout_increase) > 3) {
      throw new AppError('invalid_value', `steps[${i}].payout_increase ${step.payout_increase} has more than three decimals.`, { param: `steps[${i}].payout_increase` });
    }
    return { accept_within: step.accept_within, accept_within_ms: ms, payout_increase: step.payout_increase ?? null, zones: step.zones ?? [] };
  });
  const row = await transact(ctx, async (trx) => {
    const stored = await upsertEscalationPolicy(trx, { steps: JSON.stringify(steps), updated_at: nowIso() });
    await audit(trx, by, 'escalation_policy.update', 'escalation_policy');
    return stored;
  });
  return toPolicy(row);
}

const MAX_WINDOW_MS = parseDuration(MAX_OFFER_WINDOW);

/**
 * The step's window, or the longest allowed when the stored one is unusable: a ladder set before
 * windows were bounded may hold `999999999d`, whose deadline is past year 9999 (issue 46: every
 * pass failed on it and the jobs stayed at their step). The pass goes on with the others either
 * way; this job moves on too, with the closest window it can have, and the log says which step.
 */
function usableWindow(ctx: Context, step: EscalationStep, index: number): number {
  const ms = step.accept_within_ms;
  if (Number.isFinite(ms) && ms > 0 && ms <= MAX_WINDOW_MS) return ms;
  ctx.log.warn({ escalation_step: index, accept_within: step.accept_within }, `escalation step ${index} has an unusable window; applying ${MAX_OFFER_WINDOW}, the longest allowed (PUT the ladder again to fix it)`);
  return MAX_WINDOW_MS;
}

/** What the step raises the payout by, in the order's minor units (rounded for a currency without decimals). */
const raiseOf = (step: EscalationStep, currency: string) => (step.payout_increase === null ? 0 : toMinor(step.payout_increase, currency));

export type StepOutcome = 'escalated' | 'expired' | 'gone';

/**
 * The next step of the ladder for each job whose deadline passed (as the pass read them), or
 * its expiry when no step is left: per job a conditional update and its event, all in one
 * transaction. Jobs alike (same step, zones, currency, scope) are stepped by one statement and
 * their events written together, so the pass keeps up with a minute of 10,000 deadlines.
 * 'gone': the job was accepted, cancelled or stepped meanwhile (here or by another instance).
 */
export async function stepJobs(ctx: Context, jobs: OrdersTable[], steps: EscalationStep[]): Promise<StepOutcome[]> {
  const groups = new Map<string, OrdersTable[]>();
  for (const job of jobs) {
    const key = JSON.stringify([job.escalation_step ?? 0, job.currency, job.zone, job.offered_zones ?? null, job.sandbox_partner_id, job.excluded_partner_ids ?? null, job.offered_partner_ids ?? null]);
    groups.set(key, [...(groups.get(key) ?? []), job]);
  }
  const outcomes = await transact(ctx, async (trx) => {
    const done = new Map<string, StepOutcome>();
    for (const alike of groups.values()) for (const [id, outcome] of await stepAlike(ctx, trx, alike, steps)) done.set(id, outcome);
    return done;
  });
  return jobs.map((job) => outcomes.get(job.id) ?? 'gone');
}

/** Steps jobs that are alike (the same step, zones, currency, scope and steering): what each came to. */
async function stepAlike(ctx: Context, trx: Transaction<Database>, jobs: OrdersTable[], steps: EscalationStep[]): Promise<Array<[string, StepOutcome]>> {
  const [seen] = jobs;
  const ids = jobs.map((job) => job.id);
  const seenStep = seen.escalation_step ?? 0;
  const now = nowIso();
  const step = steps[seenStep] as EscalationStep | undefined;
  const sandbox = seen.sandbox_partner_id;
  // The network's copy: none for a sandbox job (sandbox activity never reaches the network).
  const items = (rows: OrdersTable[]) => rows.map((row) => ({ data: toOrder(row), network: sandbox ? undefined : toAdminOrder(row) }));
  if (!step) {
    const expired = await stepOrders(trx, ids, seenStep, now, { accept_by: null, updated_at: now, raiseMinor: 0 });
    // Network-only: partners are not told (the job is still theirs to take).
    await recordEvents(ctx, trx, 'order.expired', [], items(expired));
    return expired.map((row) => [row.id, 'expired']);
  }
  const before = offeredZones(seen);
  const zones = [...before, ...step.zones.filter((zone) => !before.includes(zone))];
  const added = zones.slice(before.length).filter((zone) => zone !== seen.zone);
  const escalated = await stepOrders(trx, ids, seenStep, now, {
    accept_by: timestampAt(Date.parse(now) + usableWindow(ctx, step, seenStep)),
    escalation_step: seenStep + 1,
    updated_at: now,
    ...(zones.length > before.length && { offered_zones: JSON.stringify(zones) }),
    raiseMinor: raiseOf(step, seen.currency),
  });
  if (added.length > 0 && escalated.length > 0) await addOrderZones(trx, escalated.flatMap((row) => added.map((zone) => ({ zone, order_id: row.id }))));
  // To every partner that may see the jobs now (a sandbox job: its sandbox), and the network.
  const recipients = sandbox ? [sandbox] : await openJobRecipients(trx, { ...seen, offered_zones: JSON.stringify(zones) });
  await recordEvents(ctx, trx, 'order.escalated', recipients, items(escalated));
  return escalated.map((row) => [row.id, 'escalated']);
}
