// The network API's response schemas live with their domains; registered from here.
export { ApiKeySchema, IssuedApiKeySchema, PartnerSchema, RolledApiKeySchema } from '../partners/partners.schemas.js';
export { SettlementSchema } from '../settlements/settlements.schemas.js';

/** The escalation ladder, as both escalation_policy routes describe it. */
export const ESCALATION_LADDER =
  'When an unassigned job\'s `accept_by` passes, the step at its `escalation_step` applies within 2 s: `escalation_step` +1, `version` +1, `payout_estimate.amount` raised by `payout_increase`, `zones` added to `offered_zones`, and `accept_by` = then + `accept_within`; `order.escalated` (data: the order) goes to the network and to every partner covering any of `offered_zones`. With no step left, the network gets `order.expired` once, and the job stays unassigned with `accept_by: null` (partners may still accept it). Each job takes the ladder in force when each of its deadlines passes.';
