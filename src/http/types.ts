import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Context } from '../context.js';
import type { AcceptedOrderSchema, OrderSchema } from '../orders/orders.schemas.js';
import type { RiderListItemSchema, RiderSchema } from '../riders/riders.schemas.js';
import type { ApiKeySchema, IssuedApiKeySchema, PartnerSchema, SettlementSchema } from '../admin/admin.schemas.js';
import type { WebhookEndpointSchema, WebhookEndpointWithSecretSchema } from '../webhooks/webhooks.schemas.js';
import type { ProblemSchema } from './schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    pdn: Context;
  }
}

/** The shared schemas a route may `$ref`, so their types resolve too. (The event unions are too deep for
 * json-schema-to-ts: the event routes name their reply type.) */
type References = [
  typeof ProblemSchema,
  typeof AcceptedOrderSchema,
  typeof OrderSchema,
  typeof RiderSchema,
  typeof RiderListItemSchema,
  typeof PartnerSchema,
  typeof ApiKeySchema,
  typeof IssuedApiKeySchema,
  typeof SettlementSchema,
  typeof WebhookEndpointSchema,
  typeof WebhookEndpointWithSecretSchema,
];

/** Route handlers are typed from their schemas: params, query and body from what validates them, replies from what serializes them. */
export type TypeProvider = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: References };
  SerializerSchemaOptions: { references: References };
}>;

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeProvider>;
export type RouteModule = (app: App) => void;
export type PageQuery = { limit: number; starting_after?: string };
