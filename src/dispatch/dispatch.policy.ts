// A partner's dispatch policy (docs/decisions.md, "Auto-dispatch"): read and set through the
// API; the matcher (dispatch.matcher.ts) reads the same rows to act on them.
import type { Context } from '../context.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { AppError } from '../shared/errors.js';
import { nowIso } from '../shared/time.js';
import { dispatchMayHaveChanged } from '../shared/wake.js';
import type { DispatchPoliciesTable } from '../store/schema.js';
import { findPolicy, upsertPolicy } from './dispatch.queries.js';
import type { DispatchPolicy, DispatchPolicyUpdate } from './dispatch.schemas.js';

/** The zones a policy covers now: those set that are still the partner's, or all its territories when none were set. */
export function zonesInForce(zones: string | null, territories: readonly string[]): string[] {
  if (zones === null) return [...territories];
  return (JSON.parse(zones) as string[]).filter((zone) => territories.includes(zone));
}

function toPolicy(row: Pick<DispatchPoliciesTable, 'mode' | 'zones' | 'max_distance_m' | 'updated_at'> | undefined, territories: readonly string[]): DispatchPolicy {
  return {
    object: 'dispatch_policy',
    mode: row?.mode ?? 'manual',
    zones: zonesInForce(row?.zones ?? null, territories),
    max_distance_m: row?.max_distance_m ?? null,
    updated_at: row?.updated_at ?? null,
  };
}

/** The caller's policy (a test key's: its sandbox's); `manual` over all its territories until set. */
export async function getDispatchPolicy(ctx: Context, partner: PartnerPrincipal): Promise<DispatchPolicy> {
  return toPolicy(await findPolicy(ctx.store.db, partner.partnerId), partner.territories);
}

/** Replaces the caller's policy: what is left out goes back to its default (all territories, no distance limit). */
export async function setDispatchPolicy(ctx: Context, partner: PartnerPrincipal, input: DispatchPolicyUpdate): Promise<DispatchPolicy> {
  const outside = (input.zones ?? []).findIndex((zone) => !partner.territories.includes(zone));
  if (outside >= 0) {
    throw new AppError('zone_not_in_territory', `Zone "${input.zones![outside]}" is not one of your territories (${partner.territories.join(', ')}).`, {
      param: `zones[${outside}]`,
    });
  }
  const row = await upsertPolicy(ctx.store.db, {
    partner_id: partner.partnerId,
    mode: input.mode,
    zones: input.zones ? JSON.stringify(input.zones) : null,
    max_distance_m: input.max_distance_m ?? null,
    updated_at: nowIso(),
  });
  dispatchMayHaveChanged.emit();
  return toPolicy(row, partner.territories);
}
