// Who may do what on the admin API (docs/network.md, "Operators"): declared here once, read by
// the auth plugin (which refuses) and by the route schemas (which document the 403).

export const ADMIN_ROLES = ['viewer', 'operator', 'owner'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * The least role an admin route needs: a read (GET, HEAD) any key; a write `operator`; a route
 * may ask for more in its config (`role: 'owner'`: the admin keys' writes).
 */
export function requiredRole(method: string, declared?: AdminRole): AdminRole {
  if (declared) return declared;
  return method === 'GET' || method === 'HEAD' ? 'viewer' : 'operator';
}

/** Whether `role` may do what `needed` allows: each role can do everything the ones before it can. */
export const roleAllows = (role: AdminRole, needed: AdminRole): boolean => ADMIN_ROLES.indexOf(role) >= ADMIN_ROLES.indexOf(needed);
