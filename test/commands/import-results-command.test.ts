/**
 * `import-results`: a journal restored from a backup taken before an upload is told, from that
 * upload's results workbook, what the back-end holds; uploading the file again then posts nothing
 * twice and holds the invoice in doubt. Real sandbox, real SQLite files, the workbook upload wrote.
 */
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { journalRowsHolding } from '../helpers/journal-rows.js';
import { readBook } from '../helpers/read-workbook.js';

const KEY = 'ib_live_7Qx2-Zk9_aB3cD4eF5gH6iJ7kL8mN9';

/** How a key is typed or pasted into a workbook: whole, in another case, percent-encoded, base64url, in part. */
const KEY_FORMS: [string, (key: string) => string][] = [
  ['whole', (key) => key],
  ['in upper case', (key) => key.toUpperCase()],
  ['percent-encoded', (key) => [...key].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
  ['as base64url', (key) => Buffer.from(key).toString('base64url')],
  ['in part, its last four characters cut', (key) => key.slice(0, -4)],
];

/** A folder whose journal is restored from a backup made before `invoices.csv` was uploaded (5 invoices, the 3rd in doubt). */
async function restoredAfterUpload() {
  const cwd = makeTempDir('import-results');
  const sandbox = await startTestSandbox();
  const journal = join(cwd, 'output', 'journal.sqlite');
  const upload = (file: string, ...more: string[]) =>
    runCliInProcess(['upload', file, '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...more], {
      cwd,
    });
  writeUploadInputs(cwd, { count: 2, prefix: 'EARLY', name: 'early.csv' });
  expect((await upload('early.csv')).code).toBe(0);
  expect((await runCliInProcess(['journal', 'backup', '--to', 'backup.sqlite'], { cwd })).code).toBe(0);
  writeUploadInputs(cwd, { count: 5, prefix: 'LATE' });
  // The third create is stored by the back-end but its answer is lost: in doubt.
  sandbox.injectNext(...[1, 2].map(() => ({ status: 201, route: 'create' as const, processedBody: true })), {
    status: 504,
    route: 'create',
    afterProcessing: true,
  });
  const late = await upload('invoices.csv', '--concurrency', '1');
  expect(JSON.parse(late.stdout)).toMatchObject({ created: 4, inDoubt: 1 });
  const workbook = join(
    'output',
    readdirSync(join(cwd, 'output')).find((name) => name.startsWith('invoices-results-'))!,
  );
  // The restore: the copy put in place of the journal, without its WAL.
  for (const suffix of ['-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
  copyFileSync(join(cwd, 'backup.sqlite'), journal);
  return { cwd, sandbox, upload, workbook };
}

describe('invoice-batch import-results', () => {
  it('makes the created invoices known created and keeps the one in doubt in doubt: the same file posts nothing again', async () => {
    const { cwd, sandbox, upload, workbook } = await restoredAfterUpload();
    const creates = sandbox.stats().createRequests;
    const imported = await runCliInProcess(['import-results', workbook, '--base-url', sandbox.baseUrl, '--json'], {
      cwd,
    });
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout).imported).toMatchObject([{ created: 4, inDoubt: 1, known: 0, notCreated: 0 }]);
    const again = await upload('invoices.csv');
    // Imported rows hold no body to compare with: the same invoices, skipped, never held as differing.
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 4, inDoubt: 1, conflicts: { count: 0 } });
    expect(sandbox.stats().createRequests).toBe(creates);
    const forced = await upload('invoices.csv', '--force');
    expect(JSON.parse(forced.stdout)).toMatchObject({ created: 0, skipped: 4, conflicts: { count: 0 } });
    expect(sandbox.stats().createRequests).toBe(creates);
    const inDoubt = await runCliInProcess(['journal', '--state', 'in-doubt', '--json'], { cwd });
    expect(JSON.parse(inDoubt.stdout).invoices.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([
      'LATE-0003',
    ]); // The body sent is not in a workbook: journal show says where the invoice came from instead.
    const shown = await runCliInProcess(['journal', 'show', '0000100002/LATE-0001'], { cwd });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(
      'body     none: imported from a results workbook, which does not hold the body sent',
    );
    const json = await runCliInProcess(['journal', 'show', '0000100002/LATE-0001', '--json'], { cwd });
    const rows = JSON.parse(json.stdout).rows as { state: string; body: unknown }[];
    // Imported created, then skipped by the upload and by the --force upload.
    expect(rows.map((row) => row.state)).toEqual(['created', 'skipped', 'skipped']);
    expect(rows[0]!.body).toBeNull();
  });

  it('records as created the invoices a workbook shows skipped: the back-end had them already', async () => {
    const { cwd, sandbox, upload, workbook } = await restoredAfterUpload();
    const journal = join(cwd, 'output', 'journal.sqlite');
    expect((await runCliInProcess(['import-results', workbook, '--base-url', sandbox.baseUrl], { cwd })).code).toBe(0);
    const again = await upload('invoices.csv');
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 4, inDoubt: 1 });
    const rerun = join(
      'output',
      readdirSync(join(cwd, 'output'))
        .filter((name) => name.startsWith('invoices-results-') && name !== workbook.slice('output/'.length))
        .sort()
        .at(-1)!,
    );
    // Restored once more: only the second upload's workbook, of 4 skipped and 1 in doubt, is left to tell.
    for (const suffix of ['-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
    copyFileSync(join(cwd, 'backup.sqlite'), journal);
    const imported = await runCliInProcess(['import-results', rerun, '--base-url', sandbox.baseUrl, '--json'], { cwd });
    expect(JSON.parse(imported.stdout).imported).toMatchObject([{ created: 4, inDoubt: 1, known: 0 }]);
    const creates = sandbox.stats().createRequests;
    expect(JSON.parse((await upload('invoices.csv')).stdout)).toMatchObject({ created: 0, skipped: 4, inDoubt: 1 });
    expect(sandbox.stats().createRequests).toBe(creates);
  });

  it('is idempotent: a workbook imported again records nothing more', async () => {
    const { cwd, sandbox, workbook } = await restoredAfterUpload();
    const args = ['import-results', workbook, '--base-url', sandbox.baseUrl, '--json'];
    expect((await runCliInProcess(args, { cwd })).code).toBe(0);
    const second = await runCliInProcess(args, { cwd });
    expect(second.code).toBe(0);
    const [report] = JSON.parse(second.stdout).imported;
    expect(report).toMatchObject({ created: 0, inDoubt: 0, known: 5, notCreated: 0 });
    // Nothing new: no run is added to the history.
    expect(report).not.toHaveProperty('runId');
    const all = await runCliInProcess(['journal', '--json', '--limit', '0'], { cwd });
    expect(JSON.parse(all.stdout).total).toBe(7);
  });

  it('refuses a workbook written for another target, and records nothing', async () => {
    const { cwd, workbook } = await restoredAfterUpload();
    const other = await startTestSandbox();
    const refused = await runCliInProcess(['import-results', workbook, '--base-url', other.baseUrl], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /the workbook was written for default profile \(http:\/\/127\.0\.0\.1:\d+\), not default profile/,
    );
    const all = await runCliInProcess(['journal', '--json', '--limit', '0'], { cwd });
    expect(JSON.parse(all.stdout).total).toBe(2);
  });

  it('refuses a workbook that is not a results workbook', async () => {
    const { cwd, sandbox } = await restoredAfterUpload();
    const validation = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--out', 'v'], {
      cwd,
    });
    expect(validation.code).toBe(0);
    const file = join(
      'v',
      readdirSync(join(cwd, 'v')).find((name) => name.endsWith('.xlsx'))!,
    );
    const refused = await runCliInProcess(['import-results', file, '--base-url', sandbox.baseUrl], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("expected the Results sheet of an upload's results workbook");
  });

  it.each([
    [
      'the answers an upload could not record',
      'unrecorded-answers-20261128-192949.json',
      '[]\n',
      /got the answers an upload could not record; record them with: invoice-batch resolve --from \S+unrecorded-answers-20261128-192949\.json$/m,
    ],
    ['a CSV file', 'invoices-copy.xlsx', 'a,b\n1,2\n', /expected an upload's results workbook \(\.xlsx\), got text$/m],
    ['an empty file', 'empty.xlsx', '', /got empty \(0 bytes\)$/m],
    [
      'a damaged zip archive',
      'other.xlsx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(40).fill(7)]),
      /not an XLSX workbook: the zip archive is truncated .*; expected an upload.s results workbook$/m,
    ],
  ])("refuses %s in its own words, never the zip library's", async (_name, name, content, message) => {
    const cwd = makeTempDir('import-not-workbook');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, name), content);
    const refused = await runCliInProcess(['import-results', name, '--base-url', sandbox.baseUrl], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(message);
    expect(refused.stderr).not.toMatch(/jszip|central directory|zip file \?/i);
  });

  it.each(KEY_FORMS)(
    'records no form of the API key typed into the workbook %s: its messages, vendor names, source files and its own name',
    async (_, form) => {
      const cwd = makeTempDir('import-results-key');
      const sandbox = await startTestSandbox({ apiKeys: [KEY] });
      const env = { INVOICE_BATCH_API_KEY: KEY };
      writeUploadInputs(cwd, { count: 2, prefix: 'KEY' });
      const upload = await runCliInProcess(
        [
          'upload',
          'invoices.csv',
          '--mapping',
          'mapping.yaml',
          '--base-url',
          sandbox.baseUrl,
          '--journal',
          'first.sqlite',
        ],
        { cwd, env },
      );
      expect(upload.code, upload.stderr).toBe(0);
      const written = readdirSync(join(cwd, 'output')).find((name) => name.startsWith('invoices-results-'))!;
      const book = await readBook(join(cwd, 'output', written));
      const results = book.getWorksheet('Results')!;
      const headers = (results.getRow(1).values as unknown[]).map(String);
      const column = (header: string) => headers.indexOf(header);
      const vendor = headers.length;
      results.getCell(1, vendor).value = 'Vendor';
      for (const row of [2, 3]) {
        results.getCell(row, column('Message')).value = `checked by ${form(KEY)}`;
        results.getCell(row, column('Source file')).value = `${form(KEY)}.csv`;
        results.getCell(row, vendor).value = form(KEY);
      }
      const renamed = join(cwd, `${form(KEY).replace(/[/\\]/g, '_')}-results.xlsx`);
      await book.xlsx.writeFile(renamed);
      const imported = await runCliInProcess(
        ['import-results', renamed, '--base-url', sandbox.baseUrl, '--journal', 'second.sqlite', '--json'],
        { cwd, env },
      );
      expect(imported.code, imported.stderr).toBe(0);
      expect(JSON.parse(imported.stdout).imported[0]).toMatchObject({ created: 2 });
      const rows = journalRowsHolding(join(cwd, 'second.sqlite'), '').join('\n');
      expect(rows).toContain('***');
      expect(rows).toContain('KEY-0001');
      for (let at = 0; at + 12 <= KEY.length; at += 1)
        expect(rows.toLowerCase()).not.toContain(KEY.slice(at, at + 12).toLowerCase());
      expect(rows).not.toContain(form(KEY));
    },
  );
});
