import { browserDir, pageApp } from '../ui/ui.plugin.js';

/**
 * The network console: static ES modules under /console/, talking to the network (admin) API with
 * the admin key the operator signs in with. Built from the same pieces as the partner dashboard
 * (src/ui/, served at /ui/).
 */
export const consolePlugin = pageApp('console', browserDir(import.meta.url, './public/', 'console'));
