/**
 * Twenty-sixth held-out layouts: the purchases report (Informe 43) a Panamanian taxpayer prepares
 * for the DGI as tab-separated text (upper-case field names, the supplier's RUC and check digit
 * apart, `YYYYMMDD` dates, purchase concept codes, no total: the amount in balboas and the ITBMS,
 * credit notes negative), and the schedule of input tax a Trinidad and Tobago VAT registrant
 * keeps in Excel for the Board of Inland Revenue (its own journal reference beside the supplier's
 * invoice number, the BIR file number and the VAT registration number beside the name, a currency
 * per row and the total in TT dollars). Written from each administration's public documentation
 * and the countries' tax rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { compactDay, units } from './twentysixth-formats.js';

/** A Panamanian company's RUC (folio, asiento, year) and its check digit (DV) of two. */
const ruc = (vendor: number) => `${155600000 + vendor * 12347}-2-${2015 + vendor}`;
const dv = (vendor: number) => String(10 + ((vendor * 37) % 89));

/**
 * DGI Panama's Informe 43 (compras e importaciones de bienes y servicios) as the tab-separated text
 * its template exports for upload: the person's kind (N natural, J legal), the supplier's RUC and
 * DV, its name, the invoice's number and date (`20240115`), the concept (1 goods, 2 services …),
 * local or imported (1, 2), the amount in balboas before tax and the ITBMS (7 %, none on an exempt
 * purchase). A credit note (NC before its number) is written negative. No total is written.
 */
export const informe43Compras: CorpusLayout = {
  name: 'informe43-compras',
  modelledOn:
    'Panama DGI Informe 43 purchases tab-separated text: TIPO_PERSONA N/J, RUC, DV, NOMBRE, FACTURA, FECHA YYYYMMDD, CONCEPTO, COMPRAS_BIENES_SERVICIOS 1/2, MONTO_BALBOAS, ITBMS 7 %, no total, credit notes negative',
  advertisers: SANDBOX_ADVERTISERS,
  // The balboa's own code: at par with the dollar the reference posts, the same money.
  alsoRight: { 'invoice.CurrencyCode': ['value:PAB'] },
  write: async (dir) => {
    const invoices = corpusInvoices(26105, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'TIPO_PERSONA',
        'RUC',
        'DV',
        'NOMBRE',
        'FACTURA',
        'FECHA',
        'CONCEPTO',
        'COMPRAS_BIENES_SERVICIOS',
        'MONTO_BALBOAS',
        'ITBMS',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 7;
      // Balboas at par with the dollar, 1.09 to the euro.
      const net = (credit ? -1 : 1) * Math.round(i.netCents * 1.09);
      const itbms = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 7);
      rows.push([
        'J',
        ruc(i.vendor),
        dv(i.vendor),
        i.vendorName,
        credit ? `NC${i.number}` : i.number,
        compactDay(i.date),
        i.lines[0]!.description.startsWith('Production') ? '1' : '2',
        '1',
        units(net).toFixed(2),
        units(itbms).toFixed(2),
      ]);
    });
    return writeCsv(dir, 'INFORME43_2024_03.txt', rows, '\t');
  },
};

/** A BIR file number: six digits, a dash and one. */
const birFile = (vendor: number) => `${String(234567 + vendor * 811)}-${vendor % 10}`;

/** A T&T VAT registration number: six digits. */
const ttVat = (vendor: number) => String(100234 + vendor * 4127);

/** TT dollars to the unit of each currency a Trinidadian buyer is invoiced in. */
const TO_TTD: Readonly<Record<string, number>> = { TTD: 1, USD: 6.78 };

/**
 * A schedule of input tax as a T&T VAT registrant keeps it in Excel for its return to the Board of
 * Inland Revenue: the company and the period above the header. One row per purchase invoice: the
 * buyer's own purchase journal reference, the supplier's name, BIR file number and VAT
 * registration number, the supplier's invoice number and date (DD/MM/YYYY text), the currency
 * (TTD, or USD from a foreign supplier), the value of the supply, the VAT (12.5 %), the total, the
 * rate to TT dollars and the total in TT dollars. A credit note is written negative.
 */
export const ttbirInputTaxSchedule: CorpusLayout = {
  name: 'ttbir-input-tax-schedule',
  modelledOn:
    'Trinidad and Tobago BIR VAT schedule of input tax XLSX, two titles: Journal Ref, Supplier Name, BIR File No., VAT Reg. No., Invoice No., Invoice Date DD/MM/YYYY text, Currency TTD / USD per row, Value of Supply, VAT (12.5%), Total, Exchange Rate, Total (TTD), credit notes negative, number cells',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26106, 10, 6, ['TTD', 'TTD', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Caroni Media Group Limited - VAT Reg. No. 109876'],
      ['Schedule of Input Tax - Period ending 31/03/2024'],
      [
        'Journal Ref',
        'Supplier Name',
        'BIR File No.',
        'VAT Reg. No.',
        'Invoice No.',
        'Invoice Date',
        'Currency',
        'Value of Supply',
        'VAT (12.5%)',
        'Total',
        'Exchange Rate',
        'Total (TTD)',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 3;
      const rate = TO_TTD[i.currency]!;
      // TT dollars at 7.4 to the euro; dollars at 1.09.
      const net = (credit ? -1 : 1) * Math.round(i.netCents * (i.currency === 'TTD' ? 7.4 : 1.09));
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.125);
      rows.push([
        `PJ-${String(2401 + n).padStart(6, '0')}`,
        i.vendorName,
        birFile(i.vendor),
        ttVat(i.vendor),
        credit ? `CN-${i.number}` : i.number,
        slashed(i.date),
        i.currency,
        units(net),
        units(vat),
        units(net + vat),
        rate,
        units(Math.round((net + vat) * rate)),
      ]);
    });
    return writeXlsx(dir, 'Input_Tax_Schedule_Q1_2024.xlsx', { 'Input Tax': rows });
  },
};
