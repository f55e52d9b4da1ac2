// The network console in a real headless Chromium against a real service (SQLite, worker and
// escalation pass on, a real webhook receiver on loopback for the network's endpoint and a
// partner's): sign-in refusals, jobs at risk ranked, a new order arriving live from the event
// stream, search by reference, an order's timeline with its deliveries, release, cancel,
// scorecards, suspend and resume, phone width, and no console errors. Screenshots at phone and
// desktop width go to test-artifacts/ (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, createPartner, createRider, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { Receiver } from '../../test/receiver.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = path.resolve('test-artifacts');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
/** Long enough for a stream event or a poll on a busy 2-core machine. */
const SEEN = { timeout: 15_000 };

const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium) {
  describe.skip(`console in Chromium (skipped: ${CHROMIUM} is missing; install it with "apt-get install chromium")`, () => {
    it.skip('runs the console end to end', () => {});
  });
}

(hasChromium ? describe : describe.skip)('network console in Chromium', () => {
  let service: TestService;
  let receiver: Receiver;
  let browser: Browser;
  let page: Page;
  let swift: TestPartner;
  let rapid: TestPartner;
  let swiftRider: { rider_id: string };
  const orders: Record<string, any> = {};
  const pageProblems: string[] = [];

  const createOrder = async (zone: string, extra: object = {}) => {
    const res = await service.admin.post('/v1/admin/orders', {
      zone,
      pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    service = await startService('sqlite', { webhooks: true, matcher: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s' } });
    receiver = await Receiver.start();
    swift = await createPartner(service, { name: 'Swift Couriers', territories: ['old-town', 'riverside'] });
    rapid = await createPartner(service, { name: 'Rapid Wheels', territories: ['riverside'] });
    swiftRider = await createRider(service, swift, { name: 'Amira Haddad', zone: 'old-town', capacity: 3 });
    expect((await service.admin.post('/v1/admin/webhook_endpoints', { url: `${receiver.url}/network`, enabled_events: ['*'] })).status).toBe(201);
    expect((await swift.api.post('/v1/webhook_endpoints', { url: `${receiver.url}/swift`, enabled_events: ['*'] })).status).toBe(201);

    // Jobs at risk: one whose ladder runs out at once (no step: it expires), one due in 2 min, one in 10.
    orders.expiring = await createOrder('old-town', { accept_within: '1s', reference: 'NET-1001' });
    orders.later = await createOrder('riverside', { accept_within: '10m', reference: 'NET-1002' });
    orders.sooner = await createOrder('old-town', { accept_within: '2m', reference: 'NET-1003' });
    // An order Swift holds, to release from the console.
    orders.held = await createOrder('old-town', { reference: 'NET-1004' });
    expect((await swift.api.post(`/v1/orders/${orders.held.order_id}/accept`, { rider_id: swiftRider.rider_id })).status).toBe(200);

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    page = await browser.newPage({ viewport: DESKTOP });
    page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageProblems.push(`console: ${message.text()}`);
    });
    // 401 is the answer to the refused keys at sign-in; anything else 4xx/5xx is a bug.
    page.on('response', (response) => {
      if (response.status() >= 400 && response.status() !== 401) pageProblems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await service?.close();
  });

  const screenshot = async (name: string) => {
    await page.screenshot({ path: path.join(ARTIFACTS, `console-${name}-desktop.png`), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(ARTIFACTS, `console-${name}-phone.png`), fullPage: true });
    // At phone width nothing may stick out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
  };
  const row = (table: string, id: string): Locator => page.getByTestId(table).locator(`[data-order="${id}"]`);
  const tab = (name: string) => page.getByRole('tab', { name }).click();
  const storedKey = () => page.evaluate(() => sessionStorage.getItem('pdn.adminKey'));
  const signInWith = async (key: string) => {
    await page.getByLabel('Admin key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('serves the page with a strict Content-Security-Policy', async () => {
    const response = await page.goto(`${service.url}/console/`);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    await page.getByLabel('Admin key').waitFor(SEEN);
  });

  it('refuses a wrong key and a partner key with a message, and keeps neither', async () => {
    await signInWith('pdn_admin_this_is_not_the_key_0000');
    const alert = page.getByRole('alert');
    await alert.waitFor(SEEN);
    expect(await alert.textContent()).toMatch(/refused: The admin key is not valid or has been revoked/);
    expect(await storedKey()).toBeNull();

    await signInWith(swift.key);
    await expect.poll(() => alert.textContent(), SEEN).toMatch(/refused: This route needs the network admin key\..*partner's key opens the partner dashboard/);
    expect(await storedKey()).toBeNull();
    expect(await page.getByRole('tab', { name: 'At risk' }).count()).toBe(0);
  });

  it('signs in with the admin key, kept in this tab only and never in the URL, and ranks the jobs at risk', async () => {
    await signInWith(ADMIN_KEY);
    const table = page.getByTestId('risk-table');
    await table.waitFor(SEEN);
    expect(await storedKey()).toBe(ADMIN_KEY);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(page.url()).not.toContain(ADMIN_KEY);

    // The expired job (its ladder ran out) first, then by time left: 2 min before 10 min. The held order is not at risk.
    await expect
      .poll(async () => table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order'))), SEEN)
      .toEqual([orders.expiring.order_id, orders.sooner.order_id, orders.later.order_id]);
    await expect.poll(() => row('risk-table', orders.expiring.order_id).locator('[data-deadline]').getAttribute('data-deadline'), SEEN).toBe('expired');
    expect(await row('risk-table', orders.sooner.order_id).locator('[data-deadline]').textContent()).toMatch(/^in (1 min|[0-9]+ s)/);
    // Who can see each: Swift covers old-town; both cover riverside.
    const seenBy = async (id: string) => row('risk-table', id).locator('[data-testid="seen-by"] [data-partner]').evaluateAll((els) => els.map((e) => e.getAttribute('data-partner')));
    expect(await seenBy(orders.sooner.order_id)).toEqual([swift.id]);
    expect((await seenBy(orders.later.order_id)).sort()).toEqual([swift.id, rapid.id].sort());
    expect(await row('risk-table', orders.later.order_id).locator('[data-step]').textContent()).toBe('0');
    expect(await row('risk-table', orders.later.order_id).textContent()).toContain('4.50 EUR');
    await screenshot('at-risk');
  });

  it('shows a new order as it happens, from the network event stream', async () => {
    await expect.poll(() => page.getByTestId('stream-state').textContent(), SEEN).toBe('stream open');
    const fresh = await createOrder('riverside', { accept_within: '30s', reference: 'NET-LIVE' });
    orders.fresh = fresh;
    // The live feed shows only what the stream brought.
    await page.getByTestId('live-events').locator(`[data-type="order.created"]`, { hasText: fresh.order_id }).waitFor(SEEN);
    await row('risk-table', fresh.order_id).waitFor(SEEN);
  });

  it('cancels a job at risk, asking first', async () => {
    const target = row('risk-table', orders.later.order_id);
    await target.getByRole('button', { name: `Cancel ${orders.later.order_id}` }).click();
    await target.getByRole('button', { name: 'Confirm cancel' }).click();
    await page.getByRole('status').filter({ hasText: `Cancelled ${orders.later.order_id}` }).waitFor(SEEN);
    expect((await service.admin.get(`/v1/admin/orders/${orders.later.order_id}`)).body.status).toBe('cancelled');
    await target.waitFor({ state: 'detached', ...SEEN });
  });

  it('finds an order by reference and by id, with its partner, and shows its timeline with what was delivered', async () => {
    await tab('Orders');
    await page.getByTestId('order-search').fill('NET-1004');
    await page.getByRole('button', { name: 'Search' }).click();
    const held = row('orders-table', orders.held.order_id);
    await held.waitFor(SEEN);
    // The search answers only the order with that reference (the list before it showed them all).
    await expect.poll(() => page.getByTestId('orders-table').locator('tbody tr').count(), SEEN).toBe(1);
    expect(await held.locator('[data-partner]').textContent()).toBe('Swift Couriers');

    await receiver.waitFor((requests) => requests.filter((r) => r.path === '/network').length >= 2 && requests.some((r) => r.path === '/swift'));
    await held.getByRole('button', { name: `Timeline of ${orders.held.order_id}` }).click();
    const timeline = page.getByTestId('order-timeline');
    await timeline.locator('[data-type="order.assigned"][data-recipient="network"] [data-delivery][data-status="succeeded"]').waitFor(SEEN);
    await timeline.locator(`[data-type="order.assigned"][data-recipient="${swift.id}"] [data-delivery][data-status="succeeded"]`).waitFor(SEEN);
    expect(await timeline.locator('[data-type="order.created"][data-recipient="network"]').count()).toBe(1);
    expect(await timeline.locator('[data-attempt]').first().textContent()).toContain('200');
    await screenshot('orders');
    await timeline.getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('order-search').fill(orders.sooner.order_id);
    await page.getByRole('button', { name: 'Search' }).click();
    await row('orders-table', orders.sooner.order_id).waitFor(SEEN);
  });

  it('releases an assigned order, asking first: it is offered again', async () => {
    await page.getByTestId('order-search').fill('NET-1004');
    await page.getByRole('button', { name: 'Search' }).click();
    const held = row('orders-table', orders.held.order_id);
    await held.getByRole('button', { name: `Release ${orders.held.order_id}` }).click();
    await held.getByRole('button', { name: 'Confirm release' }).click();
    await page.getByRole('status').filter({ hasText: `Released ${orders.held.order_id}` }).waitFor(SEEN);
    const after = (await service.admin.get(`/v1/admin/orders/${orders.held.order_id}`)).body;
    expect(after).toMatchObject({ status: 'unassigned', partner_id: null, rider_id: null });
    await expect.poll(() => held.locator('.badge').first().textContent(), SEEN).toBe('unassigned');
    await page.getByTestId('live-events').locator('[data-type="order.released"]', { hasText: orders.held.order_id }).waitFor(SEEN);
  });

  it("shows each partner's scorecard, the same numbers the partner reads", async () => {
    await tab('Partners');
    const swiftRow = page.getByTestId('partners-table').locator(`[data-partner="${swift.id}"]`);
    await expect.poll(() => swiftRow.locator('[data-figure="jobs_accepted"]').textContent(), SEEN).toBe('1');
    const own = (await swift.api.get('/v1/scorecard')).body;
    expect(own.jobs_accepted).toBe(1);
    // The expired job was offered in old-town: Swift's zone, not Rapid's.
    expect(await swiftRow.locator('[data-figure="expiries_seen"]').textContent()).toBe(String(own.expiries_seen));
    expect(own.expiries_seen).toBe(1);
    expect(await page.getByTestId('partners-table').locator(`[data-partner="${rapid.id}"] [data-figure="expiries_seen"]`).textContent()).toBe('0');
    expect(await swiftRow.locator('[data-figure="endpoint_health"] [data-health]').getAttribute('data-health')).toBe('healthy');
    await screenshot('partners');
  });

  it('suspends a partner, asking first, and resumes it; both are in the audit log under the signed-in key', async () => {
    await expect.poll(() => page.getByTestId('signed-in-as').getAttribute('data-role'), SEEN).toBe('owner');
    expect(await page.getByTestId('signed-in-as').textContent()).toContain('PDN_ADMIN_KEY');
    const rapidRow = page.getByTestId('partners-table').locator(`[data-partner="${rapid.id}"]`);
    await rapidRow.getByRole('button', { name: 'Suspend Rapid Wheels' }).click();
    // Asked first: nothing changed yet; Keep backs out.
    await rapidRow.getByRole('button', { name: 'Keep' }).click();
    expect((await service.admin.get(`/v1/admin/partners/${rapid.id}`)).body.status).toBe('active');
    await rapidRow.getByRole('button', { name: 'Suspend Rapid Wheels' }).click();
    await rapidRow.getByRole('button', { name: 'Confirm suspend' }).click();
    await page.getByRole('status').filter({ hasText: 'Suspended Rapid Wheels' }).waitFor(SEEN);
    expect((await service.admin.get(`/v1/admin/partners/${rapid.id}`)).body.status).toBe('suspended');
    expect((await rapid.api.get('/v1/orders/available')).status).toBe(403);
    await expect.poll(() => rapidRow.locator('.badge').first().textContent(), SEEN).toBe('suspended');

    await rapidRow.getByRole('button', { name: 'Resume Rapid Wheels' }).click();
    await page.getByRole('status').filter({ hasText: 'Resumed Rapid Wheels' }).waitFor(SEEN);
    expect((await service.admin.get(`/v1/admin/partners/${rapid.id}`)).body.status).toBe('active');
    expect((await rapid.api.get('/v1/orders/available')).status).toBe(200);

    await tab('Audit log');
    const audit = page.getByTestId('audit-table');
    await audit.waitFor(SEEN);
    await expect.poll(() => audit.locator('[data-action]').first().getAttribute('data-action'), SEEN).toBe('partner.resume');
    expect(await audit.locator('[data-action="partner.suspend"]').first().textContent()).toContain(rapid.id);
    await tab('Partners');
  });

  it('signed in with a viewer key, shows its name and role and offers no action', async () => {
    const viewer = (await service.admin.post('/v1/admin/admin_keys', { name: 'Night desk', role: 'viewer' })).body;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInWith(viewer.key);
    const who = page.getByTestId('signed-in-as');
    await expect.poll(() => who.getAttribute('data-role'), SEEN).toBe('viewer');
    expect(await who.textContent()).toContain('Night desk');
    await tab('Partners');
    await page.getByTestId('partners-table').waitFor(SEEN);
    expect(await page.getByTestId('partners-table').getByRole('button').count()).toBe(0);
    await tab('Orders');
    await page.locator('main section').first().waitFor(SEEN);
    expect(await page.getByRole('button', { name: /^(Release|Cancel) / }).count()).toBe(0);
    await tab('Audit log');
    await page.getByTestId('audit-table').waitFor(SEEN);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInWith(ADMIN_KEY);
    await page.getByTestId('signed-in-as').waitFor(SEEN);
  });

  it('works at phone width on every tab', async () => {
    await page.setViewportSize(PHONE);
    for (const name of ['At risk', 'Orders', 'Partners', 'Audit log']) {
      await tab(name);
      await page.locator('main section').first().waitFor(SEEN);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(DESKTOP);
  });

  it('shows the partner the same scorecard in its dashboard', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Admin key').waitFor(SEEN);
    expect(await storedKey()).toBeNull();
    await page.goto(`${service.url}/dashboard/`);
    await page.getByLabel('Partner API key').fill(swift.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const card = page.getByTestId('scorecard');
    await card.waitFor(SEEN);
    const network = (await service.admin.get(`/v1/admin/partners/${swift.id}/scorecard`)).body;
    await expect.poll(() => card.locator('[data-figure="jobs_accepted"]').textContent(), SEEN).toBe(String(network.jobs_accepted));
    expect(await card.locator('[data-figure="expiries_seen"]').textContent()).toBe(String(network.expiries_seen));
    expect(await card.locator('[data-figure="endpoint_health"] [data-health]').getAttribute('data-health')).toBe(network.endpoints.health);
  });

  it('showed no console error and no failed request along the way', () => {
    expect(pageProblems).toEqual([]);
  });
});
