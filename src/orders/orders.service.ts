import type { Transaction } from 'kysely';
import { audit, type AuditBy } from '../operators/operators.service.js';
import type { Context } from '../context.js';
import { recordEvent, recordEvents, type Recipients } from '../outbox/outbox.js';
import { findPartnersByIds, partnersRoutedInZones } from '../partners/partners.queries.js';
import { zonesInScope, type PartnerPrincipal } from '../partners/partners.service.js';
import { findLiveRider, findPartnerRider, releaseDeliverySlot, takeDeliverySlot } from '../riders/riders.queries.js';
import type { Database, Db, OrdersTable } from '../store/schema.js';
import { afterCommit, transact, TransactionConflict } from '../store/transaction.js';
import { AppError } from '../shared/errors.js';
import { newId } from '../shared/ids.js';
import { moneyProblem, toMinor } from '../shared/money.js';
import { page, type Page } from '../shared/pagination.js';
import { nowIso, parseDuration, timestampAt } from '../shared/time.js';
import { dispatchMayHaveChanged, offerDeadlineSet } from '../shared/wake.js';
import type { Assigner, CreateOrderInput, CreatedAdminOrder, DeliveryProof, OfferOrderInput, OrderWarning, Releaser, Reporter } from './orders.schemas.js';
import {
  excludedPartners,
  offeredZones,
  payoutOf,
  steeredTo,
  toAcceptedOrder,
  toAdminOrder,
  toOrder,
  type AcceptedOrder,
  type AdminOrder,
  type LateKind,
  type Order,
  type OrderStatus,
} from './orders.mapper.js';
import {
  acceptReads,
  addOrderZones,
  findOrder,
  insertOrder,
  listAvailableOrders,
  type AvailableFilter,
  listNetworkOrders,
  listPartnerOrders,
  markLate,
  moveOrder,
} from './orders.queries.js';
import { canMove, HOLDS_RIDER, isDone, ORDER_MOVES, type OrderMove } from './orders.state.js';

type Trx = Transaction<Database>;

/** The sandbox a partner works on: its own with a test key, none (live orders) with a live key. */
const sandboxOf = (partner: PartnerPrincipal): string | null => (partner.mode === 'test' ? partner.partnerId : null);

/** In the partner's reach: in its territories (any zone the job is offered in), and live for a live key, in its own sandbox for a test key. */
function inTerritory(order: OrdersTable, partner: PartnerPrincipal): boolean {
  return order.sandbox_partner_id === sandboxOf(partner) && offeredZones(order).some((zone) => partner.territories.includes(zone));
}

/** Offered to the partner: in its reach, and not kept from it by the network's steering (a release's `exclude`, a re-offer to named partners). */
function isOfferedTo(order: OrdersTable, partner: PartnerPrincipal): boolean {
  return inTerritory(order, partner) && steeredTo(order, partner.partnerId);
}

/** A partner sees the unassigned jobs offered to it and the orders it holds; nothing else. */
function isVisibleTo(order: OrdersTable, partner: PartnerPrincipal): boolean {
  return order.partner_id === partner.partnerId || (order.status === 'unassigned' && isOfferedTo(order, partner));
}

/**
 * What the network is sent of a change: the admin view of a live order (with `extra`, as the
 * partner's data has them); nothing of a sandbox's, which never reaches the network.
 */
function networkData(order: OrdersTable, extra: object = {}): object | undefined {
  return order.sandbox_partner_id === null ? { ...toAdminOrder(order), ...extra } : undefined;
}

const partnerSuspended = () => new AppError('partner_suspended', 'The network has suspended your partner account: it is offered no job until it is resumed.');
const orderNotFound = (orderId: string) => new AppError('order_not_found', `No order ${orderId} is visible to you.`);
const riderNotFound = (riderId: string) => new AppError('rider_not_found', `No rider ${riderId} in your fleet.`, { param: 'rider_id' });

function moveRefused(move: OrderMove, order: OrdersTable): AppError {
  const allowed = ORDER_MOVES[move].from.join(' or ');
  return new AppError('order_state_conflict', `Cannot ${move} order ${order.id}: it is ${order.status}, and ${move} needs ${allowed}.`, {
    order_status: order.status,
  });
}

/**
 * The jobs a partner may try to accept: any order in its territories (it was offered there)
 * or that it holds. One taken by another partner, or cancelled, is then a 409 "no longer
 * available" whoever got there first, so every loser of a race hears the same answer;
 * orders outside its territories stay 404.
 */
function isOfferedOrHeld(order: OrdersTable | undefined, partner: PartnerPrincipal): order is OrdersTable {
  return order !== undefined && (order.partner_id === partner.partnerId || inTerritory(order, partner));
}

/**
 * An open job in the partner's territories that the network keeps from it: the same code as a
 * job gone (a partner's code that skips lost jobs skips it too), and a detail that says why.
 */
function notOffered(order: OrdersTable, partnerId: string): AppError {
  const why = excludedPartners(order).includes(partnerId)
    ? 'the network took it back from you (a release) and has not offered it to you again'
    : 'the network offers it only to the partners it named';
  return new AppError('order_not_available', `Order ${order.id} is not offered to you: ${why}.`, { order_status: order.status });
}

function notAvailable(order: OrdersTable, partner: PartnerPrincipal): AppError {
  if (order.partner_id !== null && order.partner_id !== partner.partnerId) {
    // Someone else's job now: say it is gone, and nothing about who has it or how far it got.
    return new AppError('order_not_available', `Order ${order.id} is no longer available: another partner took it.`);
  }
  return new AppError('order_not_available', `Order ${order.id} is ${order.status}; only unassigned orders can be accepted.`, {
    order_status: order.status,
  });
}

/**
 * Takes a slot on a rider of the partner's that the caller found in this transaction, for
 * `order` as the caller read it, or says plainly why not.
 */
async function takeSlot(trx: Trx, partnerId: string, riderId: string, order: OrdersTable, now: string): Promise<void> {
  if (await takeDeliverySlot(trx, riderId, now)) return;
  // The rider may have filled up while we waited on its row for a move of this very order
  // (the same request sent twice): then run again, to answer as that move did.
  const current = (await findOrder(trx, order.id))!;
  if (current.status !== order.status || current.rider_id !== order.rider_id) throw new TransactionConflict();
  const rider = (await findPartnerRider(trx, partnerId, riderId))!; // riders are never deleted
  if (rider.status !== 'online') {
    throw new AppError('rider_not_online', `Rider ${riderId} is ${rider.status}; only online riders take new jobs.`, { rider_status: rider.status });
  }
  throw new AppError('rider_at_capacity', `Rider ${riderId} already has ${rider.active_deliveries} of ${rider.capacity} deliveries.`, {
    capacity: rider.capacity,
    active_deliveries: rider.active_deliveries,
  });
}

/**
 * After a compare-and-set matched no row: if the order changed under us but the move is
 * still allowed (say a reassign changed its rider), or the winner made the very move that
 * `answersUnchanged` accepts as done, run the transaction again from the top (whatever this
 * one already wrote is rolled back; the rerun answers afresh); otherwise refuse the move.
 */
async function lostRace(trx: Trx, move: OrderMove, orderId: string, answersUnchanged: (status: OrderStatus) => boolean = () => false): Promise<never> {
  const current = (await findOrder(trx, orderId))!;
  if (canMove(move, current.status) || answersUnchanged(current.status)) throw new TransactionConflict();
  throw moveRefused(move, current);
}

/**
 * The order a partner holds, for the moves it makes on it. An open job it could accept is a
 * 409 (accept it first); another partner's order, or none, is 404.
 */
async function loadHeldOrder(db: Db, partner: PartnerPrincipal, orderId: string): Promise<OrdersTable> {
  const order = await findOrder(db, orderId);
  if (order && order.partner_id === partner.partnerId) return order;
  if (order && isVisibleTo(order, partner)) {
    throw new AppError('order_state_conflict', `Order ${orderId} is not assigned to you; accept it first.`, { order_status: order.status });
  }
  // Kept from it by the network (say, just released from it): not its own, and it cannot accept it.
  if (order?.status === 'unassigned' && inTerritory(order, partner)) {
    throw new AppError('order_state_conflict', `Order ${orderId} is not assigned to you, and it is not offered to you now.`, { order_status: order.status });
  }
  throw orderNotFound(orderId);
}

// ---------------------------------------------------------------- partner operations

export async function listAvailable(
  ctx: Context,
  partner: PartnerPrincipal,
  query: { zone?: string; limit: number; startingAfter?: string } & Pick<AvailableFilter, 'sort' | 'acceptByLte' | 'acceptByGte'>,
): Promise<Page<Order>> {
  const { zone, ...rest } = query;
  const rows = await listAvailableOrders(ctx.store.db, { ...rest, zones: zonesInScope(partner, zone), sandbox: sandboxOf(partner), partnerId: partner.partnerId });
  return page(rows, query.limit, toOrder, (o) => o.order_id);
}

export async function listMyOrders(
  ctx: Context,
  partner: PartnerPrincipal,
  query: { statuses?: OrderStatus[]; newestFirst?: boolean; limit: number; startingAfter?: string },
): Promise<Page<Order>> {
  const rows = await listPartnerOrders(ctx.store.db, partner.partnerId, query);
  return page(rows, query.limit, toOrder, (o) => o.order_id);
}

export async function getOrder(ctx: Context, partner: PartnerPrincipal, orderId: string): Promise<Order> {
  const order = await findOrder(ctx.store.db, orderId);
  if (!order || !isVisibleTo(order, partner)) throw orderNotFound(orderId);
  return toOrder(order);
}

/**
 * The job a partner may pick a rider for: one it could accept now (unassigned and offered to
 * it), or one it holds assigned (a rider for a reassign). Anything else is 404.
 */
export async function loadDispatchableOrder(ctx: Context, partner: PartnerPrincipal, orderId: string): Promise<OrdersTable> {
  const order = await findOrder(ctx.store.db, orderId);
  const open = order?.status === 'unassigned' && isOfferedTo(order, partner);
  const held = order?.status === 'assigned' && order.partner_id === partner.partnerId;
  if (!order || !(open || held)) throw orderNotFound(orderId);
  return order;
}

/**
 * Accept a job for one of the partner's online riders with room. Racing accepts: exactly one
 * wins, the others get 409. Accepting again for the same rider is a safe retry. `assignedBy`:
 * the partner's own accept, auto-dispatch, or the network (the sandbox's auto-advance).
 */
export async function acceptOrder(ctx: Context, partner: PartnerPrincipal, orderId: string, riderId: string, assignedBy: Assigner = 'partner'): Promise<AcceptedOrder> {
  const row = await transact(ctx, async (trx) => {
    // First, before any rider or order lock: a suspension waits for this accept, or this accept sees it.
    const { active, rider, order } = await acceptReads(trx, { livePartnerId: partner.livePartnerId, partnerId: partner.partnerId, riderId, orderId });
    if (!active) throw partnerSuspended();
    if (!rider) throw riderNotFound(riderId);
    if (!isOfferedOrHeld(order, partner)) throw orderNotFound(orderId);
    if (order.status === 'assigned' && order.rider_id === riderId) return order;
    if (!canMove('accept', order.status)) throw notAvailable(order, partner);
    if (!steeredTo(order, partner.partnerId)) throw notOffered(order, partner.partnerId);

    const now = nowIso();
    await takeSlot(trx, partner.partnerId, riderId, order, now);
    const assigned = await moveOrder(trx, orderId, { status: 'unassigned' }, {
      status: 'assigned',
      partner_id: partner.partnerId,
      rider_id: riderId,
      assigned_at: now,
      updated_at: now,
    });
    // Another accept committed first: run again, which answers with the order if it went to
    // this rider (this same request retried) and refuses it otherwise.
    if (!assigned) throw new TransactionConflict();
    await recordEvent(ctx, trx, 'order.assigned', [partner.partnerId], { ...toOrder(assigned), assigned_by: assignedBy }, networkData(assigned, { assigned_by: assignedBy }));
    return assigned;
  });
  return toAcceptedOrder(row);
}

/** Move a held job to another of the partner's riders; both riders' loads change atomically. */
export async function reassignOrder(
  ctx: Context,
  partner: PartnerPrincipal,
  orderId: string,
  input: { rider_id: string; reason?: string },
): Promise<Order> {
  const row = await transact(ctx, async (trx) => {
    const order = await loadHeldOrder(trx, partner, orderId);
    if (!(await findPartnerRider(trx, partner.partnerId, input.rider_id))) throw riderNotFound(input.rider_id);
    if (order.status === 'assigned' && order.rider_id === input.rider_id) return order;
    if (!canMove('reassign', order.status)) throw moveRefused('reassign', order);

    const now = nowIso();
    const previousRiderId = order.rider_id!;
    // Lock riders in id order so two crossing reassigns cannot deadlock.
    if (input.rider_id < previousRiderId) {
      await takeSlot(trx, partner.partnerId, input.rider_id, order, now);
      await releaseDeliverySlot(trx, previousRiderId, now);
    } else {
      await releaseDeliverySlot(trx, previousRiderId, now);
      await takeSlot(trx, partner.partnerId, input.rider_id, order, now);
    }
    const moved = await moveOrder(trx, orderId, { status: 'assigned', riderId: previousRiderId }, { rider_id: input.rider_id, updated_at: now });
    if (!moved) return lostRace(trx, 'reassign', orderId);
    const reassigned = { assigned_by: 'partner' satisfies Assigner, previous_rider_id: previousRiderId, reassignment_reason: input.reason ?? null };
    await recordEvent(ctx, trx, 'order.assigned', [partner.partnerId], { ...toOrder(moved), ...reassigned }, networkData(moved, reassigned));
    return moved;
  });
  return toOrder(row);
}

/**
 * The partner reports its rider picked the held order up: the network's move (see
 * applyMove), with `reported_by: "partner"` in `order.picked_up`.
 */
export async function reportPickup(ctx: Context, partner: PartnerPrincipal, orderId: string): Promise<Order> {
  return toOrder(await applyMove(ctx, 'pickup', orderId, { by: 'partner', partner }));
}

/** The partner reports the held order delivered, with its proof if any, in `order.delivered`. */
export async function reportDelivery(ctx: Context, partner: PartnerPrincipal, orderId: string, proof?: DeliveryProof | null): Promise<Order> {
  return toOrder(await applyMove(ctx, 'deliver', orderId, { by: 'partner', partner }, { proof: normalProof(proof) }));
}

/** The proof as the events carry it: its fields in one order, the photo hash in lower case. */
function normalProof(proof: DeliveryProof | null | undefined): DeliveryProof | null {
  if (!proof) return null;
  return {
    ...(proof.location && { location: { lat: proof.location.lat, lng: proof.location.lng } }),
    ...(proof.recipient_name !== undefined && { recipient_name: proof.recipient_name }),
    ...(proof.photo_sha256 !== undefined && { photo_sha256: proof.photo_sha256.toLowerCase() }),
  };
}

// ---------------------------------------------------------------- network operations

export type { CreateOrderInput } from './orders.schemas.js';

/**
 * A new job, announced to every partner covering its zone and to the network; a sandbox order
 * (`sandbox` = the sandbox's partner id) only to that sandbox. Answers the network's view (a
 * sandbox's routes show it as the partner's: their schema has no `partner_id` or `reference`).
 */
export async function createOrder(ctx: Context, input: CreateOrderInput, sandbox: string | null = null, by?: AuditBy): Promise<AdminOrder> {
  return toAdminOrder((await insertNewOrder(ctx, input, sandbox, by)).row);
}

/**
 * The network's create (the admin API and the CLI): the order, with a warning when no partner
 * was offered it (no active partner covers its zone; the store takes any zone label, so a
 * mistyped zone would otherwise pass unnoticed). Told by the routing the outbox did anyway.
 */
export async function createOrderAsNetwork(ctx: Context, input: CreateOrderInput, by?: AuditBy): Promise<CreatedAdminOrder> {
  const { row, offeredTo } = await insertNewOrder(ctx, input, null, by);
  const warnings: OrderWarning[] =
    offeredTo === 0 ? [{ code: 'zone_not_covered', message: `No active partner covers zone "${row.zone}": no partner is offered this job until one does.` }] : [];
  return { ...toAdminOrder(row), warnings };
}

async function insertNewOrder(ctx: Context, input: CreateOrderInput, sandbox: string | null, by?: AuditBy): Promise<{ row: OrdersTable; offeredTo: number }> {
  const { currency, amount } = input.payout_estimate;
  // Money is kept in minor units: 4.555 EUR would have to be rounded, so it is refused instead.
  const problem = moneyProblem(amount, currency);
  if (problem) {
    throw new AppError('invalid_value', `payout_estimate.${problem.field}: ${problem.message}.`, { param: `payout_estimate.${problem.field}` });
  }
  const windowMs = offerWindowOf(ctx, input.accept_within);
  const created = await transact(ctx, async (trx) => {
    const now = nowIso();
    const order: OrdersTable = {
      id: newId('ord'),
      zone: input.zone,
      status: 'unassigned',
      partner_id: null,
      rider_id: null,
      pickup_creator: input.pickup.creator,
      pickup_eta_mins: input.pickup.eta_mins,
      dropoff_area: input.dropoff.area,
      currency: input.payout_estimate.currency,
      amount_minor: toMinor(input.payout_estimate.amount, input.payout_estimate.currency),
      cancellation_reason: null,
      settlement_id: null,
      created_at: now,
      updated_at: now,
      assigned_at: null,
      picked_up_at: null,
      delivered_at: null,
      cancelled_at: null,
      version: 1,
      sandbox_partner_id: sandbox,
      pickup_lat: input.pickup.location?.lat ?? null,
      pickup_lng: input.pickup.location?.lng ?? null,
      dropoff_lat: input.dropoff.location?.lat ?? null,
      dropoff_lng: input.dropoff.location?.lng ?? null,
      reference: input.reference ?? null,
      accept_by: timestampAt(Date.parse(now) + windowMs),
      escalation_step: 0,
      offered_zones: null,
      pickup_by: timestampAt(Date.parse(now) + (input.pickup_within === undefined ? input.pickup.eta_mins * 60_000 : parseDuration(input.pickup_within))),
      deliver_by: timestampAt(Date.parse(now) + (input.deliver_within === undefined ? ctx.config.deliveryWindowMs : parseDuration(input.deliver_within))),
      late_pickup_at: null,
      late_delivery_at: null,
    };
    await insertOrder(trx, order);
    const offeredTo = await recordEvent(ctx, trx, 'order.created', sandbox ? [sandbox] : { zone: order.zone }, toOrder(order), networkData(order));
    await audit(trx, by, 'order.create', order.id);
    return { row: order, offeredTo };
  });
  dispatchMayHaveChanged.emit();
  offerDeadlineSet.emit(Date.parse(created.row.accept_by!));
  return created;
}

/** The offer window of a new job: `accept_within` (its schema bounds it), else PDN_OFFER_WINDOW. */
function offerWindowOf(ctx: Context, acceptWithin: string | undefined): number {
  return acceptWithin === undefined ? ctx.config.offerWindowMs : parseDuration(acceptWithin);
}

export async function getOrderAsNetwork(ctx: Context, orderId: string): Promise<AdminOrder> {
  return toAdminOrder(await loadOrder(ctx.store.db, orderId, null));
}

/**
 * Every live order, by the network's filters, oldest first. `unassignedFor` (a duration such as
 * `5m`, checked and bounded by the route's schema): unassigned orders created at least that long ago.
 */
export async function listOrdersAsNetwork(
  ctx: Context,
  query: { statuses?: OrderStatus[]; zone?: string; partnerId?: string; reference?: string; unassignedFor?: string; late?: LateKind | 'any'; limit: number; startingAfter?: string },
): Promise<Page<AdminOrder>> {
  const { unassignedFor, late, ...filter } = query;
  const since = unassignedFor === undefined ? undefined : timestampAt(Date.now() - parseDuration(unassignedFor));
  const rows = await listNetworkOrders(ctx.store.db, { ...filter, unassignedSince: since, late: late && { kind: late, now: nowIso() } });
  return page(rows, query.limit, toAdminOrder, (o) => o.order_id);
}

/** An order of the live network (`sandbox` null) or of one sandbox: the two never see each other's. */
async function loadOrder(db: Db, orderId: string, sandbox: string | null): Promise<OrdersTable> {
  const order = await findOrder(db, orderId);
  if (!order || order.sandbox_partner_id !== sandbox) throw new AppError('order_not_found', `No order ${orderId}.`);
  return order;
}

/**
 * Who moves an order: the network (its live orders, or a sandbox's through the test helpers
 * and the autopilot), or the partner holding it, reporting its rider's progress.
 */
type Mover = { by: 'network'; sandbox: string | null; audit?: AuditBy } | { by: 'partner'; partner: PartnerPrincipal };

/**
 * The moves along the lifecycle, all alike, whoever makes them: the order goes to the move's
 * status, stamped in its `<status>_at`; the rider's slot is freed when the order stops holding
 * one (rider before order, the lock order every move uses); the event goes to the partner
 * holding the order, or, for a job nobody held, to every partner covering its zone (it was
 * announced to them). The compare-and-set on the status makes the first of racing moves win.
 *
 * A partner's report of a move that has already happened (its own retry, or the network got
 * there first) answers the order as it is and sends nothing, so a rider app may retry freely;
 * the network's own moves keep answering such a repeat with 409.
 */
async function applyMove(
  ctx: Context,
  move: 'pickup' | 'deliver' | 'cancel',
  orderId: string,
  mover: Mover,
  options: { changes?: Partial<OrdersTable>; proof?: DeliveryProof | null } = {},
): Promise<OrdersTable> {
  const to = ORDER_MOVES[move].to;
  const alreadyDone = (status: OrderStatus) => mover.by === 'partner' && move !== 'cancel' && isDone(move, status);
  const row = await transact(ctx, async (trx) => {
    const order = mover.by === 'partner' ? await loadHeldOrder(trx, mover.partner, orderId) : await loadOrder(trx, orderId, mover.sandbox);
    const from = order.status;
    if (alreadyDone(from)) return order;
    if (!canMove(move, from)) throw moveRefused(move, order);
    const now = nowIso();
    if (HOLDS_RIDER.includes(from) && !HOLDS_RIDER.includes(to)) await releaseDeliverySlot(trx, order.rider_id!, now);
    const changes: Partial<OrdersTable> = { status: to, ...options.changes, updated_at: now };
    changes[`${to}_at`] = now;
    const moved = await moveOrder(trx, orderId, { status: order.status, riderId: order.rider_id }, changes);
    if (!moved) return lostRace(trx, move, orderId, alreadyDone);
    const recipients = order.partner_id ? [order.partner_id] : mover.by === 'network' && mover.sandbox ? [mover.sandbox] : await openJobRecipients(trx, order);
    const extra = moveExtra(moved, mover.by, options.proof ?? null);
    await recordEvent(ctx, trx, `order.${to}`, recipients, { ...toOrder(moved), ...extra }, networkData(moved, extra));
    if (mover.by === 'network') await audit(trx, mover.audit, `order.${move}`, orderId);
    return moved;
  });
  // A seat freed (delivered, cancelled while held) may let a waiting job be auto-dispatched.
  if (move !== 'pickup') dispatchMayHaveChanged.emit();
  return row;
}

/** What an order event's `data` adds to the order: for a pickup or a delivery who reported it (and the delivery's payout and proof). */
function moveExtra(order: OrdersTable, reportedBy: Reporter, proof: DeliveryProof | null): object {
  if (order.status === 'picked_up') return { reported_by: reportedBy };
  if (order.status === 'delivered') return { payout: payoutOf(order), reported_by: reportedBy, proof };
  return {};
}

// `sandbox`: moves of a sandbox's orders (the test helpers); null, the network's live orders.
// They answer the network's view; a sandbox's routes show it as the partner's (their schema
// has no `partner_id` or `reference`).

export async function pickupOrder(ctx: Context, orderId: string, sandbox: string | null = null, by?: AuditBy): Promise<AdminOrder> {
  return toAdminOrder(await applyMove(ctx, 'pickup', orderId, { by: 'network', sandbox, audit: by }));
}

export async function deliverOrder(ctx: Context, orderId: string, sandbox: string | null = null, by?: AuditBy): Promise<AdminOrder> {
  return toAdminOrder(await applyMove(ctx, 'deliver', orderId, { by: 'network', sandbox, audit: by }));
}

/** Whose open job it is to see: the active partners covering one of its zones that the network's steering lets see it. */
type Steered = Pick<OrdersTable, 'zone' | 'offered_zones' | 'excluded_partner_ids' | 'offered_partner_ids'>;

async function partnersOfferedTo(trx: Trx, order: Steered): Promise<string[]> {
  return (await partnersRoutedInZones(trx, offeredZones(order))).filter((partnerId) => steeredTo(order, partnerId));
}

/** The recipients of an open job's event: every partner that may see it (by zone, in one read, when the network steered nothing). */
export async function openJobRecipients(trx: Trx, order: Steered): Promise<Recipients> {
  if (order.excluded_partner_ids == null && order.offered_partner_ids == null) return { zones: offeredZones(order) };
  return partnersOfferedTo(trx, order);
}

export interface ReleaseOptions {
  reason?: string;
  by?: Releaser;
  /** Keep the job from the partner it is taken from until the network offers it to that partner again (default true). */
  exclude?: boolean;
}

/**
 * Puts an assigned (not yet picked-up) live order back in the pool: unassigned, no partner,
 * no rider, the rider's slot freed, a new version, and (`exclude`, default true) kept from the
 * partner that held it. `order.released` goes to that partner and to the partners that may now
 * take it. Any other state: 409. Racing a pickup (or a reassign, an accept): the
 * compare-and-set on status and rider decides, exactly one wins.
 */
export async function releaseOrder(ctx: Context, orderId: string, options: ReleaseOptions & { audit?: AuditBy } = {}): Promise<AdminOrder> {
  const row = await transact(ctx, async (trx) => {
    const order = await loadOrder(trx, orderId, null);
    if (order.status !== 'assigned') {
      throw new AppError('order_state_conflict', `Cannot release order ${orderId}: it is ${order.status}, and release needs assigned (not yet picked up).`, {
        order_status: order.status,
      });
    }
    const released = await releaseInTransaction(ctx, trx, order, { reason: options.reason, by: options.by ?? 'network', exclude: options.exclude ?? true });
    await audit(trx, options.audit, 'order.release', orderId);
    return released;
  });
  dispatchMayHaveChanged.emit(); // offered again: auto-dispatch may take it
  return toAdminOrder(row);
}

/**
 * The release itself, in the caller's transaction, of an order the caller read assigned
 * (`releaseOrder`, or a suspension for each order the partner holds, which excludes nobody: the
 * partner is offered nothing while suspended, and everything again once resumed). Rider before
 * order, the lock order of every move. If the order changed since it was read (picked up,
 * reassigned, cancelled), the transaction runs again from the top: the caller reads it afresh.
 */
export async function releaseInTransaction(ctx: Context, trx: Trx, order: OrdersTable, options: Required<Pick<ReleaseOptions, 'by' | 'exclude'>> & { reason?: string }): Promise<OrdersTable> {
  const now = nowIso();
  const heldBy = order.partner_id!;
  // The release decides for the partner it takes the job from: kept from it, or not (any more).
  const others = excludedPartners(order).filter((partnerId) => partnerId !== heldBy);
  const excluded = options.exclude ? [...others, heldBy] : others;
  await releaseDeliverySlot(trx, order.rider_id!, now);
  const released = await moveOrder(trx, order.id, { status: 'assigned', riderId: order.rider_id }, {
    status: 'unassigned',
    partner_id: null,
    rider_id: null,
    assigned_at: null,
    updated_at: now,
    // Offered again with a fresh window (PDN_OFFER_WINDOW) from its current step; a job whose
    // ladder had run out stays expired (the network was told once).
    accept_by: order.accept_by === null ? null : timestampAt(Date.parse(now) + ctx.config.offerWindowMs),
    excluded_partner_ids: excluded.length > 0 ? JSON.stringify(excluded) : null,
  });
  if (!released) throw new TransactionConflict();
  if (released.accept_by) afterCommit(trx, () => offerDeadlineSet.emit(Date.parse(released.accept_by!)));
  const recipients = [...new Set([heldBy, ...(await partnersOfferedTo(trx, released))])];
  const extra = { released_by: options.by, release_reason: options.reason ?? null };
  // Only the network is told whose it was: partners never learn each other's jobs or riders.
  const network = networkData(released, { ...extra, released_from: { partner_id: heldBy, rider_id: order.rider_id } });
  await recordEvent(ctx, trx, 'order.released', recipients, { ...toOrder(released), ...extra }, network);
  return released;
}

/**
 * The network gives an open live job to a rider of any partner (online, with room), whatever
 * the job's zones or steering: the partner's accept, made by the network (`order.assigned` with
 * `assigned_by: "network"`, to that partner and the network). The same locks in the same order
 * as an accept (the partner's row shared first, then the rider, then the order), so racing an
 * accept, an auto-dispatch or a cancel, the compare-and-set decides: exactly one wins.
 */
export async function assignOrder(ctx: Context, orderId: string, riderId: string, by?: AuditBy): Promise<AdminOrder> {
  const row = await transact(ctx, async (trx) => {
    const rider = await findLiveRider(trx, riderId);
    if (!rider) throw new AppError('rider_not_found', `No rider ${riderId}.`, { param: 'rider_id' });
    const { active, order } = await acceptReads(trx, { livePartnerId: rider.partner_id, partnerId: rider.partner_id, riderId, orderId });
    if (!order || order.sandbox_partner_id !== null) throw new AppError('order_not_found', `No order ${orderId}.`);
    if (order.status !== 'unassigned') {
      throw new AppError('order_state_conflict', `Cannot assign order ${orderId}: it is ${order.status}, and assign needs unassigned.`, { order_status: order.status });
    }
    if (!active) throw new AppError('partner_not_active', `Rider ${riderId}'s partner ${rider.partner_id} is suspended: it takes no job until it is resumed.`);
    const now = nowIso();
    await takeSlot(trx, rider.partner_id, riderId, order, now);
    const assigned = await moveOrder(trx, orderId, { status: 'unassigned' }, {
      status: 'assigned',
      partner_id: rider.partner_id,
      rider_id: riderId,
      assigned_at: now,
      updated_at: now,
    });
    // Another move committed first: run again, which refuses it.
    if (!assigned) throw new TransactionConflict();
    const extra = { assigned_by: 'network' satisfies Assigner };
    await recordEvent(ctx, trx, 'order.assigned', [rider.partner_id], { ...toOrder(assigned), ...extra }, networkData(assigned, extra));
    await audit(trx, by, 'order.assign', orderId);
    return assigned;
  });
  return toAdminOrder(row);
}

/**
 * The network offers an open live job again (an expired one too): a new `accept_by` (now +
 * `accept_within`, else PDN_OFFER_WINDOW), and any of a new payout, more zones, or only the
 * partners named. Named or not, the partners it is now offered to are no longer kept from it
 * (their release's exclusion ends). `order.offered` goes to the network and to every partner
 * that may now see the job. A compare-and-set on the version: racing any other change, this
 * runs again on the job as it then is.
 */
export async function offerOrder(ctx: Context, orderId: string, input: OfferOrderInput, by?: AuditBy): Promise<AdminOrder> {
  if (input.payout_estimate) {
    const problem = moneyProblem(input.payout_estimate.amount, input.payout_estimate.currency);
    if (problem) throw new AppError('invalid_value', `payout_estimate.${problem.field}: ${problem.message}.`, { param: `payout_estimate.${problem.field}` });
  }
  const windowMs = offerWindowOf(ctx, input.accept_within);
  const named = input.partner_ids && [...new Set(input.partner_ids)];
  const row = await transact(ctx, async (trx) => {
    const order = await loadOrder(trx, orderId, null);
    if (order.status !== 'unassigned') {
      throw new AppError('order_state_conflict', `Cannot offer order ${orderId}: it is ${order.status}, and offer needs unassigned.`, { order_status: order.status });
    }
    const before = offeredZones(order);
    const zones = [...before, ...new Set((input.zones ?? []).filter((zone) => !before.includes(zone)))];
    if (named) await checkNamedPartners(trx, named, zones);
    const excluded = named ? excludedPartners(order).filter((partnerId) => !named.includes(partnerId)) : [];
    const now = nowIso();
    const offered = await moveOrder(trx, orderId, { status: 'unassigned', version: order.version }, {
      accept_by: timestampAt(Date.parse(now) + windowMs),
      updated_at: now,
      offered_zones: zones.length > before.length ? JSON.stringify(zones) : undefined,
      currency: input.payout_estimate?.currency,
      amount_minor: input.payout_estimate && toMinor(input.payout_estimate.amount, input.payout_estimate.currency),
      excluded_partner_ids: excluded.length > 0 ? JSON.stringify(excluded) : null,
      offered_partner_ids: named ? JSON.stringify(named) : null,
    });
    if (!offered) throw new TransactionConflict();
    const added = zones.slice(before.length).filter((zone) => zone !== order.zone);
    if (added.length > 0) await addOrderZones(trx, added.map((zone) => ({ zone, order_id: orderId })));
    afterCommit(trx, () => offerDeadlineSet.emit(Date.parse(offered.accept_by!)));
    await recordEvent(ctx, trx, 'order.offered', await openJobRecipients(trx, offered), toOrder(offered), networkData(offered));
    await audit(trx, by, 'order.offer', orderId);
    return offered;
  });
  dispatchMayHaveChanged.emit(); // offered to more partners, or again: auto-dispatch may take it
  return toAdminOrder(row);
}

/** Each partner named by an offer is a live partner covering one of the zones the job is offered in; otherwise nobody could see it there. */
async function checkNamedPartners(trx: Trx, named: string[], zones: string[]): Promise<void> {
  const partners = new Map((await findPartnersByIds(trx, named)).map((p) => [p.id, p]));
  named.forEach((partnerId, i) => {
    const partner = partners.get(partnerId);
    if (!partner || partner.sandbox_of !== null) throw new AppError('partner_not_found', `No partner ${partnerId}.`, { param: `partner_ids[${i}]` });
    const territories = JSON.parse(partner.territories) as string[];
    if (!territories.some((zone) => zones.includes(zone))) {
      throw new AppError('invalid_value', `partner_ids[${i}]: partner ${partnerId} covers none of the zones the job is offered in (${zones.join(', ')}); add one of its territories (${territories.join(', ')}) with zones.`, {
        param: `partner_ids[${i}]`,
      });
    }
  });
}

export async function cancelOrder(ctx: Context, orderId: string, reason?: string, sandbox: string | null = null, by?: AuditBy): Promise<AdminOrder> {
  return toAdminOrder(await applyMove(ctx, 'cancel', orderId, { by: 'network', sandbox, audit: by }, { changes: { cancellation_reason: reason ?? null } }));
}

/**
 * Marks taken jobs late of `kind` and announces each once (`order.late`) to the partner holding
 * it and the network, in one transaction (the late pass, orders.late.ts). Jobs that moved on
 * meanwhile, or that another instance announced, are left out; returns those announced here.
 */
export async function announceLate(ctx: Context, kind: LateKind, ids: string[]): Promise<OrdersTable[]> {
  return transact(ctx, async (trx) => {
    const rows = await markLate(trx, ids, kind, nowIso());
    // One recipient per group: the partner holding the jobs, live or in its sandbox.
    const groups = new Map<string, OrdersTable[]>();
    for (const row of rows) {
      const key = `${row.partner_id} ${row.sandbox_partner_id ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) {
      const items = group.map((row) => {
        const late = { pickup_by: row.pickup_by ?? null, deliver_by: row.deliver_by ?? null, late: kind };
        return { data: { ...toOrder(row), ...late }, network: networkData(row, late) };
      });
      await recordEvents(ctx, trx, 'order.late', [group[0].partner_id!], items);
    }
    return rows;
  });
}
