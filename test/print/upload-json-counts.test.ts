/**
 * `upload --json`'s counts across the ways a run ends: each invoice in exactly one of `created`,
 * `alreadyCreated`, `skipped`, `invalid`, `rejected`, `failed` and `inDoubt`, which add up to
 * `invoices`; `notSent` is a part of `failed` (as docs/operations.md says), and the tried ones,
 * `failed` less `notSent`, are those `failures` lists. Real sandbox, real SQLite journal, the
 * command run as cli.ts runs it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import type { SandboxOptions } from '../../src/sandbox/sandbox-options.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs, type CsvOptions } from '../batch/cli-inputs.js';
import { summaryValues } from '../helpers/read-workbook.js';

interface Case {
  sandbox?: SandboxOptions;
  /** The sandbox is closed before the upload: no connection is taken. @default false */
  down?: boolean;
  /** The same file was uploaded once before, to the same journal. @default false */
  again?: boolean;
  file: CsvOptions;
  code: number;
  /** Every count not named is 0. @default only the sums checked */
  expected?: Partial<
    Record<'created' | 'alreadyCreated' | 'skipped' | 'invalid' | 'rejected' | 'failed' | 'inDoubt' | 'notSent', number>
  >;
}

const CASES: Record<string, Case> = {
  'every invoice created': { file: { count: 3, prefix: 'JC' }, code: 0, expected: { created: 3 } },
  'skipped (uploaded before)': { again: true, file: { count: 2, prefix: 'JS' }, code: 0, expected: { skipped: 2 } },
  'invalid, the others held back': {
    file: { count: 3, prefix: 'JI', invalid: [2] },
    code: 1,
    expected: { invalid: 1, failed: 2, notSent: 2 },
  },
  'one rejected': {
    file: { count: 3, prefix: 'JR', unknownPayee: [2] },
    code: 1,
    expected: { created: 2, rejected: 1 },
  },
  'in doubt (processed, then answered 504)': {
    sandbox: { lostRate: 1 },
    file: { count: 2, prefix: 'JD' },
    code: 1,
    expected: { inDoubt: 2 },
  },
  'not sent: the finance API cannot be reached': {
    down: true,
    file: { count: 5, prefix: 'JN' },
    code: 69,
    expected: { failed: 5, notSent: 5 },
  },
  'failed: the gateway refuses the key, the rest not sent': {
    sandbox: { gateway: {}, inactiveKeys: [SANDBOX_API_KEY] },
    file: { count: 3, prefix: 'JG' },
    code: 1,
  },
};

const PARTS = ['created', 'alreadyCreated', 'skipped', 'invalid', 'rejected', 'failed', 'inDoubt'] as const;

describe('upload --json counts', () => {
  it.each(Object.entries(CASES))(
    'add up to invoices: %s',
    async (_title, c) => {
      const cwd = makeTempDir('upload-json-counts');
      writeFileSync(
        join(cwd, 'invoice-batch.config.yaml'),
        'profiles:\n  sandbox:\n    retry: { baseDelayMs: 10, maxDelayMs: 40 }\n',
      );
      const sandbox = await startTestSandbox(c.sandbox);
      if (c.down) await sandbox.close();
      writeUploadInputs(cwd, c.file);
      const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
      const flags = ['--concurrency', '1', '--json', '--journal', join(cwd, 'j.sqlite'), '--out', cwd];
      if (c.again) expect((await runCliInProcess([...args, ...flags], { cwd })).code).toBe(0);
      const result = await runCliInProcess([...args, ...flags], { cwd });
      expect(result.code, result.stderr).toBe(c.code);
      const json = JSON.parse(result.stdout) as Record<string, number> & {
        failures: { count: number }[];
        results: string;
      };

      expect(json.invoices).toBe(c.file.count);
      expect(PARTS.reduce((sum, part) => sum + json[part]!, 0)).toBe(json.invoices);
      expect(json.notSent).toBeLessThanOrEqual(json.failed!);
      const tried = json.failures.reduce((sum, group) => sum + group.count, 0);
      expect(tried).toBe(json.failed! - json.notSent!);
      for (const key of [...PARTS, 'notSent'] as const)
        if (c.expected) expect(json[key], key).toBe(c.expected[key] ?? 0);

      // The results' Summary, as the terminal, keeps them apart: its failed is JSON's failed less notSent.
      const summary = await summaryValues(json.results);
      expect(summary.get('failed')).toBe(json.failed! - json.notSent!);
      expect(summary.get('not sent')).toBe(json.notSent);
      expect(summary.get('total')).toBe(json.invoices);
    },
    60_000,
  );
});
