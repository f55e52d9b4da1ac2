// The sending pool's thread when running from the sources (vitest, tsx). A worker thread does
// not inherit the TypeScript loader its parent registered in-process, so it registers tsx
// itself. Compiled code (dist/) uses delivery-pool.thread.js instead, with no tsx.
import { register } from 'tsx/esm/api';

register();
const { serveSendingPool } = await import('./delivery/delivery.pool.ts');
serveSendingPool();
