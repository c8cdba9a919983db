/**
 * A document-type column that lists credit notes beside invoices means the amount may be written
 * unsigned: infer never proposes it uncommented unless the sample shows it signed by the type.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('credit-type'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Twelve documents, one row each; every fourth of the credit type, its amount signed when `signed`. */
function documents(typeHeader: string, invoiceType: string, creditType: string, signed: boolean) {
  const rows: string[][] = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', typeHeader, 'Amount']];
  for (let i = 0; i < 12; i++) {
    const credit = i % 4 === 3;
    rows.push([
      String(70001 + (i % 5)),
      `R-${2400 + i}`,
      '2024-03-04',
      'EUR',
      credit ? creditType : invoiceType,
      `${credit && signed ? '-' : ''}${1000 + i * 37}.50`,
    ]);
  }
  return rows;
}

describe('mapping infer and a document type that lists credit notes', () => {
  // [type header, invoice value, credit-note value], as the exports write them.
  const TYPES: readonly (readonly [string, string, string])[] = [
    ['Type', 'Bill', 'Debit Adj.'],
    ['Document Type', 'Invoice', 'Credit Memo'],
    ['Type pièce', 'FAF', 'AVF'],
    ['Belegart', 'Rechnung', 'Gutschrift'],
    ['Type', 'Kreditorfaktura', 'Kreditornota'],
    ['Factuurtype', 'Factuur', 'Creditnota'],
    ['Tipo', 'Factura', 'Nota de crédito'],
    ['Type de document', 'Facture', 'Avoir'],
    ['Doc Type', 'INV', 'CN'],
    ['Tipo documento', 'Fattura', 'Nota di credito'],
    ['Typ', 'Faktura', 'Kreditfaktura'],
  ];

  it.each(TYPES)(
    '"%s" with "%s" and "%s": an unsigned amount is a doubt with the formula',
    async (header, _inv, credit) => {
      const yaml = await inferMapping(writeCsv(documents(header, _inv, credit, false)));
      const m = mapped(yaml);
      expect(m.invoice?.Invoice_Amount, yaml).toBeUndefined();
      expect(m.items?.Amount, yaml).toBeUndefined();
      expect(yaml).toContain(`{ formula: 'IF([${header}] = "${credit}", -1, 1) * [Amount]' }`);
    },
  );

  it.each(TYPES)(
    '"%s" with "%s" and "%s": an amount signed on the credit notes is proposed',
    async (header, inv, credit) => {
      const m = mapped(await inferMapping(writeCsv(documents(header, inv, credit, true))));
      expect(m.invoice?.Invoice_Amount).toBe('Amount');
    },
  );

  // A credit marked by a word in any position of a type's name, under any header: KashFlow,
  // QuickBooks, Sage 50, Dynamics writers; the type is known by its few repeated values.
  const WORDED: readonly (readonly [string, string, string])[] = [
    ['Type', 'Purchase Invoice', 'Purchase Credit'],
    ['Transaction', 'Purchase Invoice', 'Purchase Credit'],
    ['Type', 'Invoice', 'Credit'],
    ['Transaction Type', 'Bill', 'Vendor Credit'],
    ['Kind', 'Sale', 'Refund'],
    ['Type', 'Bill', 'Supplier Return'],
    ['Entry', 'Invoice', 'Reversal'],
    ['Type', 'Invoice', 'Debit Note'],
    ['Type', 'Invoice', 'Adjustment'],
    ['Source', 'Bill', 'Credit Purchase'],
  ];

  it.each(WORDED)(
    '"%s" with "%s" and "%s": an unsigned amount is a doubt with the formula',
    async (header, inv, credit) => {
      const yaml = await inferMapping(writeCsv(documents(header, inv, credit, false)));
      const m = mapped(yaml);
      expect(m.invoice?.Invoice_Amount, yaml).toBeUndefined();
      expect(m.items?.Amount, yaml).toBeUndefined();
      expect(yaml).toContain(`{ formula: 'IF([${header}] = "${credit}", -1, 1) * [Amount]' }`);
    },
  );

  it('free text that mentions a credit is not a type column', async () => {
    const rows = documents('Comments', 'x', 'y', false).map((r, i) =>
      i === 0 ? r : [...r.slice(0, 4), i % 4 === 0 ? `credit for R-${2400 + i - 1}` : `order ${i}`, r[5]!],
    );
    expect(mapped(await inferMapping(writeCsv(rows))).invoice?.Invoice_Amount).toBe('Amount');
  });

  it('a type column without credit notes leaves the amount as it is', async () => {
    const m = mapped(await inferMapping(writeCsv(documents('Type', 'Invoice', 'Prepayment Invoice', false))));
    expect(m.invoice?.Invoice_Amount).toBe('Amount');
  });
});
