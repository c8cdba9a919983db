/**
 * Reconcile of created invoices the finance system says it does not know: a finding apart from
 * failed calls. Through the compiled CLI (build first), against a sandbox that lost them.
 */
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { reconcileFixture } from './reconcile-fixture.js';

describe('reconcile: created invoices the finance system does not know', () => {
  it.each(['retcode', 'not-found'] as const)(
    'says so apart from failed calls when the status answer (%s) says the instance does not exist',
    async (unknownInstance) => {
      const fixture = await reconcileFixture();
      await fixture.upload('may.csv', [
        { number: 'U-1', amount: '10.0000', currency: 'EUR' },
        { number: 'U-2', amount: '20.0000', currency: 'EUR' },
      ]);
      await fixture.journal.close();
      // The same address, a back-end that holds none of them.
      const port = Number(new URL(fixture.sandbox.baseUrl).port);
      await fixture.sandbox.close();
      const empty = await startSandbox({ port, unknownInstance });
      onTestFinished(() => empty.close());
      const args = ['reconcile', '--journal', fixture.journalFile, '--out', join(fixture.dir, 'out')];
      const run = await runCliProcess([...args, '--base-url', empty.baseUrl], { cwd: fixture.dir });
      expect(run.code).toBe(1);
      // After the progress lines (show-reconcile-progress.ts), the finding: one line, the last.
      const lines = run.stderr.split('\n');
      expect(lines.pop()).toBe('');
      expect(lines.pop()).toMatch(
        /^invoice-batch: reconcile: 2 created invoices are not known to the finance system \(first: \d+: .*does not exist.*\); a finding, not a failed call: look them up in the finance system$/,
      );
      expect(lines.every((line) => line.includes('statuses checked: '))).toBe(true);
      expect(run.stdout).toContain(
        'Not known to the finance system: 2 created invoices (the status call answered that the instance does not exist)',
      );
      expect(run.stdout + run.stderr).not.toMatch(/calls? failed|asked again/i);
      const json = await runCliProcess([...args, '--base-url', empty.baseUrl, '--json'], { cwd: fixture.dir });
      expect(JSON.parse(json.stdout)).toMatchObject({ checked: 0, toCheck: 2, callsFailed: 0, unknownInstances: 2 });
    },
  );
});
