/**
 * A register whose only column infer reads as a key is the exporting system's id (`ID`, `Record
 * ID`), with the document's series and number written apart beside it under headers infer has no
 * word for (Georgian `სერია` and `ნომერი`, Latvian `Sērija` and `Numurs`): the number on the
 * invoice is the series and the number joined, and the system's id stays the key, never the
 * number. A row counter beside the series is no document number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown> };

// [id header, series header, number header, series codes], as registers in each language write them.
const LAYOUTS: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['ID', 'სერია', 'ნომერი', ['ეა-05', 'ეა-06', 'ეა-07']],
  ['Record ID', 'Sērija', 'Numurs', ['JR', 'AB']],
  ['Document ID', 'Серия', 'Нөмір', ['АА', 'ВС']],
  ['Invoice ID', 'Seri', 'Belge Sıra', ['GIB', 'ABC']],
  ['System ID', 'Serie', 'Nro. Doc', ['F001', 'F002']],
];

type Layout = (typeof LAYOUTS)[number];

function writeCsv([id, series, number, codes]: Layout, numbers: readonly number[], counter: boolean) {
  const rows = [['Nr', id, series, number, 'Date', 'Supplier', 'Total']];
  numbers.forEach((n, i) =>
    rows.push([
      String(i + 1),
      String(812400000 + i * 1931),
      codes[i % codes.length]!,
      counter ? String(i + 1) : String(n).padStart(7, '0'),
      `${String(2 + (i % 27)).padStart(2, '0')}.03.2024`,
      `Supplier ${['Alpha', 'Beta', 'Gamma', 'Delta'][i % 4]}`,
      `${1200 + i * 37},50`,
    ]),
  );
  const file = join(makeTempDir('series-beside-id'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const documentNumbers = fc.uniqueArray(fc.integer({ min: 1_000, max: 9_999_999 }), { minLength: 8, maxLength: 14 });

describe('mapping infer and a series and number written apart beside a system id', () => {
  it('proposes the series and the number joined as the invoice number, the id as the key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LAYOUTS), documentNumbers, async (layout, numbers) => {
        const [id, series, number] = layout;
        const yaml = await inferMapping(writeCsv(layout, numbers, false));
        const invoice = mapped(yaml).invoice ?? {};
        expect(invoice.Invoice_Number, yaml).toEqual({ template: `{${series}} {${number}}` });
        // The key is the system's id where infer read it as one, and never the number alone.
        expect([id, undefined], yaml).toContain(invoice.InvoiceId);
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  it.each(LAYOUTS)('does not take a row counter beside "%s" for the number', async (...layout) => {
    const yaml = await inferMapping(writeCsv(layout, [...Array(10).keys()], true));
    expect(JSON.stringify(mapped(yaml).invoice?.Invoice_Number ?? null), yaml).not.toContain(`{${layout[2]}}`);
  });
});
