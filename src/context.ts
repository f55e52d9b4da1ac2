import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Store } from './store/store.js';

/** What services need from the running process: the store, config, a logger, and a way to
 * tell this process's dispatcher that committed deliveries are waiting. */
export interface Context {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
  deliveriesCommitted: () => void;
}
