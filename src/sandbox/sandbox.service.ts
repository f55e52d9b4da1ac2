// The test helpers: what the network does to live orders (create, pickup, deliver, cancel,
// settle) and what it does to add riders, done by a partner to its own sandbox with a test
// key. Each one calls the same service as the live operation, so the rules and the events
// are the same; only the sandbox's partner id scopes it.
import type { Context } from '../context.js';
import { getOrder, acceptOrder, cancelOrder, createOrder, deliverOrder, pickupOrder, type CreateOrderInput } from '../orders/orders.service.js';
import type { Order } from '../orders/orders.mapper.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { findFreeRider } from '../riders/riders.queries.js';
import { createOwnRider, type OwnRiderInput } from '../riders/riders.service.js';
import { settleOwn } from '../settlements/settlements.service.js';
import { AppError } from '../shared/errors.js';

/** The caller's sandbox: a live key is told there is nothing here (as for any unknown path). */
export function sandboxPartner(partner: PartnerPrincipal): PartnerPrincipal {
  if (partner.mode !== 'test') {
    throw new AppError('not_found', 'Test helpers work on your sandbox only: call them with a test key (pdn_test_…).');
  }
  return partner;
}

export function createSandboxRider(ctx: Context, partner: PartnerPrincipal, input: OwnRiderInput) {
  return createOwnRider(ctx, sandboxPartner(partner), input);
}

export type SandboxOrderInput = Omit<CreateOrderInput, 'zone'> & { zone?: string; auto_advance?: boolean };

export async function createSandboxOrder(ctx: Context, partner: PartnerPrincipal, input: SandboxOrderInput, autopilot: Autopilot): Promise<Order> {
  const sandbox = sandboxPartner(partner);
  const { auto_advance: autoAdvance, zone = sandbox.territories[0], ...order } = input;
  if (!sandbox.territories.includes(zone)) {
    throw new AppError('zone_not_in_territory', `Zone "${zone}" is not one of your territories (${sandbox.territories.join(', ')}).`, { param: 'zone' });
  }
  const created = await createOrder(ctx, { ...order, zone }, sandbox.partnerId);
  if (autoAdvance) autopilot.drive(ctx, sandbox, created.order_id);
  return created;
}

export type SandboxMove = 'pickup' | 'deliver' | 'cancel';

export function moveSandboxOrder(ctx: Context, partner: PartnerPrincipal, move: SandboxMove, orderId: string, reason?: string): Promise<Order> {
  const { partnerId } = sandboxPartner(partner);
  if (move === 'pickup') return pickupOrder(ctx, orderId, partnerId);
  if (move === 'deliver') return deliverOrder(ctx, orderId, partnerId);
  return cancelOrder(ctx, orderId, reason, partnerId);
}

export function settleSandbox(ctx: Context, partner: PartnerPrincipal, currency?: string) {
  return settleOwn(ctx, sandboxPartner(partner), currency);
}

/** Pause between the steps of an order that advances by itself. */
export const AUTO_ADVANCE_STEP_MS = 2_000;
const MAX_STEPS = 10;

/**
 * Sandbox orders created with `auto_advance`: each step after a pause, the order is accepted
 * (unless the partner accepted it meanwhile) for one of its online sandbox riders with room,
 * made if there is none, then picked up, then delivered; the partner sees the whole lifecycle
 * untouched. Timers of this process only: a restart leaves the order where it was.
 */
export class Autopilot {
  readonly #timers = new Set<NodeJS.Timeout>();
  #stopped = false;

  constructor(readonly stepMs = AUTO_ADVANCE_STEP_MS) {}

  drive(ctx: Context, partner: PartnerPrincipal, orderId: string, steps = 0): void {
    if (this.#stopped || steps >= MAX_STEPS) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.#step(ctx, partner, orderId).then(
        (more) => more && this.drive(ctx, partner, orderId, steps + 1),
        (error) => {
          ctx.log.warn({ err: error, order_id: orderId }, 'sandbox auto-advance step failed');
          this.drive(ctx, partner, orderId, steps + 1);
        },
      );
    }, this.stepMs);
    timer.unref();
    this.#timers.add(timer);
  }

  /** One move along the lifecycle; false once the order is done. */
  async #step(ctx: Context, partner: PartnerPrincipal, orderId: string): Promise<boolean> {
    const order = await getOrder(ctx, partner, orderId);
    switch (order.status) {
      case 'unassigned':
        await acceptOrder(ctx, partner, orderId, await this.#riderFor(ctx, partner, order.zone), 'network');
        return true;
      case 'assigned':
        await pickupOrder(ctx, orderId, partner.partnerId);
        return true;
      case 'picked_up':
        await deliverOrder(ctx, orderId, partner.partnerId);
        return false;
      default:
        return false;
    }
  }

  async #riderFor(ctx: Context, partner: PartnerPrincipal, zone: string): Promise<string> {
    const free = await findFreeRider(ctx.store.db, partner.partnerId, zone);
    if (free) return free.id;
    return (await createOwnRider(ctx, partner, { zone, capacity: 5, status: 'online', name: 'Sandbox autopilot' })).rider_id;
  }

  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
