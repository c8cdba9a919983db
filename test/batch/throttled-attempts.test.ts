/**
 * Attempts of an invoice that waited on a 429 and was then created: every request that left for it,
 * the refused ones too, alike in the journal and in the Results sheet. A real sandbox with the
 * gateway's 429s (a capacity limit with Retry-After, an Apigee X spike arrest), a real SQLite journal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readBook } from '../helpers/read-workbook.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';
import type { SandboxOptions } from '../../src/sandbox/start-sandbox.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

const CASES: { name: string; sandbox: SandboxOptions; refused: (stats: Record<string, number>) => number }[] = [
  {
    name: 'a capacity limit answering 429 with Retry-After',
    sandbox: { capacity: 1, capacityRetryAfter: '0', latencyMs: 30 },
    refused: (stats) => stats.throttled!,
  },
  {
    name: 'an Apigee X spike arrest answering 429',
    sandbox: { gateway: { spikeArrestPerSecond: 10, spikeArrestStatus: 429 } },
    refused: (stats) => stats.gatewayRefusals!,
  },
];

describe('Attempts of an invoice the gateway throttled', () => {
  it.each(CASES)('count each request that left, the refused ones too: $name', async (test) => {
    fixture = await uploadFixture(test.sandbox);
    const report = await fixture.upload('throttled.csv', validBatch(8, { prefix: 'ATT' }), { concurrency: 4 });
    const run = report.runs[0]!;
    expect(run.counts).toMatchObject({ invoices: 8, created: 8 });
    const stats = fixture.sandbox.stats() as unknown as Record<string, number>;
    expect(test.refused(stats)).toBeGreaterThan(0);
    const rows = await fixture.journal.lists.listRunResultsPage(run.run.id, 0, 100);
    // Every request that reached the sandbox is some invoice's attempt.
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(stats.createRequests! + test.refused(stats));
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    expect(rows.every((row) => row.attempts >= 1)).toBe(true);

    const results = (await readBook(run.resultsFile!)).getWorksheet('Results')!;
    const header = results.getRow(1).values as unknown[];
    const shown = new Map<unknown, unknown>();
    results.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value === 'created')
        shown.set(row.getCell(header.indexOf('Invoice id')).value, row.getCell(header.indexOf('Attempts')).value);
    });
    expect(shown).toEqual(new Map(rows.map((row) => [row.invoiceId, row.attempts])));
  });
});
