/**
 * validate with the profile's gateway.maxRequestBytes: an invoice whose create request (the JSON
 * body with its base64 PDF) would be larger than the limit is a problem at its row.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILE = `${ROOT}samples/canonical.xlsx`;

/** The largest invoice of the sample, by the bytes its create would send. */
async function largest(): Promise<{ row: number; bytes: number; withPdf: boolean }> {
  const mapping = await loadMapping(`${ROOT}mappings/canonical.yaml`);
  let found = { row: 0, bytes: 0, withPdf: false };
  for await (const read of readInvoices(FILE, mapping)) {
    const bytes = Buffer.byteLength(JSON.stringify(read.invoice));
    if (read.invoice && bytes > found.bytes)
      found = { row: read.firstRow, bytes, withPdf: read.invoice.PDF !== undefined };
  }
  return found;
}

describe('validate with gateway.maxRequestBytes', () => {
  it.each([
    { delta: -1, reported: true },
    { delta: 0, reported: false },
    { delta: 1, reported: false },
  ])(
    'a limit of the largest request $delta bytes: the invoice reported at its row: $reported',
    async ({ delta, reported }) => {
      const mapping = await loadMapping(`${ROOT}mappings/canonical.yaml`);
      const big = await largest();
      expect(big.withPdf).toBe(true);
      const plain = await validateFile(FILE, mapping);
      const limit = big.bytes + delta;
      const result = await validateFile(FILE, mapping, { maxRequestBytes: limit });
      const sizeProblems = result.problems.filter((p) => p.message.includes('maxRequestBytes'));
      if (!reported) {
        expect(sizeProblems).toEqual([]);
        expect(result.summary.invalid).toBe(plain.summary.invalid);
        return;
      }
      expect(sizeProblems).toHaveLength(1);
      expect(sizeProblems[0]).toMatchObject({ file: 'canonical.xlsx', row: big.row });
      expect(sizeProblems[0]!.message).toContain(`(${big.bytes} bytes); the gateway takes at most`);
      expect(sizeProblems[0]!.message).toContain(`at most ${limit} bytes (maxRequestBytes): upload would not send it`);
      expect(result.summary.invalid).toBe(plain.summary.invalid + 1);
      expect(result.summary.valid).toBe(plain.summary.valid - 1);
    },
  );
});
