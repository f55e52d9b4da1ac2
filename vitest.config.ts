import { defineConfig } from 'vitest/config';

// Most test files wait on HTTP, PostgreSQL and timers, so three run at once even on two cores.
// The files that kill processes, cut the store off or bound how late something may happen run
// afterwards, one at a time: beside other files, the crash loop's "within 15 s of the next
// start" failed.
const alone = [
  'src/delivery/delivery.crash.test.ts',
  'src/delivery/delivery.multi.test.ts',
  'src/delivery/delivery.rate-limit.test.ts',
  'src/destinations/destinations.http.test.ts',
  'src/destinations/destinations.brokers.test.ts',
  'src/destinations/destinations.faults.test.ts',
  'src/offers/offers.escalation.crash.test.ts',
  'src/store/store-faults.test.ts',
  'src/store/pgbouncer.test.ts',
  'src/http/shutdown.test.ts',
  'src/http/oversized-bodies.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'together', include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'clients/typescript/test/**/*.test.ts'], exclude: alone, maxWorkers: 3 } },
      { extends: true, test: { name: 'alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
