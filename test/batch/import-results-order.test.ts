/**
 * `import-results` records what each Results row proves, whatever order the workbooks are named in:
 * an older upload created K-0001..K-0003; a newer one of the same keys and more showed every outcome
 * (skipped, held: differs, in doubt, invalid, and rejected / failed / not sent as a writer words
 * them; created is the older one's). Both workbooks are imported into an empty journal (a restore from before both),
 * named in both orders, on SQLite and on PostgreSQL; then the newer file is uploaded again.
 * Real sandbox, real journals, the workbooks upload wrote.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readResultsWorkbook } from '../../src/batch/read-results-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const VENDOR = (i: number) => `00001000${String((i % 40) + 1).padStart(2, '0')}`;
const line = (i: number, total: string, vendor = VENDOR(i)) =>
  `${vendor},K-${String(i).padStart(4, '0')},20250131,EUR,${total},${i * 10}.00,1.19`;

/** K-0001 as before (skipped), K-0002 of another amount (held), K-0005 new and in doubt, K-0006 invalid; one create request. */
const NEWER = [
  'Vendor,Number,Date,Currency,Total,Net,Tax',
  line(1, '11.19'),
  line(2, '99.19'),
  line(5, '51.19'),
  line(6, 'n/a'),
].join('\n');

interface Shown {
  state: string;
  instanceId: string | null;
}

async function uploadBoth(journalOf: () => Promise<string>) {
  const cwd = makeTempDir('import-order');
  const sandbox = await startTestSandbox();
  const journal = await journalOf();
  const upload = (file: string, journalArg: string, ...more: string[]) =>
    runCliInProcess(
      [
        'upload',
        file,
        '--mapping',
        'mapping.yaml',
        '--base-url',
        sandbox.baseUrl,
        '--journal',
        journalArg,
        '--json',
        ...more,
      ],
      { cwd },
    );
  writeUploadInputs(cwd, { count: 3, prefix: 'K', name: 'older.csv' });
  expect(JSON.parse((await upload('older.csv', journal)).stdout)).toMatchObject({ created: 3 });
  writeFileSync(join(cwd, 'newer.csv'), `${NEWER}\n`);
  // K-0005 stored by the back-end but its answer lost: in doubt.
  sandbox.injectNext({ status: 504, route: 'create', afterProcessing: true });
  const newer = await upload('newer.csv', journal, '--partial', '--concurrency', '1');
  expect(JSON.parse(newer.stdout), newer.stdout).toMatchObject({ created: 0, skipped: 2, inDoubt: 1 });
  const found = (prefix: string) =>
    join(
      'output',
      readdirSync(join(cwd, 'output')).find((name) => name.startsWith(`${prefix}-results-`))!,
    );
  const older = found('older');
  const created = new Map(
    (await readResultsWorkbook(join(cwd, older))).rows.map((r) => [r.invoiceNumber, r.instanceId]),
  );
  return { cwd, sandbox, upload, older, newer: found('newer'), created };
}

/** A copy of `file` with K-0006's Outcome worded `outcome`, as an upload that ended so writes it. */
async function withOutcome(cwd: string, file: string, outcome: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(join(cwd, file));
  const sheet = workbook.getWorksheet('Results')!;
  sheet.eachRow((row) => {
    if (row.getCell(2).text === 'K-0006') row.getCell(1).value = outcome;
  });
  const copy = `newer-${outcome.replace(' ', '-')}.xlsx`;
  await workbook.xlsx.writeFile(join(cwd, copy));
  return copy;
}

async function show(cwd: string, journal: string, number: string): Promise<Shown[]> {
  const shown = await runCliInProcess(
    ['journal', 'show', `${VENDOR(Number(number.slice(2)))}/${number}`, '--journal', journal, '--json'],
    { cwd },
  );
  if (shown.code !== 0) return [];
  return (JSON.parse(shown.stdout).rows as Shown[]).map(({ state, instanceId }) => ({ state, instanceId }));
}

async function importInto(sandbox: TestSandbox, cwd: string, journal: string, workbooks: string[]) {
  const imported = await runCliInProcess(
    ['import-results', ...workbooks, '--base-url', sandbox.baseUrl, '--journal', journal, '--json'],
    { cwd },
  );
  expect(imported.code, imported.stderr).toBe(0);
  return JSON.parse(imported.stdout).imported as {
    workbook: string;
    created: number;
    held: number;
    notCreated: number;
  }[];
}

const JOURNALS: [string, (cwd?: string) => Promise<string>][] = [
  ['SQLite', async () => join(makeTempDir('import-order-journal'), 'journal.sqlite')],
  ['PostgreSQL', testPostgresUrl],
];

describe.each(JOURNALS)('import-results on a %s journal', (_kind, journalOf) => {
  it.each(['older first', 'newer first'])(
    'records each outcome by what it proves, the workbooks named %s: the held invoice is never recorded as created',
    async (order) => {
      const { cwd, sandbox, upload, older, newer, created } = await uploadBoth(journalOf);
      for (const notPosted of ['invalid', 'rejected', 'failed', 'not sent']) {
        const journal = await journalOf();
        const second = notPosted === 'invalid' ? newer : await withOutcome(cwd, newer, notPosted);
        const named = order === 'older first' ? [older, second] : [second, older];
        const reports = await importInto(sandbox, cwd, journal, named);
        // Applied oldest run first, whichever way they were named.
        expect(reports.map((r) => r.workbook.endsWith(older))).toEqual([true, false]);
        expect(reports[1]).toMatchObject({ created: 0, inDoubt: 1, held: 1, known: 1, notCreated: 1 });
        const states = Object.fromEntries(
          await Promise.all(
            ['K-0001', 'K-0002', 'K-0003', 'K-0005', 'K-0006'].map(async (n) => [n, await show(cwd, journal, n)]),
          ),
        );
        expect(states, notPosted).toEqual({
          'K-0001': [{ state: 'created', instanceId: created.get('K-0001') }],
          // The instance the older run created, never the held content as created without one.
          'K-0002': [{ state: 'created', instanceId: created.get('K-0002') }],
          'K-0003': [{ state: 'created', instanceId: created.get('K-0003') }],
          'K-0005': [{ state: 'in-doubt', instanceId: null }],
          'K-0006': [],
        });
      }
      const creates = sandbox.stats().createRequests;
      const journal = await journalOf();
      await importInto(sandbox, cwd, journal, order === 'older first' ? [older, newer] : [newer, older]);
      const again = JSON.parse((await upload('newer.csv', journal, '--partial')).stdout);
      // K-0001 and K-0002 skipped (imported rows hold no body to compare), K-0005 still in doubt: nothing is posted.
      expect(again).toMatchObject({ created: 0, skipped: 2, inDoubt: 1 });
      expect(sandbox.stats().createRequests).toBe(creates);
    },
    // Uploads and an import for each of four outcomes on a PostgreSQL journal: 30 s was exceeded on a loaded 2-core machine.
    90_000,
  );

  it('keeps the hold of a held invoice whose original no imported workbook shows: the next upload holds it again', async () => {
    const { cwd, sandbox, upload, newer, created } = await uploadBoth(journalOf);
    const journal = await journalOf();
    expect(await importInto(sandbox, cwd, journal, [newer])).toMatchObject([
      { created: 1, inDoubt: 1, held: 1, notCreated: 1 },
    ]);
    // The held row names the instance holding its key: that one is recorded, of content not known.
    expect(await show(cwd, journal, 'K-0002')).toEqual([{ state: 'created', instanceId: created.get('K-0002') }]);
    const creates = sandbox.stats().createRequests;
    const again = JSON.parse((await upload('newer.csv', journal, '--partial')).stdout);
    // K-0001 skipped, K-0002 held (counted with it as not posted again), K-0005 still in doubt.
    expect(again).toMatchObject({ created: 0, skipped: 2, inDoubt: 1, conflicts: { count: 1 } });
    const shown = await runCliInProcess(['journal', 'show', `${VENDOR(2)}/K-0002`, '--journal', journal], { cwd });
    expect(shown.stdout).toContain(`was created as instance ${created.get('K-0002')!}`);
    expect(shown.stdout).toContain('NOT POSTED');
    expect(sandbox.stats().createRequests).toBe(creates);
  });
});
