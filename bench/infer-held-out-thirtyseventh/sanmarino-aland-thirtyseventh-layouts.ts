/**
 * Thirty-seventh held-out layouts of two European places no set held: a San Marino wholesaler's
 * purchase register (registro acquisti) exported from its accounting package as CSV in
 * Windows-1252 (semicolons; Italian headers; the register's protocol number Prot. beside the
 * supplier's N. doc., the registration date before the document date, DD/MM/YYYY; the supplier's
 * San Marino operator code (COE, SM and five digits) or Italian VAT number (IT and eleven digits, the
 * last a check digit);
 * amounts 1.234,56; the supplier's invoice carries no tax: Italian suppliers invoice San Marino
 * without IVA, San Marino has none, and the register writes beside it the single-stage import tax
 * (imposta monofase, 17 %, 1 % on capital goods) the buyer owes the State, not the supplier; euros
 * only; a nota di credito negative), and a Mariehamn shipping company's supplier invoices
 * (leverantörsfakturor) exported from a Finnish accounting package as CSV in UTF-8 with a
 * byte-order mark (semicolons; Swedish headers, Åland being Swedish-speaking; the package's
 * Verifikat beside the supplier's Fakturanummer and the Finnish creditor reference the payment
 * quotes; D.M.YYYY; the supplier's Finnish business ID (FO-nummer) with its check digit; amounts
 * 1 234,56; Finnish VAT at 24 %, 14 % or 10 % on services and goods bought on the islands, 0 % on
 * goods invoiced across the tax border from mainland Finland, the VAT paid at import instead;
 * euros; a kreditnota negative). Written from each place's public rules (San Marino: Legge 40/1972
 * and Decreto Delegato 183/2011, monofase 17 %; Åland: outside the EU VAT area, a tax border with
 * mainland Finland), without reading infer's code and without running infer on them; the layouts
 * are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { later, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { grouped, writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { writeBomCsv } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { unpaddedDotted } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { finnishBusinessId, finnishReference, italianVatNumber } from './thirtyseventh-formats.js';

/**
 * January to March 2024 purchases in a San Marino purchase register: one row per invoice, the
 * register's protocol number and the supplier's number on each.
 */
export const sanmarinoRegistroAcquisti: CorpusLayout = {
  name: 'sanmarino-registro-acquisti',
  modelledOn:
    "San Marino wholesaler's registro acquisti exported as CSV from an accounting package (layout assumed), Windows-1252, semicolon: Prot., Data reg., Data doc. DD/MM/YYYY, N. doc., Fornitore, COE / P.IVA, Descrizione, Totale documento 1.234,56, Aliq. monofase (17, 1), Imposta monofase owed to the State; no tax on the invoice; EUR only; a nota di credito negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37101, 11, 6, ['EUR']));
    const rows: CorpusCell[][] = [
      [
        'Prot.',
        'Data reg.',
        'Data doc.',
        'N. doc.',
        'Fornitore',
        'COE / P.IVA',
        'Descrizione',
        'Totale documento',
        'Aliq. monofase',
        'Imposta monofase',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const local = i.vendor % 3 === 0;
      const capital = i.lines[0]!.ratePercent === 7;
      const rate = capital ? 1 : 17;
      const total = sign * i.netCents;
      rows.push([
        `${n + 14}/2024`,
        slashed(later(i.date, 3)),
        slashed(i.date),
        sign < 0 ? `NC ${i.number}` : i.number,
        typedIn(i.vendorName, 'windows-1252'),
        local
          ? `SM${String(20417 + i.vendor * 311).padStart(5, '0')}`
          : italianVatNumber(1021904 + i.vendor * 8193, [40, 99, 37][i.vendor % 3]!),
        sign < 0
          ? 'Nota di credito per reso merce'
          : capital
            ? 'Attrezzatura (bene strumentale)'
            : 'Merce per rivendita',
        grouped(total, '.', ','),
        local ? '' : String(rate),
        local ? '' : grouped(Math.round((total * rate) / 100), '.', ','),
      ]);
    });
    return writeCodePageCsv(dir, 'registro_acquisti_2024_T1.csv', rows, ';', 'windows-1252');
  },
};

/**
 * January to March 2024 supplier invoices of a Mariehamn shipping company: one row per invoice,
 * the package's Verifikat, the supplier's number and the payment reference on each.
 */
export const alandLeverantorsfakturor: CorpusLayout = {
  name: 'aland-leverantorsfakturor',
  modelledOn:
    "Åland shipping company's supplier invoices exported as CSV from a Finnish accounting package (layout assumed), UTF-8 with BOM, semicolon: Verifikat, Bokföringsdatum, Fakturadatum, Förfallodag D.M.YYYY, Leverantör, FO-nummer, Fakturanummer, Referensnummer, Netto 1 234,56, Moms % (24, 14, 10, 0 across the tax border), Moms, Brutto; EUR; a kreditnota negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37102, 10, 6, ['EUR']));
    const rows: CorpusCell[][] = [
      [
        'Verifikat',
        'Bokföringsdatum',
        'Fakturadatum',
        'Förfallodag',
        'Leverantör',
        'FO-nummer',
        'Fakturanummer',
        'Referensnummer',
        'Netto',
        'Moms %',
        'Moms',
        'Brutto',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      const rate =
        i.vendor % 3 === 1 ? 0 : i.lines[0]!.ratePercent === 7 ? 14 : i.lines[0]!.ratePercent === 0 ? 10 : 24;
      const net = sign * i.netCents;
      const tax = Math.round((net * rate) / 100);
      rows.push([
        String(3120 + n),
        unpaddedDotted(later(i.date, 1)),
        unpaddedDotted(i.date),
        unpaddedDotted(i.due),
        i.vendorName,
        finnishBusinessId(2784016 + i.vendor * 93127),
        sign < 0 ? `K-${i.number}` : i.number,
        sign < 0 ? '' : finnishReference(41200 + i.vendor * 1000 + n),
        grouped(net, '\u00a0', ','),
        String(rate),
        grouped(tax, '\u00a0', ','),
        grouped(net + tax, '\u00a0', ','),
      ]);
    });
    return writeBomCsv(dir, 'leverantorsfakturor_2024-01_03.csv', rows, ';');
  },
};
