/**
 * The last line an upload that stopped by itself writes on standard error: with invoices left in
 * doubt it says how many and how to settle them, not only that the ones not sent are safe to post
 * again. Real sandbox whose creates are cut once read (the request left, no answer came), real
 * SQLite journal, the command run as cli.ts runs it.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('the stop line of an upload that left invoices in doubt', () => {
  it.each([[['--json']], [[]]])(
    'counts them and names resolve, with args %j',
    async (extra) => {
      const cwd = makeTempDir('upload-stop-in-doubt');
      const sandbox = await startTestSandbox({ createOutage: { kind: 'reset', after: 2 } });
      onTestFinished(() => sandbox.close());
      writeUploadInputs(cwd, { count: 30, prefix: 'CUT' });
      const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
      const result = await runCliInProcess([...args, '--concurrency', '1', ...extra], { cwd });
      expect(result.code).toBe(1);
      const last = result.stderr.trimEnd().split('\n').pop() ?? '';
      expect(last).toMatch(/^invoice-batch: upload stopped: /);
      const inDoubt = Number(/(\d+) invoices? (?:is|are) in doubt/.exec(last)?.[1]);
      expect(inDoubt).toBeGreaterThan(0);
      if (extra.length > 0) expect((JSON.parse(result.stdout) as { inDoubt: number }).inDoubt).toBe(inDoubt);
      // The resolve command carries the run's own settings flags, as the summary's does.
      expect(last).toContain(`invoice-batch resolve --base-url ${sandbox.baseUrl} <InvoiceId> --instance-id <N>`);
      expect(last).toContain('Do not post or pay them again by hand');
    },
    90_000,
  );
});
