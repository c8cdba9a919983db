/**
 * Fifteenth held-out layouts from France: Dolibarr's export of supplier invoices and their lines,
 * with raw database values (status codes, eight decimal places, credit notes negative, drafts and
 * abandoned invoices kept); and the Chorus Pro portal's list of invoices received by a public
 * body, semicolons and decimal commas, gross and net only, credit notes positive, rejected
 * invoices beside their corrections. Written from each system's public documentation and French
 * VAT rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** `1234.50000000`: Dolibarr's export writes prices as its database stores them, eight places. */
const stored = (cents: number) => `${money(cents)}000000`;

/** A SIRET: the supplier's SIREN and the establishment's number, fourteen digits. */
const siret = (vendor: number) => `${String(412000000 + vendor * 3713871).slice(0, 9)}000${12 + vendor * 7}`;

/**
 * Dolibarr's export of supplier invoices (Outils > Exports, "Factures fournisseurs et lignes de
 * factures", CSV), one row per invoice line, the invoice's fields repeated on each: the invoice's
 * ref in Dolibarr (SI2401-0012; SA2401-0003 for a credit note; (PROV7) for a draft, not yet
 * numbered), the supplier's ref, the type (0 standard, 2 credit note, whose amounts the database
 * holds negative), the invoice and due dates (YYYY-MM-DD), the invoice's totals without VAT, of VAT
 * and with VAT, the status as stored (0 draft, 1 validated, 2 paid, 3 abandoned: a disputed invoice
 * the supplier replaced, kept in the base), the third party's name, supplier code and SIRET, then
 * the line's id, description, VAT rate, quantity, unit price and totals. Euros, written nowhere.
 * TVA 20 %, 10 %.
 */
export const dolibarrFacturesFournisseurs: CorpusLayout = {
  name: 'dolibarr-factures-fournisseurs',
  modelledOn:
    'Dolibarr export Factures fournisseurs et lignes de factures CSV: Réf. facture SI2401-0012 / SA2401-0003 / (PROV7), Réf. fournisseur, Type 0 / 2 (credit notes negative), Date facturation and Date échéance YYYY-MM-DD, Montant HT, Montant TVA, Montant TTC repeated per line, Statut 0 / 1 / 2 / 3 (drafts and abandoned kept), Tiers, Code fournisseur, SIRET, Id ligne, Description ligne, Taux TVA ligne, Qté, P.U. HT, Total HT / TVA / TTC ligne, eight decimals, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15303, 9, 6, ['EUR']).sort(byDate);
    const header = [
      'Réf. facture',
      'Réf. fournisseur',
      'Type',
      'Date facturation',
      'Date échéance',
      'Montant HT',
      'Montant TVA',
      'Montant TTC',
      'Statut',
      'Tiers',
      'Code fournisseur',
      'Id. prof. 2 (SIRET)',
      'Id ligne',
      'Description ligne',
      'Taux TVA ligne',
      'Qté ligne',
      'P.U. HT ligne',
      'Total HT ligne',
      'Total TVA ligne',
      'Total TTC ligne',
    ];
    const rows: CorpusCell[][] = [header];
    const numbers = { SI: 11, SA: 2 };
    let line = 140;
    let draft = 6;
    const push = (i: (typeof invoices)[number], index: number, ref: string, status: number, credit: boolean) => {
      const sign = credit ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      const nets = i.lines.map((l) => sign * l.netCents);
      const taxes = nets.map((n) => taxOf(n, rate));
      const net = nets.reduce((s, c) => s + c, 0);
      const tax = taxes.reduce((s, c) => s + c, 0);
      i.lines.forEach((l, n) => {
        rows.push([
          ref,
          credit ? `AV-${i.number}` : i.number,
          credit ? 2 : 0,
          isoDay(i.date),
          isoDay(later(i.due, index % 2)),
          stored(net),
          stored(tax),
          stored(net + tax),
          status,
          i.vendorName,
          `SU2401-${String(21 + i.vendor * 3).padStart(5, '0')}`,
          siret(i.vendor),
          ++line,
          l.description,
          `${rate}.000`,
          l.quantity,
          stored(sign * l.unitCents),
          stored(nets[n]!),
          stored(taxes[n]!),
          stored(nets[n]! + taxes[n]!),
        ]);
      });
    };
    const month = (i: (typeof invoices)[number]) => `24${p2(i.date.m)}`;
    invoices.forEach((i, index) => {
      const credit = index % 4 === 2;
      // Billed twice over by the supplier, disputed and abandoned; its invoice of the right amount follows.
      const twice = { ...i, number: `${i.number}-1`, lines: i.lines.map((l) => ({ ...l, netCents: 2 * l.netCents })) };
      if (index === 3) push(twice, index, `SI${month(i)}-${String(++numbers.SI).padStart(4, '0')}`, 3, false);
      const type = credit ? 'SA' : 'SI';
      push(i, index, `${type}${month(i)}-${String(++numbers[type]).padStart(4, '0')}`, 1 + (index % 2), credit);
    });
    // Keyed in at the end of the quarter, not yet validated: a draft has no ref of its own yet.
    const pending = corpusInvoices(15304, 2, 6, ['EUR']);
    pending.forEach((i) => push(i, 0, `(PROV${++draft})`, 0, false));
    return writeCsv(dir, 'export_factures_fournisseurs_1.csv', rows);
  },
};

/**
 * Chorus Pro's invoices received by a public body (chorus-pro.gouv.fr, Factures reçues, Exporter,
 * CSV with semicolons as French Excel reads them): the supplier's invoice number, its type
 * (Facture; Avoir, a credit note written positive), the billing frame (A1 an invoice of a supplier,
 * A9 one sent by its subcontractor), the invoice date and the moment it was filed (DD/MM/YYYY; the
 * filing with HH:MM), the supplier's name and SIRET, the receiving service and the commitment
 * number, the amounts without and with VAT (no VAT column), the currency, the status and the day it
 * was set. An invoice the service rejected (Rejetée) is void: the supplier files it again under
 * the same number, and that one follows. `1234,50`. TVA 20 %, 10 %.
 */
export const chorusProFacturesRecues: CorpusLayout = {
  name: 'chorus-pro-factures-recues',
  modelledOn:
    'Chorus Pro Factures reçues export CSV, semicolons, decimal commas: Numéro de facture, Type de facture Facture / Avoir (positive), Cadre de facturation A1 / A9, Date de facture DD/MM/YYYY, Date de dépôt DD/MM/YYYY HH:MM, Raison sociale fournisseur beside SIRET, Service destinataire, Numéro d’engagement, Montant HT, Montant TTC (no VAT column), Devise EUR, Statut Mise à disposition / Mandatée / Mise en paiement / Rejetée (rejected beside their resubmissions), Date du statut',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15405, 10, 6, ['EUR']).sort(byDate);
    const header = [
      'Numéro de facture',
      'Type de facture',
      'Cadre de facturation',
      'Date de facture',
      'Date de dépôt',
      'Raison sociale fournisseur',
      'SIRET fournisseur',
      'Service destinataire',
      'Numéro d’engagement',
      'Montant HT',
      'Montant TTC',
      'Devise',
      'Statut',
      'Date du statut',
    ];
    const rows: CorpusCell[][] = [header];
    const statuses = ['Mise à disposition', 'Mandatée', 'Mise en paiement', 'Service fait'];
    invoices.forEach((i, index) => {
      const credit = index % 5 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      const filed = later(i.date, 1 + (index % 4));
      const row = (net: number, status: string, when: typeof filed): CorpusCell[] => [
        credit ? `AV${i.number}` : i.number,
        credit ? 'Avoir' : 'Facture',
        i.vendor === 2 ? 'A9_FACTURE_SOUSTRAITANT' : 'A1_FACTURE_FOURNISSEUR',
        slashed(i.date),
        `${slashed(when)} ${p2(8 + (index % 9))}:${p2((index * 13) % 60)}`,
        i.vendorName,
        siret(i.vendor),
        ['DSI', 'COMMUNICATION', 'SG-ACHATS'][index % 3]!,
        `EJ${2100004500 + index * 17}`,
        money(net, 'plain-comma'),
        money(net + taxOf(net, rate), 'plain-comma'),
        'EUR',
        status,
        slashed(later(when, 2)),
      ];
      // Rejected for a missing commitment number and filed again, the amounts unchanged.
      if (index % 4 === 1) rows.push(row(i.netCents, 'Rejetée', i.date));
      rows.push(row(i.netCents, statuses[index % statuses.length]!, filed));
    });
    return writeCsv(dir, 'factures_recues_20240331.csv', rows, ';');
  },
};
