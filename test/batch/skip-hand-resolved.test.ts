/**
 * An invoice a person resolved as created is, on the next upload, skipped with that person named in
 * the results workbook's Detail, not "created by an earlier upload": the audit trail says who.
 */
import { readdirSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { resultsByInvoice } from '../helpers/read-workbook.js';
import { writeUploadInputs } from './cli-inputs.js';
import { localDay } from '../../src/report/local-time.js';

describe('an upload after a hand resolution', () => {
  it('names who resolved the invoice, the day, the instance and the run in the skipped row', async () => {
    const cwd = makeTempDir('skip-hand-resolved');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'HAND' });
    // The first answer is lost after the invoice was created: it is in doubt until a person looks.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    const first = await runCliInProcess([...upload, '--concurrency', '1', '--json'], { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 1, inDoubt: 1 });
    const instance = sandbox.instances().find((i) => i.invoiceNumber === 'HAND-0001')!.instanceId;
    const resolved = await runCliInProcess(
      [
        'resolve',
        '0000100002/HAND-0001',
        '--instance-id',
        instance,
        '--note',
        'found in the ledger by J. Lead',
        '--base-url',
        sandbox.baseUrl,
      ],
      { cwd },
    );
    expect(resolved.stderr).toBe('');
    expect(resolved.code).toBe(0);

    const resultsBooks = () => readdirSync(join(cwd, 'output')).filter((name) => /-results-.*\.xlsx$/.test(name));
    const before = resultsBooks();
    const again = await runCliInProcess([...upload, '--json'], { cwd });
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 2 });
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    // The new one, not the last by name: two in one second are named -<stamp>.xlsx and -<stamp>-2.xlsx.
    const books = resultsBooks().filter((name) => !before.includes(name));
    expect(books).toHaveLength(1);
    const rows = await resultsByInvoice(join(cwd, 'output', books[0]!));
    const day = localDay(new Date().toISOString());
    const who = `${userInfo().username}@${hostname()}`;
    expect(rows.get('HAND-0001')?.['Message']).toBe(
      `created (resolved by ${who} on ${day}: instance ${instance}, run 1)`,
    );
    // The other one was created by the upload itself, and says so.
    expect(rows.get('HAND-0002')?.['Message']).toMatch(
      /^created by an earlier upload \(run 1 on \S+\) as instance \d+$/,
    );
  });
});
