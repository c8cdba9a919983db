/**
 * A header naming its column in Arabic and in French or English in one cell (`رقم الفاتورة / N°
 * facture`): infer reads each half as the header, so the number, date and supplier's tax id of an
 * Algerian or Gulf register are read as a French or English one's are; a slash between two names
 * in one script is left as it was.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { bilingualHalves } from '../../../src/mapping/infer/split-bilingual-header.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('the halves of a header written in two scripts', () => {
  it('splits Arabic beside French or English, in either order', () => {
    expect(bilingualHalves('رقم الفاتورة / N° facture')).toEqual(['رقم الفاتورة', 'N° facture']);
    expect(bilingualHalves('Invoice Date / تاريخ الفاتورة')).toEqual(['Invoice Date', 'تاريخ الفاتورة']);
  });

  it('leaves a slash between names of one script, or a header with no slash', () => {
    expect(bilingualHalves('Tax Invoice / EFD Receipt Number')).toEqual([]);
    expect(bilingualHalves('TVA 19 %')).toEqual([]);
    expect(bilingualHalves('رقم / الرقم')).toEqual([]);
  });
});

describe('mapping infer on a register with bilingual headers', () => {
  const HEADERS: Record<string, string[]> = {
    french: ['التاريخ / Date', 'رقم الفاتورة / N° facture', 'رقم التعريف الجبائي / NIF', 'المورد / Fournisseur'],
    english: ['التاريخ / Date', 'رقم الفاتورة / Invoice No.', 'الرقم الضريبي / Supplier TIN', 'المورد / Supplier'],
  };

  function writeCsv(language: string): string {
    const rows = [[...HEADERS[language]!, 'المبلغ / HT', 'TVA', 'TTC'].join(',')];
    for (let i = 0; i < 6; i++) {
      const net = 1000 + i * 250;
      rows.push(
        [`1${i}/03/2024`, `FA-${310 + i}`, `00161601234567${i}`, `Fournisseur ${i}`, net, net * 0.19, net * 1.19].join(
          ',',
        ),
      );
    }
    const file = join(makeTempDir('bilingual-header'), 'achats.csv');
    writeFileSync(file, `${rows.join('\n')}\n`);
    return file;
  }

  it.each(['french', 'english'])('reads the number, date and tax id of the %s halves', async (language) => {
    const [date, number, taxId] = HEADERS[language]!;
    const mapping = parse(await inferMapping(writeCsv(language), {})) as {
      source: { dateFormats?: string[] };
      invoice: Record<string, unknown>;
    };
    expect(mapping.invoice.Invoice_Number).toBe(number);
    expect(mapping.invoice.Invoice_Date).toBe(date);
    expect(mapping.source.dateFormats).toEqual(['DD/MM/YYYY']);
    expect(mapping.invoice.InvoiceId).toEqual({ template: `{${taxId}}-{${number}}` });
  });
});
