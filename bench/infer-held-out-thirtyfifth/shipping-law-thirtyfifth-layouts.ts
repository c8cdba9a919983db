/**
 * Thirty-fifth held-out layouts of two kinds of buyer no set held: a tramp shipping operator's
 * final disbursement accounts (FDAs) from its port agents, exported from its voyage-accounting
 * system as CSV (one row per cost item of an FDA: the agent's FDA number, ISO dates, port,
 * vessel and voyage, port dues, pilotage, towage, mooring and the agency fee, the FDA's currency
 * (US dollars, euros at Rotterdam and Algeciras), the FDA total repeated and the funds the owner
 * remitted in advance on the proforma beside it; no tax: port services to a foreign-going ship
 * carry none), and a Hong Kong
 * law firm's disbursements payable ledger kept in Excel (a title and the period above the header
 * on row 4; the firm's payment voucher number beside the payee's invoice number, date cells, one
 * row per client matter an invoice is charged to, counsel's fees, court and search fees, in Hong
 * Kong dollars, pounds for London counsel and renminbi for a Shenzhen agent, the voucher total
 * repeated; Hong Kong levies no VAT or GST). Written from public descriptions of these trades,
 * without reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';
import { isoDay } from '../infer-held-out-fresh/fresh-formats.js';

const PORTS = ['Rotterdam', 'Santos', 'Qingdao', 'Durban', 'Houston', 'Algeciras'];
const VESSELS = ['MV Nordic Star', 'MV Aegean Spirit', 'MV Cape Orchid'];
const ITEMS = ['Port dues', 'Pilotage', 'Towage', 'Mooring / unmooring', 'Agency fee'];
/** An FDA's currency follows its port: euros at a euro-area port, else the trade's US dollars. */
const EURO_PORTS: readonly string[] = ['Rotterdam', 'Algeciras'];

/**
 * January to March 2024 FDAs of a shipping operator's port calls: one row per cost item, the
 * FDA's number, currency and total on each.
 */
export const shippingAgentFdaItems: CorpusLayout = {
  name: 'shipping-agent-fda-items',
  modelledOn:
    "Tramp shipping operator's port agents' final disbursement accounts exported from its voyage-accounting system as CSV (layout assumed), UTF-8, comma: FDA No, FDA Date YYYY-MM-DD, Agent, Port, Vessel, Voyage, Cost Item (port dues, pilotage, towage, mooring, agency fee), Currency (EUR at Rotterdam and Algeciras, USD elsewhere), Amount, FDA Total repeated, Funds Remitted (the PDA advance), Balance; no tax",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35101, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'FDA No',
        'FDA Date',
        'Agent',
        'Port',
        'Vessel',
        'Voyage',
        'Cost Item',
        'Currency',
        'Amount',
        'FDA Total',
        'Funds Remitted',
        'Balance',
      ],
    ];
    invoices.forEach((i, n) => {
      const port = PORTS[(i.vendor + n) % PORTS.length]!;
      // The proforma's advance, rounded to the hundred, as an owner remits it before the call.
      const remitted = Math.round((i.netCents * 0.9) / 10000) * 10000;
      i.lines.forEach((l, k) => {
        rows.push([
          `FDA/${port.slice(0, 3).toUpperCase()}/24/${String(140 + n * 3)}`,
          isoDay(i.date),
          i.vendorName,
          port,
          VESSELS[n % VESSELS.length]!,
          `V${String(2401 + n)}`,
          ITEMS[(k + n) % ITEMS.length]!,
          EURO_PORTS.includes(port) ? 'EUR' : 'USD',
          cents(l.netCents),
          cents(i.netCents),
          cents(remitted),
          cents(i.netCents - remitted),
        ]);
      });
    });
    return writeUtf8Text(dir, 'fda_items_2024Q1.csv', rows, ',');
  },
};

const MATTERS = [
  ['M2024-0113', 'Harbour View Holdings Ltd'],
  ['M2023-0871', 'Kwun Tong Logistics Co.'],
  ['M2024-0142', 'Estate of Lee Wing'],
  ['M2022-0450', 'Pearl Delta Manufacturing Ltd'],
] as const;
/**
 * What each payee bills: London counsel their fees in pounds, a Shenzhen agent translation and
 * service in renminbi, and in Hong Kong dollars local counsel, court filing and land searches.
 */
const KINDS: Readonly<Record<string, readonly string[]>> = {
  GBP: ["Counsel's fees", "Counsel's fees - advice", "Counsel's fees - conference"],
  CNY: ['Translation', 'Service of process (PRC)', 'Company search (PRC)'],
  HKD: ["Counsel's fees", 'Court filing fee', 'Land search fee', 'Translation', 'Process server'],
};

/**
 * January to March 2024 disbursements payable of a Hong Kong law firm: one row per matter an
 * invoice is charged to, the voucher number, payee's invoice number and voucher total on each.
 */
export const lawFirmDisbursementLedger: CorpusLayout = {
  name: 'law-firm-disbursement-ledger',
  modelledOn:
    "Hong Kong law firm's disbursements payable ledger kept in XLSX (layout assumed): title and period above the header on row 4; Voucher No., Date (date cells), Payee, Payee's Inv. No., Matter No., Client, Disbursement, Currency (HKD, GBP for London counsel, CNY for a Shenzhen agent), Amount, Voucher Total repeated; one row per client matter an invoice is charged to; no tax",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35102, 11, 6, ['HKD', 'GBP', 'HKD', 'CNY', 'HKD', 'HKD']));
    const rows: CorpusCell[][] = [
      ['CHAN, LAU & PARTNERS - DISBURSEMENTS PAYABLE LEDGER', null, null, null, null, null, null, null, null, null],
      ['Period: 01/01/2024 to 31/03/2024', null, null, null, null, null, null, null, null, null],
      [],
      [
        'Voucher No.',
        'Date',
        'Payee',
        "Payee's Inv. No.",
        'Matter No.',
        'Client',
        'Disbursement',
        'Currency',
        'Amount',
        'Voucher Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const fx = i.currency === 'HKD' ? 8.5 : i.currency === 'CNY' ? 7.8 : 0.86;
      const amounts = i.lines.slice(0, 3).map((l) => Math.round(l.netCents * fx));
      const total = amounts.reduce((s, a) => s + a, 0);
      amounts.forEach((a, k) => {
        const [matter, client] = MATTERS[(n + k) % MATTERS.length]!;
        rows.push([
          `PV${String(24015 + n * 2)}`,
          dateOf(i.date),
          i.vendorName,
          i.number,
          matter,
          client,
          KINDS[i.currency]![(i.vendor + k) % KINDS[i.currency]!.length]!,
          i.currency,
          a / 100,
          total / 100,
        ]);
      });
    });
    const money = '#,##0.00';
    return writeSheets(dir, 'Disbursements Ledger Q1 2024.xlsx', {
      Ledger: { rows, merged: ['A1:J1'], formats: { 9: money, 10: money } },
    });
  },
};
