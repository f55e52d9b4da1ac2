import type { FastifyInstance, RouteOptions } from 'fastify';

type RouteHookName = 'preValidation' | 'preHandler' | 'onSend';

/**
 * Adds a hook only to the routes `applies` picks (Fastify's route-level hooks), so a request to
 * any other route does not run it: every hook a request passes costs it (docs/performance.md, "Behind the code").
 * Routes registered after this call are the ones seen.
 */
export function addRouteHook<Name extends RouteHookName>(app: FastifyInstance, name: Name, applies: (route: RouteOptions) => boolean, hook: NonNullable<RouteOptions[Name]>): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const existing = route[name] ?? [];
    (route as Record<RouteHookName, unknown>)[name] = [...[existing].flat(), hook];
  });
}

export const methodsOf = (route: RouteOptions): string[] => [route.method].flat();
