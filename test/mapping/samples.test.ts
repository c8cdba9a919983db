import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { formatProblem, type MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { FileSummaryAccumulator } from '../../src/mapping/summarize-file.js';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const SANDBOX_IDS = new Set(Array.from({ length: 40 }, (_, i) => String(100001 + i).padStart(10, '0')));

async function read(sample: string, mapping: string): Promise<MappedInvoice[]> {
  const out: MappedInvoice[] = [];
  for await (const invoice of readInvoices(root(`samples/${sample}`), await loadMapping(root(`mappings/${mapping}`))))
    out.push(invoice);
  return out;
}

function summary(invoices: MappedInvoice[]) {
  const acc = new FileSummaryAccumulator();
  for (const invoice of invoices) acc.add(invoice);
  const { invoices: count, lines, valid, invalid, totals } = acc.result();
  return { invoices: count, lines, valid, invalid, totals };
}

describe('the samples read through their mappings', () => {
  it('canonical.xlsx: 60 valid invoices joined with their shuffled lines, three with a PDF', async () => {
    const invoices = await read('canonical.xlsx', 'canonical.yaml');
    expect(summary(invoices)).toEqual({
      invoices: 60,
      lines: 141,
      valid: 60,
      invalid: 0,
      totals: { EUR: '139651.7800', GBP: '31092.2700', USD: '28627.7500' },
    });
    const withPdf = invoices.filter((i) => i.invoice?.PDF);
    expect(withPdf.map((i) => i.draft.InvoiceId)).toEqual(['INV-2024-00001', 'INV-2024-00002', 'INV-2024-00003']);
    const pdf = Buffer.from(withPdf[0]!.invoice!.PDF!, 'base64');
    expect(pdf.equals(readFileSync(root('samples/pdfs/INV-2024-00001.pdf')))).toBe(true);
    const first = invoices[0]!.invoice!;
    expect(first.Contacts[0]).toMatchObject({ InstanceID: null, Role: 'Requester' });
    expect(first.Events[0]).toMatchObject({ InstanceID: null, Event_Name: 'Received' });
    expect(invoices.flatMap((i) => i.invoice!.InvoiceItems.map((l) => l.TaxRate))).toEqual(
      expect.arrayContaining(['19.00', '7.00', '0.00', '20.00']),
    );
    expect(invoices.every((i) => SANDBOX_IDS.has(i.invoice!.PayeeId))).toBe(true);
  });

  it('month-end-register.xlsx: 80 valid invoices below the title, formulas by their cached results, the totals row skipped', async () => {
    const invoices = await read('month-end-register.xlsx', 'month-end-register.yaml');
    expect(summary(invoices)).toEqual({
      invoices: 80,
      lines: 80,
      valid: 80,
      invalid: 0,
      totals: { EUR: '647729.6400' },
    });
    expect(invoices[0]!.rows).toBe('5');
    expect(invoices.at(-1)!.rows).toBe('84');
    // A VAT formula whose cached result is 0 reads as 0, not as an empty cell.
    const zeroRated = invoices.filter((i) => i.invoice!.InvoiceItems[0]!.TaxRate === '0.00');
    expect(zeroRated.length).toBeGreaterThan(0);
    expect(zeroRated.every((i) => i.invoice!.InvoiceItems[0]!.Tax === '0.0000')).toBe(true);
    expect(invoices.every((i) => SANDBOX_IDS.has(i.invoice!.PayeeId))).toBe(true);
  });

  it('european-erp.csv: 50 valid invoices grouped from 147 line rows with decimal commas and DD.MM.YYYY', async () => {
    const invoices = await read('european-erp.csv', 'european-erp.yaml');
    expect(summary(invoices)).toEqual({
      invoices: 50,
      lines: 147,
      valid: 50,
      invalid: 0,
      totals: { EUR: '718250.3000' },
    });
    expect(invoices[0]!.invoice).toMatchObject({
      Invoice_Date: '20240311',
      Invoice_Amount: '21636.7200',
      CurrencyCode: 'EUR',
    });
    expect(new Set(invoices.map((i) => i.invoice!.Discount))).toEqual(new Set(['Y', 'N']));
    expect(invoices.every((i) => SANDBOX_IDS.has(i.invoice!.PayeeId))).toBe(true);
  });

  it('legacy-us.csv: 45 valid invoices from Windows-1252 text, dollar amounts and credit notes in parentheses', async () => {
    const invoices = await read('legacy-us.csv', 'legacy-us.yaml');
    expect(summary(invoices)).toEqual({
      invoices: 45,
      lines: 45,
      valid: 45,
      invalid: 0,
      totals: { USD: '437925.0000' },
    });
    const credits = invoices.filter((i) => i.invoice!.Invoice_Amount.startsWith('-'));
    expect(credits.length).toBe(5);
    expect(credits[0]!.invoice!.Comments).toBe('Credit note – returned materials');
    expect(invoices.some((i) => i.invoice!.Comments === 'Media buy “Spring”')).toBe(true);
    expect(invoices.every((i) => SANDBOX_IDS.has(i.invoice!.PayeeId))).toBe(true);
  });

  it('coupa-tax-rows.csv: tax rows folded into the Tax of the line they name, shipping a line, credit memo negative', async () => {
    const invoices = await read('coupa-tax-rows.csv', 'coupa-tax-rows.yaml');
    expect(summary(invoices)).toEqual({
      invoices: 6,
      lines: 8,
      valid: 6,
      invalid: 0,
      totals: { EUR: '1190.0000', USD: '7629.4300' },
    });
    const lines = (number: string) =>
      invoices
        .find((i) => i.draft.Invoice_Number === number)!
        .invoice!.InvoiceItems.map((l) => [l.Line_Number, l.Description, l.Amount, l.Tax]);
    expect(lines('INV-C-1001')).toEqual([
      ['1', 'Item: Copy paper A4', '1200.0000', '96.0000'],
      ['2', 'Shipping: Freight', '25.0000', undefined],
    ]);
    expect(lines('INV-C-1002')).toEqual([
      ['1', 'Item: Toner cartridges', '310.5000', '24.8400'],
      ['2', 'Item: HDMI cables', '89.9000', '7.1900'],
    ]);
    expect(lines('INV-C-1003')).toEqual([['1', 'Item: Ad server licence', '5000.0000', '450.0000']]);
    expect(lines('CM-C-0042')).toEqual([['1', 'Item: Returned copy paper', '-300.0000', '-24.0000']]);
    expect(lines('INV-C-1004')).toEqual([['1', 'Item: Campaign consulting', '1000.0000', '190.0000']]);
    expect(invoices.map((i) => i.rows)).toEqual(['2-4', '5-8', '9-11', '12-13', '14-15', '16']);
  });

  it('planted-errors.xlsx: 11 valid, 14 invalid, each planted mistake reported at its row and column', async () => {
    const invoices = await read('planted-errors.xlsx', 'planted-errors.yaml');
    expect(summary(invoices)).toMatchObject({ invoices: 25, valid: 11, invalid: 14 });
    const problems = invoices.flatMap((i) => i.problems.map(formatProblem));
    expect(problems).toEqual([
      'planted-errors.xlsx, sheet Lines, row 2, column "Tax": expected an amount, e.g. 1,234.50, got "N/A"',
      'planted-errors.xlsx, sheet Invoices, row 3, column "Invoice_Date": the day does not exist (February 2024 has 29 days; read as DD.MM.YYYY), got "31.02.2024"',
      'planted-errors.xlsx, sheet Invoices, row 4, column "CurrencyCode": expected a three-letter currency code, e.g. EUR, got "EURO"',
      'planted-errors.xlsx, sheet Invoices, row 5, column "PayeeId": expected a value, got nothing',
      'planted-errors.xlsx, sheet Invoices, row 7, column "Invoice_Number": expected each (PayeeId, Invoice_Number) once in a file; PayeeId 0000100036 already has this number at row 6, got "036/24/1017"',
      'planted-errors.xlsx, sheet Invoices, row 8, field InvoiceItems: expected at least one invoice line: no row of sheet Lines has the key ERR-2024-00007',
      'planted-errors.xlsx, sheet Invoices, row 9, column "Invoice_Amount": expected the Amount + Tax of its 1 line (2216.74); differs by 1.00, got "2217.74"',
      'planted-errors.xlsx, sheet Invoices, row 10, column "Discount": expected Y or N, got "X"',
      'planted-errors.xlsx, sheet Lines, row 27, column "CountryCode": expected a two-letter country code, e.g. DE, got "Germany"',
      'planted-errors.xlsx, sheet Invoices, row 12, column "PDF File": expected a file name inside the PDF folder; the path leaves it, got "../secret.pdf"',
      expect.stringMatching(
        /^planted-errors\.xlsx, sheet Invoices, row 13, column "PDF File": PDF not found in .*pdfs, got "missing\.pdf"$/,
      ),
      'planted-errors.xlsx, sheet Invoices, row 14, column "Requester Email": expected an e-mail address, got "not-an-email"',
      'planted-errors.xlsx, sheet Lines, row 40, column "TaxRate": expected a tax rate with at most two decimal places, got "0.07125"',
      'planted-errors.xlsx, sheet Lines, row 19, column "InvoiceId": expected an invoice with the key GONE in sheet Invoices; 4 line(s) belong to none, got "GONE"',
    ]);
  });
});
