import { benchPartnerRiderIds, BENCH_PARTNER_ID, seededDatabase, SMALL } from './lib/dataset.js';
import { openStore } from '../src/store/store.js';
import { updateRiderLocation } from '../src/riders/riders.queries.js';
const seeded = await seededDatabase('sqlite', SMALL, 'sqlite_micro');
const store = openStore(seeded.url);
const riders = benchPartnerRiderIds(SMALL);
let n = 0;
for (let round = 0; round < 3; round++) {
  let dvNs = 0n, upNs = 0n;
  const N = 50000;
  for (let i = 0; i < N; i++) {
    const a = process.hrtime.bigint();
    store.changeCounter!();
    const b = process.hrtime.bigint();
    await updateRiderLocation(store.db, BENCH_PARTNER_ID, riders[i % riders.length], { lat: 52.1, lng: 4.1, recordedAt: new Date(Date.now() + n++).toISOString() });
    upNs += process.hrtime.bigint() - b; dvNs += b - a;
  }
  console.log('dv', Number(dvNs) / N / 1000, 'update', Number(upNs) / N / 1000);
}
await store.close(); await seeded.drop();
