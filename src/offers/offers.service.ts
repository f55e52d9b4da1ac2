// Offers (docs/decisions.md, "The escalation ladder and its races"): the network's escalation
// ladder, read and set through the admin API, and one step of it applied to one job, which the
// escalation pass (offers.escalator.ts) calls for each job whose deadline passed.
import type { Context } from '../context.js';
import { offeredZones, toAdminOrder, toOrder } from '../orders/orders.mapper.js';
import { recordEvent } from '../outbox/outbox.js';
import { AppError } from '../shared/errors.js';
import { hasValidPrecision, toMinor } from '../shared/money.js';
import { nowIso, parseDuration } from '../shared/time.js';
import type { Transaction } from 'kysely';
import type { Database, OrdersTable } from '../store/schema.js';
import { transact } from '../store/transaction.js';
import { addOrderZones, findEscalationPolicy, stepOrder, upsertEscalationPolicy } from './offers.queries.js';
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
export async function setEscalationPolicy(ctx: Context, input: EscalationPolicyUpdate): Promise<EscalationPolicy> {
  const steps = input.steps.map((step, i): EscalationStep => {
    let ms = NaN;
    try {
      ms = parseDuration(step.accept_within);
    } catch {
      // refused below, with the field named
    }
    if (!(ms > 0)) {
      throw new AppError('invalid_value', `steps[${i}].accept_within "${step.accept_within}" is not a duration above zero (e.g. 90s, 5m).`, { param: `steps[${i}].accept_within` });
    }
    // Two decimals: the finest any currency we keep allows (money.ts); coarser ones round it.
    if (step.payout_increase !== undefined && !hasValidPrecision(step.payout_increase, 'EUR')) {
      throw new AppError('invalid_value', `steps[${i}].payout_increase ${step.payout_increase} has more than two decimals.`, { param: `steps[${i}].payout_increase` });
    }
    return { accept_within: step.accept_within, accept_within_ms: ms, payout_increase: step.payout_increase ?? null, zones: step.zones ?? [] };
  });
  return toPolicy(await upsertEscalationPolicy(ctx.store.db, { steps: JSON.stringify(steps), updated_at: nowIso() }));
}

/** What the step raises the payout by, in the order's minor units (rounded for a currency without decimals). */
const raiseOf = (step: EscalationStep, currency: string) => (step.payout_increase === null ? 0 : toMinor(step.payout_increase, currency));

export type StepOutcome = 'escalated' | 'expired' | 'gone';

/**
 * The next step of the ladder for each job whose deadline passed (as the pass read them), or
 * its expiry when no step is left: per job one conditional update and its event, the jobs of
 * one call in one transaction (a commit per batch, not per job: the pass keeps up with a
 * minute of 10,000 deadlines). 'gone': the job was accepted, cancelled or stepped meanwhile
 * (here or by another instance). The jobs come in deadline-then-id order, so two instances
 * stepping overlapping batches lock rows in one order and never deadlock.
 */
export async function stepJobs(ctx: Context, jobs: OrdersTable[], steps: EscalationStep[]): Promise<StepOutcome[]> {
  return transact(ctx, async (trx) => {
    const outcomes: StepOutcome[] = [];
    for (const job of jobs) outcomes.push(await stepJob(ctx, trx, job, steps));
    return outcomes;
  });
}

async function stepJob(ctx: Context, trx: Transaction<Database>, seen: OrdersTable, steps: EscalationStep[]): Promise<StepOutcome> {
  const now = nowIso();
  const step = steps[seen.escalation_step ?? 0] as EscalationStep | undefined;
  const sandbox = seen.sandbox_partner_id;
  if (!step) {
    const expired = await stepOrder(trx, seen, now, { accept_by: null, updated_at: now, raiseMinor: 0 });
    if (!expired) return 'gone';
    // Network-only: partners are not told (the job is still theirs to take). No network copy
    // for a sandbox job (sandbox activity never reaches the network).
    await recordEvent(ctx, trx, 'order.expired', [], toOrder(expired), sandbox ? undefined : toAdminOrder(expired));
    return 'expired';
  }
  const before = offeredZones(seen);
  const zones = [...before, ...step.zones.filter((zone) => !before.includes(zone))];
  const widened = zones.length > before.length;
  const escalated = await stepOrder(trx, seen, now, {
    accept_by: new Date(Date.parse(now) + step.accept_within_ms).toISOString(),
    escalation_step: (seen.escalation_step ?? 0) + 1,
    updated_at: now,
    ...(widened && { offered_zones: JSON.stringify(zones) }),
    raiseMinor: raiseOf(step, seen.currency),
  });
  if (!escalated) return 'gone';
  if (widened) await addOrderZones(trx, seen.id, zones.slice(before.length).filter((zone) => zone !== seen.zone));
  // To every partner that may see the job now (a sandbox job: its sandbox), and the network.
  await recordEvent(ctx, trx, 'order.escalated', sandbox ? [sandbox] : { zones }, toOrder(escalated), sandbox ? undefined : toAdminOrder(escalated));
  return 'escalated';
}
