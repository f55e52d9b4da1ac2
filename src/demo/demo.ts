// `npm run demo`: the service on a fresh SQLite file, two fleet operators sharing zones, a
// simulator that keeps orders flowing, and a local webhook receiver, so the dashboard has
// something live to show. Everything goes through the same service functions the API uses.
import fs from 'node:fs';
import path from 'node:path';
import { composePdn } from '../compose.js';
import { loadConfig } from '../config.js';
import { authenticate, createPartner, ensureAdminKey, issueApiKey, type PartnerPrincipal } from '../partners/partners.service.js';
import { createRider } from '../riders/riders.service.js';
import { removeSqliteFiles } from '../store/store.js';
import { createEndpoint } from '../webhooks/webhooks.service.js';
import { startReceiver } from './demo.receiver.js';
import { DEMO_FLEETS, DEMO_ZONES, startSimulator } from './demo.simulator.js';

function ordersPerMinute(): number {
  const flag = process.argv.find((arg) => arg.startsWith('--orders-per-min='))?.split('=')[1];
  const rate = Number(flag ?? process.env.DEMO_ORDERS_PER_MIN ?? 12);
  if (!Number.isFinite(rate) || rate < 0) throw new Error(`orders per minute must be a non-negative number, got "${flag ?? process.env.DEMO_ORDERS_PER_MIN}"`);
  return rate;
}

function freshDatabaseFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  removeSqliteFiles(file);
}

async function main(): Promise<void> {
  const databaseFile = process.env.DEMO_DATABASE ?? './data/demo.sqlite';
  freshDatabaseFile(databaseFile);
  const config = loadConfig(
    {
      // Short retries so failed deliveries are retried while you watch; loopback receiver allowed.
      PDN_WEBHOOK_RETRY_SCHEDULE: '0s,3s,10s,30s,1m',
      LOG_LEVEL: 'warn',
      ...process.env,
      PDN_WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    { databaseUrl: databaseFile },
  );
  // Composed as `npm start` is: the webhook worker and the other background jobs in this process.
  const pdn = await composePdn({ config });
  const ctx = pdn.app!.pdn;
  const adminKey = config.adminKey ?? (await ensureAdminKey(ctx));

  const receiver = await startReceiver();
  const [demoFleet, otherFleet] = DEMO_FLEETS;
  const demoPartner = await createPartner(ctx, { name: demoFleet.name, territories: demoFleet.territories });
  const otherPartner = await createPartner(ctx, { name: otherFleet.name, territories: otherFleet.territories });
  const demoKey = await issueApiKey(ctx, demoPartner.id);
  const otherKey = await issueApiKey(ctx, otherPartner.id);
  for (const [partner, fleet] of [[demoPartner, demoFleet], [otherPartner, otherFleet]] as const) {
    for (const rider of fleet.riders) await createRider(ctx, { partner_id: partner.id, ...rider });
  }
  const demo = (await authenticate(ctx, demoKey.key)) as PartnerPrincipal;
  const other = (await authenticate(ctx, otherKey.key)) as PartnerPrincipal;
  const endpoint = await createEndpoint(ctx, demo, { url: receiver.url, enabled_events: ['*'], description: 'Demo receiver (answers 500 now and then)' });
  receiver.useSecret(endpoint.secret);

  const address = (await pdn.start({ port: config.port, host: config.host }))!;
  const simulator = startSimulator(ctx, { demo, other, ordersPerMinute: ordersPerMinute(), autopilot: process.env.DEMO_AUTOPILOT !== 'off' });

  process.stdout.write(
    [
      '',
      '  PDN demo network is running.',
      '',
      `    Dashboard:         ${address}/dashboard/`,
      `    Partner API key:   ${demoKey.key}   (${demoFleet.name}, territories ${demoFleet.territories.join(', ')})`,
      `    Other partner:     ${otherFleet.name}, territories ${otherFleet.territories.join(', ')}: takes jobs in the shared zones too`,
      `    Webhook receiver:  ${receiver.url}   (prints what arrives; answers 500 to about 1 in 8)`,
      `    Admin key:         ${adminKey}`,
      `    Zones:             ${DEMO_ZONES.join(', ')}`,
      `    Store:             ${databaseFile} (recreated at each run)`,
      '',
      '  Try: curl -H "Authorization: Bearer <partner key>" ' + `${address}/v1/fleet/availability`,
      '  Ctrl+C stops it.',
      '',
    ].join('\n') + '\n',
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    simulator.stop();
    await pdn.stop();
    await receiver.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
