/**
 * Fields infer fills from other fields: a document number beside an internal id is the invoice
 * number; in one row per invoice, an amount beside a tax column is not both the net and the gross.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[], delimiter = ','): string {
  const file = join(makeTempDir('fill-missing'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(delimiter)).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

describe('mapping infer and an internal id beside a document number', () => {
  it.each([
    ['Beleg-ID', 'Belegnummer'],
    ['Document ID', 'Document No.'],
    ['Doc ID', 'Doc No'],
  ])('"%s" is InvoiceId and "%s" the invoice number', async (id, number) => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      String(4410000 + i * 7),
      `RE-2025-${String(i + 1).padStart(4, '0')}`,
      `Vendor ${i % 4}`,
      '04.03.2025',
      'EUR',
      `${100 + i},25`,
    ]);
    const yaml = await inferMapping(writeCsv([[id, number, 'Lieferant', 'Datum', 'Währung', 'Betrag'], ...rows], ';'));
    expect(mapped(yaml).invoice?.InvoiceId, yaml).toBe(id);
    expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe(number);
    expect(yaml).toContain(`the document number, rather than "${id}", the exporting system's internal id`);
  });

  // Suppliers number their own invoices, so two suppliers' numbers can coincide (lexoffice: one in 18).
  it.each([1, 2])('a document number that repeats for %i other supplier(s) still beats a UUID id', async (repeats) => {
    const rows = Array.from({ length: 18 }, (_, i) => [
      `5eef5477-87f6-4ef5-8b87-e264d38146${String(i).padStart(2, '0')}`,
      '22.01.2024',
      i < repeats ? 'INV-2024-0029' : i === 17 ? 'INV-2024-0029' : `R24${String(i * 13).padStart(5, '0')}`,
      `Lieferant ${i % 6}`,
      `${100 + i},50`,
    ]);
    const yaml = await inferMapping(
      writeCsv([['Beleg-ID', 'Belegdatum', 'Belegnummer', 'Kontakt', 'Betrag brutto'], ...rows], ';'),
    );
    expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe('Belegnummer');
  });

  it('says so where an internal id is the only number', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      String(4410000 + i),
      `Vendor ${i % 4}`,
      '2025-03-04',
      'USD',
      `${100 + i}.25`,
    ]);
    const yaml = await inferMapping(writeCsv([['Bill ID', 'Vendor', 'Date', 'Currency', 'Amount'], ...rows]));
    expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe('Bill ID');
    expect(yaml).toContain(`"Bill ID" reads as the exporting system's internal id`);
  });
});

describe('mapping infer and one row per invoice beside a tax column', () => {
  const rows = Array.from({ length: 12 }, (_, i) => [
    `INV-${i}`,
    `V${i % 4}`,
    '2025-03-04',
    'USD',
    `${119 + i}.00`,
    `${19 + i}.00`,
  ]);

  it('does not make the invoice total the line net beside its tax', async () => {
    const yaml = await inferMapping(
      writeCsv([['Invoice No', 'Vendor No', 'Date', 'Currency', 'Total', 'Tax'], ...rows]),
    );
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Total');
    expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
    expect(yaml).toContain(`# Amount: Total  # doubtful: "Total" is the invoice amount and "Tax" its tax`);
  });

  it('does not make the line amount the invoice amount beside its tax', async () => {
    const yaml = await inferMapping(
      writeCsv([['Invoice No', 'Vendor No', 'Date', 'Currency', 'Amount', 'Tax'], ...rows]),
    );
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBeUndefined();
    expect(yaml).toContain(`{ formula: '[Amount] + [Tax]' }`);
  });

  // KRA iTax's `Taxable Value (Ksh)`, a VAT book's `Net` or `Amount excl. VAT`: the header says the line's amount is before tax.
  it.each(['Net', 'Taxable Value (Ksh)', 'Net Amount', 'Amount excl. VAT', 'Value before tax'])(
    'adds the tax to a line amount whose header "%s" says it is before tax',
    async (net) => {
      const yaml = await inferMapping(writeCsv([['Invoice No', 'Vendor No', 'Date', 'Currency', net, 'Tax'], ...rows]));
      expect(mapped(yaml).items?.Amount, yaml).toBe(net);
      expect(mapped(yaml).items?.Tax, yaml).toBe('Tax');
      expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
    },
  );

  it('maps a subtotal as the line net beside the total and the tax', async () => {
    const withSub = rows.map((r, i) => [...r, `${100 + i - i}.00`]);
    const yaml = await inferMapping(
      writeCsv([['Invoice No', 'Vendor No', 'Date', 'Currency', 'Total', 'Tax', 'Subtotal'], ...withSub]),
    );
    expect(mapped(yaml).items?.Amount, yaml).toBe('Subtotal');
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Total');
  });
});

describe('mapping infer and one row per invoice with a gross total beside its net', () => {
  // Tally's purchase register: Value (net), tax columns no field takes, Gross Total.
  it.each(['Gross Total', 'Total incl. VAT', 'Total Amount (incl. tax)'])(
    'does not make "%s" the line net when a smaller amount stands beside it',
    async (gross) => {
      const rows = Array.from({ length: 12 }, (_, i) => [
        `P-${100 + i}`,
        `Vendor ${i % 4}`,
        '2025-03-04',
        'INR',
        `${1000 + i * 10}.00`,
        // 18 % GST on whole rupees: the gross in paise, written exactly.
        `${(((1000 + i * 10) * 118) / 100) | 0}.${String(((1000 + i * 10) * 118) % 100).padStart(2, '0')}`,
      ]);
      const yaml = await inferMapping(
        writeCsv([['Invoice No', 'Vendor', 'Date', 'Currency', 'Value', gross], ...rows]),
      );
      expect(mapped(yaml).items?.Amount, yaml).not.toBe(gross);
      expect(yaml).toContain(`"${gross}" says it includes tax and "Value" is below it on some rows`);
    },
  );
});

describe('mapping infer and one row per invoice with a total and its tax, no net column', () => {
  /** Twelve invoices: nets, the tax at `rates` in turn, the total written as `gross` or as the net. */
  function totals(header: string, rates: readonly number[], writes: 'gross' | 'net') {
    const rows: string[][] = [['Invoice No', 'Vendor No', 'Date', 'Currency', header, 'VAT']];
    for (let i = 0; i < 12; i++) {
      const net = 10000 + i * 1733;
      const tax = Math.round((net * rates[i % rates.length]!) / 100);
      const total = writes === 'gross' ? net + tax : net;
      rows.push([`INV-${i}`, `V${i % 4}`, '2025-03-04', 'SEK', (total / 100).toFixed(2), (tax / 100).toFixed(2)]);
    }
    return rows;
  }

  // [total header, the rates of the rows]: Swedish 25/12/6, Finnish 24/14, German 19/7, UK 20/5/0, one rate under a total's name.
  it.each([
    ['Totalt', [25, 12, 6]],
    ['Invoice Total', [24, 14]],
    ['Rechnungsbetrag', [19, 7]],
    ['Invoice Amount', [20, 5, 0]],
    ['Total', [25]],
    ['Totale', [22]],
  ] as const)(
    '"%s" whose VAT is a rate of it less the VAT (%j %%) is the gross: Amount is the difference',
    async (header, rates) => {
      const yaml = await inferMapping(writeCsv(totals(header, rates, 'gross')));
      const m = parse(yaml) as { items?: Record<string, unknown>; checks?: { sumLines?: string } };
      expect(m.items?.Amount, yaml).toEqual({ formula: `[${header}] - [VAT]` });
      expect(m.checks?.sumLines, yaml).toBe('gross');
    },
  );

  it.each([
    // The VAT is a rate of the amount itself: the amount is the net, not a gross.
    ['Invoice Amount', [25, 12, 6], 'net'],
    // One rate throughout reads both ways (20 % of a gross is 25 % of its net), and the header does not say total.
    ['Invoice Amount', [25], 'gross'],
  ] as const)('"%s" at %j written as the %s stays a doubt', async (header, rates, writes) => {
    const yaml = await inferMapping(writeCsv(totals(header, rates, writes)));
    expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
    expect(yaml).toContain(`{ formula: '[${header}] - [VAT]' } if "${header}" includes the tax`);
  });
});

describe('mapping infer and a remark in one row per invoice', () => {
  const rows = (header: string) => [
    ['Invoice No', 'Vendor No', 'Date', 'Currency', 'Amount', header],
    ...Array.from({ length: 8 }, (_, i) => [
      `INV-${i}`,
      `V${i % 3}`,
      '2025-03-04',
      'USD',
      `${100 + i}.00`,
      `Campaign ${i}`,
    ]),
  ];

  it.each(['Remark', 'MEMO', 'Comments'])(
    '"%s" is also the one line\'s Description where none is named',
    async (header) => {
      const yaml = await inferMapping(writeCsv(rows(header)));
      expect(mapped(yaml).invoice?.Comments, yaml).toBe(header);
      expect(mapped(yaml).items?.Description, yaml).toBe(header);
    },
  );

  // FreeAgent's bills export and a German Bemerkung column: a remark on a few bills is no text of every line.
  it.each(['Comments', 'Bemerkung'])(
    '"%s" filled on a few rows only is not the line\'s Description',
    async (header) => {
      const sparse = rows(header).map((r, i) => (i > 0 && i % 4 !== 1 ? [...r.slice(0, -1), ''] : r));
      const yaml = await inferMapping(writeCsv(sparse));
      expect(mapped(yaml).invoice?.Comments, yaml).toBe(header);
      expect(mapped(yaml).items?.Description, yaml).toBeUndefined();
    },
  );

  it('a named description keeps the line text', async () => {
    const withDescription = rows('Remark').map((r, i) => [...r, i === 0 ? 'Description' : `Item ${i}`]);
    expect(mapped(await inferMapping(writeCsv(withDescription))).items?.Description).toBe('Description');
  });
});

describe('mapping infer and one row per invoice whose net the export writes beside the tax and the total', () => {
  // Rates infer may not list: the net written beside them is the evidence, whatever the rate.
  it.each([
    [
      'Trinidad and Tobago, 12.5 %',
      ['Supplier Name', 'Invoice No.', 'Invoice Date', 'Value of Supply', 'VAT (12.5%)', 'Total'],
      125n,
    ],
    ['Guadeloupe, 8.5 %', ['Fournisseur', 'N° facture', 'Date', 'Valeur', 'Montant TVA', 'Total'], 85n],
  ])('%s: the written net is the Amount', async (_, header, rate) => {
    const rows = Array.from({ length: 8 }, (_, i) => {
      const net = 10000n * BigInt(40 + i * 13);
      const tax = i === 3 ? 0n : (net * rate) / 1000n;
      const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
      return [`Vendor ${i % 3} Ltd`, `INV-${100 + i}`, `${10 + i}/01/2024`, money(net), money(tax), money(net + tax)];
    });
    const yaml = await inferMapping(writeCsv([header, ...rows], ';'));
    expect(mapped(yaml).items?.Amount, yaml).toBe(header[3]);
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Total');
  });
});
