import type { OrderStatus } from './orders.mapper.js';

/**
 * The order state machine, in one place. Reassign is the assigned→assigned move. Every
 * move not listed is refused with 409 and changes nothing.
 */
export const ORDER_MOVES = {
  accept: { from: ['unassigned'], to: 'assigned' },
  reassign: { from: ['assigned'], to: 'assigned' },
  pickup: { from: ['assigned'], to: 'picked_up' },
  deliver: { from: ['picked_up'], to: 'delivered' },
  cancel: { from: ['unassigned', 'assigned', 'picked_up'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderMove = keyof typeof ORDER_MOVES;

export function canMove(move: OrderMove, from: OrderStatus): boolean {
  return (ORDER_MOVES[move].from as readonly OrderStatus[]).includes(from);
}

/**
 * The partner's own reports (pickup, deliver): the statuses in which the move has already
 * happened, by whoever reported it first, so repeating it answers the order unchanged.
 * A pickup has happened once the order is picked up or delivered (a rider app may retry a
 * pickup after its delivery went through); a cancelled order is not, whatever its past.
 */
export const DONE_IN = {
  pickup: ['picked_up', 'delivered'],
  deliver: ['delivered'],
} as const satisfies Record<'pickup' | 'deliver', readonly OrderStatus[]>;

export type ReportedMove = keyof typeof DONE_IN;

export function isDone(move: ReportedMove, status: OrderStatus): boolean {
  return (DONE_IN[move] as readonly OrderStatus[]).includes(status);
}

/** Statuses in which an order holds one of its rider's delivery slots. */
export const HOLDS_RIDER: readonly OrderStatus[] = ['assigned', 'picked_up'];
