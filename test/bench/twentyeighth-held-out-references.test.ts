/** The twenty-eighth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TWENTYEIGHTH_HELD_OUT_LAYOUTS,
  TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyeighth/twentyeighth-held-out-layouts.js';
import { validateFile } from '../../src/batch/validate-file.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { openTable } from '../../src/sheets/open-table.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read sales, headings, sub-totals, notes, a French
 * header or supplier postings as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'emecef-achats': 11,
  'congo-etat-achats': 10,
  'efaturacv-documentos-recebidos': 12,
  'haiti-journal-achats': 12,
  'mamut-bilagsjournal': 9,
  'directo-ostuarved': 11,
  'tonga-ct-purchases': 12,
  'vanuatu-vat-purchases': 10,
  'algeria-etat-achats': 11,
  'kuwait-supplier-invoices': 12,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; sub-totals,
 * totals, notes, sales and supplier postings left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Montant TTC (no-break space groups, not the Net à payer) of every row, the FA negative though written positive, in FCFA.
  'emecef-achats': { XOF: '25727107.0000' },
  // Montant TTC of the rows but TOTAL GÉNÉRAL, the AV negative though written positive, in FCFA.
  'congo-etat-achats': { XAF: '17546892.0000' },
  // Total Documento of every Documentos row, the NCE written negative, in escudos.
  'efaturacv-documentos-recebidos': { CVE: '4939210.4500' },
  // Total TTC per section's currency (not Net à payer, which is less the prepayments), sub-totals left out.
  'haiti-journal-achats': { HTG: '4149781.3500', USD: '8248.8700' },
  // Kredit less Debet of the supplier postings (2400), the credit note's the other way round.
  'mamut-bilagsjournal': { NOK: '248680.6300' },
  // Kokku per Valuuta (not Kokku EUR).
  'directo-ostuarved': { EUR: '36203.8500', USD: '7632.1900' },
  // Value Incl. CT (T$1,234.56 text) of the rows but Total and the notes, the credit note written negative.
  'tonga-ct-purchases': { TOP: '92979.2000' },
  // Total of the Purchases rows, the credit note negative though written positive; the Sales sheet left out.
  'vanuatu-vat-purchases': { VUV: '4838814.0000' },
  // Montant TTC (1 234,56 DA text) of every row above the note.
  'algeria-etat-achats': { DZD: '6185925.8300' },
  // الصافي (Arabic-Indic digits) per العملة, the credit note written negative.
  'kuwait-supplier-invoices': { KWD: '6904.8440', USD: '2056.9900' },
};

describeHeldOutReferences({
  name: 'twenty-eighth',
  layouts: TWENTYEIGHTH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

describe('the twenty-eighth held-out references', () => {
  it("mamut: each line carries its posting's MVA-kode as TaxCode, as the Tripletex reference carries its own", async () => {
    const layout = TWENTYEIGHTH_HELD_OUT_LAYOUTS.find((l) => l.name === 'mamut-bilagsjournal')!;
    const file = await layout.write(makeTempDir('twentyeighth-mamut-tax-code'));
    const yaml = readFileSync(join(TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR, 'mamut-bilagsjournal.yaml'), 'utf8');
    const mapped: (string | undefined)[] = [];
    for await (const read of readInvoices(file, await parseMapping(yaml, 'mamut-bilagsjournal.yaml'), {
      knownAdvertisers: layout.advertisers,
    }))
      mapped.push(...(read.invoice?.InvoiceItems ?? []).map((item) => item.TaxCode));
    // The file's own codes, read apart from the reference: every posting but the supplier's (2400).
    const table = await openTable(file, { delimiter: ';', encoding: 'windows-1252' });
    const konto = table.headers.indexOf('Konto');
    const code = table.headers.indexOf('MVA-kode');
    const written: (string | undefined)[] = [];
    for await (const batch of table.batches)
      for (const row of batch) {
        const cell = (i: number) => {
          const c = row.cells[i];
          return c && (c.kind === 'text' || c.kind === 'number') ? c.text : undefined;
        };
        if (cell(konto) !== '2400') written.push(cell(code));
      }
    expect(written.filter((c) => c === '1').length).toBeGreaterThan(0);
    expect(mapped).toEqual(written);
  });

  it('kuwait: the line-sum check can fail, a net that is not the amount less the discount an invalid invoice', async () => {
    const layout = TWENTYEIGHTH_HELD_OUT_LAYOUTS.find((l) => l.name === 'kuwait-supplier-invoices')!;
    const file = await layout.write(makeTempDir('twentyeighth-kuwait-check'));
    const lines = readFileSync(file, 'utf8').split('\r\n');
    // The second invoice's الصافي (the last field) made ١٬٠٠٠٫٠٠ (1,000.00): its amount and discount disagree with it.
    expect(lines[2]!.endsWith(',١٬٠٠٠٫٠٠')).toBe(false);
    lines[2] = lines[2]!.replace(/,[^,]+$/, ',١٬٠٠٠٫٠٠');
    writeFileSync(file, lines.join('\r\n'));
    const yaml = readFileSync(join(TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR, 'kuwait-supplier-invoices.yaml'), 'utf8');
    const { summary } = await validateFile(file, await parseMapping(yaml, 'kuwait-supplier-invoices.yaml'), {
      knownAdvertisers: layout.advertisers,
      knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z',
    });
    expect(summary).toMatchObject({ invoices: 12, valid: 11, invalid: 1 });
  });
});
