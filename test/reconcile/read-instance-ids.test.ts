import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import { readInstanceIds } from '../../src/reconcile/read-instance-ids.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

describe('readInstanceIds', () => {
  it('reads the E_INSTANCE_ID column of an upload results workbook', async () => {
    fixture = await reconcileFixture();
    const report = await fixture.upload('may.csv', [
      { number: 'F-1', amount: '1.0000', currency: 'EUR' },
      { number: 'F-2', amount: '2.0000', currency: 'EUR' },
    ]);
    const ids = await readInstanceIds(report.runs[0]!.resultsFile);
    expect(ids).toEqual(fixture.sandbox.instances().map((i) => i.instanceId));
    expect(ids).toHaveLength(2);
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
