import type { RouteModule } from '../http/types.js';
import { define as create } from '../webhooks/webhooks.create.route.js';
import { define as remove } from '../webhooks/webhooks.delete.route.js';
import { define as get } from '../webhooks/webhooks.get.route.js';
import { define as list } from '../webhooks/webhooks.list.route.js';
import { define as recover } from '../webhooks/webhooks.recover.route.js';
import { define as rotateSecret } from '../webhooks/webhooks.rotate-secret.route.js';
import { define as update } from '../webhooks/webhooks.update.route.js';
import { NETWORK_ENDPOINTS } from '../webhooks/webhooks.routes.js';

// The network's webhook endpoints: the partners' endpoint routes, served under /v1/admin for
// the admin key, managing the network's endpoints (signed, retried, ordered and rate-limited
// by the same worker). A partner key is refused here as on every admin route.
const route: RouteModule = (app) => {
  for (const define of [create, list, get, update, remove, rotateSecret, recover]) define(NETWORK_ENDPOINTS)(app);
};
export default route;
