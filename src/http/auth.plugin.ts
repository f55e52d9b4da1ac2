import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate, hashKey, noteUsed, type PartnerPrincipal, type Principal } from '../partners/partners.service.js';
import { AppError } from '../shared/errors.js';
import { requiredRole, roleAllows, type AdminRole } from '../operators/operators.roles.js';
import type { AuditBy } from '../operators/operators.service.js';

/** Who may call a route: set per route as `config: { auth: … }`. `metrics`: the admin key or PDN_METRICS_TOKEN. */
export type RouteAuth = 'partner' | 'admin' | 'metrics' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** A partner route a suspended partner may still call (docs/decisions.md, "A suspended partner finishes its deliveries"). */
    whileSuspended?: boolean;
    /** An admin route that needs more than its method's role (operators.roles.ts): the admin keys' writes. */
    role?: AdminRole;
  }
  interface FastifyRequest {
    principal: Principal | undefined;
  }
}

/** The calling partner; routes with `auth: 'partner'` always have one. */
export function partnerOf(request: FastifyRequest): PartnerPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'partner') throw new AppError('unauthorized', 'This route needs a partner API key.');
  return principal;
}

/** Who makes this admin write, for the audit entry its service records with the change. */
export function auditOf(request: FastifyRequest): AuditBy {
  const principal = request.principal;
  if (principal?.kind !== 'admin') throw new AppError('unauthorized', 'This route needs an admin key.');
  return { actor: principal.actor, requestId: request.id };
}

// The scheme is case-insensitive (RFC 9110 §11.1); the key is not.
const BEARER = /^Bearer +(.*)$/i;
// What any of our keys looks like; anything else sent as one is a wrong key, said as such.
const KEY_SHAPE = /^[\x21-\x7e]{8,200}$/;

/**
 * One onRequest hook authenticates every route that is not public, before the body is read:
 * no key or a bad key is 401 whatever the body holds.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', undefined);
  const metricsTokenHash = app.pdn.config.metricsToken === undefined ? undefined : Buffer.from(hashKey(app.pdn.config.metricsToken), 'hex');
  const isMetricsToken = (token: string) => metricsTokenHash !== undefined && timingSafeEqual(Buffer.from(hashKey(token), 'hex'), metricsTokenHash);

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config.auth;
    if (required === undefined || required === 'public') return; // unknown routes fall through to 404
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1]?.trim() : undefined;
    if (!token) {
      await app.limits.authenticationFailed(request);
      throw new AppError('unauthorized', 'Send your API key as "Authorization: Bearer <key>".', {}, { 'www-authenticate': 'Bearer' });
    }
    if (required === 'metrics' && isMetricsToken(token)) return; // a scraper's token: no principal, only this route
    // A key was sent: one that cannot be ours (too short, spaces) is a wrong key like any other.
    const principal = KEY_SHAPE.test(token) ? await authenticate(app.pdn, token) : undefined;
    if (principal?.kind === 'expired') {
      await app.limits.authenticationFailed(request);
      throw new AppError('unauthorized', `This API key expired at ${principal.expiredAt}: the network rolled it. Use the key that replaced it.`, {}, { 'www-authenticate': 'Bearer' });
    }
    if (!principal) {
      // Counted per address only when it fails: a valid key is always let in, whoever else fails from there.
      await app.limits.authenticationFailed(request);
      throw new AppError('unauthorized', `The ${required === 'partner' ? 'API key' : 'admin key'} is not valid or has been revoked.`, {}, { 'www-authenticate': 'Bearer' });
    }
    if (principal.kind !== (required === 'metrics' ? 'admin' : required)) {
      // An admin key on a partner route, or a partner key on an admin route: not a valid key here.
      throw new AppError('unauthorized', `This route needs ${required === 'partner' ? 'a partner API key' : 'the network admin key'}.`, {}, {
        'www-authenticate': 'Bearer',
      });
    }
    if (principal.kind === 'partner' && principal.suspended && !request.routeOptions.config.whileSuspended) {
      throw new AppError('partner_suspended', 'The network has suspended your partner account: your keys work again once it is resumed.');
    }
    if (principal.kind === 'admin' && required === 'admin') {
      const needed = requiredRole(request.method, request.routeOptions.config.role);
      if (!roleAllows(principal.actor.role, needed)) {
        throw new AppError('role_forbidden', `This admin key (${principal.actor.id}, role ${principal.actor.role}) may not do this: it needs the role ${needed}.`, {
          role: principal.actor.role,
          required_role: needed,
        });
      }
    }
    request.principal = principal;
    await noteUsed(app.pdn, principal);
  });
});
