/**
 * Upload with the profile's gateway.maxRequestBytes: an invoice whose create body is larger than
 * the limit is not sent and fails with the reason; the others are created. The sandbox's gateway
 * has the same limit, so a request over it would be counted as a gateway refusal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

const LIMIT = 4096;

/** Pads the invoice's PDF so that its create body is exactly `bytes` long. */
function sized(mapped: MappedInvoice, bytes: number): MappedInvoice {
  const empty = { ...mapped.invoice!, PDF: '' };
  const base = Buffer.byteLength(JSON.stringify(empty));
  return { ...mapped, invoice: { ...empty, PDF: 'A'.repeat(bytes - base) } };
}

describe('upload with gateway.maxRequestBytes', () => {
  it('bodies just under, at and just over the limit: those over are not sent and fail with the reason, the rest are created', async () => {
    const sizes = [LIMIT - 1, LIMIT, LIMIT + 1, LIMIT + 2, 2 * LIMIT, LIMIT - 100];
    fixture = await uploadFixture({ gateway: { maxRequestBytes: LIMIT } });
    const invoices = validBatch(sizes.length, { prefix: 'SIZE' }).map((m, i) => sized(m, sizes[i]!));
    const report = await fixture.upload('sizes.csv', invoices, {
      target: { ...fixture.sandbox.target(), maxRequestBytes: LIMIT },
      concurrency: 2,
    });
    const over = sizes.filter((s) => s > LIMIT).length;
    expect(report.runs[0]!.counts).toMatchObject({
      invoices: sizes.length,
      created: sizes.length - over,
      failed: over,
      inDoubt: 0,
    });
    const rows = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 99 });
    for (const row of rows) {
      const size = sizes[invoices.findIndex((m) => m.invoice!.Invoice_Number === row.invoiceNumber)]!;
      if (size <= LIMIT) {
        expect(row.state).toBe('created');
        continue;
      }
      expect(row.state).toBe('failed');
      expect(row.detail).toBe(
        `not sent: the request would be ${Math.round(size / 1000)} kB (${size} bytes); the gateway takes at most 4 KiB (maxRequestBytes): ${LIMIT} bytes; nothing was sent`,
      );
    }
    // The gateway saw no request over its limit, and the ones it saw were all created.
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: sizes.length - over, gatewayRefusals: 0 });
  });

  it("a refusal as too large by a gateway stricter than the profile's limit names the declared limit", async () => {
    fixture = await uploadFixture({ gateway: { maxRequestBytes: LIMIT } });
    const invoices = validBatch(1, { prefix: 'STRICT' }).map((m) => sized(m, 2 * LIMIT));
    const report = await fixture.upload('strict.csv', invoices, {
      target: { ...fixture.sandbox.target(), maxRequestBytes: 4 * LIMIT },
    });
    expect(report.runs[0]!.counts).toMatchObject({ failed: 1, inDoubt: 0 });
    const [row] = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 });
    expect(row?.detail).toMatch(
      /\(protocol\.http\.TooBigBody\); the request was 8 kB; the gateway takes at most 16 KiB \(maxRequestBytes\): /,
    );
  });
});
