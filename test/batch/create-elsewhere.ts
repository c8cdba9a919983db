/** Invoices in the finance system that this test's journal never created, as if typed there by hand. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openJournal } from '../../src/journal/open-journal.js';
import { uploadFiles } from '../../src/batch/upload-files.js';
import { mapped, validInvoice, yieldAll } from './mapped-invoices.js';
import type { UploadFixture } from './upload-fixture.js';

/** Posts the invoices `indexes` of `prefix` (validInvoice's) to the fixture's sandbox through another journal. */
export async function createElsewhere(f: UploadFixture, prefix: string, indexes: readonly number[]): Promise<void> {
  const other = await openJournal(join(f.dir, `elsewhere-${prefix}.sqlite`));
  try {
    const path = join(f.dir, `elsewhere-${prefix}.csv`);
    writeFileSync(path, indexes.join(','));
    const invoices = indexes.map((i) => mapped(validInvoice(i, { prefix }), i + 1));
    await uploadFiles(other, {
      target: f.sandbox.target(),
      sources: [{ path, read: () => yieldAll(invoices) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(f.dir, `elsewhere-${prefix}-out`),
    });
  } finally {
    await other.close();
  }
}
