import { BENCH_PARTNER_KEY, benchPartnerRiderIds, BENCH_PARTNER_ID, seededDatabase, SMALL } from './lib/dataset.js';
import { startService, startNodeScript } from './lib/processes.js';
const db = await seededDatabase('sqlite', SMALL, 'sqlite_hdr');
const pdn = await startService(db.url);
const raw = await startNodeScript('bench/baseline.server.ts', { PDN_DATABASE_URL: db.url, BASELINE_PARTNER_ID: BENCH_PARTNER_ID });
const rider = benchPartnerRiderIds(SMALL)[0];
for (const s of [pdn, raw]) {
  const res = await fetch(`${s.url}/v1/riders/${rider}/location`, { method: 'PUT', headers: { authorization: `Bearer ${BENCH_PARTNER_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ lat: 52.1, lng: 4.1 }) });
  console.log(res.status, [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n'), '\n', await res.text());
}
await pdn.stop(); await raw.stop(); await db.drop();
