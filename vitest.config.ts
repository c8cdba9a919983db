import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sep } from 'node:path';
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

/**
 * Folders of pure tests: they call library code on temp folders and spawn no process, start no
 * server or worker, set no signal handler, env variable, working folder or fake clock. Without
 * isolation a worker imports src/ once for all of them, not once per file (measured: see commit).
 * A new file here that does any of those things, or asserts a wall-clock bound, goes in
 * ISOLATED_FILES (or TIMED_FILES), and so does one that fails only when run after another file.
 */
const UNIT_FOLDERS = [
  'test/mapping',
  'test/sheets',
  'test/report',
  'test/config-file',
  'test/invoice',
  'test/print',
  'test/bench',
];
const ISOLATED_FILES = [
  'test/config-file/read-api-key-file.test.ts',
  'test/config-file/read-yaml-file.test.ts',
  'test/mapping/attach-pdf.test.ts',
  'test/mapping/coupa-tax-rows.test.ts',
  'test/mapping/datev-buchungsstapel.test.ts',
  'test/mapping/decimal-comma-upload.test.ts',
  'test/mapping/formula-samples-upload.test.ts',
  'test/mapping/infer/infer-new-customer-upload.test.ts',
  'test/mapping/parse-date-text.test.ts',
  'test/mapping/quickbooks-vendor-report.test.ts',
  'test/report/annotated-copy/write-annotated-csv.test.ts',
  'test/report/outcome-words-listings.test.ts',
  'test/report/output-file-modes.test.ts',
  'test/report/results/results-cell-styles.test.ts',
  'test/report/results/totals-parity.test.ts',
  'test/report/zone-named-cli.test.ts',
  'test/sheets/csv/blank-lines.test.ts',
  'test/sheets/xlsx/date-time-zone.test.ts',
  'test/sheets/xlsx/read-worksheet-rows-in-worker.test.ts',
  'test/sheets/xlsx/validate-malformed-cells.test.ts',
  'test/sheets/csv/read-csv-rows-in-worker.test.ts',
];
const UNIT_FILES = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name.split(sep).join('/')}`),
).filter((file) => !ISOLATED_FILES.includes(file) && !TIMED_FILES.includes(file));

export default defineConfig({
  test: {
    pool: 'forks',
    setupFiles: ['test/helpers/remove-temp-dirs.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts'],
          exclude: ['test/reliability/**', ...TIMED_FILES, ...UNIT_FILES],
          // Most files wait on child processes, servers and disks: a second worker fills the
          // core the first leaves idle, where vitest's default (cores - 1) gives a 2-core CI one.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED_FILES, maxWorkers: 1 },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          isolate: false,
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
    ],
  },
});
