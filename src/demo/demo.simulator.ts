// The demo's moving parts: the network creates orders, the other fleet operator races for jobs
// in the zones it shares with the demo partner, riders pick up and deliver after (shortened)
// realistic delays, some orders are cancelled, and settlements are paid now and then.
import { createHash } from 'node:crypto';
import type { Context } from '../context.js';
import { acceptOrder, cancelOrder, createOrder, deliverOrder, pickupOrder } from '../orders/orders.service.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { settlePartner } from '../settlements/settlements.service.js';
import { AppError } from '../shared/errors.js';
import type { OrdersTable, RidersTable } from '../store/schema.js';

type RiderSeed = { name: string; zone: string; capacity: number; status: 'online' | 'on-break' | 'offline' };

export const DEMO_ZONES = ['old-town', 'riverside', 'harbour', 'university'];

/** The demo partner first (the one the dashboard signs in as), then its competitor. */
export const DEMO_FLEETS: Array<{ name: string; territories: string[]; riders: RiderSeed[] }> = [
  {
    name: 'Swift Couriers',
    territories: ['old-town', 'riverside', 'harbour'],
    riders: [
      { name: 'Amira Haddad', zone: 'old-town', capacity: 3, status: 'online' },
      { name: 'Bruno Costa', zone: 'old-town', capacity: 2, status: 'online' },
      { name: 'Chloé Martin', zone: 'old-town', capacity: 2, status: 'on-break' },
      { name: 'Dawit Bekele', zone: 'riverside', capacity: 3, status: 'online' },
      { name: 'Elif Yılmaz', zone: 'riverside', capacity: 2, status: 'online' },
      { name: 'Finn Larsen', zone: 'riverside', capacity: 2, status: 'offline' },
      { name: 'Grace Okafor', zone: 'harbour', capacity: 4, status: 'online' },
      { name: 'Hiro Tanaka', zone: 'harbour', capacity: 2, status: 'on-break' },
      { name: 'Inès Moreau', zone: 'harbour', capacity: 2, status: 'offline' },
    ],
  },
  {
    name: 'Rapid Wheels',
    territories: ['riverside', 'harbour', 'university'],
    riders: [
      { name: 'Jonas Weber', zone: 'riverside', capacity: 3, status: 'online' },
      { name: 'Kofi Mensah', zone: 'riverside', capacity: 2, status: 'online' },
      { name: 'Lucía Pérez', zone: 'harbour', capacity: 3, status: 'online' },
      { name: 'Mei Chen', zone: 'university', capacity: 3, status: 'online' },
      { name: 'Nikolai Petrov', zone: 'university', capacity: 2, status: 'on-break' },
    ],
  },
];

const CREATORS = ['Mama Kitchen', 'Noodle Bar 88', 'Green Bowl', 'Pizzeria Sole', 'Taco Loco', 'Sushi Ando', 'The Curry House', 'Falafel Corner'];
const AREAS = ['Market Square', 'Canal Street', 'Dockside', 'Campus North', 'Station Road', 'Rose Garden', 'Mill Lane', 'Harbour View'];

/** A stable pseudo-random number in [0, 1) per order and purpose, so each order's fate is decided once. */
function chance(id: string, purpose: string): number {
  return createHash('sha1').update(`${id}:${purpose}`).digest().readUInt32BE(0) / 2 ** 32;
}
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
const secondsSince = (iso: string | null, now: number) => (iso ? (now - Date.parse(iso)) / 1000 : 0);

export interface SimulatorOptions {
  demo: PartnerPrincipal;
  other: PartnerPrincipal;
  ordersPerMinute: number;
  /** Also accept, for the demo partner, jobs nobody took for a while, so its orders move without clicks. */
  autopilot: boolean;
}

/** A rider of the partner who can take a job in `zone`: online with room, in the zone if possible. */
function freeRider(riders: RidersTable[], partnerId: string, zone: string): RidersTable | undefined {
  const free = riders.filter((r) => r.partner_id === partnerId && r.status === 'online' && r.active_deliveries < r.capacity);
  return free.find((r) => r.zone === zone) ?? free[0];
}

export function startSimulator(ctx: Context, options: SimulatorOptions): { stop(): void } {
  const db = ctx.store.db;
  let orderCredit = 1; // the first order comes at once
  let lastSettlement = Date.now();
  let busy = false;

  // Races with the dashboard user are expected: a 409 just means someone else moved first.
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  };

  async function createOrders(): Promise<void> {
    orderCredit += options.ordersPerMinute / 60;
    while (orderCredit >= 1) {
      orderCredit -= 1;
      await createOrder(ctx, {
        zone: pick(DEMO_ZONES),
        pickup: { creator: pick(CREATORS), eta_mins: 5 + Math.floor(Math.random() * 16) },
        dropoff: { area: pick(AREAS) },
        payout_estimate: { currency: 'EUR', amount: Math.round((3.5 + Math.random() * 5.5) * 10) / 10 },
      });
    }
  }

  async function moveOrders(now: number): Promise<void> {
    const [orders, riders] = await Promise.all([
      db.selectFrom('orders').selectAll().where('status', 'in', ['unassigned', 'assigned', 'picked_up']).orderBy('id').execute(),
      db.selectFrom('riders').selectAll().execute(),
    ]);
    for (const order of orders as OrdersTable[]) {
      const age = secondsSince(order.created_at, now);
      // About one order in twenty is cancelled by the customer before it is picked up.
      if (order.status !== 'picked_up' && chance(order.id, 'cancel') < 0.05 && age > 12 + 20 * chance(order.id, 'cancel-at')) {
        await attempt(() => cancelOrder(ctx, order.id, 'customer cancelled'));
        continue;
      }
      if (order.status === 'unassigned') {
        const otherWants = options.other.territories.includes(order.zone) && chance(order.id, 'other') < 0.55;
        if (otherWants && age > 6 + 14 * chance(order.id, 'other-at')) {
          const rider = freeRider(riders, options.other.partnerId, order.zone);
          if (rider) await attempt(() => acceptOrder(ctx, options.other, order.id, rider.id));
        } else if (options.autopilot && options.demo.territories.includes(order.zone) && age > 35) {
          const rider = freeRider(riders, options.demo.partnerId, order.zone);
          if (rider) await attempt(() => acceptOrder(ctx, options.demo, order.id, rider.id));
        } else if (age > 150) {
          await attempt(() => cancelOrder(ctx, order.id, 'no rider found in time'));
        }
      } else if (order.status === 'assigned' && secondsSince(order.assigned_at, now) > 8 + 15 * chance(order.id, 'pickup')) {
        await attempt(() => pickupOrder(ctx, order.id));
      } else if (order.status === 'picked_up' && secondsSince(order.picked_up_at, now) > 10 + 20 * chance(order.id, 'deliver')) {
        await attempt(() => deliverOrder(ctx, order.id));
      }
    }
  }

  async function paySettlements(now: number): Promise<void> {
    if (now - lastSettlement < 60_000) return;
    lastSettlement = now;
    for (const partner of [options.demo, options.other]) await attempt(() => settlePartner(ctx, { partner_id: partner.partnerId }));
  }

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const now = Date.now();
    createOrders()
      .then(() => moveOrders(now))
      .then(() => paySettlements(now))
      .catch((error) => ctx.log.error({ err: error }, 'demo simulator step failed'))
      .finally(() => {
        busy = false;
      });
  }, 1000);
  return { stop: () => clearInterval(timer) };
}
