// A soak benchmark (not a test): mixed API load with webhooks flowing, for minutes, sampling
// the service's memory (RSS, heap) and event-loop delay once a sample interval, so a leak or a
// growing stall shows as a trend. Writes its summary into docs/performance.md (block `soak`) and
// every sample into bench/results/<yyyy-mm-dd>-soak.md.
//
//   npx tsx bench/soak.ts                     ten minutes, one sample a minute
//   npx tsx bench/soak.ts --minutes=1 --sample=10s   a short run
//   --workers=N       concurrent request loops (default 12)
//   --note='…'        what else was so, after the load in the summary (`tests ran beside it in minutes 14–18`)
//   --no-write        print only, leave docs/performance.md and bench/results/ alone
//   SOAK_NODE_ARGS='--cpu-prof --cpu-prof-dir=data/bench/profiles'   extra node flags for the service
//
// The service runs as users run it (`npm start`: dist/server.js, built
// if stale; worker in process, rate limit on, limits at their defaults); its /metrics (prom-client) gives RSS, heap and the event-loop
// delay histogram, which prom-client resets at every scrape: each sample covers its interval.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseDuration } from '../src/shared/time.js';
import { BENCH_ADMIN_KEY, freePort, ROOT, startNodeScript, startService, type Child } from './lib/processes.js';
import { publish, renderSoak, type SoakResults, type SoakSample } from './lib/render.js';
import { environment, log } from './lib/report.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split(/=(.*)/s);
    return [name, value ?? 'true'];
  }),
);
const MINUTES = Number(args.minutes ?? 10);
const SAMPLE_MS = parseDuration(args.sample ?? '60s');
const WORKERS = Number(args.workers ?? 12);
const STORE = 'sqlite'; // a file in data/bench/soak
const PARTNERS = 10;
const ZONES = ['soak-a', 'soak-b', 'soak-c'];

interface Partner {
  id: string;
  key: string;
  zone: string;
  riders: string[];
}

const counts = { requests: 0, non2xx: 0, errors: 0, statuses: new Map<number, number>() };

async function call(base: string, method: string, urlPath: string, key: string | null, body?: unknown): Promise<any> {
  counts.requests++;
  try {
    const response = await fetch(base + urlPath, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    counts.statuses.set(response.status, (counts.statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 300) counts.non2xx++;
    return response.ok && text ? JSON.parse(text) : undefined;
  } catch {
    counts.errors++;
    return undefined;
  }
}

async function setUp(base: string, receiverPorts: number[]): Promise<Partner[]> {
  const partners: Partner[] = [];
  for (let i = 0; i < PARTNERS; i++) {
    const zone = ZONES[i % ZONES.length];
    const partner = await call(base, 'POST', '/v1/admin/partners', BENCH_ADMIN_KEY, { name: `Soak fleet ${i}`, territories: [zone] });
    const { key } = await call(base, 'POST', `/v1/admin/partners/${partner.id}/api_keys`, BENCH_ADMIN_KEY);
    const riders: string[] = [];
    for (let r = 0; r < 5; r++) {
      riders.push((await call(base, 'POST', '/v1/admin/riders', BENCH_ADMIN_KEY, { partner_id: partner.id, zone, capacity: 50, status: 'online' })).rider_id);
    }
    await call(base, 'POST', '/v1/webhook_endpoints', key, { url: `http://127.0.0.1:${receiverPorts[i]}/hook`, enabled_events: ['*'] });
    partners.push({ id: partner.id, key, zone, riders });
  }
  return partners;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

/** One step of the mix: mostly an order's life (create, accept, pick up, deliver), with reads, status changes, bad keys and replays around it. */
async function step(base: string, partners: Partner[]): Promise<void> {
  const partner = pick(partners);
  const roll = Math.random();
  if (roll < 0.3) {
    const order = await call(base, 'POST', '/v1/admin/orders', BENCH_ADMIN_KEY, {
      zone: partner.zone,
      pickup: { creator: 'Soak Kitchen', eta_mins: 10 },
      dropoff: { area: 'Centre' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
    });
    if (!order) return;
    const accepted = await call(base, 'POST', `/v1/orders/${order.order_id}/accept`, partner.key, { rider_id: pick(partner.riders) });
    if (!accepted) return;
    await call(base, 'POST', `/v1/admin/orders/${order.order_id}/pickup`, BENCH_ADMIN_KEY);
    await call(base, 'POST', `/v1/admin/orders/${order.order_id}/deliver`, BENCH_ADMIN_KEY);
  } else if (roll < 0.5) {
    await call(base, 'GET', `/v1/orders/available?limit=20`, partner.key);
  } else if (roll < 0.6) {
    await call(base, 'GET', '/v1/riders?limit=50', partner.key);
  } else if (roll < 0.7) {
    await call(base, 'PATCH', `/v1/riders/${pick(partner.riders)}/status`, partner.key, { status: 'online' });
  } else if (roll < 0.78) {
    await call(base, 'GET', `/v1/fleet/availability?zone=${partner.zone}`, partner.key);
  } else if (roll < 0.88) {
    const events = await call(base, 'GET', '/v1/events?limit=10', partner.key);
    if (events?.data?.[0] && Math.random() < 0.1) await call(base, 'POST', `/v1/events/${events.data[0].id}/replay`, partner.key);
  } else if (roll < 0.93) {
    await call(base, 'GET', '/v1/webhook_endpoints', partner.key);
  } else if (roll < 0.97) {
    // An idempotent retry pair: the second is answered from the stored response.
    const key = `soak-${Math.random().toString(36).slice(2)}`;
    const body = { status: 'online' };
    for (let i = 0; i < 2; i++) {
      counts.requests++;
      const response = await fetch(`${base}/v1/riders/${pick(partner.riders)}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${partner.key}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      }).catch(() => undefined);
      if (!response) counts.errors++;
      else {
        await response.text();
        counts.statuses.set(response.status, (counts.statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 300) counts.non2xx++;
      }
    }
  } else {
    await call(base, 'GET', '/v1/riders', 'pdn_sk_not_a_key_at_all_000000'); // refused: 401, then 429 per address
  }
}

/** The type of the file system `dir` is on (`tmpfs`, `ext4`): the longest mount point over it in /proc/self/mounts. */
function fileSystemOf(dir: string): string {
  try {
    const real = fs.realpathSync(dir);
    const mounts = fs
      .readFileSync('/proc/self/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter((fields) => fields.length > 2 && (real === fields[1] || real.startsWith(fields[1] === '/' ? '/' : `${fields[1]}/`)));
    return mounts.reduce((a, b) => (b[1].length >= a[1].length ? b : a))[2];
  } catch {
    return 'an unknown file system';
  }
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ').pop()) : NaN;
}

async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build-state.mjs', '--build-if-stale'], { cwd: ROOT, stdio: 'inherit' });
  const dir = path.join(ROOT, 'data/bench/soak');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const databaseUrl = path.join(dir, 'pdn.sqlite');

  const receiverPorts: number[] = [];
  while (receiverPorts.length < PARTNERS) {
    const port = await freePort();
    if (!receiverPorts.includes(port)) receiverPorts.push(port);
  }
  const receiver: Child = await startNodeScript('bench/receiver.server.ts', { RECEIVER_PORTS: receiverPorts.join(',') });
  const pdn = await startService(databaseUrl, {
    PDN_WEBHOOKS: 'on',
    PDN_WEBHOOK_ALLOW_PRIVATE: 'true',
    PDN_RATE_LIMIT: '100',
    PDN_WEBHOOK_RETRY_SCHEDULE: '0s,1s,5s',
  }, [...(process.env.SOAK_NODE_ARGS?.split(' ') ?? []), '--import', './dist/tracing.mjs'], 'dist/server.js');
  const env = environment(typeof args.note === 'string' && args.note !== 'true' ? args.note : undefined);
  const stop = async () => {
    await pdn.stop();
    await receiver.stop();
  };
  try {
    const partners = await setUp(pdn.url, receiverPorts);
    log(`soak: ${MINUTES} min, ${WORKERS} workers, ${STORE}, sampling every ${SAMPLE_MS / 1000} s`);
    const received = async () => (await (await fetch(`${receiver.url}/count?ports=${receiverPorts.join(',')}`)).json()).count as number;
    const scrape = async () => (await fetch(`${pdn.url}/metrics`, { headers: { authorization: `Bearer ${BENCH_ADMIN_KEY}` } })).text();
    await scrape(); // starts the first interval of the event-loop histogram

    const end = Date.now() + MINUTES * 60_000;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (Date.now() < end) await step(pdn.url, partners);
    });
    const samples: SoakSample[] = [];
    let last = { requests: 0, non2xx: 0, errors: 0, webhooks: 0 };
    for (let n = 1; Date.now() < end; n++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(SAMPLE_MS, Math.max(0, end - Date.now()))));
      const text = await scrape();
      const webhooks = await received();
      const sample: SoakSample = {
        minute: Math.round((n * SAMPLE_MS) / 6000) / 10,
        requests: counts.requests - last.requests,
        non2xx: counts.non2xx - last.non2xx,
        errors: counts.errors - last.errors,
        webhooks: webhooks - last.webhooks,
        rssMb: metric(text, 'process_resident_memory_bytes') / 2 ** 20,
        heapMb: metric(text, 'nodejs_heap_size_used_bytes') / 2 ** 20,
        loopP50: metric(text, 'nodejs_eventloop_lag_p50_seconds') * 1000,
        loopP99: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
        loopMax: metric(text, 'nodejs_eventloop_lag_max_seconds') * 1000,
      };
      last = { requests: counts.requests, non2xx: counts.non2xx, errors: counts.errors, webhooks };
      samples.push(sample);
      log(`t=${sample.minute} min: ${sample.requests} req, ${sample.webhooks} webhooks, RSS ${sample.rssMb.toFixed(0)} MB, heap ${sample.heapMb.toFixed(0)} MB, loop p99 ${sample.loopP99.toFixed(1)} ms, max ${sample.loopMax.toFixed(0)} ms`);
    }
    await Promise.all(workers);

    const results: SoakResults = {
      minutes: MINUTES,
      sampleSeconds: SAMPLE_MS / 1000,
      workers: WORKERS,
      partners: PARTNERS,
      store: STORE,
      storeFs: fileSystemOf(dir),
      samples,
      statuses: Object.fromEntries([...counts.statuses.entries()].map(([code, n]) => [String(code), n])),
      errors: counts.errors,
    };
    publish('soak', env, renderSoak(results, env), { doc: args['no-write'] !== 'true' });
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
