// The partner dashboard in a real headless Chromium against a real service (SQLite, worker
// on, a real webhook receiver on loopback): sign in, fleet, rider changes, orders, conflicts,
// webhooks, replay, charts, live countdowns, history and settlements. Screenshots at phone and
// desktop width go to test-artifacts/ (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { Receiver, verified } from '../../test/receiver.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = path.resolve('test-artifacts');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Long enough for a 2-second poll plus a webhook round trip on a busy 2-core machine. */
const SEEN = { timeout: 15_000 };

const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium) {
  describe.skip(`dashboard in Chromium (skipped: ${CHROMIUM} is missing; install it with "apt-get install chromium")`, () => {
    it.skip('runs the dashboard end to end', () => {});
  });
}

(hasChromium ? describe : describe.skip)('dashboard in Chromium', () => {
  let service: TestService;
  let receiver: Receiver;
  let browser: Browser;
  let page: Page;
  let partner: TestPartner;
  let rival: TestPartner;
  let riders: Record<'amira' | 'bruno' | 'chloe', { rider_id: string }>;
  let rivalRider: { rider_id: string };
  const pageProblems: string[] = [];
  let inFlight = 0;

  beforeAll(async () => {
    // One try per delivery: a refused delivery is `failed` at once, ready to recover.
    service = await startService('sqlite', { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s' } });
    receiver = await Receiver.start();
    partner = await createPartner(service, { name: 'Swift Couriers', territories: ['old-town', 'riverside'] });
    rival = await createPartner(service, { name: 'Rapid Wheels', territories: ['riverside'] });
    riders = {
      amira: await createRider(service, partner, { name: 'Amira Haddad', zone: 'old-town', capacity: 2, status: 'online' }),
      bruno: await createRider(service, partner, { name: 'Bruno Costa', zone: 'riverside', capacity: 1, status: 'online' }),
      chloe: await createRider(service, partner, { name: 'Chloé Martin', zone: 'old-town', capacity: 2, status: 'on-break' }),
    };
    rivalRider = await createRider(service, rival, { zone: 'riverside', capacity: 3, status: 'online' });

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    page = await browser.newPage({ viewport: DESKTOP });
    page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageProblems.push(`console: ${message.text()}`);
    });
    // 401 (the wrong key) and 409 on accept (the lost races) are expected answers; anything else is a bug.
    page.on('response', (response) => {
      const expected = response.status() === 401 || (/\/accept$/.test(response.url()) && response.status() === 409);
      if (response.status() >= 400 && !expected) pageProblems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);
    // Real time flows; the conflict test pauses it to hold the page's view still.
    await page.clock.install();
  });

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await service?.close();
  });

  const screenshot = async (name: string) => {
    await page.screenshot({ path: path.join(ARTIFACTS, `dashboard-${name}-desktop.png`), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(ARTIFACTS, `dashboard-${name}-phone.png`), fullPage: true });
    // At phone width nothing may stick out sideways except inside the scrollable tables.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
  };
  const row = (attribute: string, id: string): Locator => page.locator(`[${attribute}="${id}"]`);
  const tab = (name: string) => page.getByRole('tab', { name }).click();
  const storedKey = () => page.evaluate(() => sessionStorage.getItem('pdn.partnerKey'));
  const riderStatus = async (riderId: string) => (await partner.api.get('/v1/riders')).body.data.find((r: any) => r.rider_id === riderId).status;

  it('serves the page with a strict Content-Security-Policy and no inline script but its import map', async () => {
    const response = await page.goto(`${service.url}/dashboard/`);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    await page.getByLabel('Partner API key').waitFor();
  });

  it('refuses a wrong key with the reason the API gives, and keeps nothing', async () => {
    await page.getByLabel('Partner API key').fill('pdn_sk_this_key_does_not_exist_0000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor(SEEN);
    expect(await alert.textContent()).toMatch(/refused: The API key is not valid or has been revoked/);
    expect(await storedKey()).toBeNull();
    await expect(page.getByRole('tab', { name: 'Fleet' }).count()).resolves.toBe(0);
  });

  it('signs in and shows availability per zone and the riders, keeping the key in this tab only', async () => {
    await page.getByLabel('Partner API key').fill(partner.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const oldTown = page.getByTestId('availability-table').getByRole('row', { name: /old-town/ });
    await oldTown.waitFor(SEEN);
    // old-town: Amira online, Chloé on break; capacity of online riders 2.
    expect((await oldTown.locator('td').allTextContents()).slice(0, 4)).toEqual(['1', '1', '0', '0 / 2']);
    await row('data-rider', riders.chloe.rider_id).waitFor(SEEN);
    expect(await page.getByTestId('riders-table').locator('tbody tr').count()).toBe(3);

    expect(await storedKey()).toBe(partner.key);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(page.url()).not.toContain(partner.key);
    await screenshot('fleet');
  });

  it('draws riders apart from capacity and jobs, on charts whose axes are titled', async () => {
    await expect
      .poll(
        () =>
          // A string, not a function: the test runner would rewrite a function's import().
          page.evaluate(`(async () => {
            // The page's own Chart.js module (the URL its import map names), to read the charts it drew.
            const { Chart } = await import('/ui/vendor/chart.js/dist/chart.js');
            return ['riders-chart', 'capacity-chart'].map((id) => {
              const figure = document.querySelector('[data-testid="' + id + '"]');
              const chart = Chart.getChart(figure.querySelector('canvas'));
              const { x, y } = chart.options.scales;
              return {
                caption: figure.querySelector('figcaption').textContent,
                x: x.title.display && x.title.text,
                y: y.title.display && y.title.text,
                zones: chart.data.labels,
                data: Object.fromEntries(chart.data.datasets.map((d) => [d.label, d.data])),
              };
            });
          })()`),
        SEEN,
      )
      .toEqual([
        // old-town: Amira online, Chloé on break; riverside: Bruno online.
        { caption: 'Riders by status', x: 'zone', y: 'riders', zones: ['old-town', 'riverside'], data: { Online: [1, 1], 'On break': [1, 0], Offline: [0, 0] } },
        {
          caption: 'Capacity of online riders, and jobs waiting',
          x: 'zone',
          y: 'deliveries',
          zones: ['old-town', 'riverside'],
          data: { 'Capacity used': [0, 0], 'Capacity free': [2, 1], 'Jobs waiting': [0, 0] },
        },
      ]);
  });

  it("changes a rider's status from the table, and the fleet follows", async () => {
    const chloe = row('data-rider', riders.chloe.rider_id);
    await chloe.getByLabel('Status of Chloé Martin').selectOption('online');
    await chloe.getByLabel('Capacity of Chloé Martin').fill('3');
    await chloe.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Chloé Martin: now online in old-town, capacity 3' }).waitFor(SEEN);
    expect(await riderStatus(riders.chloe.rider_id)).toBe('online');

    const oldTown = page.getByTestId('availability-table').getByRole('row', { name: /old-town/ });
    await oldTown.getByRole('cell', { name: '0 / 5' }).waitFor(SEEN);
    expect((await chloe.locator('.badge').textContent())?.trim()).toBe('online');
  });

  it('shows changes made elsewhere within seconds, without a reload', async () => {
    // Another operator's tool (the API) puts Bruno on break; the table follows.
    await partner.api.patch(`/v1/riders/${riders.bruno.rider_id}/status`, { status: 'on-break' });
    await row('data-rider', riders.bruno.rider_id).locator('.badge', { hasText: 'on-break' }).waitFor(SEEN);
    await partner.api.patch(`/v1/riders/${riders.bruno.rider_id}/status`, { status: 'online' });
    await row('data-rider', riders.bruno.rider_id).locator('.badge', { hasText: 'online' }).waitFor(SEEN);

    // The tabs work from the keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: 'Fleet' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Orders');
    const order = await createOrder(service, { zone: 'old-town', creator: 'Noodle Bar 88' });
    await row('data-order', order.order_id).waitFor(SEEN);
  });

  let endpointId: string;
  it('creates a webhook endpoint and shows its secret once', async () => {
    await tab('Webhooks');
    await page.getByLabel('URL').fill(`${receiver.url}/pdn-hooks`);
    await page.getByLabel('Description (optional)').fill('Test receiver');
    // Its placeholder is not clipped ("no lir"): the input is wider than the text it shows.
    const rateLimit = page.getByLabel('Rate limit, attempts per second (optional)');
    const room = await rateLimit.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // 20 px: the number spinner
      return inner - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThan(0);
    await rateLimit.fill('5');
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    const secret = page.getByRole('textbox', { name: 'Signing secret', exact: true });
    await secret.waitFor(SEEN);
    expect(await secret.inputValue()).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/);

    const endpoints = (await partner.api.get('/v1/webhook_endpoints')).body.data;
    expect(endpoints).toHaveLength(1);
    expect(endpoints[0]).toMatchObject({ url: `${receiver.url}/pdn-hooks`, status: 'enabled', ordered: true, rate_limit: 5 });
    expect(endpoints[0].secret).toBeUndefined();
    endpointId = endpoints[0].id;

    await page.getByRole('button', { name: 'I have stored it' }).click();
    await secret.waitFor({ state: 'detached' });
    const endpointRow = row('data-endpoint', endpointId);
    await endpointRow.getByText('in order per order').waitFor(SEEN);
    // Ordering can be switched off and on again from the row.
    await endpointRow.getByRole('button', { name: 'Send unordered' }).click();
    await endpointRow.getByText('unordered', { exact: false }).waitFor(SEEN);
    expect((await partner.api.get(`/v1/webhook_endpoints/${endpointId}`)).body.ordered).toBe(false);
    await endpointRow.getByRole('button', { name: 'Send in order' }).click();
    await endpointRow.getByText('in order per order').waitFor(SEEN);
    expect((await partner.api.get(`/v1/webhook_endpoints/${endpointId}`)).body.ordered).toBe(true);
    // The rate limit is shown, changed, refused by the form when out of range, and lifted by emptying it.
    await endpointRow.getByText('at most 5 attempts per second').waitFor(SEEN);
    const rate = endpointRow.getByLabel('Attempts per second');
    await rate.fill('20');
    await endpointRow.getByRole('button', { name: 'Set rate limit' }).click();
    await endpointRow.getByText('at most 20 attempts per second').waitFor(SEEN);
    expect((await partner.api.get(`/v1/webhook_endpoints/${endpointId}`)).body.rate_limit).toBe(20);
    await rate.fill('0');
    await endpointRow.getByRole('button', { name: 'Set rate limit' }).click();
    expect(await rate.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    expect((await partner.api.get(`/v1/webhook_endpoints/${endpointId}`)).body.rate_limit).toBe(20);
    await rate.fill('');
    await endpointRow.getByRole('button', { name: 'Set rate limit' }).click();
    await endpointRow.getByText('no rate limit').waitFor(SEEN);
    expect((await partner.api.get(`/v1/webhook_endpoints/${endpointId}`)).body.rate_limit).toBeNull();
  });

  let assignedEventId: string;
  it('accepts an order for a rider; its event arrives at the receiver and is listed as delivered', async () => {
    const order = await createOrder(service, { zone: 'old-town', creator: 'Green Bowl' });
    await tab('Orders');
    const jobRow = row('data-order', order.order_id);
    await jobRow.waitFor(SEEN);
    // Only riders who can take it are offered: online with room (Chloé is online now, Bruno too, in another zone).
    const offered = await jobRow.getByRole('combobox').locator('option').allTextContents();
    expect(offered.map((o) => o.split(' (')[0])).toEqual(['Amira Haddad', 'Chloé Martin', 'Bruno Costa']);
    await jobRow.getByRole('combobox').selectOption(riders.amira.rider_id);
    await jobRow.getByRole('button', { name: 'Accept' }).click();
    // Riders are named wherever the dashboard speaks of them.
    await page.getByRole('status').filter({ hasText: `Accepted ${order.order_id} for Amira Haddad` }).waitFor(SEEN);
    await page.getByTestId('active-table').locator(`[data-order="${order.order_id}"]`).waitFor(SEEN);

    const arrived = await receiver.waitFor((requests) => requests.some((r) => JSON.parse(r.body).type === 'order.assigned' && r.status === 200), SEEN.timeout);
    const assigned = arrived.find((r) => JSON.parse(r.body).type === 'order.assigned')!;
    expect(JSON.parse(assigned.body).data).toMatchObject({ order_id: order.order_id, rider_id: riders.amira.rider_id });
    assignedEventId = String(assigned.headers['webhook-id']);

    await tab('Webhooks');
    const eventRow = row('data-event', assignedEventId);
    await eventRow.locator('.badge', { hasText: 'succeeded' }).waitFor(SEEN);
    await screenshot('webhooks');
  });

  it("shows an event's attempts, replays it and shows the new attempt", async () => {
    await row('data-event', assignedEventId).getByRole('button', { name: /Attempts/ }).click();
    const detail = page.getByTestId('event-detail');
    await detail.locator('[data-attempt]').first().waitFor(SEEN);
    expect(await detail.locator('[data-attempt]').count()).toBe(1);
    expect(await detail.locator('[data-attempt]').first().textContent()).toContain('200');
    expect(await detail.locator('[data-attempt] .badge').first().getAttribute('data-outcome')).toBe('succeeded');

    await detail.getByRole('button', { name: 'Replay event' }).click();
    await detail.locator('[data-attempt]').nth(1).waitFor(SEEN);
    const sameEvent = receiver.requests.filter((r) => r.headers['webhook-id'] === assignedEventId);
    expect(sameEvent.length).toBe(2);
    expect(sameEvent[0].body).toBe(sameEvent[1].body);
  });

  it('lists the events whose delivery failed and redelivers them', async () => {
    receiver.answerNext(1, { status: 500, body: 'receiver down' }, '/pdn-hooks');
    const order = await createOrder(service, { zone: 'old-town', creator: 'Pizzeria Sole' });
    const refused = (await receiver.waitFor((requests) => requests.some((r) => r.status === 500), SEEN.timeout)).find((r) => r.status === 500)!;
    expect(JSON.parse(refused.body).data.order_id).toBe(order.order_id);
    const eventId = String(refused.headers['webhook-id']);

    await page.getByLabel('Delivery').selectOption('failed');
    const failedRow = page.getByTestId('events-table').locator(`[data-event="${eventId}"]`);
    await failedRow.locator('.badge', { hasText: 'failed' }).waitFor(SEEN);
    expect(await page.getByTestId('events-table').locator('tbody tr').count()).toBe(1);

    // Its attempt was answered 500: a failed attempt, in red like every failure, not grey.
    await failedRow.getByRole('button', { name: /Attempts/ }).click();
    const refusedBadge = page.getByTestId('event-detail').locator('[data-attempt] .badge', { hasText: '500' });
    await refusedBadge.waitFor(SEEN);
    expect(await refusedBadge.getAttribute('data-outcome')).toBe('failed');
    // Another event opened: the previous event's replay message is not carried over to it.
    expect(await page.getByTestId('event-detail').getByRole('status').count()).toBe(0);
    // --err-bg (#fdecea), where a badge without a meaning is grey (#eceff1).
    expect(await refusedBadge.evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe('rgb(253, 236, 234)');
    await screenshot('failed-attempt');
    await page.getByTestId('event-detail').getByRole('button', { name: 'Close' }).click();

    await row('data-endpoint', endpointId).getByRole('button', { name: 'Redeliver' }).click();
    await page.getByRole('status').filter({ hasText: '1 failed delivery since' }).waitFor(SEEN);
    await receiver.waitFor((requests) => requests.filter((r) => r.headers['webhook-id'] === eventId && r.status === 200).length === 1, SEEN.timeout);
    await page.getByText('No recent event matches these filters.').waitFor(SEEN);
    await page.getByLabel('Delivery').selectOption('');
  });

  it('warns of an endpoint failing for a day, then shows why it was disabled', async () => {
    const since = new Date(Date.now() - 30 * 3600_000).toISOString();
    // As the worker leaves it after a day of failures, then after disabling it.
    await service.store.db.updateTable('webhook_endpoints').set({ failing_since: since }).where('id', '=', endpointId).execute();
    const endpointRow = row('data-endpoint', endpointId);
    await endpointRow.getByRole('alert').filter({ hasText: `Every delivery since ${since} has failed` }).waitFor(SEEN);
    await service.store.db
      .updateTable('webhook_endpoints')
      .set({ status: 'disabled', disabled_reason: 'every delivery failed for 5 days' })
      .where('id', '=', endpointId)
      .execute();
    await endpointRow.getByText('Disabled: every delivery failed for 5 days').waitFor(SEEN);
    expect(await endpointRow.getByRole('alert').count()).toBe(0);
    await endpointRow.getByRole('button', { name: 'Enable' }).click();
    await endpointRow.locator('.badge', { hasText: 'enabled' }).waitFor(SEEN);
  });

  /** Shows the job, then holds the page's view still (no refresh) while `takeIt` runs behind its back. */
  async function takenBehindTheScenes(orderId: string, takeIt: () => Promise<void>) {
    await row('data-order', orderId).waitFor(SEEN);
    await page.clock.pauseAt(Date.now() + 100);
    await expect.poll(() => inFlight, SEEN).toBe(0);
    await takeIt();
  }

  it('says plainly when a job was taken meanwhile (409)', async () => {
    const order = await createOrder(service, { zone: 'old-town', creator: 'Sushi Ando' });
    await tab('Orders');
    await takenBehindTheScenes(order.order_id, async () => {
      // The partner's own integration takes it for Chloé while the operator looks at it.
      expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: riders.chloe.rider_id })).status).toBe(200);
    });
    await row('data-order', order.order_id).getByRole('combobox').selectOption(riders.amira.rider_id);
    await row('data-order', order.order_id).getByRole('button', { name: 'Accept' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: '409 order_not_available' });
    await conflict.waitFor(SEEN);
    expect(await conflict.textContent()).toContain('Too late: this job was taken first');
    await page.clock.resume();
    await page.getByTestId('active-table').locator(`[data-order="${order.order_id}"]`).waitFor(SEEN);
    expect((await partner.api.get(`/v1/orders/${order.order_id}`)).body.rider_id).toBe(riders.chloe.rider_id);
  });

  it('says plainly when another partner took the job first (409)', async () => {
    const order = await createOrder(service, { zone: 'riverside', creator: 'Taco Loco' });
    await takenBehindTheScenes(order.order_id, async () => {
      expect((await rival.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rivalRider.rider_id })).status).toBe(200);
    });
    await row('data-order', order.order_id).getByRole('button', { name: 'Accept' }).click();
    const gone = page.getByRole('alert').filter({ hasText: 'another partner took it' });
    await gone.waitFor(SEEN);
    expect(await gone.textContent()).toContain('Too late: this job was taken first (409 order_not_available)');
    await page.clock.resume();
    await row('data-order', order.order_id).waitFor({ state: 'detached', ...SEEN });
    expect((await rival.api.get(`/v1/orders/${order.order_id}`)).body.rider_id).toBe(rivalRider.rider_id);
  });

  it('reassigns an active order and shows it in the timeline', async () => {
    const held = (await partner.api.get('/v1/orders?status=assigned')).body.data.find((o: any) => o.rider_id === riders.amira.rider_id);
    const activeRow = page.getByTestId('active-table').locator(`[data-order="${held.order_id}"]`);
    await activeRow.getByRole('combobox').selectOption(riders.chloe.rider_id);
    await activeRow.getByPlaceholder('Reason (optional)').fill('Amira has a flat tyre');
    await activeRow.getByRole('button', { name: 'Reassign' }).click();
    await page.getByRole('status').filter({ hasText: `Reassigned ${held.order_id} to Chloé Martin` }).waitFor(SEEN);
    expect((await partner.api.get(`/v1/orders/${held.order_id}`)).body.rider_id).toBe(riders.chloe.rider_id);

    await activeRow.getByRole('button', { name: `Timeline of ${held.order_id}` }).click();
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText('Assigned').first().waitFor(SEEN);
    await timeline.locator('li', { hasText: 'order.assigned' }).nth(1).waitFor(SEEN); // accept, then reassign
    expect(await timeline.textContent()).toContain('from Amira Haddad to Chloé Martin');
    expect(await timeline.textContent()).toContain('rider Chloé Martin');
  });

  it('keeps the zone table within its card at every width', async () => {
    await tab('Fleet');
    await page.getByTestId('availability-table').waitFor(SEEN);
    for (const width of [320, 375, 480, 640, 700, 800, 1024, 1100, 1180, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const fit = await page.evaluate(() => {
        const table = document.querySelector('[data-testid="availability-table"]') as HTMLElement;
        const card = table.closest('section') as HTMLElement;
        const wrap = table.parentElement as HTMLElement;
        return { tableRight: table.getBoundingClientRect().right, cardRight: card.getBoundingClientRect().right, scroll: wrap.scrollWidth - wrap.clientWidth };
      });
      expect({ width, inside: fit.tableRight <= fit.cardRight + 0.5, scroll: fit.scroll }).toEqual({ width, inside: true, scroll: 0 });
    }
    await page.setViewportSize(DESKTOP);
  });

  it('lists finished orders by when they finished, opens their timelines, and lists what each settlement paid', async () => {
    // Finished in the other order than they were created: the newer one first.
    const held = (await partner.api.get('/v1/orders?status=assigned')).body.data;
    expect(held[0].order_id < held[1].order_id).toBe(true);
    await service.admin.post(`/v1/admin/orders/${held[1].order_id}/cancel`, { reason: 'shop closed' });
    await service.admin.post(`/v1/admin/orders/${held[0].order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${held[0].order_id}/deliver`);
    // One more delivered, at another payout, so the settlement pays two different amounts.
    const extra = await createOrder(service, { zone: 'old-town', creator: 'Falafel Corner', amount: 7.25 });
    expect((await partner.api.post(`/v1/orders/${extra.order_id}/accept`, { rider_id: riders.amira.rider_id })).status).toBe(200);
    await service.admin.post(`/v1/admin/orders/${extra.order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${extra.order_id}/deliver`);
    const settlement = (await service.admin.post('/v1/admin/settlements', { partner_id: partner.id })).body;
    expect(settlement).toMatchObject({ order_count: 2, amount: 11.75 });

    await tab('History');
    const history = page.getByTestId('history-table');
    await history.locator(`[data-order="${extra.order_id}"]`).waitFor(SEEN);
    // Last finished first: extra, then held[0] (delivered after held[1] was cancelled), then held[1].
    const listed = await history.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order')));
    expect(listed).toEqual([extra.order_id, held[0].order_id, held[1].order_id]);
    expect(await history.locator(`[data-order="${held[1].order_id}"]`).textContent()).toContain('shop closed');
    expect(await history.locator(`[data-order="${held[0].order_id}"]`).textContent()).toMatch(/Amira Haddad|Chloé Martin/);

    // A row opens the order's timeline: its steps and every event about it, in order.
    await history.getByRole('button', { name: `Timeline of ${held[0].order_id}` }).click();
    const timeline = page.getByTestId('order-timeline');
    await timeline.locator('li', { hasText: 'order.delivered' }).waitFor(SEEN);
    const events = await timeline.locator('li code').allTextContents();
    expect(events).toEqual(['order.created', 'order.assigned', 'order.assigned', 'order.picked_up', 'order.delivered']);
    expect(await timeline.textContent()).toContain('Delivered');

    await page.getByTestId('history-status').selectOption('cancelled');
    await history.locator(`[data-order="${held[0].order_id}"]`).waitFor({ state: 'detached', ...SEEN });
    expect(await history.locator('tbody tr').count()).toBe(1);
    await page.getByTestId('history-status').selectOption('all');

    // A settlement opens to the orders it paid and each one's amount.
    const paid = page.getByTestId('settlements-table').locator(`[data-settlement="${settlement.id}"]`);
    await paid.getByRole('button', { name: '2 orders' }).click();
    const orders = page.getByTestId('settlement-orders');
    await orders.locator(`[data-settled-order="${extra.order_id}"]`).waitFor(SEEN);
    const amounts = await orders.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute('data-settled-order'), r.querySelector('td.num')!.textContent]),
    );
    expect(amounts.sort()).toEqual([[held[0].order_id, '4.50 EUR'], [extra.order_id, '7.25 EUR']].sort());
    expect(await orders.locator('tfoot').textContent()).toContain('11.75 EUR');
    expect(await paid.getByRole('button', { name: '2 orders' }).getAttribute('aria-expanded')).toBe('true');
    await screenshot('history');
  });

  // After the history: the order it delivers would be in history and in the next settlement.
  it('reports an active order picked up, then delivered with the recipient; the webhooks say the partner reported them', async () => {
    const order = await createOrder(service, { zone: 'old-town', creator: 'Falafel Corner' });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: riders.amira.rider_id })).status).toBe(200);
    await tab('Orders');
    const activeRow = page.getByTestId('active-table').locator(`[data-order="${order.order_id}"]`);
    await activeRow.waitFor(SEEN);
    // Only the step that comes next is offered.
    expect(await activeRow.getByRole('button', { name: 'Delivered', exact: true }).count()).toBe(0);

    await activeRow.getByRole('button', { name: 'Picked up', exact: true }).click();
    await page.getByRole('status').filter({ hasText: `${order.order_id} picked up: now picked_up` }).waitFor(SEEN);
    await activeRow.locator('.badge', { hasText: 'picked_up' }).waitFor(SEEN);
    await activeRow.getByRole('button', { name: `Timeline of ${order.order_id}` }).click();
    await page.getByTestId('order-timeline').locator('li', { hasText: 'order.picked_up' }).filter({ hasText: 'reported by you' }).waitFor(SEEN);
    await page.getByTestId('order-timeline').getByRole('button', { name: 'Close' }).click();
    await screenshot('orders');

    await activeRow.getByLabel(`Recipient of ${order.order_id} (optional)`).fill('Mrs Dubois');
    await activeRow.getByRole('button', { name: 'Delivered', exact: true }).click();
    await page.getByRole('status').filter({ hasText: `${order.order_id} delivered to Mrs Dubois: now delivered` }).waitFor(SEEN);
    await activeRow.waitFor({ state: 'detached', ...SEEN });

    const moves = (requests: Array<{ body: string; status?: number }>) =>
      requests
        .filter((r) => r.status === 200)
        .map((r) => JSON.parse(r.body))
        .filter((e) => e.data?.order_id === order.order_id && (e.type === 'order.picked_up' || e.type === 'order.delivered'));
    const arrived = moves(await receiver.waitFor((requests) => moves(requests).length >= 2, SEEN.timeout));
    expect(arrived.map((e) => [e.type, e.data.reported_by])).toEqual([
      ['order.picked_up', 'partner'],
      ['order.delivered', 'partner'],
    ]);
    expect(arrived[1].data.proof).toEqual({ recipient_name: 'Mrs Dubois' });
    const amira = (await partner.api.get('/v1/riders')).body.data.find((r: any) => r.rider_id === riders.amira.rider_id);
    expect(amira.active_deliveries).toBe(0);
  });

  it('counts down to pickup and shows how long a job has waited, live', async () => {
    // The page's clock was paused by the race tests: set it to the real time again.
    await page.clock.setSystemTime(Date.now());
    const order = await createOrder(service, { zone: 'riverside', creator: 'Mama Kitchen' }); // eta_mins 12
    await tab('Orders');
    const job = page.getByTestId('available-table').locator(`[data-order="${order.order_id}"]`);
    const eta = job.getByTestId('pickup-eta');
    const waiting = job.getByTestId('waiting-age');
    await eta.waitFor(SEEN);
    expect(await eta.textContent()).toBe('ready in 12 min');
    const first = await waiting.textContent();
    expect(first).toMatch(/^waiting \d+ s$/);
    // Seconds tick by without a refresh from the server being needed for it.
    await expect.poll(() => waiting.textContent(), SEEN).not.toBe(first);

    // The page's clock jumps 5 minutes: the countdown and the age follow.
    await page.clock.fastForward('05:00');
    await expect.poll(() => eta.textContent(), SEEN).toBe('ready in 7 min');
    await expect.poll(() => waiting.textContent(), SEEN).toMatch(/^waiting 5 min$/);
    // Past the pickup time it says for how long the food has been ready.
    await page.clock.fastForward('09:00');
    await expect.poll(() => eta.textContent(), SEEN).toBe('due 2 min ago');
    await expect.poll(() => waiting.textContent(), SEEN).toBe('waiting 14 min');
    await screenshot('orders');
  });

  it("shows a job's rider suggestions with their reasons and assigns the top one in one click", async () => {
    const dara = await createRider(service, partner, { name: 'Dara Okafor', zone: 'old-town', capacity: 2, status: 'online' });
    expect((await partner.api.put(`/v1/riders/${dara.rider_id}/location`, { lat: 52.3776, lng: 4.8922 })).status).toBe(200);
    const created = await service.admin.post('/v1/admin/orders', {
      zone: 'old-town',
      pickup: { creator: 'Noodle Bar', eta_mins: 10, location: { lat: 52.3731, lng: 4.8922 } },
      dropoff: { area: 'Harbour' },
      payout_estimate: { currency: 'EUR', amount: 5 },
    });
    const order = created.body;
    await tab('Orders');
    const jobRow = row('data-order', order.order_id);
    await jobRow.waitFor(SEEN);
    await jobRow.getByRole('button', { name: `Suggest riders for ${order.order_id}` }).click();
    const suggestions = jobRow.getByTestId('suggestions');
    await suggestions.waitFor(SEEN);
    // Dara, the one rider whose distance is known, comes first, and the page says why.
    const first = suggestions.locator('li').first();
    expect(await first.getAttribute('data-rider')).toBe(dara.rider_id);
    expect(await first.textContent()).toContain('Dara Okafor');
    expect(await first.textContent()).toContain('500 m from the pickup');
    expect(await first.textContent()).toContain('no deliveries in hand');
    await screenshot('suggestions');
    await suggestions.getByRole('button', { name: 'Assign Dara Okafor' }).click();
    await page.getByRole('status').filter({ hasText: `Accepted ${order.order_id} for Dara Okafor` }).waitFor(SEEN);
    expect((await partner.api.get(`/v1/orders/${order.order_id}`)).body).toMatchObject({ status: 'assigned', rider_id: dara.rider_id });
  });

  it('shows the dispatch policy and switches it: auto in one zone, then manual again', async () => {
    await tab('Orders');
    const panel = page.getByTestId('dispatch-policy');
    await panel.waitFor(SEEN);
    expect(await panel.getByTestId('policy-mode').textContent()).toContain('Manual');
    await panel.getByLabel('riverside').uncheck();
    await panel.getByRole('button', { name: 'Turn auto-dispatch on' }).click();
    await page.getByRole('status').filter({ hasText: 'Auto-dispatch is on in old-town.' }).waitFor(SEEN);
    expect((await partner.api.get('/v1/dispatch_policy')).body).toMatchObject({ mode: 'auto', zones: ['old-town'] });
    expect(await panel.getByTestId('policy-mode').textContent()).toContain('Auto-dispatch');
    await screenshot('dispatch-policy');
    await panel.getByRole('button', { name: 'Switch to manual' }).click();
    await page.getByRole('status').filter({ hasText: 'you accept jobs yourself' }).waitFor(SEEN);
    expect((await partner.api.get('/v1/dispatch_policy')).body).toMatchObject({ mode: 'manual', zones: ['old-town'] });
  });

  it('signs out and forgets the key', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Partner API key').waitFor(SEEN);
    expect(await storedKey()).toBeNull();
    expect(pageProblems).toEqual([]);
  });
});

(hasChromium ? describe : describe.skip)('dashboard in test mode, in Chromium', () => {
  let service: TestService;
  let receiver: Receiver;
  let browser: Browser;
  let page: Page;
  let live: TestPartner;
  let test: TestPartner;
  let secret: string;
  const pageProblems: string[] = [];

  beforeAll(async () => {
    service = await startService('sqlite', { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await Receiver.start();
    live = await createPartner(service, { name: 'Swift Couriers', territories: ['old-town', 'riverside'] });
    test = await sandboxOf(service, live);
    secret = (await test.api.post('/v1/webhook_endpoints', { url: `${receiver.url}/sandbox-hooks`, enabled_events: ['*'] })).body.secret;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    page = await browser.newPage({ viewport: DESKTOP });
    page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) pageProblems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await service?.close();
  });

  const row = (id: string): Locator => page.locator(`[data-order="${id}"]`);
  /** In test mode: a sandbox order that does not advance by itself, created and accepted from the page. */
  const acceptSandboxOrderByHand = async (panel: Locator) => {
    await panel.getByLabel('Advance by itself').uncheck();
    await panel.getByRole('button', { name: 'Create sandbox order' }).click();
    const created = await panel.getByRole('status').filter({ hasText: 'accept it below' }).textContent();
    const orderId = /ord_\w+/.exec(created!)![0];
    await row(orderId).getByRole('button', { name: 'Accept' }).click();
    return { orderId, active: page.getByTestId('active-table').locator(`[data-order="${orderId}"]`) };
  };
  const sandboxEvents = () => receiver.to('/sandbox-hooks').map((r) => verified(secret, r));

  it('says how riders are added when the fleet is empty: by the network in live mode', async () => {
    await page.goto(`${service.url}/dashboard/`);
    await page.getByLabel('Partner API key').fill(live.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const hint = page.getByTestId('no-riders');
    await hint.waitFor(SEEN);
    const text = await hint.textContent();
    expect(text).toContain('No riders in your fleet yet');
    expect(text).toContain('added by the network');
    expect(text).toContain('POST /v1/admin/riders');
    expect(text).toContain('npx pdn rider create --partner ptn_… --zone old-town');
    expect(await hint.getByRole('button').count()).toBe(0); // a live key cannot add riders
    await page.getByRole('button', { name: 'Sign out' }).click();
  });

  it('says plainly that it is in test mode, where an empty fleet offers to add a sandbox rider', async () => {
    await page.getByLabel('Partner API key').fill(test.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const banner = page.getByTestId('test-mode-banner');
    await banner.waitFor(SEEN);
    expect(await banner.textContent()).toContain('Test mode.');
    // Where to look for what `pdn listen` forwarded: its terminal, not the endpoints' deliveries.
    expect(await banner.textContent()).toContain('npx pdn listen forwards come from the live event stream, so its terminal shows what it sent');
    expect(await banner.textContent()).toContain('signed in with a test key');
    expect(await page.locator('h1 .badge-test').textContent()).toBe('TEST MODE');

    const hint = page.getByTestId('no-riders');
    await hint.waitFor(SEEN);
    expect(await hint.textContent()).toContain('Your sandbox has no riders yet');
    await hint.getByRole('button', { name: 'Add an online rider in old-town' }).click();
    await page.getByTestId('riders-table').locator('tbody tr').first().waitFor(SEEN);
    expect(await hint.count()).toBe(0);
    const sandboxRiders = (await test.api.get('/v1/riders')).body.data;
    expect(sandboxRiders).toMatchObject([{ zone: 'old-town', status: 'online' }]);
  });

  it('drives a sandbox order by hand with the test helpers, and its webhooks arrive', async () => {
    await page.getByRole('tab', { name: 'Orders' }).click();
    const panel = page.getByTestId('sandbox-panel');
    await panel.getByRole('button', { name: 'Add an online rider in old-town' }).click();
    await panel.getByRole('status').filter({ hasText: /Added Test rider \d+, online in old-town/ }).waitFor(SEEN);
    const { orderId, active } = await acceptSandboxOrderByHand(panel);
    // The network's moves are labelled as such, in a column of their own (not under Reassign).
    const headers = await page.getByTestId('active-table').locator('thead th').allTextContents();
    expect(headers.at(-1)).toBe("The network's moves (test helpers)");
    const moves = active.getByRole('group', { name: `The network's moves on ${orderId} (test helpers)` });
    expect(await moves.getByRole('button').allTextContents()).toEqual(['Mark picked up', 'Cancel']);
    await moves.getByRole('button', { name: 'Mark picked up' }).click();
    await moves.getByRole('button', { name: 'Mark delivered' }).click();
    await active.waitFor({ state: 'detached', ...SEEN });
    await panel.getByRole('button', { name: 'Settle delivered orders' }).click();
    await panel.getByRole('status').filter({ hasText: 'Settled 1 orders: 4.50 EUR' }).waitFor(SEEN);

    await receiver.waitForAnswered(5, '/sandbox-hooks');
    expect(sandboxEvents().map((e: any) => e.type).sort()).toEqual(['order.assigned', 'order.created', 'order.delivered', 'order.picked_up', 'settlement.paid']);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByTestId('events-table').locator('.badge', { hasText: 'succeeded' }).first().waitFor(SEEN);

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('history-table').locator(`[data-order="${orderId}"]`).waitFor(SEEN);
    expect(await page.getByTestId('history-table').locator(`[data-order="${orderId}"]`).textContent()).toMatch(/Test rider \d+/);
    await page.getByTestId('settlements-table').locator('tbody tr').first().waitFor(SEEN);
  });

  it('reports a sandbox order picked up and delivered as the partner, with the test key', async () => {
    await page.getByRole('tab', { name: 'Orders' }).click();
    const panel = page.getByTestId('sandbox-panel');
    const { orderId, active } = await acceptSandboxOrderByHand(panel);
    await active.getByRole('button', { name: 'Picked up', exact: true }).click();
    await active.getByRole('button', { name: 'Delivered', exact: true }).click();
    await active.waitFor({ state: 'detached', ...SEEN });

    const reported = () => sandboxEvents().filter((e: any) => e.data.order_id === orderId && (e.type === 'order.picked_up' || e.type === 'order.delivered'));
    await receiver.waitFor(() => reported().length === 2, SEEN.timeout);
    expect(reported().map((e: any) => [e.type, e.data.reported_by, e.data.proof])).toEqual([
      ['order.picked_up', 'partner', undefined],
      ['order.delivered', 'partner', null],
    ]);
  });

  it('creates an order that advances by itself, and leaves live data alone', async () => {
    await page.getByRole('tab', { name: 'Orders' }).click();
    const panel = page.getByTestId('sandbox-panel');
    await panel.getByLabel('Zone').selectOption('riverside');
    await panel.getByLabel('Advance by itself').check();
    await panel.getByRole('button', { name: 'Create sandbox order' }).click();
    const created = await panel.getByRole('status').filter({ hasText: 'by itself' }).textContent();
    const orderId = /ord_\w+/.exec(created!)![0];
    await receiver.waitFor(() => sandboxEvents().some((e: any) => e.type === 'order.delivered' && e.data.order_id === orderId), 30_000);
    expect((await live.api.get('/v1/events')).body.data).toEqual([]);
    expect((await live.api.get('/v1/riders')).body.data).toEqual([]);
    expect(pageProblems).toEqual([]);
  });
});
