// The sending pool's thread, in compiled code (dist/): see ENTRY in delivery/delivery.pool.ts.
import { serveSendingPool } from './delivery/delivery.pool.js';

serveSendingPool();
