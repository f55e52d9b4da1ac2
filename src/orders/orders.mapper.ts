import type { OrdersTable } from '../store/schema.js';
import { fromMinor } from '../shared/money.js';

export const ORDER_STATUSES = ['unassigned', 'assigned', 'picked_up', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

type Money = {
  currency: string;
  amount: number;
};

/** The contract's Order shape (the accept response), exactly. */
export type OrderSummary = {
  order_id: string;
  status: OrderStatus;
  rider_id: string | null;
  pickup: { creator: string; eta_mins: number };
  dropoff: { area: string };
  payout_estimate: Money;
};

/** What retrieve, lists and events show: the summary plus where and when. */
export type Order = OrderSummary & {
  object: 'order';
  zone: string;
  cancellation_reason: string | null;
  created_at: string;
  updated_at: string;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  /** 1 at creation, +1 on every change: a receiver keeps the highest it has seen. */
  version: number;
};

export function payoutOf(row: OrdersTable): Money {
  return { currency: row.currency, amount: fromMinor(row.amount_minor, row.currency) };
}

export function toOrderSummary(row: OrdersTable): OrderSummary {
  return {
    order_id: row.id,
    status: row.status as OrderStatus,
    rider_id: row.rider_id,
    pickup: { creator: row.pickup_creator, eta_mins: row.pickup_eta_mins },
    dropoff: { area: row.dropoff_area },
    payout_estimate: payoutOf(row),
  };
}

/** What accept answers: the contract's shape, which after an accept is always assigned to a rider. */
export type AcceptedOrder = OrderSummary & { status: 'assigned'; rider_id: string };

export function toAcceptedOrder(row: OrdersTable): AcceptedOrder {
  const summary = toOrderSummary(row);
  if (summary.status !== 'assigned' || summary.rider_id === null) throw new Error(`order ${row.id} is ${row.status}, not assigned`);
  return { ...summary, status: 'assigned', rider_id: summary.rider_id };
}

export function toOrder(row: OrdersTable): Order {
  return {
    object: 'order',
    ...toOrderSummary(row),
    zone: row.zone,
    cancellation_reason: row.cancellation_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
    assigned_at: row.assigned_at,
    picked_up_at: row.picked_up_at,
    delivered_at: row.delivered_at,
    cancelled_at: row.cancelled_at,
    version: row.version,
  };
}
