/**
 * The `file handled` line of `watch --log-format json` for each way a dropped file can end: at
 * `warn` when it needs a person (in failed/, or left in processing/), at `info` when every invoice
 * of it is handled, with the file's destination, path and counts by outcome word as fields named
 * as in `watch --json`'s files[]. Real drop folder, real sandbox, real SQLite journal, the command
 * run as cli.ts runs it.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../src/sandbox/sandbox-options.js';
import { OUTCOME_MEANINGS, type OutcomeWord } from '../../src/report/outcome-words.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { writeUploadInputs, type CsvOptions } from '../batch/cli-inputs.js';

interface Case {
  sandbox?: SandboxOptions;
  /** The sandbox is closed before the file is dropped: the finance API cannot be reached. @default false */
  down?: boolean;
  /** Config lines added under the profile the base URL runs under. @default none */
  profile?: string;
  /** A file dropped and handled first, by a watcher of its own. @default none */
  before?: CsvOptions;
  /** The file whose line is looked at, and how its text is changed. */
  file: CsvOptions;
  change?: (text: string) => string;
  /** Its name, when it is no CSV (no rule names it). @default last.csv */
  name?: string;
  level: 'info' | 'warn';
  destination: 'done' | 'failed' | 'processing';
  /** Counts by outcome word, the others 0; none when nothing of the file was uploaded. */
  outcomes?: Partial<Record<OutcomeWord, number>>;
}

const CASES: Record<string, Case> = {
  'every invoice created': {
    file: { count: 3, prefix: 'ALL' },
    level: 'info',
    destination: 'done',
    outcomes: { created: 3 },
  },
  'some skipped (created by an earlier file)': {
    before: { count: 2, prefix: 'SKP' },
    file: { count: 3, prefix: 'SKP' },
    level: 'info',
    destination: 'done',
    outcomes: { created: 1, skipped: 2 },
  },
  'invalid, the others held back': {
    file: { count: 3, prefix: 'INV', invalid: [2] },
    level: 'warn',
    destination: 'failed',
    outcomes: { invalid: 1, 'not sent': 2 },
  },
  'in doubt (processed, then answered 504)': {
    sandbox: { lostRate: 1 },
    file: { count: 2, prefix: 'DBT' },
    level: 'warn',
    destination: 'failed',
    outcomes: { 'in doubt': 2 },
  },
  'not sent: larger than the gateway takes': {
    profile: 'gateway:\n      maxRequestBytes: 100\n',
    file: { count: 2, prefix: 'BIG' },
    level: 'warn',
    destination: 'failed',
    outcomes: { 'not sent': 2 },
  },
  'not sent: the finance API cannot be reached, left in processing/': {
    down: true,
    profile: 'retry: { baseDelayMs: 10, maxDelayMs: 40 }\n',
    file: { count: 2, prefix: 'OFF' },
    level: 'warn',
    destination: 'processing',
    outcomes: { 'not sent': 2 },
  },
  'a changed copy held': {
    before: { count: 2, prefix: 'HLD' },
    file: { count: 2, prefix: 'HLD' },
    change: (text) => text.replace(/(HLD-0002),20250131/, '$1,20250130'),
    level: 'warn',
    destination: 'failed',
    outcomes: { skipped: 1, 'held: differs': 1 },
  },
  'refused before reading: no rule names it': {
    file: { count: 1, prefix: 'TXT' },
    name: 'notes.txt',
    level: 'warn',
    destination: 'failed',
  },
};

type Line = Record<string, unknown>;

describe('the file handled line of watch --log-format json', () => {
  it.each(Object.entries(CASES))(
    '%s',
    async (_title, c) => {
      const { dir, drop, inbox } = makeDropFolder('watch-handled-level');
      const profile = c.profile ? `profiles:\n  sandbox:\n    ${c.profile}` : '';
      writeFileSync(
        join(dir, 'invoice-batch.config.yaml'),
        `journal: journal.sqlite\noutDir: out\nwatch:\n  settleMs: 0\n  rules:\n    - { match: "*.csv", mapping: m.yaml }\n${profile}`,
      );
      const sandbox = await startTestSandbox(c.sandbox);
      const args = ['watch', drop, '--once', '--base-url', sandbox.baseUrl, '--log-format', 'json', '--json'];
      const drop1 = (options: CsvOptions, name: string, change = (text: string) => text) => {
        const path = writeUploadInputs(dir, { ...options, name });
        writeFileSync(path, change(readFileSync(path, 'utf8')));
        renameSync(path, join(inbox, name));
      };
      if (c.before) {
        drop1(c.before, 'first.csv');
        expect((await runCliInProcess(args, { cwd: dir })).code).toBe(0);
      }
      if (c.down) await sandbox.close();
      const name = c.name ?? 'last.csv';
      drop1(c.file, name, c.change);
      const result = await runCliInProcess(args, { cwd: dir });

      // With --json the log goes to standard error, the summary to standard output.
      const lines = result.stderr
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Line);
      const handled = lines.filter((line) => line.event === 'file handled');
      expect(handled).toHaveLength(1);
      const line = handled[0]!;
      expect(line.level).toBe(c.level);
      expect(String(line.msg)).toMatch(new RegExp(`^${name.replace('.', '\\.')}: .* -> ${c.destination}/`));
      expect(line).toMatchObject({ name, destination: c.destination });
      expect(String(line.path)).toBe(join(drop, c.destination, name));
      if (c.outcomes) {
        const expected = Object.fromEntries(OUTCOME_MEANINGS.map(({ word }) => [word, c.outcomes![word] ?? 0]));
        expect(line.outcomes).toEqual(expected);
        expect(line.invoices).toBe(c.file.count);
      } else {
        expect(line).not.toHaveProperty('outcomes');
        expect(line).not.toHaveProperty('invoices');
      }

      // Named as watch --json names the file: the same values under the same keys.
      const summary = JSON.parse(result.stdout) as { files: Line[] };
      const file = summary.files.find((entry) => entry.name === name)!;
      for (const key of ['name', 'destination', 'path', 'resultsWorkbook', 'runIds', 'invoices', 'outcomes'])
        expect(line[key], key).toEqual(file[key]);
    },
    60_000,
  );
});
