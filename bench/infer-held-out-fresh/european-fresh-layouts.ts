/**
 * Fresh held-out layouts of European bookkeeping systems that neither the infer corpus nor the
 * first held-out set holds: Fortnox (Swedish), Twinfield (Dutch), Pennylane (French) and sevDesk
 * (German). Each is written from the product's public documentation (named at each layout),
 * with its country's VAT rates, decimal comma and date order, never from what infer does.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from './fresh-formats.js';

/** The corpus GL accounts as Swedish BAS accounts, with their names. */
const BAS: Record<string, [string, string]> = {
  '610000': ['5910', 'Annonsering'],
  '610100': ['5930', 'Reklamtrycksaker och direktreklam'],
  '612000': ['5940', 'Utställningar och mässor'],
  '615500': ['5990', 'Övriga kostnader för reklam och PR'],
  '618000': ['6550', 'Konsultarvoden'],
};

/**
 * Fortnox supplier invoices with their accounting rows (Konto, Debet, Kredit), one row per
 * accounting row: the supplier debt on 2440 (credit, the gross), each cost account (debit, the
 * net) and the input VAT on 2641 (debit). Fortnox's supplier invoice is "a supplier invoice in
 * full, with its accounting rows", numbered by its own serial number, Löpnummer (GivenNumber:
 * api.fortnox.se/apidocs, SupplierInvoices; voucher rows Account/Debit/Credit as in
 * sheety.se/artiklar/ladda-upp-data-till-fortnox). Semicolons, decimal comma, ISO dates.
 */
export const fortnoxSupplierInvoices: CorpusLayout = {
  name: 'fortnox-supplier-invoices',
  modelledOn:
    'Fortnox leverantörsfakturor with accounting rows: Swedish headers, Debet/Kredit columns, 2440 supplier debt and 2641 input VAT as rows of their own, decimal comma',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3505, 9, 8, ['SEK', 'SEK', 'EUR']);
    const header = [
      'Löpnummer',
      'Leverantörsnummer',
      'Leverantör',
      'Fakturanummer',
      'Fakturadatum',
      'Förfallodatum',
      'Valuta',
      'Totalt',
      'Moms',
      'Status',
      'Konto',
      'Kontobenämning',
      'Debet',
      'Kredit',
      'Kostnadsställe',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 25, 12);
      const vat = i.lines.reduce((sum, l) => sum + taxOf(l.netCents, rate), 0);
      const gross = i.netCents + vat;
      const head: CorpusCell[] = [
        String(412 + index),
        String(i.vendor + 1),
        i.vendorName,
        i.number,
        isoDay(i.date),
        isoDay(i.due),
        i.currency,
        money(gross, 'plain-comma'),
        money(vat, 'plain-comma'),
        index % 4 === 0 ? 'Slutbetald' : 'Bokförd',
      ];
      const out: CorpusCell[][] = [[...head, '2440', 'Leverantörsskulder', '', money(gross, 'plain-comma'), '']];
      for (const l of i.lines) {
        const [account, name] = BAS[l.glAccount]!;
        out.push([...head, account, name, money(l.netCents, 'plain-comma'), '', l.costCenter.slice(2)]);
      }
      if (vat > 0) out.push([...head, '2641', 'Debiterad ingående moms', money(vat, 'plain-comma'), '', '']);
      return out;
    });
    return writeCsv(dir, 'leverantorsfakturor.csv', [header, ...rows], ';');
  },
};

/**
 * Twinfield purchase-journal (INK) lines: every line carries a debit/credit indicator (D/C), and a
 * credit note's lines are credits with positive amounts. Amounts exclusive of VAT with the VAT
 * code and amount beside them, as Twinfield's purchase entry shows them (purchase invoices booked
 * in the purchase journal: wearivierenland.nl/handleidingen/twinfield). Dutch rates 21 and 9 %.
 */
export const twinfieldPurchaseLines: CorpusLayout = {
  name: 'twinfield-purchase-lines',
  modelledOn:
    'Twinfield purchase journal lines: Dutch headers, a D/C column that gives credit notes their sign, DD/MM/YYYY, semicolons and decimal comma',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3606, 15, 9, ['EUR']);
    const header = [
      'Dagboek',
      'Boekingsnummer',
      'Datum',
      'Periode',
      'Crediteur',
      'Crediteurnaam',
      'Factuurnummer',
      'Vervaldatum',
      'Valuta',
      'Regel',
      'Grootboekrekening',
      'Omschrijving',
      'Bedrag excl. btw',
      'Btw-code',
      'Btw-bedrag',
      'D/C',
      'Kostenplaats',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9);
      const code = rate === 21 ? 'IH' : rate === 9 ? 'IL' : 'IN';
      const credit = index % 6 === 5;
      return i.lines.map((l, n) => [
        'INK',
        String(202400101 + index),
        day(i.date, 'uk'),
        `${i.date.y}/${String(i.date.m).padStart(2, '0')}`,
        String(2000 + i.vendor),
        i.vendorName,
        credit ? `CN-${i.number}` : i.number,
        day(i.due, 'uk'),
        i.currency,
        String(n + 1),
        l.glAccount.slice(0, 4),
        l.description,
        money(l.netCents, 'plain-comma'),
        code,
        money(taxOf(l.netCents, rate), 'plain-comma'),
        credit ? 'C' : 'D',
        l.costCenter.slice(2),
      ]);
    });
    return writeCsv(dir, 'inkoopboekingen-twinfield.csv', [header, ...rows], ';');
  },
};

/** The corpus GL accounts as French plan comptable expense accounts. */
const PCG: Record<string, string> = {
  '610000': '623100',
  '610100': '623600',
  '612000': '623300',
  '615500': '623800',
  '618000': '622600',
};

/**
 * Pennylane supplier invoices, one row per invoice: amounts excluding VAT (HT), VAT (TVA) and
 * including VAT (TTC), the supplier account 401000 on every row beside the expense account, and
 * Pennylane's purchase statuses (À payer, Payée, Rapprochée, À classer:
 * support.pennylane.com/fr/articles/5855020). Semicolons, decimal comma, DD/MM/YYYY.
 */
export const pennylaneSupplierInvoices: CorpusLayout = {
  name: 'pennylane-supplier-invoices',
  modelledOn:
    'Pennylane factures fournisseurs export: French headers, one row per invoice, Montant HT / TVA / TTC, Compte fournisseur 401000 on every row, statut',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3707, 36, 17, ['EUR']);
    const header = [
      'Identifiant',
      'Numéro de facture',
      'Fournisseur',
      'Date',
      "Date d'échéance",
      'Devise',
      'Montant HT',
      'Montant TVA',
      'Montant TTC',
      'Statut',
      'Compte fournisseur',
      'Compte de charge',
      'Libellé',
      'Catégorie',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      const vat = taxOf(i.netCents, rate);
      return [
        String(104587321 + index * 13),
        i.number,
        i.vendorName,
        day(i.date, 'uk'),
        day(i.due, 'uk'),
        i.currency,
        money(i.netCents, 'plain-comma'),
        money(vat, 'plain-comma'),
        money(i.netCents + vat, 'plain-comma'),
        ['À payer', 'Payée', 'Rapprochée', 'À classer'][index % 4]!,
        '401000',
        PCG[i.lines[0]!.glAccount]!,
        i.lines[0]!.description,
        'Marketing',
      ];
    });
    return writeCsv(dir, 'factures-fournisseurs.csv', [header, ...rows], ';');
  },
};

/** The corpus GL accounts as German SKR03 accounts. */
const SKR03: Record<string, string> = {
  '610000': '4600',
  '610100': '4610',
  '612000': '4630',
  '615500': '4640',
  '618000': '4900',
};

/**
 * sevDesk vouchers (Belege) with their positions: each position with its booking account, tax
 * rate, net, tax and gross, the voucher's gross beside it, sevDesk's own voucher id and the
 * supplier's number on the voucher (Belegnummer), as sevDesk's voucher entry shows them
 * (hilfe.sevdesk.de, "Belege ... übernehmen und buchen"). Semicolons, decimal comma, DD.MM.YYYY.
 */
export const sevdeskVoucherPositions: CorpusLayout = {
  name: 'sevdesk-voucher-positions',
  modelledOn:
    'sevDesk Belege export with positions: German headers, Netto/Steuer/Brutto per position and Beleg brutto per voucher, SKR03 accounts, status',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3808, 13, 9, ['EUR']);
    const header = [
      'Beleg-ID',
      'Belegnummer',
      'Belegdatum',
      'Fälligkeit',
      'Lieferant',
      'Lieferantennummer',
      'Status',
      'Währung',
      'Position',
      'Beschreibung',
      'Buchungskonto',
      'Steuersatz',
      'Netto',
      'Steuer',
      'Brutto',
      'Beleg brutto',
    ];
    const rows = invoices.flatMap((i, index) =>
      i.lines.map((l, n) => [
        String(48120345 + index * 7),
        i.number,
        day(i.date, 'de'),
        day(i.due, 'de'),
        i.vendorName,
        String(70001 + i.vendor),
        index % 3 === 0 ? 'Bezahlt' : 'Offen',
        i.currency,
        String(n + 1),
        l.description,
        SKR03[l.glAccount]!,
        String(l.ratePercent),
        money(l.netCents, 'plain-comma'),
        money(l.taxCents, 'plain-comma'),
        money(l.netCents + l.taxCents, 'plain-comma'),
        money(i.grossCents, 'plain-comma'),
      ]),
    );
    return writeCsv(dir, 'belege.csv', [header, ...rows], ';');
  },
};
