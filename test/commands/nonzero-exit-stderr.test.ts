/**
 * Every non-zero exit writes its reason on standard error, one line starting `invoice-batch:`, with
 * --json too (the JSON stays on standard output): a scheduler or systemd journal often keeps only
 * standard error. A table over the non-zero exits found without one. Real sandboxes on loopback
 * ports, a real SQLite journal in a temp folder, each command run as cli.ts runs it.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import type { CliResult } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const UPLOAD = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];

/** A folder whose journal holds 3 invoices created at one sandbox, and a second sandbox, a different target. */
async function createdElsewhere() {
  const cwd = makeTempDir('nonzero-stderr');
  const first = await startTestSandbox();
  const second = await startTestSandbox();
  onTestFinished(async () => {
    await first.close();
    await second.close();
  });
  writeUploadInputs(cwd, { count: 3, prefix: 'ELSE' });
  const created = await runCliInProcess([...UPLOAD, '--base-url', first.baseUrl, '--json'], { cwd });
  expect(created.code).toBe(0);
  return { cwd, other: second.baseUrl };
}

const CASES: {
  name: string;
  run: () => Promise<CliResult>;
  code: number;
  reason: RegExp;
}[] = [
  {
    name: 'reconcile --json --fail-on-in-doubt at a target the journal created nothing at',
    code: 2,
    reason:
      /^invoice-batch: Nothing was checked: the journal holds no invoice created at .*Check --base-url or --profile\.$/,
    run: async () => {
      const { cwd, other } = await createdElsewhere();
      return runCliInProcess(['reconcile', '--json', '--fail-on-in-doubt', '--base-url', other], { cwd });
    },
  },
  {
    name: 'reconcile (text) at a target the journal created nothing at',
    code: 2,
    reason:
      /^invoice-batch: Nothing was checked: the journal holds no invoice created at .*Check --base-url or --profile\.$/,
    run: async () => {
      const { cwd, other } = await createdElsewhere();
      return runCliInProcess(['reconcile', '--base-url', other], { cwd });
    },
  },
  {
    name: 'upload --json of invoices all created under another target',
    code: 1,
    reason: /^invoice-batch: upload: 3 invoice\(s\) not posted here: created at target /,
    run: async () => {
      const { cwd, other } = await createdElsewhere();
      return runCliInProcess([...UPLOAD, '--base-url', other, '--json'], { cwd });
    },
  },
  {
    name: 'upload --json of a file with an invalid invoice',
    code: 1,
    reason: /^invoice-batch: upload: 1 invalid; each is listed in the results workbook$/,
    run: async () => {
      const cwd = makeTempDir('nonzero-stderr');
      const sandbox = await startTestSandbox();
      onTestFinished(() => sandbox.close());
      writeUploadInputs(cwd, { count: 3, prefix: 'BAD', invalid: [2] });
      return runCliInProcess([...UPLOAD, '--base-url', sandbox.baseUrl, '--json', '--partial'], { cwd });
    },
  },
  {
    name: 'validate --json of a file with an invalid invoice',
    code: 1,
    reason: /^invoice-batch: validate: 1 of 3 invoices are invalid \(1 problem, in the JSON\)/,
    run: () => {
      const cwd = makeTempDir('nonzero-stderr');
      writeUploadInputs(cwd, { count: 3, prefix: 'BAD', invalid: [2] });
      return runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json'], { cwd });
    },
  },
];

describe('a non-zero exit says why on standard error', () => {
  it.each(CASES)(
    '$name',
    async ({ run, code, reason }) => {
      const result = await run();
      expect(result.code).toBe(code);
      const lines = result.stderr.trimEnd().split('\n');
      expect(lines.at(-1)).toMatch(reason);
    },
    90_000,
  );
});
