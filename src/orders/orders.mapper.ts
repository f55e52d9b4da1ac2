import type { OrdersTable, OrderStatus } from '../store/schema.js';
import { fromMinor } from '../shared/money.js';

export { ORDER_STATUSES, type OrderStatus } from '../store/schema.js';

interface Money {
  currency: string;
  amount: number;
}

/** The contract's Order shape (the accept response), exactly. */
export interface OrderSummary {
  order_id: string;
  status: OrderStatus;
  rider_id: string | null;
  pickup: { creator: string; eta_mins: number };
  dropoff: { area: string };
  payout_estimate: Money;
}

/** What retrieve, lists and events show: the summary plus where and when. */
export interface Order extends OrderSummary {
  object: 'order';
  zone: string;
  cancellation_reason: string | null;
  created_at: string;
  updated_at: string;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
}

export function payoutOf(row: OrdersTable): Money {
  return { currency: row.currency, amount: fromMinor(row.amount_minor, row.currency) };
}

export function toOrderSummary(row: OrdersTable): OrderSummary {
  return {
    order_id: row.id,
    status: row.status,
    rider_id: row.rider_id,
    pickup: { creator: row.pickup_creator, eta_mins: row.pickup_eta_mins },
    dropoff: { area: row.dropoff_area },
    payout_estimate: payoutOf(row),
  };
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
  };
}
