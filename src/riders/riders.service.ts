import { transact } from '../store/transaction.js';
import type { Context } from '../context.js';
import { audit, type AuditBy } from '../operators/operators.service.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { findPartner } from '../partners/partners.queries.js';
import { AppError } from '../shared/errors.js';
import { newId } from '../shared/ids.js';
import { page, type Page } from '../shared/pagination.js';
import { nowIso, toIsoTimestamp } from '../shared/time.js';
import { dispatchMayHaveChanged } from '../shared/wake.js';
import { toNetworkRider, toRider, toRiderListItem, toRiderLocation, type NetworkRider, type Rider, type RiderListItem, type RiderLocation } from './riders.mapper.js';
import { insertRider, listNetworkRiders, listPartnerRiders, updatePartnerRider, updateRiderLocation, type RiderFilter } from './riders.queries.js';
import { groupCommit } from '../store/group-commit.js';
import type { RidersTable } from '../store/schema.js';
import type { CreateRiderInput, OwnRiderInput, RiderLocationUpdate, RiderStatusUpdate } from './riders.schemas.js';

export type { CreateRiderInput, OwnRiderInput, RiderStatusUpdate } from './riders.schemas.js';

function assertZoneInTerritory(zone: string, territories: string[]): void {
  if (!territories.includes(zone)) {
    throw new AppError('zone_not_in_territory', `Zone "${zone}" is not one of the partner's territories (${territories.join(', ')}).`, {
      param: 'zone',
    });
  }
}

export async function createRider(ctx: Context, input: CreateRiderInput, by?: AuditBy): Promise<RiderListItem> {
  const partner = await findPartner(ctx.store.db, input.partner_id);
  if (!partner) throw new AppError('partner_not_found', `No partner ${input.partner_id}.`, { param: 'partner_id' });
  return addRider(ctx, partner.id, JSON.parse(partner.territories) as string[], input, by);
}

/** A rider in the calling partner's fleet: its sandbox's, with a test key (the test helpers). */
export function createOwnRider(ctx: Context, partner: PartnerPrincipal, input: OwnRiderInput): Promise<RiderListItem> {
  return addRider(ctx, partner.partnerId, partner.territories, input);
}

async function addRider(ctx: Context, partnerId: string, territories: string[], input: OwnRiderInput, by?: AuditBy): Promise<RiderListItem> {
  assertZoneInTerritory(input.zone, territories);
  const now = nowIso();
  const row: RidersTable = {
    id: newId('rdr'),
    partner_id: partnerId,
    name: input.name ?? null,
    status: input.status ?? 'offline',
    zone: input.zone,
    capacity: input.capacity,
    active_deliveries: 0,
    created_at: now,
    updated_at: now,
    lat: null,
    lng: null,
    location_recorded_at: null,
  };
  await transact(ctx, async (trx) => {
    await insertRider(trx, row);
    await audit(trx, by, 'rider.create', row.id);
  });
  if (row.status === 'online') dispatchMayHaveChanged.emit();
  return toRiderListItem(row);
}

// Fleet apps report status often: on SQLite the updates of one event-loop turn share one
// transaction (group commit).
const writeStatus = groupCommit(updatePartnerRider);

/**
 * Partial update of status, zone and capacity. Going offline or lowering capacity below the
 * active load is allowed: current deliveries finish, no new ones are taken.
 */
export async function updateRiderStatus(ctx: Context, partner: PartnerPrincipal, riderId: string, update: RiderStatusUpdate): Promise<Rider> {
  if (update.zone !== undefined) assertZoneInTerritory(update.zone, partner.territories);
  const row = await writeStatus(ctx.store, partner.partnerId, riderId, { ...update, updated_at: nowIso() });
  if (!row) throw new AppError('rider_not_found', `No rider ${riderId} in your fleet.`);
  // Online again, a seat more, another zone: a waiting job may be auto-dispatched to it now.
  if (row.status === 'online') dispatchMayHaveChanged.emit();
  return toRider(row);
}

/** How far ahead of our clock a device's fix may be stamped: a fix from the future would hide every real one until then. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

// A fix every few seconds per rider: grouped on SQLite as the status updates are.
const writeLocation = groupCommit(updateRiderLocation);

/**
 * Stores a rider's GPS fix if it is newer than the stored one; an older fix (they arrive out of
 * order) changes nothing and answers the stored location. The rider's `updated_at` is its
 * availability's and stays as it is.
 */
export async function setRiderLocation(ctx: Context, partner: PartnerPrincipal, riderId: string, fix: RiderLocationUpdate): Promise<RiderLocation> {
  const now = Date.now();
  // Normalised to UTC with milliseconds, so the stored times compare as strings.
  const recordedAt = fix.recorded_at === undefined ? new Date(now).toISOString() : toIsoTimestamp(fix.recorded_at);
  const recordedMs = Date.parse(recordedAt);
  if (recordedMs > now + MAX_CLOCK_AHEAD_MS) {
    throw new AppError('invalid_value', `recorded_at ${fix.recorded_at} is more than 5 minutes ahead of the server's clock (${new Date(now).toISOString()}).`, {
      param: 'recorded_at',
    });
  }
  const row = await writeLocation(ctx.store, partner.partnerId, riderId, { lat: fix.lat, lng: fix.lng, recordedAt });
  if (!row) throw new AppError('rider_not_found', `No rider ${riderId} in your fleet.`);
  return toRiderLocation(row);
}

export async function listRiders(ctx: Context, partnerId: string, filter: RiderFilter): Promise<Page<RiderListItem>> {
  return page(await listPartnerRiders(ctx.store.db, partnerId, filter), filter.limit, toRiderListItem, (r) => r.rider_id);
}

/** The network's list: riders of every live partner, each with its partner. */
export async function listAllRiders(ctx: Context, filter: RiderFilter & { partnerId?: string }): Promise<Page<NetworkRider>> {
  return page(await listNetworkRiders(ctx.store.db, filter), filter.limit, toNetworkRider, (r) => r.rider_id);
}
