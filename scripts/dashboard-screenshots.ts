// Screenshots of the dashboard on the demo network, each tab at desktop (1280×800) and phone
// (390×844) width, to look at after a change to the dashboard:
//
//   npx tsx scripts/dashboard-screenshots.ts [out-dir] [--warm-up=SECONDS] [--readme]
//
// Starts `npm run demo` on a free port with a throwaway SQLite file (60 orders a minute), lets it
// run for the warm-up (default 120 s) so every tab has data, signs in with the printed partner
// key and saves <out-dir>/<tab>-<desktop|phone>.png (default: a new temp dir, printed).
// --readme also writes docs/images/dashboard.png (the Fleet tab at desktop width).
// Needs /usr/bin/chromium (playwright-core drives it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const TABS = ['Fleet', 'Orders', 'History', 'Webhooks'] as const;
const ROOT = path.resolve(import.meta.dirname, '..');
/** What is opened on a tab before its screenshot, so the details show too. */
const OPEN: Partial<Record<(typeof TABS)[number], (page: Page) => Promise<void>>> = {
  History: async (page) => {
    await page.getByTestId('settlements-table').getByRole('button', { expanded: false }).first().click({ timeout: 30_000 });
    await page.getByTestId('settlement-orders').waitFor({ timeout: 10_000 });
    await page.getByTestId('history-table').getByRole('button', { name: /^Timeline of/ }).first().click({ timeout: 5000 });
    await page.getByTestId('order-timeline').locator('li').first().waitFor({ timeout: 10_000 });
  },
  Webhooks: async (page) => {
    // An event still being retried (its receiver answered 500) shows a failed attempt.
    await page.getByLabel('Delivery').selectOption('pending');
    await page.getByTestId('events-table').getByRole('button', { name: /^Attempts/ }).first().click({ timeout: 20_000 });
    await page.getByTestId('event-detail').locator('[data-attempt]').first().waitFor({ timeout: 10_000 });
  },
};

const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith('--')) ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-dashboard-'));
const warmUpSeconds = Number(args.find((a) => a.startsWith('--warm-up='))?.split('=')[1] ?? 120);
const readme = args.includes('--readme');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

fs.mkdirSync(outDir, { recursive: true });
const port = await freePort();
const database = path.join(os.tmpdir(), `pdn-screenshots-${process.pid}.sqlite`);
const demo = spawn(process.execPath, ['--import', 'tsx', 'src/demo/demo.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DEMO_DATABASE: database, DEMO_ORDERS_PER_MIN: '60' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
demo.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));

try {
  const key = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Partner API key:\s+(pdn_sk_\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 200);
    demo.once('exit', (code) => reject(new Error(`the demo exited (${code}) before printing its key:\n${output}`)));
  });
  process.stdout.write(`demo on http://127.0.0.1:${port}; warming up for ${warmUpSeconds} s…\n`);
  await new Promise((resolve) => setTimeout(resolve, warmUpSeconds * 1000));

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport });
      await page.goto(`http://127.0.0.1:${port}/dashboard/`);
      await page.getByLabel('Partner API key').fill(key);
      await page.getByRole('button', { name: 'Sign in' }).click();
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByText('Loading…').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
        await page.waitForTimeout(2500); // a poll, so charts and counts are drawn
        await OPEN[tab]?.(page).catch((error: Error) => process.stdout.write(`(${tab}: could not open a detail: ${error.message.split('\n')[0]})\n`));
        const file = path.join(outDir, `${tab.toLowerCase()}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        // A tall page is also saved in parts, each readable at full size.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const part = viewport.height * 2;
        for (let y = 0, n = 1; height > part * 1.25 && y < height; y += part, n++) {
          await page.screenshot({ path: file.replace(/\.png$/, `-part${n}.png`), fullPage: true, clip: { x: 0, y, width: viewport.width, height: Math.min(part, height - y) } });
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        process.stdout.write(`${file}${overflow > 0 ? `  (scrolls sideways by ${overflow} px)` : ''}\n`);
        if (readme && tab === 'Fleet' && name === 'desktop') fs.copyFileSync(file, path.join(ROOT, 'docs/images/dashboard.png'));
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  demo.kill('SIGTERM');
  await new Promise((resolve) => demo.once('exit', resolve));
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${database}${suffix}`, { force: true });
}
