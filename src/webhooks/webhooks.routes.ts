import type { FastifyRequest } from 'fastify';
import { auditOf, partnerOf } from '../http/auth.plugin.js';
import { NETWORK_OWNER, type EndpointOwner } from './webhooks.service.js';

/**
 * Where a set of webhook endpoint routes is served and whose endpoints it manages. The partner
 * routes and the network's (under /v1/admin) are the same routes, defined once, on two sides.
 */
export interface EndpointRoutes {
  base: string;
  auth: 'partner' | 'admin';
  ownerOf: (request: FastifyRequest) => EndpointOwner;
  operationId: (partnerOperationId: string) => string;
  tags: string[];
}

export const PARTNER_ENDPOINTS: EndpointRoutes = {
  base: '/v1/webhook_endpoints',
  auth: 'partner',
  ownerOf: partnerOf,
  operationId: (id) => id,
  tags: ['webhooks'],
};

/** The network's own endpoints (admin key): `createWebhookEndpoint` is `createNetworkWebhookEndpoint` here. */
export const NETWORK_ENDPOINTS: EndpointRoutes = {
  base: '/v1/admin/webhook_endpoints',
  auth: 'admin',
  ownerOf: (request) => ({ ...NETWORK_OWNER, audit: auditOf(request) }),
  operationId: (id) => id.replace('Webhook', 'NetworkWebhook'),
  tags: ['admin'],
};
