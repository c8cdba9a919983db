import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { CSV_MAPPING } from './cli-inputs.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** The grouped layout: the invoice fields repeat on every line, consecutive rows of a key are one invoice. */
const GROUPED_MAPPING = `
layout:
  type: grouped
  key: [Vendor, Number]
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Line_Number: Line
  Amount: Net
`;

const HEADER = 'Vendor,Number,Date,Currency,Total,Line,Net';
const SHARES_INVALID_KEY =
  "not sent: an invalid part of this file may be part of this invoice (the same PayeeId and Invoice_Number; the same Invoice_Number with the PayeeId left blank; or the same PayeeId with the Invoice_Number left blank, on the row next to the invoice's); fix it and upload again";

async function uploadCsv(f: UploadFixture, name: string, mappingText: string, lines: string[], partial: boolean) {
  const path = join(f.dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  const mapping = await parseMapping(mappingText, join(f.dir, 'mapping.yaml'));
  return f.upload(`unused-${name}`, [], { partial, sources: [{ path, read: () => readInvoices(path, mapping) }] });
}

describe('uploadFiles --partial with a key that is partly invalid', () => {
  it('posts no fragment of a split invoice, and a corrected file posts it whole', async () => {
    fixture = await uploadFixture();
    const split = [
      HEADER,
      '0000100001,SPLIT-1,20250131,EUR,60.00,1,10.00',
      '0000100001,SPLIT-1,20250131,EUR,60.00,2,20.00',
      '0000100002,WHOLE-2,20250131,EUR,5.00,1,5.00',
      '0000100001,SPLIT-1,20250131,EUR,60.00,3,30.00',
      '0000100003,WHOLE-3,20250131,EUR,7.00,1,7.00',
    ];
    const report = await uploadCsv(fixture, 'split.csv', GROUPED_MAPPING, split, true);
    expect(report.heldForInvalid).toBe(false);
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 5 - 1, created: 2, invalid: 1, failed: 1 });
    expect(fixture.sandbox.stats().createRequests).toBe(2);
    expect(
      fixture.sandbox
        .instances()
        .map((i) => i.invoiceNumber)
        .sort(),
    ).toEqual(['WHOLE-2', 'WHOLE-3']);
    const rows = (await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 })).reverse();
    expect(rows.map((r) => [r.invoiceNumber, r.rows, r.state])).toEqual([
      ['SPLIT-1', '2-3', 'failed'],
      ['WHOLE-2', '4', 'created'],
      ['SPLIT-1', '5', 'invalid'],
      ['WHOLE-3', '6', 'created'],
    ]);
    expect(rows[0]).toMatchObject({ detail: SHARES_INVALID_KEY, attempts: 0, sendingAt: null });

    const sorted = [HEADER, split[1]!, split[2]!, split[4]!, split[3]!, split[5]!];
    const corrected = await uploadCsv(fixture, 'split-sorted.csv', GROUPED_MAPPING, sorted, false);
    expect(corrected.runs[0]!.counts).toMatchObject({ invoices: 3, created: 1, skipped: 2, invalid: 0, failed: 0 });
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 3, duplicateAttempts: 0 });
    expect(fixture.sandbox.instances().find((i) => i.invoiceNumber === 'SPLIT-1')).toMatchObject({ amount: '60.0000' });
    const [whole] = await fixture.journal.lists.listInvoices({
      runId: corrected.runs[0]!.run.id,
      state: 'created',
      limit: 1,
    });
    expect(whole).toMatchObject({ invoiceNumber: 'SPLIT-1', lines: 3, rows: '2-4' });
  });

  it('posts neither occurrence of a PayeeId and Invoice_Number that comes twice in a one-row file', async () => {
    fixture = await uploadFixture();
    const lines = [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      '0000100001,DUP-1,20250131,EUR,11.19,10.00,1.19',
      '0000100002,ONCE-2,20250131,EUR,21.19,20.00,1.19',
      '0000100001,DUP-1,20250131,EUR,31.19,30.00,1.19',
    ];
    const report = await uploadCsv(fixture, 'dup.csv', CSV_MAPPING, lines, true);
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 3, created: 1, invalid: 1, failed: 1 });
    expect(fixture.sandbox.instances().map((i) => i.invoiceNumber)).toEqual(['ONCE-2']);
    const [first] = await fixture.journal.lists.listInvoices({
      runId: report.runs[0]!.run.id,
      state: 'failed',
      limit: 9,
    });
    expect(first).toMatchObject({ invoiceNumber: 'DUP-1', rows: '2', detail: SHARES_INVALID_KEY });
  });

  it('posts no invoice an invalid row may belong to by the key parts it has (a blank vendor, or a blank number next to it)', async () => {
    fixture = await uploadFixture();
    const lines = [
      HEADER,
      '0000100001,MG-1,20250131,EUR,100.00,1,60.00',
      ',MG-1,20250131,EUR,100.00,2,40.00', // the vendor's cell left blank (as a merged cell read by another tool)
      '0000100002,OK-2,20250131,EUR,5.00,1,5.00',
      '0000100003,OK-3,20250131,EUR,9.00,1,4.00',
      '0000100003,,20250131,EUR,9.00,2,5.00', // the number's cell left blank, next to OK-3
      '0000100004,OK-4,20250131,EUR,6.00,1,6.00',
      '0000100003,FAR-5,20250131,EUR,7.00,1,7.00', // the same vendor further down: not next to the blank number
    ];
    const report = await uploadCsv(fixture, 'blank-key.csv', GROUPED_MAPPING, lines, true);
    expect(report.runs[0]!.counts).toMatchObject({ created: 3, invalid: 2, failed: 2 });
    expect(fixture.sandbox.stats().createRequests).toBe(3);
    expect(
      fixture.sandbox
        .instances()
        .map((i) => i.invoiceNumber)
        .sort(),
    ).toEqual(['FAR-5', 'OK-2', 'OK-4']);
    const held = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, state: 'failed', limit: 9 });
    expect(held.map((r) => [r.invoiceNumber, r.rows, r.detail]).sort()).toEqual([
      ['MG-1', '2', SHARES_INVALID_KEY],
      ['OK-3', '5', SHARES_INVALID_KEY],
    ]);
  });
});
