// The available list's cost of the network's steering (issue 46): the same query with and
// without a partner's steering test, in alternating turns on one SQLite store (in process, so
// only the query differs). `npx tsx bench/steering.micro.ts`; results in bench/results/steering.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listAvailableOrders } from '../src/orders/orders.queries.js';
import { migrate } from '../src/store/migrate.js';
import { openStore } from '../src/store/store.js';
import { orderRow } from '../test/order-rows.js';

const OPEN = 2_000;
const CALLS = 2_000;
const ROUNDS = 5;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-steer-'));
  const store = openStore(path.join(dir, 'pdn.sqlite'));
  try {
    await migrate(store);
    // Open jobs in one zone; one in ten kept from some other partner (a release's exclusion).
    for (let from = 0; from < OPEN; from += 500) {
      const rows = Array.from({ length: 500 }, (_, i) =>
        orderRow({ id: `ord_b${String(from + i).padStart(6, '0')}`, zone: 'bench', status: 'unassigned', excluded_partner_ids: (from + i) % 10 === 0 ? '["ptn_other"]' : null }),
      );
      await store.db.insertInto('orders').values(rows).execute();
    }
    const variants = { plain: undefined, steered: 'ptn_reader' } as const;
    const timings: Record<keyof typeof variants, number[]> = { plain: [], steered: [] };
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [label, partnerId] of Object.entries(variants) as Array<[keyof typeof variants, string | undefined]>) {
        const started = process.hrtime.bigint();
        for (let i = 0; i < CALLS; i++) await listAvailableOrders(store.db, { zones: ['bench'], sandbox: null, limit: 50, partnerId });
        const us = Number(process.hrtime.bigint() - started) / 1000 / CALLS;
        if (round > 0) timings[label].push(us); // round 0 warms up
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const plain = median(timings.plain);
    const steered = median(timings.steered);
    console.log(`available list, ${OPEN} open jobs in the zone, limit 50, SQLite, median of ${ROUNDS} rounds of ${CALLS} calls:`);
    console.log(`  without steering test: ${plain.toFixed(1)} µs/call; with: ${steered.toFixed(1)} µs/call; ratio ${(steered / plain).toFixed(3)}`);
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
