import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../src/commands/run-command.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CommandIo } from '../../../src/commands/cli-command.js';
import { mappingCommand } from '../../../src/commands/mapping-command.js';
import { storeAdvertiserList } from '../../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeSheetsWorkbook } from './write-sheets-workbook.js';

const ADVERTISERS = [
  { id: '0000100001', advertiserName: 'Müller & Söhne GmbH' },
  { id: '0000100002', advertiserName: 'Nordlicht Verlag AG' },
  { id: '0000100003', advertiserName: 'Blue Harbor Advertising, Inc.' },
];

function csv(name: string, lines: string[]): string {
  const file = join(makeTempDir('infer-'), name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The mapped (uncommented) line of a field, or undefined. */
const mapped = (yaml: string, field: string) => yaml.split('\n').find((l) => l.startsWith(`  ${field}: `));

describe('mapping infer checks values, not only header names', () => {
  const register = [
    'Belegnr.;Rechnungsnr.;Belegdatum;Rechnungsdatum;Kreditor;Name;Währung;Netto;Steuerschlüssel;Steuer;Brutto;Skonto %',
    '240001;INV-2024-0012;03.01.2024;01.01.2024;70001;Müller & Söhne GmbH;EUR;100,00;VSt19;19,00;119,00;2,00',
    '240002;R2400017;05.01.2024;02.01.2024;70002;Nordlicht Verlag AG;EUR;200,00;VSt7;14,00;214,00;0,00',
    '240003;117/24;16.01.2024;15.01.2024;70001;Müller & Söhne GmbH;EUR;50,00;VSt19;9,50;59,50;3,00',
    '240004;INV-2024-0015;20.01.2024;18.01.2024;70003;Blue Harbor Advertising, Inc.;EUR;80,00;VSt0;0,00;80,00;0,00',
  ];

  it('keeps a Skonto percentage out of the Discount flag and a tax code out of Tax, and prefers the vendor invoice number', async () => {
    const yaml = await inferMapping(csv('eingang.csv', register));
    expect(mapped(yaml, 'Discount')).toBeUndefined();
    expect(yaml).toContain(
      '# Note: "Skonto %" was not proposed as Discount: Discount needs Y or N, the column holds amounts like "2,00"',
    );
    expect(mapped(yaml, 'Tax')).toMatch(/^ {2}Tax: Steuer /);
    expect(mapped(yaml, 'TaxCode')).toMatch(/^ {2}TaxCode: Steuerschlüssel /);
    expect(mapped(yaml, 'Invoice_Number')).toMatch(/^ {2}Invoice_Number: Rechnungsnr\. /);
    expect(mapped(yaml, 'InvoiceId')).toMatch(/^ {2}InvoiceId: Belegnr\. /);
    expect(mapped(yaml, 'Invoice_Date')).toMatch(/^ {2}Invoice_Date: Rechnungsdatum .*rather than "Belegdatum"/);
    expect(yaml).toContain('  sumLines: gross');
    expect((await parseMapping(yaml, 'eingang.yaml')).checks.sumLines).toBe('gross');
  });

  it('looks PayeeId up by name when the cached list knows the names and not the ids', async () => {
    const yaml = await inferMapping(csv('eingang.csv', register), { advertisers: ADVERTISERS });
    expect(mapped(yaml, 'PayeeId')).toMatch(
      /^ {2}PayeeId: Name +# from "Name": 100 % of its values are names of the cached advertiser list/,
    );
    expect(yaml).toContain('  payeeIdBy: name');
    expect(yaml).not.toContain('requireKnown');
  });

  it('requires known ids when the cached list knows the ids, and doubts a PayeeId column the list does not know at all', async () => {
    const ids = [
      'Invoice No,Vendor No,Date,Currency,Amount',
      'A-1,0000100001,2024-01-31,EUR,10.00',
      'A-2,0000100002,2024-01-31,EUR,20.00',
      'A-3,0000100001,2024-02-01,EUR,30.00',
    ];
    const yaml = await inferMapping(csv('ap.csv', ids), { advertisers: ADVERTISERS });
    expect(mapped(yaml, 'PayeeId')).toMatch(/^ {2}PayeeId: Vendor No /);
    expect(yaml).toContain('  requireKnown: true');
    const unknown = await inferMapping(
      csv(
        'ap.csv',
        ids.map((l) => l.replace(/00001000/g, '9')),
      ),
      { advertisers: ADVERTISERS },
    );
    expect(mapped(unknown, 'PayeeId')).toBeUndefined();
    expect(unknown).toContain(
      '  # PayeeId: Vendor No  # doubtful: "Vendor No" holds neither ids nor names of the cached advertiser list',
    );
    expect((await parseMapping(unknown, 'ap.yaml')).warnings).toContain(
      'invoice.PayeeId is required by the model but not mapped; every invoice will miss it',
    );
  });

  it('writes a header that only resembles a field name as a doubt, not as a mapping', async () => {
    const yaml = await inferMapping(
      csv('ap.csv', [
        'Invoice No,Vendor,Invoce Dte,Currency,Amount',
        'A-1,100001,2024-01-31,EUR,10.00',
        'A-2,100002,2024-01-31,EUR,20.00',
      ]),
    );
    expect(mapped(yaml, 'Invoice_Date')).toBeUndefined();
    expect(yaml).toContain(
      '  # Invoice_Date: Invoce Dte  # doubtful: "Invoce Dte" only resembles a name of Invoice_Date',
    );
  });
});

describe('mapping infer finds the layout', () => {
  it('joins an items sheet on a key of two columns and proposes the line-sum check', async () => {
    const dir = makeTempDir('infer-joined-');
    const file = join(dir, 'supplier-invoices.xlsx');
    const workbook = new ExcelJS.Workbook();
    const head = workbook.addWorksheet('Supplier Invoices');
    head.addRow([
      'Supplier Invoice',
      'Fiscal Year',
      'Document Date',
      'Invoicing Party',
      'Reference',
      'Gross Invoice Amount',
      'Currency',
    ]);
    const items = workbook.addWorksheet('Supplier Invoice Items');
    items.addRow(['Supplier Invoice', 'Fiscal Year', 'Supplier Invoice Item', 'Amount', 'Tax Amount']);
    for (let i = 0; i < 8; i++) {
      const year = i < 4 ? 2023 : 2024;
      const doc = String(5105600001 + (i % 4));
      head.addRow([
        doc,
        year,
        new Date(Date.UTC(year, 0, 10 + i)),
        String(17300001 + (i % 3)),
        `INV-${100 + i}`,
        119 * (i + 1),
        'EUR',
      ]);
      items.addRow([doc, year, 1, 60 * (i + 1), 11.4 * (i + 1)]);
      items.addRow([doc, year, 2, 40 * (i + 1), 7.6 * (i + 1)]);
    }
    await workbook.xlsx.writeFile(file);
    const yaml = await inferMapping(file);
    expect(yaml).toContain('  type: joined\n  key: [Supplier Invoice, Fiscal Year]\n');
    expect(yaml).toContain('    sheet: Supplier Invoice Items');
    expect(mapped(yaml, 'InvoiceId')).toMatch(/^ {2}InvoiceId: \{ template: "\{Supplier Invoice\}-\{Fiscal Year\}" \}/);
    expect(yaml).toContain(
      '  # InvoiceId: Supplier Invoice  # doubtful: "Supplier Invoice" repeats on different invoices',
    );
    expect(mapped(yaml, 'Invoice_Number')).toMatch(/^ {2}Invoice_Number: Reference /);
    expect(mapped(yaml, 'Line_Number')).toMatch(/^ {2}Line_Number: Supplier Invoice Item /);
    expect(yaml).toContain(
      '  sumLines: gross  # "Amount" + "Tax Amount" of the lines add up to "Gross Invoice Amount" on 8 of 8 invoices',
    );
    expect((await parseMapping(yaml, 'sap.yaml')).layout).toMatchObject({ type: 'joined' });
  });
});

describe('mapping infer names a sheet only where the workbook has a choice', () => {
  const bills = [
    ['Bill No', 'Vendor', 'Bill Date', 'Currency', 'Total'],
    ['B-1', '0000100001', new Date(Date.UTC(2024, 0, 31)), 'EUR', 119],
    ['B-2', '0000100002', new Date(Date.UTC(2024, 1, 1)), 'EUR', 214],
    ['B-3', '0000100003', new Date(Date.UTC(2024, 1, 2)), 'EUR', 80],
  ];
  const workbook = (sheets: Record<string, unknown[][]>) =>
    writeSheetsWorkbook(Object.entries(sheets), 'infer-sheets-', 'bills.xlsx');
  const sheetLine = (yaml: string) => yaml.split('\n').find((l) => l.startsWith('  sheet: '));

  it('names no sheet on a workbook of one sheet, which is read whole without it', async () => {
    const yaml = await inferMapping(await workbook({ Purchases: bills }));
    expect(sheetLine(yaml), yaml).toBeUndefined();
    expect(mapped(yaml, 'Invoice_Number')).toMatch(/^ {2}Invoice_Number: Bill No /);
    expect((await parseMapping(yaml, 'bills.yaml')).source.table.sheet).toBeUndefined();
  });

  it('names the sheet it chose on a workbook of two', async () => {
    const yaml = await inferMapping(await workbook({ Notes: [['Exported from the books']], Purchases: bills }));
    expect(sheetLine(yaml), yaml).toBe('  sheet: Purchases');
  });
});

describe('invoice-batch mapping infer with a cached advertiser list', () => {
  it('reads the list from the journal given by --journal', async () => {
    const dir = makeTempDir('infer-cli-');
    const journalFile = join(dir, 'journal.sqlite');
    const journal = await openJournal(journalFile);
    await storeAdvertiserList(journal, 'https://finance.example/qa', ADVERTISERS, '2024-02-01T00:00:00.000Z');
    await journal.close();
    writeFileSync(
      join(dir, 'bills.csv'),
      'Bill No,Vendor,Bill Date,Total\nB-1,Nordlicht Verlag AG,2024-01-31,10.00\nB-2,Müller & Söhne GmbH,2024-02-01,12.00\n',
    );
    const io: CommandIo & { out: string } = {
      out: '',
      stdout: (t: string) => void (io.out += t),
      stderr: () => undefined,
      isTTY: false,
      signal: new AbortController().signal,
      env: {},
      cwd: dir,
    };
    expect(await runCommand(mappingCommand, { action: 'infer', path: 'bills.csv', journal: journalFile }, io)).toBe(0);
    expect(io.out).toContain('  payeeIdBy: name');
  });
});

describe('mapping infer proposes the date format the file writes', () => {
  const file = (dates: string[]) =>
    csv('p2p.csv', [
      'Vendor,Invoice Number,Invoice Date,Currency,Total',
      ...dates.map((d, i) => `0000100001,INV-${i},${d},EUR,119.00`),
    ]);

  it('YYYY/MM/DD', async () => {
    expect(await inferMapping(file(['2024/03/05', '2024/12/31', '2025/01/02']))).toContain('dateFormats: [YYYY/MM/DD]');
  });

  it('YYYY-MM-DD for ISO 8601 date-times with an offset or Z', async () => {
    const yaml = await inferMapping(
      file(['2024-03-05T00:00:00-08:00', '2024-03-05T23:30:00Z', '2024-03-05T00:00:00.000+05:30']),
    );
    expect(yaml).toContain('dateFormats: [YYYY-MM-DD]');
  });
});
