// Endpoints whose URL names a message broker, against the real brokers (test/brokers.ts): every
// event published once, signed so that a Standard Webhooks library verifies it; an order's events
// in version order under load; a destination that takes nothing yet (no queue bound, no stream)
// fails its attempts with that reason until it does, then the event arrives by retry; a wrong
// password fails with that reason and is shown nowhere; the URL checks at registration.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBrokers, isUp, openBroker, type Broker, type BrokerName, type Destination, type Published } from '../../test/brokers.js';
import { createOrder, createPartner, createRider, describeStores, freePort, startService, STORE_KINDS, type TestPartner, type TestService } from '../../test/harness.js';
import { LogCapture } from '../../test/log.js';
import { eventually } from '../../test/receiver.js';
import { checkBrokerUrlShape } from '../webhooks/webhooks.url-safety.js';
import { InvalidBrokerUrl, passwordMasked } from '../webhooks/webhooks.broker-url.js';

const SCHEDULE = ['0s', ...Array(40).fill('150ms')].join(',');

/** Every message verified as a consumer would (throws if forged), parsed. */
function verifiedAll(secret: string, messages: Published[]) {
  const webhook = new Webhook(secret);
  return messages.map((m) => ({
    ...m,
    event: webhook.verify(m.body, { 'webhook-id': m.webhookId, 'webhook-timestamp': m.timestamp, 'webhook-signature': m.signature }) as { id: string; type: string; data: { order_id?: string; version?: number } },
  }));
}

async function lifecycle(service: TestService, partner: TestPartner, rider: { rider_id: string }): Promise<string> {
  const order = await createOrder(service, { zone: partner.territories[0] });
  expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
  expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`)).status).toBe(200);
  expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`)).status).toBe(200);
  return order.order_id;
}

/** Waits until the destination holds `count` messages (and no more arrive). */
async function arrived(destination: Destination, count: number, timeoutMs = 30_000): Promise<Published[]> {
  return eventually(async () => {
    const messages = await destination.messages();
    return messages.length >= count ? messages : undefined;
  }, `${count} messages at the broker`, timeoutMs);
}

async function eventIdsOf(partner: TestPartner): Promise<string[]> {
  const ids: string[] = [];
  for (let after: string | undefined; ; ) {
    const page = (await partner.api.get(`/v1/events?limit=200${after ? `&starting_after=${after}` : ''}`)).body;
    ids.push(...page.data.map((e: { id: string }) => e.id));
    if (!page.has_more) return ids;
    after = page.data[page.data.length - 1].id;
  }
}

for (const kind of STORE_KINDS) {
  describeBrokers(`broker destinations [${kind}]`, (name: BrokerName) => {
    let service: TestService;
    let broker: Broker;
    const log = new LogCapture();
    const destinations: Destination[] = [];
    const destination = async (options?: { bound?: boolean }) => {
      const made = await broker.destination(options);
      destinations.push(made);
      return made;
    };
    beforeAll(async () => {
      broker = await openBroker(name);
      service = await startService(kind, { webhooks: true, logger: log.logger(), env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_TIMEOUT: '2s', PDN_WEBHOOK_RETRY_SCHEDULE: SCHEDULE } });
    });
    afterAll(async () => {
      await service?.close();
      for (const made of destinations) await made.delete().catch(() => {});
      await broker?.close();
    });

    it('publishes every event once, signed so that a Standard Webhooks library verifies it, and records the broker’s acknowledgement', async () => {
      const partner = await createPartner(service);
      const rider = await createRider(service, partner, { capacity: 10 });
      const target = await destination();
      const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url: target.url(), enabled_events: ['*'] })).body;
      expect(endpoint.url).toBe(passwordMasked(target.url()));
      for (let i = 0; i < 5; i++) await lifecycle(service, partner, rider);
      const events = await eventIdsOf(partner);
      expect(events).toHaveLength(20);
      const messages = verifiedAll(endpoint.secret, await arrived(target, 20));
      await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more comes
      expect(await target.messages()).toHaveLength(20);
      expect(messages.map((m) => m.webhookId).sort()).toEqual([...events].sort());
      for (const m of messages) {
        expect(m.event.id).toBe(m.webhookId);
        if (name === 'rabbitmq') expect(m.key).toBe(m.event.type);
        if (name === 'nats') expect(m.key).toMatch(new RegExp(`\\.${m.event.type.replace('.', '\\.')}$`));
      }
      // The body is byte for byte what a webhook POST carries: the event as the API shows it, without `object`.
      const one = (await partner.api.get(`/v1/events/${messages[0].webhookId}`)).body;
      const { object: _object, deliveries: _deliveries, ...envelope } = one;
      expect(JSON.parse(messages[0].body)).toEqual(envelope);
      const delivery = (await eventually(async () => {
        const event = (await partner.api.get(`/v1/events/${messages[0].webhookId}`)).body;
        return event.deliveries[0].status === 'succeeded' ? event : undefined;
      })).deliveries[0];
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({ status_code: null, error: null });
      expect(delivery.attempts[0].response_body).toMatch(name === 'rabbitmq' ? /^confirmed by RabbitMQ/ : name === 'nats' ? /^PubAck: stream/ : /^XADD /);
    });

    it('keeps each order’s events in version order under load', async () => {
      const partner = await createPartner(service);
      const riders = await Promise.all(Array.from({ length: 4 }, () => createRider(service, partner, { capacity: 50 })));
      const target = await destination();
      const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url: target.url(), enabled_events: ['*'] })).body;
      const orders = await Promise.all(Array.from({ length: 40 }, (_, i) => lifecycle(service, partner, riders[i % riders.length])));
      const messages = verifiedAll(endpoint.secret, await arrived(target, 160, 60_000));
      expect(new Set(messages.map((m) => m.webhookId)).size).toBe(160);
      for (const order of orders) {
        const versions = messages.filter((m) => m.event.data.order_id === order).map((m) => m.event.data.version);
        expect(versions, order).toEqual([1, 2, 3, 4]);
      }
    }, 90_000);

    if (name !== 'redis') {
      it(name === 'rabbitmq' ? 'fails while no queue is bound to the exchange, then delivers by retry once one is' : 'fails while no stream takes the subject, then delivers by retry once one does', async () => {
        const partner = await createPartner(service);
        const target = await destination({ bound: false });
        const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url: target.url(), enabled_events: ['*'] })).body;
        const order = await createOrder(service, { zone: partner.territories[0] });
        const eventId = (await eventIdsOf(partner))[0];
        const reason = name === 'rabbitmq' ? /^returned: no queue bound to exchange/ : /^no stream: /;
        await eventually(async () => {
          const event = (await partner.api.get(`/v1/events/${eventId}`)).body;
          return event.deliveries[0].attempts.length >= 2 ? true : undefined;
        }, 'two failed attempts');
        await target.bind();
        const [message] = verifiedAll(endpoint.secret, await arrived(target, 1));
        expect(message.event.data.order_id).toBe(order.order_id);
        const delivery = (await eventually(async () => {
          const event = (await partner.api.get(`/v1/events/${eventId}`)).body;
          return event.deliveries[0].status === 'succeeded' ? event : undefined;
        })).deliveries[0];
        const failed = delivery.attempts.slice(0, -1);
        expect(failed.length).toBeGreaterThanOrEqual(2);
        for (const attempt of failed) expect(attempt.error).toMatch(reason);
        expect(delivery.attempts.at(-1)).toMatchObject({ error: null });
        expect(await target.messages()).toHaveLength(1);
      });
    }

    it('answers bad broker URLs with a 422 that names what is wrong, and never shows the password back', async () => {
      const partner = await createPartner(service);
      const target = await destination();
      const secret = 'Pw-never-shown-9d2c';
      const good = target.url({ password: secret });
      const cases: Array<[string, string, RegExp]> = [
        [good.replace(/\?.*$/, ''), 'destination_url_invalid', /is missing/],
        [good.replace(/:(5672|4222|6379)/, ':99999'), 'destination_url_invalid', /not a port/],
        [`${good}&extra=1`, 'destination_url_invalid', /unknown parameter "extra"/],
        [good.replace(/^[a-z]+:/, 'kafka:'), 'webhook_url_refused', /only http and https URLs, or amqp/],
      ];
      for (const [url, code, detail] of cases) {
        const response = await partner.api.post('/v1/webhook_endpoints', { url, enabled_events: ['*'] });
        expect(response.status, url).toBe(422);
        expect(response.body.code, url).toBe(code);
        expect(response.body.detail, url).toMatch(detail);
        expect(JSON.stringify(response.body)).not.toContain(secret);
      }
      const created = await partner.api.post('/v1/webhook_endpoints', { url: good, enabled_events: ['*'] });
      expect(created.status).toBe(201);
      const shown = [created.body, (await partner.api.get(`/v1/webhook_endpoints/${created.body.id}`)).body, (await partner.api.get('/v1/webhook_endpoints')).body];
      for (const body of shown) expect(JSON.stringify(body)).not.toContain(secret);
      expect(created.body.url).toContain('****');
    });
  });
}

/** Where the wrong password goes: the shared RabbitMQ and Redis, and a NATS server of its own that asks for one. */
describeStores('broker destinations: a wrong password', (kind) => {
  let service: TestService;
  const log = new LogCapture();
  let nats: { port: number; stop(): void } | undefined;
  beforeAll(async () => {
    service = await startService(kind, { webhooks: true, logger: log.logger(), env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_TIMEOUT: '2s', PDN_WEBHOOK_RETRY_SCHEDULE: SCHEDULE } });
    if (fs.existsSync('/usr/sbin/nats-server')) {
      const port = await freePort();
      const child = spawn('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', fs.mkdtempSync('/tmp/pdn-nats-'), '--user', 'pdn', '--pass', 'right-one'], { stdio: 'ignore' });
      await eventually(async () => ((await isUp(port)) ? true : undefined), 'nats-server with a password');
      nats = { port, stop: () => child.kill('SIGKILL') };
    }
  });
  afterAll(async () => {
    await service.close();
    nats?.stop();
  });

  const password = 'Wr0ng-pass-5e1f7a';
  const targets: Array<[BrokerName, () => string | undefined]> = [
    ['rabbitmq', () => `amqp://guest:${password}@127.0.0.1:5672/?exchange=amq.topic`],
    ['nats', () => (nats ? `nats://pdn:${password}@127.0.0.1:${nats.port}?subject=pdn_wrong` : undefined)],
    ['redis', () => `redis://pdn-nobody:${password}@127.0.0.1:6379/0?stream=pdn-wrong-password`],
  ];
  for (const [name, urlOf] of targets) {
    it(`${name}: failed attempts that say authentication failed, and the password nowhere in what is shown or logged`, async (context) => {
      const url = urlOf();
      if (!url || !(await isUp(name === 'nats' ? nats!.port : name === 'rabbitmq' ? 5672 : 6379))) context.skip();
      const partner = await createPartner(service);
      const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url, enabled_events: ['*'] })).body;
      await createOrder(service, { zone: partner.territories[0] });
      const eventId = (await eventIdsOf(partner))[0];
      const event = await eventually(async () => {
        const read = (await partner.api.get(`/v1/events/${eventId}`)).body;
        return read.deliveries[0].attempts.length >= 2 ? read : undefined;
      }, 'two failed attempts');
      const { attempts } = event.deliveries[0];
      expect(attempts[0].error).toMatch(/^authentication failed: /);
      const shown = [
        JSON.stringify(endpoint),
        JSON.stringify(event),
        JSON.stringify((await partner.api.get('/v1/webhook_endpoints')).body),
        JSON.stringify((await partner.api.get(`/v1/webhook_endpoints/${endpoint.id}`)).body),
        log.text,
      ];
      for (const text of shown) expect(text).not.toContain(password);
      expect(endpoint.url).toBe(passwordMasked(url!));
    });
  }
});

describe('broker URL shapes', () => {
  it.each([
    ['amqp://guest:guest@127.0.0.1:5672/?exchange=events', true],
    ['amqps://u:p@broker.example.net/prod?exchange=events', true],
    ['nats://127.0.0.1:4222?subject=pdn.events', true],
    ['redis://:pw@127.0.0.1:6379/2?stream=pdn-events', true],
    ['amqp://127.0.0.1:5672/', false],
    ['amqp://127.0.0.1:0/?exchange=x', false],
    ['amqp://127.0.0.1:70000/?exchange=x', false],
    ['nats://127.0.0.1?subject=a.*', false],
    ['nats://127.0.0.1/path?subject=a', false],
    ['redis://127.0.0.1/abc?stream=s', false],
    ['redis://127.0.0.1?stream=s&stream=t', false],
  ])('%s is %s', (url, ok) => {
    if (ok) expect(() => checkBrokerUrlShape(url, true)).not.toThrow();
    else expect(() => checkBrokerUrlShape(url, true)).toThrow(InvalidBrokerUrl);
  });

  it('refuses private broker hosts by the webhook rule unless private targets are allowed', () => {
    expect(() => checkBrokerUrlShape('amqp://10.0.0.5/?exchange=x', false)).toThrow(/private/);
    expect(() => checkBrokerUrlShape('redis://localhost?stream=x', false)).toThrow(/own hosts/);
    expect(() => checkBrokerUrlShape('nats://203.0.113.10?subject=x', false)).toThrow(/reserved/);
  });

  it('masks the password of any URL shown back, and nothing else', () => {
    expect(passwordMasked('amqp://guest:s3cret@host:5672/?exchange=x')).toBe('amqp://guest:****@host:5672/?exchange=x');
    expect(passwordMasked('redis://:s3cret@host/0?stream=x')).toBe('redis://:****@host/0?stream=x');
    expect(passwordMasked('nats://token@host?subject=x')).toBe('nats://token@host?subject=x');
    expect(passwordMasked('https://example.com/hooks?a=b@c')).toBe('https://example.com/hooks?a=b@c');
  });
});

describe('broker connections', () => {
  it('are opened once per endpoint and closed when it is deleted (Redis CLIENT LIST)', async (context) => {
    if (!(await isUp(6379))) context.skip();
    const service = await startService(STORE_KINDS[0], { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: SCHEDULE } });
    const redis = new Redis({ host: '127.0.0.1', port: 6379 });
    const stream = `pdn-test-conn-${Date.now()}`;
    const ours = async () => String(await redis.client('LIST')).split('\n').filter((line: string) => line.includes(`name=pdn:${stream}`)).length;
    try {
      const partner = await createPartner(service);
      const rider = await createRider(service, partner);
      const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url: `redis://127.0.0.1:6379?stream=${stream}`, enabled_events: ['*'] })).body;
      await lifecycle(service, partner, rider);
      await lifecycle(service, partner, rider);
      await eventually(async () => ((await redis.xlen(stream)) === 8 ? true : undefined), 'eight entries');
      expect(await ours()).toBe(1);
      expect((await partner.api.delete(`/v1/webhook_endpoints/${endpoint.id}`)).status).toBe(200);
      await eventually(async () => ((await ours()) === 0 ? true : undefined), 'its connection closed');
    } finally {
      await service.close();
      await redis.del(stream, ...(await redis.keys(`${stream}:pdn-webhook-id:*`)));
      await redis.quit();
    }
  });
});
