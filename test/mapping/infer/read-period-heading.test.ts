/**
 * A schedule kept by month writes each month alone on a row above its purchases (`January 2024`,
 * `März 2024`), with or without a subtotal under them: the month is a period, not a party. Its rows
 * are read as headings holding only that cell, so a purchase described `March 2024` is still read,
 * and the month is carried as `Month`, which no field reads; above a column of dates, where no
 * purchase reads so, they are skipped.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { namesPeriod, periodSkipRule } from '../../../src/mapping/infer/read-period-heading.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Words {
  headers: string[];
  months: string[];
  subtotal: string;
  total: string;
}

const ENGLISH: Words = {
  headers: ['Date', 'Supplier Name', 'Invoice No.', 'Description', 'Net Amount', 'Tax Amount', 'Total Amount'],
  months: ['January 2024', 'February 2024', 'March 2024'],
  subtotal: 'Sub-total',
  total: 'Grand Total',
};
const GERMAN: Words = {
  headers: ['Datum', 'Lieferant', 'Rechnungsnummer', 'Beschreibung', 'Nettobetrag', 'MwSt-Betrag', 'Bruttobetrag'],
  months: ['Januar 2024', 'Februar 2024', 'März 2024'],
  subtotal: 'Zwischensumme',
  total: 'Gesamtsumme',
};

/** Three months of four purchases each, under their month, a subtotal after each and a total at the end. */
function schedule(words: Words): { file: string; numbers: string[] } {
  const rows: string[][] = [words.headers];
  const numbers: string[] = [];
  words.months.forEach((month, m) => {
    rows.push([month]);
    for (let i = 0; i < 4; i++) {
      const net = 10000 + m * 1000 + i * 137;
      const tax = Math.round(net * 0.19);
      numbers.push(`R-${m}${i}`);
      const money = (c: number) => (c / 100).toFixed(2);
      const day = `2024-0${m + 1}-1${i}`;
      rows.push([day, `Supplier ${i} Ltd`, `R-${m}${i}`, 'Media', money(net), money(tax), money(net + tax)]);
    }
    rows.push([`${words.subtotal} ${month}`, '', '', '', '', '', '2.00']);
  });
  rows.push([words.total, '', '', '', '', '', '6.00']);
  const file = join(makeTempDir('read-period-heading'), 'schedule.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return { file, numbers };
}

/** The Invoice_Number of each invoice the proposal reads from the file, in order. */
async function numbersRead(file: string, yaml: string): Promise<string[]> {
  const mapping = await parseMapping(yaml, 'schedule.yaml');
  const read: string[] = [];
  for await (const invoice of readInvoices(file, mapping)) read.push(String(invoice.draft.Invoice_Number));
  return read;
}

describe('month heading rows', () => {
  it.each([
    ['English', ENGLISH],
    ['German', GERMAN],
  ])('are skipped in an %s schedule, not read as a party', async (_, words) => {
    const { file, numbers } = schedule(words);
    const yaml = await inferMapping(file);
    const proposal = parse(yaml) as {
      source: { headings?: unknown; skipRows?: { name: string }[] };
      invoice: Record<string, unknown>;
    };
    // Column A holds the purchases' dates, where no purchase reads "March 2024": a skip rule is safe.
    expect(proposal.source.headings).toBeUndefined();
    expect(proposal.source.skipRows?.map((r) => r.name)).toContain('month');
    expect(proposal.invoice.PayeeId).toBe(words.headers[1]);
    expect(await numbersRead(file, yaml)).toEqual(numbers);
  });

  // Excel writes the dates as its locale does, or keeps them as date cells: none of them reads as a month.
  it.each(['2024-01-15', '15/01/2024', '15.01.2024', '1/15/2024'])(
    'skips the months above a column of dates written %s and reads every purchase',
    async (date) => {
      const rows = [['Date', 'Supplier', 'Invoice No', 'Net', 'VAT', 'Total']];
      const numbers: string[] = [];
      ['January 2024', 'February 2024', 'March 2024'].forEach((month, m) => {
        rows.push([month, '', '', '', '', '']);
        for (let i = 0; i < 3; i++) {
          const number = `TI-${200 + m * 3 + i}`;
          numbers.push(number);
          const net = 1000 + (m * 3 + i) * 37;
          rows.push([date, `Vendor ${'ABC'[i]} Ltd`, number, `${net}.00`, `${net / 8}`, `${net + net / 8}`]);
        }
      });
      const file = join(makeTempDir('read-period-heading'), 'schedule.csv');
      writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
      const yaml = await inferMapping(file);
      const source = (parse(yaml) as { source: { headings?: unknown; skipRows?: { name: string }[] } }).source;
      expect(source.headings, yaml).toBeUndefined();
      expect(source.skipRows?.map((r) => r.name)).toContain('month');
      expect(await numbersRead(file, yaml)).toEqual(numbers);
    },
  );

  it('reads a purchase described by a month, and a schedule without subtotals', async () => {
    const rows = [['Description', 'Invoice No', 'Invoice Date', 'Supplier', 'Net', 'GCT', 'Total']];
    const numbers: string[] = [];
    ['January 2024', 'February 2024', 'March 2024'].forEach((month, m) => {
      rows.push([month, '', '', '', '', '', '']);
      for (let i = 0; i < 3; i++) {
        const net = 100000 + (m * 3 + i) * 3700;
        const number = `INV-${100 + m * 3 + i}`;
        numbers.push(number);
        // The retainer of one month is described by the month it pays for.
        const description = m === 1 && i === 2 ? 'March 2024' : 'Print ad';
        const money = (c: number) => (c / 100).toFixed(2);
        rows.push([
          description,
          number,
          `2024-0${m + 1}-1${i}`,
          `Vendor ${'ABC'[i]}`,
          money(net),
          money(net * 0.15),
          money(net * 1.15),
        ]);
      }
    });
    const file = join(makeTempDir('read-period-heading'), 'schedule.csv');
    writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    expect(await numbersRead(file, yaml)).toEqual(numbers);
  });

  it('reads a month and year as a period, and a party or a total not', () => {
    expect(['January 2024', 'März 2024', 'JUNE 2025', 'Sept 2024'].map(namesPeriod)).toEqual([true, true, true, true]);
    expect(['Acme Ltd', 'Sub-total January 2024', 'Mayfair 2024', '2024'].map(namesPeriod)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('names every month of the sample language, as the sample cases them', () => {
    const rule = periodSkipRule(['MÄRZ 2024', 'APRIL 2024'], 0)!;
    expect(rule.matches).toBe(
      '^(JANUAR|FEBRUAR|MÄRZ|APRIL|MAI|JUNI|JULI|AUGUST|SEPTEMBER|OKTOBER|NOVEMBER|DEZEMBER) \\d{4}$',
    );
    expect(new RegExp(rule.matches!).test('DEZEMBER 2025')).toBe(true);
  });
});

/** Three months of four invoices under their month's lone row, in column A under `header`, each row's A cell `cell(month, day)`. */
function monthColumnFile(
  header: string,
  cell: (month: string, day: string) => string,
): { file: string; numbers: string[] } {
  const rows = [[header, 'Vendor', 'Invoice No', 'Invoice Date', 'Amount', 'Currency']];
  const numbers: string[] = [];
  ['March 2024', 'April 2024', 'May 2024'].forEach((month, m) => {
    rows.push([month, '', '', '', '', '']);
    for (let i = 0; i < 4; i++) {
      const number = `INV-${m * 4 + i + 1}`;
      numbers.push(number);
      const day = `2024-0${m + 3}-0${i + 1}`;
      rows.push([cell(month, day), `V10${i + 1}`, number, day, `${(m * 4 + i + 1) * 100}.00`, 'EUR']);
    }
  });
  const file = join(makeTempDir('read-period-heading'), 'months.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return { file, numbers };
}

describe('month heading rows above a column of the month', () => {
  // A ledger that writes the month on each invoice's row too: a rule skipping "March 2024" there would skip every invoice.
  it.each([
    ['Month', 'the month', (month: string) => month],
    ['Month', 'nothing', () => ''],
    ['Month', 'the date', (_: string, day: string) => day],
    ['Period', 'the month', (month: string) => month],
    ['Periode', 'the month', (month: string) => month],
    ['Period', 'nothing', () => ''],
  ])('under "%s" holding %s on each invoice row: every invoice is read', async (header, _, cell) => {
    const { file, numbers } = monthColumnFile(header, cell);
    const yaml = await inferMapping(file);
    expect(await numbersRead(file, yaml), yaml).toEqual(numbers);
  });
});
