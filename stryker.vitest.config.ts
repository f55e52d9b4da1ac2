// The test files of the mutation run (stryker.config.json): the unit tests of the five rule
// modules it mutates, not the whole suite. Stryker's own `testFiles` option is not used: with
// it, Stryker 9.6 activates a module-level ("static") mutant only after the module has loaded,
// so such mutants survive whatever the tests do (stryker-js issue #6144).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/webhooks/webhooks.url-safety.test.ts',
      'src/webhooks/webhooks.health.test.ts',
      'src/shared/pagination.test.ts',
      'src/delivery/delivery.schedule.test.ts',
      'src/store/key-cache.test.ts',
    ],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
