import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Context } from './context.js';
import type { Store } from './store/store.js';
import { AppError, ERROR_CODES, PROBLEM_TYPE_BASE, statusOf, titleOf, type ErrorCode } from './shared/errors.js';
import { consolePlugin } from './console/console.plugin.js';
import { dashboardPlugin } from './dashboard/dashboard.plugin.js';
import { uiPlugin } from './ui/ui.plugin.js';
import { authPlugin } from './http/auth.plugin.js';
import { idempotencyPlugin } from './http/idempotency.plugin.js';
import { loggerOptions } from './http/logging.js';
import { metricsPlugin } from './http/metrics.plugin.js';
import { openapiPlugin } from './http/openapi.plugin.js';
import { clientErrorProblem, frameworkErrorProblem, problemPlugin } from './http/problem.plugin.js';
import { commonHeaders } from './http/response-headers.js';
import { rateLimitPlugin } from './http/rate-limit.plugin.js';
import { requestIdFor } from './http/request-id.js';
import { ProblemSchema, withStandardProblems } from './http/schemas.js';
import type { RouteModule, TypeProvider } from './http/types.js';
import { bodylessRoutesPlugin, validatorCompiler } from './http/validation.js';
import { serializerCompiler } from './http/serialization.js';
import { methodsOf } from './http/route-hooks.js';
import { ApiKeySchema, IssuedApiKeySchema, PartnerSchema, RolledApiKeySchema, SettlementSchema } from './admin/admin.schemas.js';
import { AcceptedOrderSchema, AdminOrderSchema, CreatedAdminOrderSchema, OrderSchema } from './orders/orders.schemas.js';
import { NetworkRiderSchema, RiderListItemSchema, RiderLocationSchema, RiderSchema } from './riders/riders.schemas.js';
import { EVENT_SCHEMAS, ListedEventSchema, NetworkEventSchema } from './events/events.schemas.js';
import { registerBacklogMetrics } from './webhooks/webhooks.backlog.js';
import { DispatchPolicySchema, RiderSuggestionSchema } from './dispatch/dispatch.schemas.js';
import { WebhookEndpointSchema, WebhookEndpointWithSecretSchema } from './webhooks/webhooks.schemas.js';
import adminApiKeysIssue from './admin/admin.api-keys.issue.route.js';
import adminApiKeysList from './admin/admin.api-keys.list.route.js';
import adminApiKeysRevoke from './admin/admin.api-keys.revoke.route.js';
import adminApiKeysRoll from './admin/admin.api-keys.roll.route.js';
import adminOrdersCreate from './admin/admin.orders.create.route.js';
import adminOrdersList from './admin/admin.orders.list.route.js';
import adminOrdersGet from './admin/admin.orders.get.route.js';
import adminOrdersPickupDeliver from './admin/admin.orders.pickup-deliver.route.js';
import adminOrdersCancel from './admin/admin.orders.cancel.route.js';
import adminOrdersRelease from './admin/admin.orders.release.route.js';
import adminOrdersAssign from './admin/admin.orders.assign.route.js';
import adminOrdersOffer from './admin/admin.orders.offer.route.js';
import adminOrdersTimeline from './admin/admin.orders.timeline.route.js';
import adminEscalationPolicyGet from './admin/admin.escalation-policy.get.route.js';
import adminEscalationPolicyUpdate from './admin/admin.escalation-policy.update.route.js';
import { EscalationPolicySchema } from './offers/offers.schemas.js';
import adminPartnersCreate from './admin/admin.partners.create.route.js';
import adminPartnersList from './admin/admin.partners.list.route.js';
import adminPartnersGet from './admin/admin.partners.get.route.js';
import adminPartnersUpdate from './admin/admin.partners.update.route.js';
import adminRidersCreate from './admin/admin.riders.create.route.js';
import adminRidersList from './admin/admin.riders.list.route.js';
import adminSettlementsCreate from './admin/admin.settlements.create.route.js';
import adminSettlementsList from './admin/admin.settlements.list.route.js';
import adminEventsList from './admin/admin.events.list.route.js';
import adminScorecardsGet from './admin/admin.scorecards.get.route.js';
import adminAdminKeysCreate from './admin/admin.admin-keys.create.route.js';
import adminAdminKeysList from './admin/admin.admin-keys.list.route.js';
import adminAdminKeysRevoke from './admin/admin.admin-keys.revoke.route.js';
import adminAuditLogList from './admin/admin.audit-log.list.route.js';
import adminWhoami from './admin/admin.whoami.get.route.js';
import { AdminKeySchema, AuditEntrySchema, IssuedAdminKeySchema } from './operators/operators.schemas.js';
import scorecardGet from './scorecards/scorecards.get.route.js';
import { ScorecardSchema } from './scorecards/scorecards.schemas.js';
import fleetAvailability from './fleet/fleet.availability.route.js';
import fleetPressure from './pressure/pressure.get.route.js';
import pressureAccuracy from './pressure/pressure.accuracy.get.route.js';
import ordersAccept from './orders/orders.accept.route.js';
import ordersAvailable from './orders/orders.available.route.js';
import ordersGet from './orders/orders.get.route.js';
import ordersList from './orders/orders.list.route.js';
import ordersReassign from './orders/orders.reassign.route.js';
import ordersPickupDeliver from './orders/orders.pickup-deliver.route.js';
import dispatchSuggestions from './dispatch/dispatch.suggestions.route.js';
import dispatchPolicyGet from './dispatch/dispatch.policy-get.route.js';
import dispatchPolicyUpdate from './dispatch/dispatch.policy-update.route.js';
import ridersList from './riders/riders.list.route.js';
import ridersUpdateStatus from './riders/riders.update-status.route.js';
import ridersLocation from './riders/riders.location.route.js';
import webhooksStats from './webhooks/webhooks.stats.route.js';
import eventsGet from './events/events.get.route.js';
import eventsList from './events/events.list.route.js';
import eventsStream, { NETWORK_STREAM, PARTNER_STREAM } from './events/events.stream.route.js';
import eventsReplay from './events/events.replay.route.js';
import webhooksCreate from './webhooks/webhooks.create.route.js';
import webhooksDelete from './webhooks/webhooks.delete.route.js';
import webhooksGet from './webhooks/webhooks.get.route.js';
import webhooksList from './webhooks/webhooks.list.route.js';
import webhooksRecover from './webhooks/webhooks.recover.route.js';
import webhooksRotateSecret from './webhooks/webhooks.rotate-secret.route.js';
import webhooksUpdate from './webhooks/webhooks.update.route.js';
import { NETWORK_ENDPOINTS, PARTNER_ENDPOINTS } from './webhooks/webhooks.routes.js';
import settlementsList from './settlements/settlements.list.route.js';
import sandboxOrders from './sandbox/sandbox.orders.route.js';
import sandboxRiders from './sandbox/sandbox.riders.route.js';
import sandboxSettlements from './sandbox/sandbox.settlements.route.js';

const SHARED_SCHEMAS = [
  ProblemSchema,
  AcceptedOrderSchema,
  OrderSchema,
  AdminOrderSchema,
  CreatedAdminOrderSchema,
  RiderSchema,
  RiderListItemSchema,
  NetworkRiderSchema,
  RiderLocationSchema,
  RiderSuggestionSchema,
  DispatchPolicySchema,
  EscalationPolicySchema,
  PartnerSchema,
  ApiKeySchema,
  IssuedApiKeySchema,
  RolledApiKeySchema,
  SettlementSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  ...EVENT_SCHEMAS.map((event) => event.schema),
  ListedEventSchema,
  NetworkEventSchema,
  ScorecardSchema,
  AdminKeySchema,
  IssuedAdminKeySchema,
  AuditEntrySchema,
];

// One route pattern (docs/decisions.md): a file per operation, registered here, in the order
// the OpenAPI document lists them. An operation both sides have (webhook endpoints, the event
// stream) is one file whose builder is registered on each side's list.

/** The partner API (a partner key), test helpers included. */
const PARTNER_ROUTES: RouteModule[] = [
  ordersAvailable,
  ordersList,
  ordersGet,
  ordersAccept,
  ordersReassign,
  ordersPickupDeliver,
  dispatchSuggestions,
  dispatchPolicyGet,
  dispatchPolicyUpdate,
  ridersUpdateStatus,
  ridersLocation,
  ridersList,
  fleetAvailability,
  fleetPressure,
  webhooksStats,
  webhooksCreate(PARTNER_ENDPOINTS),
  webhooksList(PARTNER_ENDPOINTS),
  webhooksGet(PARTNER_ENDPOINTS),
  webhooksUpdate(PARTNER_ENDPOINTS),
  webhooksDelete(PARTNER_ENDPOINTS),
  webhooksRotateSecret(PARTNER_ENDPOINTS),
  webhooksRecover(PARTNER_ENDPOINTS),
  eventsList,
  eventsStream(PARTNER_STREAM),
  eventsGet,
  eventsReplay,
  settlementsList,
  scorecardGet,
  sandboxRiders,
  sandboxOrders,
  sandboxSettlements,
];

/** The network's API, under /v1/admin (the admin key). */
const NETWORK_ROUTES: RouteModule[] = [
  adminPartnersCreate,
  adminPartnersList,
  adminPartnersGet,
  adminPartnersUpdate,
  adminApiKeysIssue,
  adminApiKeysList,
  adminApiKeysRevoke,
  adminApiKeysRoll,
  adminRidersCreate,
  adminRidersList,
  adminOrdersCreate,
  adminOrdersList,
  adminOrdersGet,
  adminOrdersPickupDeliver,
  adminOrdersCancel,
  adminOrdersRelease,
  adminOrdersAssign,
  adminOrdersOffer,
  adminSettlementsCreate,
  adminSettlementsList,
  // The network's own webhook endpoints: the partners' endpoint routes, served under /v1/admin
  // for the admin key, managing the network's endpoints (signed, retried, ordered and
  // rate-limited by the same worker).
  webhooksCreate(NETWORK_ENDPOINTS),
  webhooksList(NETWORK_ENDPOINTS),
  webhooksGet(NETWORK_ENDPOINTS),
  webhooksUpdate(NETWORK_ENDPOINTS),
  webhooksDelete(NETWORK_ENDPOINTS),
  webhooksRotateSecret(NETWORK_ENDPOINTS),
  webhooksRecover(NETWORK_ENDPOINTS),
  adminEventsList,
  eventsStream(NETWORK_STREAM),
  adminScorecardsGet,
  adminOrdersTimeline,
  adminEscalationPolicyGet,
  adminEscalationPolicyUpdate,
  pressureAccuracy,
  adminAdminKeysCreate,
  adminAdminKeysList,
  adminAdminKeysRevoke,
  adminAuditLogList,
  adminWhoami,
];

const ROUTES: RouteModule[] = [...PARTNER_ROUTES, ...NETWORK_ROUTES];

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutting down: /readyz answers 503. */
    draining: boolean;
  }
}

export interface BuildAppOptions {
  config: Config;
  store: Store;
  logger?: FastifyServerOptions['logger'];
}

/**
 * One budget, PDN_REQUEST_TIMEOUT, for everything a client can make a socket wait on: the
 * headers (a socket that says nothing included), the whole request, and an idle keep-alive
 * connection. Node checks the header and request deadlines on a timer (30 s by default), so it
 * runs often enough for the deadline to hold. No idle timeout on the socket itself: it would
 * also cut a response that is streamed slowly on purpose (an event stream).
 */
function serverTimeouts(timeoutMs: number): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout'> & { http: object } {
  return {
    requestTimeout: timeoutMs,
    keepAliveTimeout: timeoutMs,
    http: {
      requestTimeout: timeoutMs,
      headersTimeout: timeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeoutMs / 4))),
    },
  };
}

const READY_TIMEOUT_MS = 1000;

function withTimeout<T>(work: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(why)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The whole HTTP service, ready to `listen` (or to `inject` into). Does not own the store. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, store } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimit,
    genReqId: requestIdFor,
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorProblem,
    clientErrorHandler: clientErrorProblem,
    ...serverTimeouts(config.requestTimeoutMs),
  });

  const ctx: Context = { store, config, log: app.log };
  app.decorate('pdn', ctx);

  // Only JSON bodies: a text/plain body is a 415, not a string handed to the route.
  app.removeContentTypeParser('text/plain');
  // Bodyless POSTs (pickup, issuing a key) may still say Content-Type: application/json.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    void parseJson(request, body as string, (error, parsed) => {
      // Validation skips a null body as it skips none: where the body is optional, `null` would
      // pass as "no body". No route's body is null, so it is refused for all.
      if (!error && parsed === null) return done(new AppError('invalid_request', 'The body is JSON null: send an object, or no body at all where the body is optional.'), undefined);
      done(error, parsed);
    });
  });

  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  app.setValidatorCompiler(validatorCompiler(SHARED_SCHEMAS));
  app.setSerializerCompiler(serializerCompiler(SHARED_SCHEMAS));

  app.addHook('onRequest', (request, reply, done) => {
    commonHeaders(reply, request.id);
    done();
  });
  // Every documented route answers the problems its kind can raise (auth, rate limit, bad
  // input, idempotency…) besides its own: declared here once, for every route.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { response?: Record<string, unknown>; hide?: boolean; params?: unknown; querystring?: unknown; body?: unknown } | undefined;
    if (!schema?.response || schema.hide) return;
    const method = methodsOf(route)[0];
    const hasInput = schema.params !== undefined || schema.querystring !== undefined || schema.body !== undefined;
    schema.response = withStandardProblems(schema.response, { method, auth: route.config?.auth, role: route.config?.role, hasInput });
  });
  await app.register(problemPlugin);
  await app.register(authPlugin);
  await app.register(bodylessRoutesPlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(idempotencyPlugin);
  await app.register(metricsPlugin);
  registerBacklogMetrics(app.metrics, store);
  await app.register(openapiPlugin, { webhooks: EVENT_SCHEMAS });
  await app.register(uiPlugin);
  await app.register(dashboardPlugin);
  await app.register(consolePlugin);

  // Problem `type` URIs resolve here, so a client can look a code up.
  app.get<{ Params: { code: string } }>('/problems/:code', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const code = request.params.code as ErrorCode;
    if (!ERROR_CODES.includes(code)) return reply.callNotFound();
    return { type: PROBLEM_TYPE_BASE + code, code, title: titleOf(code), status: statusOf(code) };
  });

  app.get('/healthz', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Set on SIGTERM (src/server.ts): not ready at once, so the balancer stops sending requests
  // here while the ones in flight, and webhook attempts, finish.
  app.decorate('draining', false);
  app.get('/readyz', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (app.draining) return reply.code(503).send({ status: 'unavailable', store: store.dialect, reason: 'shutting down' });
    try {
      // Ready means the store answers within a second; a probe must never wait longer.
      await withTimeout(store.ping(), READY_TIMEOUT_MS, 'the store did not answer within 1 s');
      // Serving without Redis is by design (fail open), so it is reported, not a reason to be unready.
      return { status: 'ready', store: store.dialect, rate_limits: app.limits.counting() };
    } catch (error) {
      request.log.warn({ err: error }, 'store not reachable');
      return reply.code(503).send({ status: 'unavailable', store: store.dialect });
    }
  });

  const typed = app.withTypeProvider<TypeProvider>();
  for (const route of ROUTES) route(typed);
  return app;
}
