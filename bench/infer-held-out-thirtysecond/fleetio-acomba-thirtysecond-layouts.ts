/**
 * Thirty-second held-out layouts: Fleetio's service entries of a Texas delivery fleet exported to
 * CSV (one row per service entry: vehicle and group, the completion date with its 12-hour time,
 * the repair shop, its invoice number as the entry's reference, odometer, labor and parts
 * subtotals, a discount, Texas sales tax of 8.25 % on parts only, the total, the service tasks),
 * and Acomba's purchases journal of a Québec company exported to a Windows-1252 CSV with French
 * headers (the report's title lines above the header, Acomba's transaction number beside the
 * supplier's invoice number, AAAA-MM-JJ, amounts `1 234,56` with a no-break space, GST and QST in
 * their own columns at 5 % and 9,975 %, an Ontario supplier's GST alone (no HST: the supply is
 * made in Québec), a credit note negative, the journal's total line). Written from each product's documentation of
 * its export, without reading infer's code and without running infer on them; the layouts are
 * assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { isoDay, usPadded } from '../infer-held-out-fresh/fresh-formats.js';
import { grouped, writeCodePageCsv, writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';

const TASKS = ['Oil change', 'Brake pads replacement', 'Tire rotation', 'A/C recharge', 'Transmission service'];

/**
 * The service entries of January to March 2024 as Fleetio exports them: the header on line 1; per
 * entry the vehicle, group, completion date and time, vendor, reference, odometer, labor and parts
 * subtotals, subtotal, discount, tax, total and tasks.
 */
export const fleetioServiceEntries: CorpusLayout = {
  name: 'fleetio-service-entries',
  modelledOn:
    'Fleetio service entries exported to CSV (layout assumed): Vehicle, Vehicle Group, Completed At MM/DD/YYYY hh:mm AM, Vendor, Reference (the shop invoice number), Odometer, Labor Subtotal, Parts Subtotal, Subtotal, Discount, Tax (8.25 % on parts), Total, Service Tasks; USD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32107, 12, 6));
    const rows: CorpusCell[][] = [
      [
        'Vehicle',
        'Vehicle Group',
        'Completed At',
        'Vendor',
        'Reference',
        'Odometer',
        'Labor Subtotal',
        'Parts Subtotal',
        'Subtotal',
        'Discount',
        'Tax',
        'Total',
        'Service Tasks',
      ],
    ];
    invoices.forEach((i, n) => {
      const net = Math.round(i.netCents * 0.6);
      const labor = Math.round(net * (i.lines.length > 1 ? 0.45 : 0.3));
      const parts = net - labor;
      const discount = n % 4 === 1 ? Math.round(net * 0.05) : 0;
      const tax = Math.round(parts * 0.0825);
      const hour = 8 + ((n * 5) % 10);
      const clock = `${p2(hour > 12 ? hour - 12 : hour)}:${p2((n * 17) % 60)} ${hour >= 12 ? 'PM' : 'AM'}`;
      rows.push([
        `Van ${String(101 + ((n * 7) % 24))}`,
        n % 2 ? 'Houston Depot' : 'Dallas Depot',
        `${usPadded(i.date)} ${clock}`,
        i.vendorName,
        i.number,
        String(48210 + n * 3917),
        money(labor),
        money(parts),
        money(net),
        money(discount),
        money(tax),
        money(net - discount + tax),
        i.lines
          .map((_, k) => TASKS[(i.vendor + k) % TASKS.length]!)
          .filter((t, k, all) => all.indexOf(t) === k)
          .join(', '),
      ]);
    });
    return writeUtf8Text(dir, 'service_entries.csv', rows, ',');
  },
};

/** `1 234,56`, `-1 234,56`: Québec French, a no-break space between thousands. */
const quebec = (cents: number) => grouped(cents, '\u00a0', ',');

/**
 * The purchases journal of 1 January to 31 March 2024 as Acomba exports it: the company, report
 * title and period, a blank line, the header; per invoice the transaction number, date, supplier
 * code and name, the supplier's invoice number, type, description, account, amount before taxes,
 * GST or HST, QST and total; the journal's total line.
 */
export const acombaJournalAchats: CorpusLayout = {
  name: 'acomba-journal-achats',
  modelledOn:
    'Acomba purchases journal (journal des achats) exported to CSV (layout assumed), Windows-1252, semicolons, three title lines and a blank line above the header: No transaction, Date AAAA-MM-JJ, Fournisseur, Nom, No facture, Type Facture / Note de crédit (negative), Description, Compte, Montant avant taxes, TPS/TVH (5 %; an Ontario supplier GST only), TVQ (9,975 %), Total as 1 234,56 with a no-break space; a Total line; CAD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32108, 12, 6));
    const rows: CorpusCell[][] = [
      ['Les Productions Saint-Laurent inc.'],
      ['Journal des achats'],
      ['Du 2024-01-01 au 2024-03-31'],
      [],
      [
        'No transaction',
        'Date',
        'Fournisseur',
        'Nom',
        'No facture',
        'Type',
        'Description',
        'Compte',
        'Montant avant taxes',
        'TPS/TVH',
        'TVQ',
        'Total',
      ],
    ];
    const sum = [0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 9 ? -1 : 1;
      const net = Math.round(i.netCents * 1.47);
      const taxable = i.lines[0]!.ratePercent !== 0;
      // A supply to a Québec buyer is made in Québec, so an Ontario supplier charges the 5 % GST, not
      // Ontario's 13 % HST; not registered for the QST, it charges no QST.
      const ontario = i.vendor === 4;
      const gst = taxable ? Math.round(net * 0.05) : 0;
      const qst = taxable && !ontario ? Math.round(net * 0.09975) : 0;
      const amounts = [net, gst, qst, net + gst + qst].map((c) => sign * c);
      amounts.forEach((c, k) => (sum[k]! += c));
      rows.push([
        String(18422 + n),
        isoDay(i.date),
        i.vendorName
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 6)
          .toUpperCase(),
        i.vendorName,
        i.number,
        sign < 0 ? 'Note de crédit' : 'Facture',
        i.lines[0]!.description,
        `5${i.lines[0]!.glAccount.slice(1, 4)}`,
        ...amounts.map(quebec),
      ]);
    });
    rows.push(['', '', '', '', '', '', 'Total', '', ...sum.map(quebec)]);
    return writeCodePageCsv(dir, 'JournalAchats_2024T1.csv', rows, ';', 'windows-1252');
  },
};
