// Types for the dashboard's JSDoc, from the API's generated types (clients/typescript): the
// dashboard's calls are checked against the same document the server serves.
import type { ItemOf, ListPath, Order, paths, Problem, RequestOf, ResponseOf, RiderListItem, Schemas, WebhookEndpoint } from '../../clients/typescript/src/index.js';

export type { ItemOf, ListPath, Order, Problem, RequestOf, ResponseOf, RiderListItem, Schemas, WebhookEndpoint };
export type ListedEvent = Schemas['ListedEvent'];
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
/** The path and query parameters of an operation. */
export type ParamsOf<P extends keyof paths, M extends Method> = RequestOf<P, M>['params'];
/** The JSON body of an operation. */
export type BodyOf<P extends keyof paths, M extends Method> = RequestOf<P, M> extends { body?: infer B } ? B : never;
