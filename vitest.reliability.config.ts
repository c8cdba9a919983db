import { defineConfig } from 'vitest/config';

/**
 * The reliability suite (`npm run test:reliability`): crash and resume, SIGTERM and resume,
 * injected faults (each on a SQLite and on a PostgreSQL journal), several workers on one
 * PostgreSQL journal, a corpus of bad inputs, and a scan for the API key in everything written.
 * Needs the compiled CLI (`npm run build`) and PostgreSQL (test/helpers/postgres-server.ts).
 * Environment:
 * - RELIABILITY_SCALE: `ci` (default, a few minutes on two cores) or `full` (the large
 *   setting); see test/reliability/reliability-scale.ts
 * - RELIABILITY_SEED: seed of kill points and fault plans
 * - RELIABILITY_CLI: the cli.js to run instead of dist/src/cli.js
 * - RELIABILITY_VERBOSE: print every command's exit code and duration
 */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    pool: 'forks',
    // A state folder per file: the register of journals never in the real home.
    setupFiles: ['test/helpers/isolate-state-dir.ts'],
    // Each file's PostgreSQL server copies the run's initdb'd cluster: initdb took some 1.5 s of CPU
    // and 7 s on a loaded machine per file, a copy a tenth of that.
    globalSetup: ['test/helpers/provide-postgres-template.ts'],
    testTimeout: 30 * 60_000,
    hookTimeout: 120_000,
    // Concurrent tests (the bad-input corpus) each run two CLI processes.
    maxConcurrency: 2,
    // Each part prints a one-line summary of its figures.
    silent: false,
  },
});
