import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import { readInstanceIds } from '../../src/reconcile/read-instance-ids.js';
import { writeResultsWorkbook } from '../../src/report/results/write-results-workbook.js';
import { listSheets } from '../../src/sheets/open-table.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

describe('readInstanceIds', () => {
  it('reads the Instance id column of an upload results workbook', async () => {
    fixture = await reconcileFixture();
    const report = await fixture.upload('may.csv', [
      { number: 'F-1', amount: '1.0000', currency: 'EUR' },
      { number: 'F-2', amount: '2.0000', currency: 'EUR' },
    ]);
    const ids = await readInstanceIds(report.runs[0]!.resultsFile!);
    expect(ids).toEqual(fixture.sandbox.instances().map((i) => i.instanceId));
    expect(ids).toHaveLength(2);
  });

  it('reads the Results (2), Results (3) ... sheets that carry a run past Excel’s row limit, in order', async () => {
    fixture = await reconcileFixture();
    const specs = [1, 2, 3, 4, 5].map((n) => ({ number: `S-${n}`, amount: `${n}.0000`, currency: 'EUR' }));
    const report = await fixture.upload('split.csv', specs);
    // A limit of 3 rows stands for Excel's 1,048,576: Results, Results (2), Results (3).
    const file = await writeResultsWorkbook(
      fixture.journal,
      report.runs[0]!,
      { file: join(fixture.dir, 'split-results.xlsx') },
      3,
    );
    expect((await listSheets(file)).map((sheet) => sheet.name).slice(1, 4)).toEqual([
      'Results',
      'Results (2)',
      'Results (3)',
    ]);
    const ids = await readInstanceIds(file);
    // Posting is concurrent, so the sandbox's order need not be the file's.
    expect([...ids].sort()).toEqual(
      fixture.sandbox
        .instances()
        .map((i) => i.instanceId)
        .sort(),
    );
    expect(new Set(ids).size).toBe(5);
  });

  it('reads a results CSV and passes over rows without an instance id', async () => {
    fixture = await reconcileFixture();
    const file = join(fixture.dir, 'results.csv');
    writeFileSync(file, 'InvoiceId,Outcome,E_INSTANCE_ID\nA,created,0030000007\nB,invalid,\nC,created,0030000009\n');
    expect(await readInstanceIds(file)).toEqual(['0030000007', '0030000009']);
  });

  it('says which column it expected when the file is no results file', async () => {
    fixture = await reconcileFixture();
    const file = join(fixture.dir, 'other.csv');
    writeFileSync(file, 'Vendor,Amount\nx,1\n');
    const error = await readInstanceIds(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as Error).message).toContain(
      'expected a column "E_INSTANCE_ID" as in the results of invoice-batch upload; found "Vendor", "Amount"',
    );
  });
});
