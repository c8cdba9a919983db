/** Reconcile and alerting on in-doubt invoices. Needs the compiled CLI: run "npx tsc -p ." first. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { reconcileFixture } from '../reconcile/reconcile-fixture.js';
import { addKilledRun } from './killed-run-fixture.js';

describe('reconcile with invoices in doubt', () => {
  it('exits 1 with --fail-on-in-doubt, 0 without, and names its workbook for the in-doubt invoices', async () => {
    const fixture = await reconcileFixture();
    await fixture.journal.close();
    await addKilledRun(fixture.journalFile, { targetIdentity: fixture.sandbox.target().identity });
    const out = join(fixture.dir, 'out');
    const args = ['reconcile', '--journal', fixture.journalFile, '--out', out, '--base-url', fixture.sandbox.baseUrl];

    const plain = await runCliProcess(args, { cwd: fixture.dir });
    expect(plain.stdout).toContain('In doubt awaiting resolution: 1.');
    expect(plain.stderr).toBe('');
    expect(plain.code).toBe(0);

    const alerting = await runCliProcess([...args, '--fail-on-in-doubt'], { cwd: fixture.dir });
    expect(alerting.stdout).toContain('In doubt awaiting resolution: 1.');
    expect(alerting.stderr).toBe(
      "invoice-batch: 1 invoice in doubt awaiting resolution (--fail-on-in-doubt): listed in the workbook's Summary; settle each with invoice-batch resolve\n",
    );
    expect(alerting.code).toBe(1);

    const books = readdirSync(out).filter((name) => name.startsWith('reconcile-'));
    expect(books).toHaveLength(2);
    for (const name of books) expect(name).toMatch(/^reconcile-journal-in-doubt-\d{8}-\d{6}(-\d+)?\.xlsx$/);
  });
});
