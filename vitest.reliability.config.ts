import { defineConfig } from 'vitest/config';

/**
 * The reliability suite (`npm run test:reliability`): crash and resume, injected faults, a corpus
 * of bad inputs, and a scan for the API key in everything written. Needs the compiled CLI
 * (`npm run build`). `RELIABILITY_SCALE=full` runs the sizes of the issue; the default `ci`
 * setting is sized for a few minutes on two cores (see test/reliability/reliability-scale.ts).
 */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30 * 60_000,
    hookTimeout: 120_000,
    // Concurrent tests (the bad-input corpus) each run two CLI processes.
    maxConcurrency: 2,
    // Each part prints a one-line summary of its figures.
    silent: false,
  },
});
