import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { LocalDispatcher } from './events/events.outbox.js';
import type { Store } from './store/store.js';

/** What services need from the running process: the store, config, a logger, and the
 * webhook dispatcher running in this process, if one does. */
export interface Context {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
  dispatcher: () => LocalDispatcher | undefined;
}
