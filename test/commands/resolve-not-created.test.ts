/**
 * After `resolve --not-created`: the invoice is "resolved: not created" in its run's listings and
 * workbook (its own count, its own total), and the next upload posts it once; its history shows the
 * resolution, then the creation, in that order.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteRunResults } from '../../src/batch/rewrite-run-results.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';

const KEY = '0000100002/RN-0001';

describe('an invoice resolved as not created', () => {
  it('is counted apart from failures, then posted once by the next upload, its history in order', async () => {
    const cwd = makeTempDir('resolve-not-created');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'RN' });
    // Not processed, but no answer said so: in doubt.
    sandbox.injectNext({ status: 502, body: '', route: 'create' });
    const cli = (args: string[]) =>
      runCliInProcess([...args, '--journal', join(cwd, 'j.sqlite'), '--out', cwd], { cwd });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    expect(JSON.parse((await cli([...upload, '--concurrency', '1', '--json'])).stdout)).toMatchObject({
      created: 1,
      inDoubt: 1,
    });
    const resolved = await cli(['resolve', KEY, '--not-created']);
    expect(resolved.code).toBe(0);

    const runs = JSON.parse((await cli(['history', '--json'])).stdout).runs as Record<string, unknown>[];
    expect(runs[0]).toMatchObject({ failed: 1, notCreated: 1, notSent: 0 });
    const journal = await openJournal(join(cwd, 'j.sqlite'));
    try {
      await rewriteRunResults(journal, [runs[0]!.id as number], { outDir: cwd });
    } finally {
      await journal.close();
    }
    const summary = (
      await readBook(JSON.parse((await cli(['history', '--json'])).stdout).runs[0].resultsFile)
    ).getWorksheet('Summary')!;
    const lines = new Map<unknown, unknown[]>();
    for (let n = 1; n <= summary.rowCount; n += 1) {
      const [label, ...rest] = rowValues(summary, n);
      lines.set(label, rest);
    }
    expect(lines.get('resolved: not created')?.[0]).toBe(1);
    expect(lines.get('failed')?.[0]).toBe(0);
    const parts = lines.get('Currency') as string[];
    const eur = lines.get('EUR') as number[];
    expect(eur[parts.indexOf('Resolved (not created)')]).toBe(11.19);
    expect(eur[parts.indexOf('Not created')]).toBe(0);
    expect(String(lines.get('Resolved: what to do')?.[0])).toMatch(/the next upload posts them/);

    // Upload again: the resolved invoice is posted, once; the other was created before and is skipped.
    const again = await cli([...upload, '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 1, skipped: 1, inDoubt: 0 });
    expect(sandbox.instances().filter((i) => i.invoiceNumber === 'RN-0001')).toHaveLength(1);
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    const shown = (await cli(['journal', 'show', KEY])).stdout;
    const words = [...shown.matchAll(/^Run (\d+) \(started [^)]*\): (.+?)(?: as instance \d+)?$/gm)].map(
      ([, run, word]) => `${run} ${word}`,
    );
    expect(words).toEqual(['1 resolved: not created', '2 created']);
    expect(shown).toMatch(/resolved on .*: not created; the next upload posts it/);
  });

  it('keeps the note given with it in the detail, shown where resolve --help says; refuses a control character or the API key, recording nothing', async () => {
    const cwd = makeTempDir('resolve-note');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'RN' });
    sandbox.injectNext({ status: 502, body: '', route: 'create' });
    const cli = (args: string[]) =>
      runCliInProcess([...args, '--journal', join(cwd, 'j.sqlite'), '--out', cwd], { cwd });
    await cli(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl]);
    const key = '0000100002/RN-0001';

    const refusals = [
      ['not there\u001b[2J, cleared', /--note: the note holds a control character \(\\e at character 10\)/],
      [`pasted ${SANDBOX_API_KEY} by mistake`, /--note: the note holds the API key/],
    ] as const;
    for (const [note, message] of refusals) {
      const refused = await cli(['resolve', key, '--not-created', '--note', note]);
      expect(refused.code, note).toBe(2);
      expect(refused.stderr).toMatch(message);
      expect(refused.stderr + refused.stdout).not.toContain(SANDBOX_API_KEY);
    }
    const still = JSON.parse((await cli(['journal', '--outcome', 'in doubt', '--json'])).stdout).invoices as unknown[];
    expect(still).toHaveLength(1);

    const note = 'Not in the ledger; checked with Ana (AP) – "ticket 4711"';
    expect((await cli(['resolve', key, '--not-created', '--note', note])).code).toBe(0);
    const [row] = JSON.parse((await cli(['journal', '--json'])).stdout).invoices as {
      detail: string;
      outcome: string;
    }[];
    expect(row).toMatchObject({ outcome: 'resolved: not created' });
    expect(row!.detail).toMatch(/: not created; the next upload posts it; note: /);
    expect(row!.detail.endsWith(`; note: ${JSON.stringify(note)}`)).toBe(true);
    expect((await cli(['journal', 'show', key])).stdout).toContain(note.replace(/"/g, '\\"'));
    expect((await cli(['journal', '--wide'])).stdout).toContain('ticket 4711');
    // resolve --help and the README name where the note is shown, and only where it is.
    const help = (await runCliProcess(['resolve', '--help'], { cwd })).stdout.replace(/\s+/g, ' ');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const readmeLine = readme.split('\n').find((line) => line.startsWith('| `resolve <InvoiceId'));
    for (const text of [help, readmeLine]) {
      expect(text).not.toMatch(/shown in history|`history` shows it/);
      expect(text).toContain('journal --wide');
      expect(text).toContain('journal show');
    }
  });
});
