// Types for the dashboard's JSDoc, from the API's generated types (clients/typescript): the
// dashboard's calls are checked against the same document the server serves.
import type { ItemOf, ListPath, RequestOf, ResponseOf } from '../../clients/typescript/src/index.js';
import type { components, paths } from '../../clients/typescript/src/schema.js';

export type { ItemOf, ListPath, RequestOf, ResponseOf };
export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type Order = Schemas['Order'];
export type RiderListItem = Schemas['RiderListItem'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type ListedEvent = Schemas['ListedEvent'];
type Method = 'get' | 'post' | 'patch' | 'delete';
export type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
/** The path and query parameters of an operation. */
export type ParamsOf<P extends keyof paths, M extends Method> = RequestOf<P, M>['params'];
/** The JSON body of an operation. */
export type BodyOf<P extends keyof paths, M extends Method> = RequestOf<P, M> extends { body?: infer B } ? B : never;
