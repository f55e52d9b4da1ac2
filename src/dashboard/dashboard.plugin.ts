import { EVENT_TYPES } from '../outbox/outbox.js';
import { browserDir, pageApp } from '../ui/ui.plugin.js';

/**
 * The partner dashboard: static ES modules under /dashboard/, talking to the public /v1 API with
 * the partner key the user signs in with. No build step; the pieces it shares with the network
 * console (src/ui/) are served at /ui/, the libraries at /ui/vendor/. The event types it offers
 * are the ones `enabled_events` accepts, rendered from their one declaration.
 */
export const dashboardPlugin = pageApp('dashboard', browserDir(import.meta.url, './public/', 'dashboard'), {
  'event-types.js': `export const EVENT_TYPES = Object.freeze(${JSON.stringify(EVENT_TYPES)});\n`,
});
