import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Context } from '../context.js';
import type { ProblemSchema } from './schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    pdn: Context;
  }
}

/**
 * The shared schemas a route may `$ref`, by `$id`, so their types resolve too. Each domain adds
 * its own to this interface (declaration merging) beside the schema, so this layer imports no
 * domain. (The event unions are too deep for json-schema-to-ts: the event routes name their reply type.)
 */
export interface SharedSchemas {
  Problem: typeof ProblemSchema;
}
type References = Array<SharedSchemas[keyof SharedSchemas]>;

/** Route handlers are typed from their schemas: params, query and body from what validates them, replies from what serializes them. */
export type TypeProvider = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: References };
  SerializerSchemaOptions: { references: References };
}>;

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeProvider>;
export type RouteModule = (app: App) => void;
export type PageQuery = { limit: number; starting_after?: string };
