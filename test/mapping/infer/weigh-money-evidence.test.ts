/**
 * `mapping infer` never proposes money it has evidence against: tax, freight and shipping rows in
 * the lines, an "invoice total" that changes from line to line, a net amount where a column says
 * it includes tax, and the exporting system's status. Each is written as a doubt the user reads.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { yamlScalar } from '../../../src/mapping/infer/render-proposal.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mappingOf } from '../mapping-fixtures.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('weigh-money'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

/** The uncommented keys of a proposal: what a user who accepts it posts. */
const mapped = (yaml: string) =>
  parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown>; checks?: unknown };

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Rows of invoices with item rows, then a tax row, then (every other invoice) a freight row, as
 * row-typed exports write them; unless `rowsMakeTotal`, the total leaves the freight out, so the
 * rows' amounts do not add up to it.
 */
function rowTyped(
  types: { item: string; tax: string; freight: string },
  amountHeader: string,
  typeHeader: string,
  rowsMakeTotal = false,
) {
  const rows: string[][] = [
    ['Supplier', 'Invoice Number', 'Invoice Date', 'Currency', 'Total', typeHeader, 'Description', amountHeader],
  ];
  for (let i = 0; i < 12; i++) {
    const nets = [10000 + i * 1250, 4000 + i * 300];
    const tax = Math.round((nets[0]! + nets[1]!) * 0.19);
    const freight = i % 2 === 0 ? 1500 : 0;
    const total = nets[0]! + nets[1]! + tax + (rowsMakeTotal ? freight : 0);
    const head = [
      `Vendor ${i % 4}`,
      `INV-${1000 + i}`,
      `2024-03-${String(i + 1).padStart(2, '0')}`,
      'EUR',
      money(total),
    ];
    for (const net of nets) rows.push([...head, types.item, 'Advertising', money(net)]);
    rows.push([...head, types.tax, 'VAT', money(tax)]);
    if (freight > 0) rows.push([...head, types.freight, 'Freight', money(freight)]);
  }
  return rows;
}

describe('mapping infer and rows of other types', () => {
  // What real exports write: Coupa line types, Oracle FBDI lookup codes, Ariba line categories, lower case.
  it.each([
    [{ item: 'Item', tax: 'Tax', freight: 'Shipping' }, 'Line Total', 'Line Type'],
    [{ item: 'ITEM', tax: 'TAX', freight: 'FREIGHT' }, 'AMOUNT', 'LINE_TYPE_LOOKUP_CODE'],
    [{ item: 'Material', tax: 'Tax', freight: 'Shipping' }, 'Amount', 'Line Category'],
    [{ item: 'item', tax: 'sales tax', freight: 'freight' }, 'Line Amount', 'Type'],
    // Cegid and Sage X3 (Article, TVA, Port), German, Italian, Swedish and Spanish row types.
    [{ item: 'Article', tax: 'TVA', freight: 'Port' }, 'Montant', 'Type ligne'],
    [{ item: 'Artikel', tax: 'MwSt', freight: 'Fracht' }, 'Betrag', 'Zeilenart'],
    [{ item: 'Articolo', tax: 'IVA', freight: 'Trasporto' }, 'Importo', 'Tipo riga'],
    [{ item: 'Artikel', tax: 'Moms', freight: 'Frakt' }, 'Belopp', 'Radtyp'],
    [{ item: 'Artículo', tax: 'IVA', freight: 'Envío' }, 'Importe', 'Tipo línea'],
  ])(
    'with %o rows, leaves Amount commented out with the reason and proposes no sum check',
    async (types, amount, typeHeader) => {
      const yaml = await inferMapping(writeCsv(rowTyped(types, amount, typeHeader)));
      const m = mapped(yaml);
      expect(m.items?.Amount, yaml).toBeUndefined();
      expect(m.checks, yaml).toBeUndefined();
      expect(yaml).toMatch(new RegExp(`# Amount: .*doubtful: "${typeHeader}" marks rows as "${types.tax}"`));
    },
  );

  it.each([
    [{ item: 'Item', tax: 'Tax', freight: 'Shipping' }, 'Line Total', 'Line Type'],
    [{ item: 'ITEM', tax: 'TAX', freight: 'FREIGHT' }, 'AMOUNT', 'LINE_TYPE_LOOKUP_CODE'],
    [{ item: 'Article', tax: 'TVA', freight: 'Port' }, 'Montant', 'Type ligne'],
    [{ item: 'Artikel', tax: 'MwSt', freight: 'Fracht' }, 'Betrag', 'Zeilenart'],
  ])(
    'with %o rows that make the total, posts the tax rows as tax-only lines, freight as lines, checked gross',
    async (types, amount, typeHeader) => {
      const yaml = await inferMapping(writeCsv(rowTyped(types, amount, typeHeader, true)));
      const m = mapped(yaml);
      const isTax = `[${typeHeader}] = "${types.tax}"`;
      expect(m.items?.Amount, yaml).toEqual({ formula: `IF(${isTax}, 0, [${amount}])` });
      expect(m.items?.Tax, yaml).toEqual({ formula: `IF(${isTax}, [${amount}], "")` });
      expect(m.checks, yaml).toEqual({ sumLines: 'gross' });
    },
  );

  it.each([
    [{ item: 'Item', tax: 'Tax', freight: 'Shipping' }, 'Line Type'],
    [{ item: 'ITEM', tax: 'TAX', freight: 'FREIGHT' }, 'LINE_TYPE_LOOKUP_CODE'],
    [{ item: 'item', tax: 'sales tax', freight: 'freight' }, 'Type'],
  ])('with %o rows, suggests taxRows for the tax value in a comment that compiles', async (types, typeHeader) => {
    const yaml = await inferMapping(writeCsv(rowTyped(types, 'Line Total', typeHeader)));
    const line = yaml.split('\n').find((l) => l.startsWith('# taxRows: '));
    expect(line, yaml).toContain(`equals: [${types.tax}]`);
    expect(line).toContain('suggestion: fold');
    // The suggestion, uncommented, is a construct mapping check accepts alongside the proposal.
    const suggested = parse(line!.slice(2).split('  # ')[0]!) as { taxRows: { column: string } };
    expect(suggested.taxRows.column).toBe(typeHeader);
    const proposal = parse(yaml) as Record<string, unknown> & { items: Record<string, unknown> };
    const accepted = { ...proposal, ...suggested, items: { ...proposal.items, Amount: 'Line Total' } };
    expect(() => mappingOf(stringify(accepted))).not.toThrow();
  });

  it('reads a tax-code column of one value throughout as no row type', async () => {
    const rows = rowTyped({ item: 'MVA', tax: 'MVA', freight: 'MVA' }, 'Line Total', 'MVA-kode');
    expect(await inferMapping(writeCsv(rows))).not.toContain('marks rows as');
  });

  it('suggests no taxRows when the type column holds no tax rows', async () => {
    const rows = rowTyped({ item: 'Item', tax: 'Shipping', freight: 'Shipping' }, 'Line Total', 'Line Type');
    expect(await inferMapping(writeCsv(rows))).not.toContain('taxRows');
  });

  it('still proposes Amount for lines whose type column holds no tax, freight or discount rows', async () => {
    const rows = rowTyped({ item: 'Item', tax: 'Item', freight: 'Item' }, 'Line Total', 'Line Type');
    expect(mapped(await inferMapping(writeCsv(rows))).items?.Amount).toBe('Line Total');
  });
});

describe('mapping infer and the invoice total', () => {
  it('does not take a column that differs between the lines of one invoice for the invoice total', async () => {
    const rows: string[][] = [['Vendor', 'Bill No', 'Bill Date', 'Currency', 'Line Amount', 'Tax Amount', 'Total']];
    for (let i = 0; i < 12; i++)
      for (const net of [20000 + i * 100, 5000 + i * 10])
        rows.push([
          `Vendor ${i % 3}`,
          `B${500 + i}`,
          '2024-01-15',
          'USD',
          money(net),
          money(net * 0.1),
          money(net * 1.1),
        ]);
    const yaml = await inferMapping(writeCsv(rows));
    // "Total" is each line's gross: the invoice's is its lines' net and tax added up.
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
    expect(yaml).toContain('"Total" is "Line Amount" plus "Tax Amount" on every row');
  });

  it("takes the one line's amount including tax, not its net, as the invoice amount", async () => {
    const rows: string[][] = [
      ['Supplier', 'Supplier Invoice No.', 'Date', 'Currency Code', 'Amount', 'Inc-Tax Amount', 'GST Amount'],
    ];
    for (let i = 0; i < 12; i++) {
      const net = 10000 + i * 731;
      rows.push([`Vendor ${i}`, `S-${300 + i}`, '2024-02-01', 'AUD', money(net), money(net * 1.1), money(net * 0.1)]);
    }
    const yaml = await inferMapping(writeCsv(rows));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Inc-Tax Amount');
  });
});

/** The voided documents are skipped by a rule, and the doubt lists the statuses of the rows that are posted. */
function expectVoidedSkipped(yaml: string): void {
  expect(yaml).toMatch(/skipRows:\n\s+- \{ name: cancelled, column: [^,]+, equals: voided \}/);
  expect(yaml).toMatch(/# Invoice_Status: .*"approved", "pending"/);
}

describe('mapping infer and a status column', () => {
  const withStatus = (header: string, statuses: readonly string[] = ['approved', 'voided', 'pending']) => {
    const rows: string[][] = [['Vendor', 'Invoice Number', 'Invoice Date', 'Currency', 'Amount', header]];
    for (let i = 0; i < 12; i++)
      rows.push([`Vendor ${i}`, `N${i}`, '2024-02-01', 'EUR', money(10000 + i), statuses[i % statuses.length]!]);
    return writeCsv(rows);
  };

  it.each(['Status', 'Invoice Status'])(
    'writes the exporting system\'s status ("%s") as a doubt with its values, never as Invoice_Status',
    async (header) => {
      const yaml = await inferMapping(withStatus(header));
      expect(mapped(yaml).invoice?.Invoice_Status, yaml).toBeUndefined();
      expectVoidedSkipped(yaml);
    },
  );

  it("maps a column named Invoice_Status whose values are the finance API's status, Posted", async () => {
    for (const statuses of [['Posted'], ['POSTED', 'posted']])
      expect(mapped(await inferMapping(withStatus('Invoice_Status', statuses))).invoice?.Invoice_Status).toBe(
        'Invoice_Status',
      );
  });

  it.each(['Status', 'Journal Entry/Status', 'Bill Status'])(
    'writes "%s" holding "Posted" as a doubt: the exporting system\'s own state, named alike',
    async (header) => {
      const yaml = await inferMapping(withStatus(header, ['Posted']));
      expect(mapped(yaml).invoice?.Invoice_Status, yaml).toBeUndefined();
      expect(yaml).toMatch(/# Invoice_Status: .*"Posted"/);
    },
  );

  it("writes a column named Invoice_Status whose values are not the API's statuses as a doubt", async () => {
    const yaml = await inferMapping(withStatus('Invoice_Status'));
    expect(mapped(yaml).invoice?.Invoice_Status, yaml).toBeUndefined();
    expectVoidedSkipped(yaml);
  });
});

describe('mapping infer and an account column that holds one account', () => {
  /** Twelve invoices of two lines; `account(i, n)` is the account of line n of invoice i. */
  const withAccount = (header: string, account: (i: number, n: number) => string) => {
    const rows: string[][] = [['Vendor', 'Invoice Number', 'Invoice Date', 'Currency', 'Line Amount', header]];
    for (let i = 0; i < 12; i++)
      for (const n of [0, 1])
        rows.push([`Vendor ${i % 4}`, `N${i}`, '2024-02-01', 'USD', money(10000 + i * 10 + n), account(i, n)]);
    return writeCsv(rows);
  };

  // What a payables, bank or clearing account looks like when an export repeats it on every row.
  it.each([
    ['A/P Account', 'Accounts Payable (A/P)'],
    ['Account', '2000'],
    ['GL Account', '160000'],
    ['Konto', '1600'],
    ['Account Code', '800 - Accounts Payable'],
  ])('"%s" holding "%s" on every row is not proposed as GLAccount', async (header, value) => {
    const yaml = await inferMapping(withAccount(header, () => value));
    expect(mapped(yaml).items?.GLAccount, yaml).toBeUndefined();
    expect(yaml).toContain(`# GLAccount: ${yamlScalar(header)}`);
    expect(yaml).toContain("not a line's expense account");
  });

  it.each(['Account', 'GL Account', 'Konto'])('"%s" with an account per line is GLAccount', async (header) => {
    const yaml = await inferMapping(withAccount(header, (i, n) => ['610000', '612000', '615500'][(i + n) % 3]!));
    expect(mapped(yaml).items?.GLAccount, yaml).toBe(header);
  });
});

describe('mapping infer and an amount that is what is left to pay', () => {
  /** One row per invoice: the invoice amount, and beside it an amount 0 on paid invoices and the full amount on open ones. */
  function openAmounts(amountHeader: string, partial: boolean) {
    const rows: string[][] = [
      ['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', 'Invoice Amount', amountHeader],
    ];
    for (let i = 0; i < 10; i++) {
      const total = 10000 + i * 1234;
      const left = i % 2 === 0 ? total : partial && i === 3 ? Math.floor(total / 3) : 0;
      rows.push([String(70001 + (i % 4)), `R-${500 + i}`, '2024-03-04', 'EUR', money(total), money(left)]);
    }
    return rows;
  }

  it.each(['Trx Amount', 'Amount', 'Line Amount'])(
    '"%s", 0 on some invoices and the invoice amount on the others, is not the line amount',
    async (header) => {
      const yaml = await inferMapping(writeCsv(openAmounts(header, true)));
      expect(mapped(yaml).items?.Amount, yaml).toBe('Invoice Amount');
      expect(yaml).toContain(`# Amount: ${yamlScalar(header)}  # doubtful: "${header}" is 0 on some invoices`);
    },
  );

  it('a line amount equal to the invoice amount on every row is the line amount', async () => {
    const rows = openAmounts('Line Amount', false).map((r, i) => (i === 0 ? r : [...r.slice(0, 5), r[4]!]));
    expect(mapped(await inferMapping(writeCsv(rows))).items?.Amount).toBe('Line Amount');
  });
});
