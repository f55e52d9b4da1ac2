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

/** Statuses in which an order holds one of its rider's delivery slots. */
export const HOLDS_RIDER: readonly OrderStatus[] = ['assigned', 'picked_up'];
