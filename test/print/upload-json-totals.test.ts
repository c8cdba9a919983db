import { afterEach, describe, expect, it } from 'vitest';
import { mapped, validBatch, validInvoice } from '../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../batch/upload-fixture.js';
import { readBook } from '../helpers/read-workbook.js';
import { uploadJson } from '../../src/print/upload-json.js';
import { AMOUNT_PARTS } from '../../src/report/results/tally-run-amounts.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** The JSON key of each column of the Summary sheet's currency table, in its order. */
const JSON_PART = ['source', 'created', 'skipped', 'held', 'inDoubt', 'resolvedNotCreated', 'notCreated'] as const;

describe('upload --json totals', () => {
  it('has every part of the Summary sheet per currency, with the same amounts', async () => {
    fixture = await uploadFixture();
    const earlier = validBatch(3, { prefix: 'PARTS' });
    await fixture.upload('parts.csv', earlier);
    const first = validInvoice(1, { prefix: 'PARTS' });
    const changed = { ...first, Invoice_Amount: '999.0000', InvoiceItems: [{ InstanceID: null, Amount: '999.0000' }] };
    const unknownPayee = validInvoice(9, { prefix: 'PARTS' }, { PayeeId: '0000199999' });
    const report = await fixture.upload('parts-2.csv', [
      mapped(changed, 2),
      earlier[1]!,
      earlier[2]!,
      mapped(validInvoice(4, { prefix: 'PARTS' }), 5),
      mapped(unknownPayee, 6),
    ]);
    expect(report.runs[0]!.counts).toMatchObject({ created: 1, skipped: 3, rejected: 1 });

    const summary = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Summary')!;
    const labels = summary.getColumn(1).values as unknown[];
    const header = summary.getRow(labels.indexOf('Currency')).values as unknown[];
    expect(header.slice(2)).toEqual([...AMOUNT_PARTS]);
    const euro = summary.getRow(labels.findIndex((label) => String(label).startsWith('EUR'))).values as unknown[];
    const shown = euro.slice(2).map(Number);

    const totals = uploadJson(report, 'sandbox').totals.EUR!;
    expect(Object.keys(totals).sort()).toEqual([...JSON_PART].sort());
    expect(JSON_PART.map((part) => Number(totals[part]))).toEqual(shown);
    // Every part is in use here, so a key mapped to the wrong column cannot pass.
    expect(shown.filter((amount) => amount > 0)).toHaveLength(5);
  });
});
