/**
 * A number counted per kind of document: where one number stands on an invoice's row and a credit
 * note's, the invoice's number is the kind and the number; where the kinds are a tax authority's
 * numeric codes beside a bare count, the number is never proposed uncommented as unique alone.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('kind-number'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};

/** Twelve documents, every fourth a credit note; `number(i, credit)` writes the document's number. */
function register(
  typeHeader: string,
  kinds: readonly [string, string],
  number: (i: number, credit: boolean) => string,
) {
  const rows: string[][] = [['Vendor No.', typeHeader, 'Folio', 'Invoice Date', 'Currency', 'Total']];
  for (let i = 0; i < 12; i++) {
    const credit = i % 4 === 3;
    const folio = number(i, credit);
    // One supplier per number: a number met under two kinds is then one supplier's.
    rows.push([
      String(70001 + (Number(folio.replace(/\D/g, '')) % 5)),
      credit ? kinds[1] : kinds[0],
      folio,
      '2024-03-04',
      'EUR',
      `${1000 + i * 37}.50`,
    ]);
  }
  return rows;
}

describe('mapping infer and a number counted per kind of document', () => {
  // [type header, invoice kind, credit-note kind], as registers write them.
  const KINDS: readonly (readonly [string, string, string])[] = [
    ['Tipo Doc', '33', '61'],
    ['Doc Type', 'INV', 'CN'],
    ['Journal', 'ACH', 'NCA'],
    ['Tipo documento', 'Factura', 'Nota de crédito'],
  ];

  it.each(KINDS)(
    '"%s" %s / %s with a number on rows of both kinds: the number is the kind and the number',
    async (header, inv, credit) => {
      // The credit notes count from 101 as the invoices do: credit note 101 beside invoice 101.
      const numbers = register(header, [inv, credit], (i, isCredit) =>
        String(101 + (isCredit ? Math.floor(i / 4) : i)),
      );
      const yaml = await inferMapping(writeCsv(numbers));
      expect(invoiceOf(yaml).Invoice_Number, yaml).toEqual({ template: `{${header}}-{Folio}` });
    },
  );

  it('SII type codes beside a bare count that does not repeat: the number alone is proposed commented', async () => {
    const yaml = await inferMapping(writeCsv(register('Tipo Doc', ['33', '61'], (i) => String(3400 + i * 7))));
    expect(invoiceOf(yaml).Invoice_Number, yaml).toBeUndefined();
    expect(yaml).toMatch(/# *Invoice_Number: Folio/);
    expect(yaml).toContain('{ template: "{Tipo Doc}-{Folio}" }');
  });

  it.each(KINDS)(
    '"%s" %s / %s with a supplier\'s own number (prefix or year) on rows of both kinds: the number alone',
    async (header, inv, credit) => {
      // Two suppliers' 108/24, or a return quoting its invoice's INV-2024-0035: not a count per kind.
      for (const own of [(n: number) => `${100 + n}/24`, (n: number) => `INV-2024-${String(n).padStart(4, '0')}`]) {
        const numbers = register(header, [inv, credit], (i, isCredit) => own(isCredit ? Math.floor(i / 4) : i));
        const yaml = await inferMapping(writeCsv(numbers));
        expect(invoiceOf(yaml).Invoice_Number, yaml).toBe('Folio');
      }
    },
  );

  it.each(KINDS.filter(([, inv]) => !/^\d+$/.test(inv)))(
    '"%s" %s / %s with numbers that never repeat: the number alone is the invoice number',
    async (header, inv, credit) => {
      const yaml = await inferMapping(writeCsv(register(header, [inv, credit], (i) => `R-${2400 + i}`)));
      expect(invoiceOf(yaml).Invoice_Number, yaml).toBe('Folio');
    },
  );
});
