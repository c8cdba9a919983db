/**
 * The twenty-ninth held-out files show only what a real export of their system could: a review
 * found each supplier's invoice numbers out of date order (a supplier numbers its invoices in one
 * series as it issues them). Each check reads the written file, through the reference only to
 * find the invoices' fields, apart from infer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CorpusLayout } from '../../bench/infer-corpus/corpus-files.js';
import {
  TWENTYNINTH_HELD_OUT_LAYOUTS,
  TWENTYNINTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyninth/twentyninth-held-out-layouts.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Each invoice of the layout's file as its reference reads it: supplier, number and date. */
async function invoicesOf(layout: CorpusLayout) {
  const file = await layout.write(makeTempDir(`twentyninth-realism-${layout.name}`));
  const yaml = readFileSync(join(TWENTYNINTH_HELD_OUT_REFERENCE_DIR, `${layout.name}.yaml`), 'utf8');
  const read: { payee: string; number: string; date: string }[] = [];
  for await (const mapped of readInvoices(file, await parseMapping(yaml, `${layout.name}.yaml`), {
    knownAdvertisers: layout.advertisers,
  })) {
    const invoice = mapped.invoice!;
    read.push({ payee: invoice.PayeeId, number: invoice.Invoice_Number, date: invoice.Invoice_Date });
  }
  return read;
}

describe('the twenty-ninth held-out files', () => {
  it.each(TWENTYNINTH_HELD_OUT_LAYOUTS.map((l) => [l.name, l] as const))(
    '%s: a supplier invoice dated later never has a lower number than an earlier one',
    async (_name, layout) => {
      const invoices = await invoicesOf(layout);
      const backwards: string[] = [];
      for (const a of invoices)
        for (const b of invoices)
          if (a.payee === b.payee && a.date < b.date && a.number.localeCompare(b.number, 'en', { numeric: true }) > 0)
            backwards.push(`${a.payee}: ${a.number} (${a.date}) before ${b.number} (${b.date})`);
      expect(invoices.length).toBeGreaterThanOrEqual(8);
      // Some supplier has several invoices in the file, so the order is tested at all.
      expect(new Set(invoices.map((i) => i.payee)).size).toBeLessThan(invoices.length);
      expect(backwards).toEqual([]);
    },
  );
});
