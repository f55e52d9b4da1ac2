// A webhook receiver for PDN events: Node's own http server plus the standardwebhooks
// library. Run it with the secret your endpoint (or `npx pdn listen`) printed:
//
//   PDN_WEBHOOK_SECRET=whsec_… node examples/receiver.mjs        # listens on 127.0.0.1:4000/webhooks
//
// (After `npx pdn sandbox --print env > pdn-sandbox.env`, `. ./pdn-sandbox.env` sets it to the secret
// `npx pdn listen` signs with; see the README's quickstart.)
//
// It verifies every request's signature against the raw body, drops duplicates by event id
// (retries and replays carry the same webhook-id), prints the event, and acknowledges at once.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const secret = process.env.PDN_WEBHOOK_SECRET;
if (!secret?.startsWith('whsec_')) {
  console.error('Set PDN_WEBHOOK_SECRET to the whsec_… secret of your endpoint (or the one `npx pdn listen` prints).');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 4000);
const path = process.env.WEBHOOK_PATH ?? '/webhooks';
const webhook = new Webhook(secret);
const seen = new Set(); // use your database in production: keep ids for a few days

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== path) return res.writeHead(404).end();
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      // Checks webhook-signature against "id.timestamp.body" and that the timestamp is recent.
      event = webhook.verify(body, req.headers);
    } catch (error) {
      console.log(`rejected: ${error.message}`);
      return res.writeHead(400).end('bad signature');
    }
    if (seen.has(event.id)) {
      console.log(`duplicate ${event.type} ${event.id} (already handled)`);
      return res.writeHead(200).end();
    }
    seen.add(event.id);
    const subject = event.data.order_id ?? event.data.id;
    console.log([`verified ${event.type} ${event.id}`, subject, event.data.status && `(${event.data.status})`].filter(Boolean).join(' '));
    // Acknowledge fast; do slow work after answering (a queue, a job).
    res.writeHead(204).end();
  });
});

server.listen(port, '127.0.0.1', () => console.log(`Receiving PDN webhooks on http://127.0.0.1:${port}${path}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
