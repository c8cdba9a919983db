import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that assert a wall-clock bound or a rate (a request refused within 350 ms, at most 5 %
 * of creates refused by a 40/s spike arrest, a second request inside the same second): a
 * neighbour on the other core slows them and they fail for it. They run one at a time, after
 * the other files, never beside another test file. A new test with such a bound belongs here.
 */
const TIMED_FILES = [
  'test/batch/upload-clock-step.test.ts',
  'test/batch/upload-gateway.test.ts',
  'test/batch/upload-gateway-pacing.test.ts',
  'test/commands/sandbox-command-gateway.test.ts',
  'test/finance-api/create-invoice.test.ts',
  'test/finance-api/get-invoice-status.test.ts',
  'test/finance-api/read-with-retry.test.ts',
  'test/finance-api/scrub-server-text.test.ts',
  'test/report/results/wait-for-sheet-drain.test.ts',
  'test/schedule/next-cron-run.test.ts',
  'test/sheets/bad-input.test.ts',
  'test/watch/watch-drop-folder.test.ts',
];

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts'],
          exclude: ['test/reliability/**', ...TIMED_FILES],
          // Most files wait on child processes, servers and disks: a second worker fills the
          // core the first leaves idle, where vitest's default (cores - 1) gives a 2-core CI one.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED_FILES, maxWorkers: 1 },
      },
    ],
  },
});
