/**
 * An amount whose reading depends on the decimal separator (`1.250`: 1.25 with a point, 1250 with
 * a comma), read with the point the mapping assumed, is a problem at its cell wherever the file
 * shows decimal commas: a `;` delimiter, or a decimal comma in any amount or rate, before or after
 * it. Files as real writers write them, read from a temp folder; the separators as a property.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AmountFormat } from '../../src/mapping/parse-amount-text.js';
import { commaReading, showsDecimalComma } from '../../src/mapping/read-either-way.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const ASSUMED: AmountFormat = { decimalSeparator: '.', thousandsSeparator: ',', decimalAssumed: true };
const SAID: AmountFormat = { decimalSeparator: '.', thousandsSeparator: ',' };

describe('which texts read either way', () => {
  // [text, what it is with a decimal comma when that differs from the point's reading]
  it.each([
    ['1.250', '1250.0000'],
    ['3.000', '3000.0000'],
    ['-1.250', '-1250.0000'],
    ['€ 1.250', '1250.0000'],
    ['1.250-', '-1250.0000'],
    ['(999.999)', '-999999.0000'],
    ['1,250', '1.2500'],
    ['1.250 EUR', '1250.0000'],
  ])('%s is %s with a decimal comma', (text, comma) => {
    expect(commaReading(text, ASSUMED)).toBe(comma);
    expect(commaReading(text, SAID)).toBeUndefined();
  });

  it.each(['1,234.50', '12.50', '1234.567', '0.125', '1.25', '1250', '1.234.567', '12,50', '1 250', 'n/a'])(
    '%s reads one way only',
    (text) => {
      expect(commaReading(text, ASSUMED)).toBeUndefined();
    },
  );

  it.each(['12,50', '1.234,50', '1.250.000', '-1.234,56 €', '19,00 %', '0,5', '1.234,56-'])(
    '%s is written with a decimal comma',
    (text) => {
      expect(showsDecimalComma(text)).toBe(true);
    },
  );

  it.each(['1.250', '1,250', '1,234.50', '12.50', '19 %', '19', '', 'Müller, Jan'])(
    '%s shows no decimal comma',
    (text) => {
      expect(showsDecimalComma(text)).toBe(false);
    },
  );
});

/** A spreadsheet program's or export's way of writing a number into a CSV. */
interface Writer {
  name: string;
  /** The field delimiter it writes. */
  list: string;
  decimal: '.' | ',';
  group: string;
  /** Number formats its amounts come in: `grouped` with 2 places, `plain` 2 places, `general`, `whole` (#,##0, whole amounts only). */
  formats: readonly ('grouped' | 'plain' | 'general' | 'whole')[];
  /** A negative amount with its minus at the end (SAP). */
  trailingMinus?: boolean;
}

/** What real writers put in a CSV: Excel's "CSV (delimiter-separated)" per Windows locale, LibreOffice, SAP, DATEV. */
const WRITERS: Writer[] = [
  { name: 'Excel en-US', list: ',', decimal: '.', group: ',', formats: ['grouped', 'plain', 'general', 'whole'] },
  { name: 'Excel de-DE', list: ';', decimal: ',', group: '.', formats: ['grouped', 'plain', 'general', 'whole'] },
  { name: 'Excel fr-FR', list: ';', decimal: ',', group: '\u202f', formats: ['grouped', 'plain', 'general', 'whole'] },
  { name: 'Excel nl-NL', list: ';', decimal: ',', group: '.', formats: ['grouped', 'plain', 'general', 'whole'] },
  { name: 'Excel de-CH', list: ';', decimal: '.', group: '\u2019', formats: ['grouped', 'plain', 'general', 'whole'] },
  { name: 'LibreOffice de-DE', list: ';', decimal: ',', group: '.', formats: ['grouped', 'plain', 'general', 'whole'] },
  { name: 'SAP ALV export', list: ';', decimal: ',', group: '.', formats: ['grouped'], trailingMinus: true },
  { name: 'DATEV', list: ';', decimal: ',', group: '', formats: ['plain'] },
];

/** `cents` as `writer` writes it in `format`. */
function written(cents: bigint, writer: Writer, format: Writer['formats'][number]): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  let whole = String(abs / 100n);
  let fraction = String(abs % 100n).padStart(2, '0');
  if (format === 'general') fraction = fraction.replace(/0+$/, '');
  if (format === 'whole') fraction = '';
  if (format === 'grouped' || format === 'whole') whole = whole.replace(/\B(?=(\d{3})+$)/g, writer.group);
  const body = `${whole}${fraction ? `${writer.decimal}${fraction}` : ''}`;
  if (!negative) return body;
  return writer.trailingMinus ? `${body}-` : `-${body}`;
}

/** A CSV field, quoted where it holds the delimiter. */
const field = (text: string, list: string) => (text.includes(list) ? `"${text}"` : text);

const fourPlaces = (cents: bigint) => {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}00`;
};

describe('amounts of real writers read with the separators assumed', () => {
  it('each amount reads back exactly or is a problem at its cell, never another number', async () => {
    const dir = makeTempDir('decimal-comma-writers');
    const mapping = mappingOf(ONE_ROW_MAPPING);
    // Whole amounts (1.250,00 and 1.250 written) as often as any: they are the ones that read either way.
    const cents = fc.oneof(
      fc.bigInt(-100_000_000_00n, 100_000_000_00n),
      fc.bigInt(-1_000_000n, 1_000_000n).map((n) => n * 100n),
    );
    const amount = fc.tuple(cents, fc.nat());
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITERS),
        fc.array(amount, { minLength: 1, maxLength: 6 }),
        async (writer, amounts) => {
          const rows = amounts.map(([value, pick], i) => {
            const format = writer.formats[pick % writer.formats.length]!;
            // #,##0 shows whole amounts only; a writer would show others rounded, another number before any reader
            const exact = format === 'whole' ? (value / 100n) * 100n : value;
            const text = written(exact, writer, format);
            const cells = ['V1', `N${i}`, '2025-01-31', 'EUR', text, text, '0'];
            return { exact, line: cells.map((c) => field(c, writer.list)).join(writer.list) };
          });
          const header = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'].join(writer.list);
          const file = writeCsv(dir, `w${run++}.csv`, [header, ...rows.map((r) => r.line)]);
          const invoices = await readAll(file, mapping);
          expect(invoices).toHaveLength(rows.length);
          invoices.forEach((invoice, i) => {
            const total = invoice.problems.filter((p) => p.field === 'Invoice_Amount' && p.column === 'Total');
            if (total.length > 0) return;
            expect(invoice.invoice?.Invoice_Amount, `${writer.name}: ${rows[i]!.line}`).toBe(
              fourPlaces(rows[i]!.exact),
            );
          });
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';

describe('the file shows decimal commas', () => {
  it('a ";" file of whole amounts (a German export): 1.250 and 3.000 are problems, never 1.25 and 3', async () => {
    const file = writeCsv(makeTempDir('de-whole'), 'de-whole.csv', [
      HEADER.replaceAll(',', ';'),
      'V1;DW-001;2026-11-03;EUR;1.250;1.250;0',
      'V1;DW-002;2026-11-03;EUR;3.000;3.000;0',
      'V1;DW-003;2026-11-03;EUR;1250;1250;0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.invoice?.Invoice_Amount)).toEqual([undefined, undefined, '1250.0000']);
    expect(invoices[0]!.problems.map((p) => [p.row, p.column, p.value])).toEqual([
      [2, 'Total', '1.250'],
      [2, 'Net', '1.250'],
    ]);
    expect(invoices[0]!.problems[0]!.message).toBe(
      'this amount reads as 1.25 with a decimal point but as 1250 with a decimal comma, and the file writes decimal commas (its fields are separated by ";", as Excel and LibreOffice write them where the decimal separator is a comma): write it as a number, or set decimalSeparator: "," under source in the mapping if the file writes amounts so, or decimalSeparator: "." if it writes decimal points',
    );
    // The control total of the file counts neither reading.
    expect(invoices[0]!.draft.Invoice_Amount).toBeUndefined();
  });

  it('a decimal comma after the amount, in another column, shows it too', async () => {
    const file = writeCsv(makeTempDir('comma-later'), 'later.csv', [
      HEADER,
      'V1,A1,2026-11-03,EUR,"1,250","1,250",0',
      'V1,A2,2026-11-03,EUR,1.250,1.250,0',
      'V1,A3,2026-11-03,EUR,5,5,"0,95"',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices[0]!.problems.map((p) => [p.column, p.message.slice(0, 40)])).toEqual([
      ['Total', 'this amount reads as 1250 with a decimal'],
      ['Net', 'this amount reads as 1250 with a decimal'],
    ]);
    expect(invoices[1]!.problems[0]!.message).toContain('(row 4, column "Tax" writes 0,95)');
    expect(invoices[1]!.invoice).toBeUndefined();
  });

  it('a dot-decimal file of a three-decimal currency, with no decimal comma anywhere, reads as written', async () => {
    const file = writeCsv(makeTempDir('kwd'), 'kwd.csv', [
      HEADER,
      'V1,K1,2026-11-03,KWD,1.250,1.250,0',
      'V1,K2,2026-11-03,KWD,"1,234.500","1,234.500",0',
      'V1,K3,2026-11-03,KWD,0.125,0.125,0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => [i.invoice?.Invoice_Amount, i.problems])).toEqual([
      ['1.2500', []],
      ['1234.5000', []],
      ['0.1250', []],
    ]);
  });

  it('a mapping that says decimalSeparator: "." reads a ";" file with points', async () => {
    const file = writeCsv(makeTempDir('said'), 'said.csv', [
      HEADER.replaceAll(',', ';'),
      'V1;K1;2026-11-03;KWD;1.250;1.250;0',
    ]);
    const mapping = mappingOf(`source: { decimalSeparator: "." }\n${ONE_ROW_MAPPING}`);
    const [invoice] = await readAll(file, mapping);
    expect([invoice!.invoice?.Invoice_Amount, invoice!.problems]).toEqual(['1.2500', []]);
  });

  it('an amount step of its own that says the separator reads with it', async () => {
    const file = writeCsv(makeTempDir('step'), 'step.csv', [
      HEADER.replaceAll(',', ';'),
      'V1;S1;2026-11-03;EUR;1.250;1.250;0',
    ]);
    const mapping = mappingOf(
      ONE_ROW_MAPPING.replace(
        'Invoice_Amount: Total',
        'Invoice_Amount: { column: Total, transform: { amount: { decimalSeparator: "," } } }',
      ).replace('Amount: Net', 'Amount: { column: Net, transform: { amount: { decimalSeparator: "," } } }'),
    );
    const [invoice] = await readAll(file, mapping);
    expect([invoice!.invoice?.Invoice_Amount, invoice!.problems]).toEqual(['1250.0000', []]);
  });
});
