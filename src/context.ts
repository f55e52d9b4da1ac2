import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Store } from './store/store.js';

/** What services need from the running process: the store, config and a logger. */
export interface Context {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
}
