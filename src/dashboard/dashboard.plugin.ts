import { browserDir, pageApp } from '../ui/ui.plugin.js';

/**
 * The partner dashboard: static ES modules under /dashboard/, talking to the public /v1 API with
 * the partner key the user signs in with. No build step; the pieces it shares with the network
 * console (src/ui/) are served at /ui/, the libraries at /ui/vendor/.
 */
export const dashboardPlugin = pageApp('dashboard', browserDir(import.meta.url, './public/', 'dashboard'));
