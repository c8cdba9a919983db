/**
 * Twentieth held-out layouts: the statement of VAT deductions Morocco's DGI takes with the VAT
 * return through SIMPL (a UTF-8 CSV with a byte-order mark, semicolons and decimal commas, one row
 * per invoice and VAT rate, the payment's date before the invoice's, credit notes negative), and
 * the invoices received on Tunisia's TTN El Fatoora platform (a workbook under a title, amounts in
 * dinars to the millime, the fiscal stamp duty beside the VAT, date-times, credit notes positive,
 * invoices the buyer rejected kept). Written from each administration's public documentation and
 * the countries' tax rules, without reading infer's code and without running infer on them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** The corpus descriptions as a Moroccan statement words them. */
const DESIGNATIONS: Readonly<Record<string, string>> = {
  'Print advertisement': 'Insertion presse',
  'Online banner campaign': 'Campagne bannières web',
  'Radio spot, 30 seconds': 'Spot radio 30 secondes',
  'Billboard rental': "Location d'affichage",
  'Sponsorship fee': 'Parrainage',
  'Social media promotion': 'Promotion réseaux sociaux',
  'Agency commission': "Commission d'agence",
  'Production costs': 'Frais de production',
  'Newsletter placement': 'Insertion newsletter',
};

/**
 * The relevé des déductions filed with the VAT return through SIMPL-TVA, as the buyer's books
 * export it for the DGI's template: UTF-8 with a byte-order mark, semicolons, decimal commas. One
 * row per invoice and VAT rate (a standard-rate invoice whose last line is at 10 % takes two rows),
 * each numbered in N° ordre: the invoice number, the goods or services, the supplier's fiscal
 * identifier (IF), name and ICE, the amount before tax, the rate, the VAT and the amount with it,
 * the mode of payment (2 cheque, 4 transfer), the payment date and, last, the invoice date. A credit
 * note (avoir) is written negative. Dirhams, written nowhere.
 */
export const simplReleveDeductions: CorpusLayout = {
  name: 'simpl-releve-deductions',
  modelledOn:
    'Morocco DGI relevé des déductions (SIMPL-TVA) CSV: UTF-8 with BOM, semicolons, decimal commas, one row per invoice and rate numbered by N° ordre, N° facture, Désignation des biens et services, IF fournisseur 8 digits, Nom et prénom ou raison sociale du fournisseur, ICE fournisseur 15 digits, Montant HT, Taux TVA 20,00 / 10,00 / 0,00, Montant TVA, Montant TTC, Mode de paiement 2 / 4, Date de paiement then Date facture DD/MM/YYYY, avoirs negative, MAD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20505, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'N° ordre',
        'N° facture',
        'Désignation des biens et services',
        'IF fournisseur',
        'Nom et prénom ou raison sociale du fournisseur',
        'ICE fournisseur',
        'Montant HT',
        'Taux TVA',
        'Montant TVA',
        'Montant TTC',
        'Mode de paiement',
        'Date de paiement',
        'Date facture',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      const last = i.lines[i.lines.length - 1]!;
      // A standard-rate invoice's last line (transport) is at 10 %: a second row of the invoice.
      const parts =
        rate === 20 && i.lines.length > 1
          ? [
              { rate: 20, net: i.netCents - last.netCents, line: i.lines[0]! },
              { rate: 10, net: last.netCents, line: last },
            ]
          : [{ rate, net: i.netCents, line: i.lines[0]! }];
      for (const p of parts) {
        const net = sign * p.net;
        const vat = taxOf(net, p.rate);
        rows.push([
          rows.length,
          i.number,
          `${sign < 0 ? 'Avoir, ' : ''}${DESIGNATIONS[p.line.description] ?? p.line.description}`,
          String(14000000 + i.vendor * 1357911).slice(0, 8),
          i.vendorName,
          `0015${String(23456789 + i.vendor * 7654321).padStart(9, '0')}00`.slice(0, 15),
          money(net, 'plain-comma'),
          money(p.rate * 100, 'plain-comma'),
          money(vat, 'plain-comma'),
          money(net + vat, 'plain-comma'),
          i.vendor % 2 === 0 ? '4' : '2',
          slashed(later(i.date, 9)),
          slashed(i.date),
        ]);
      }
    });
    const file = writeCsv(dir, 'releve_deductions_T1_2024.csv', rows, ';');
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    return file;
  },
};

/** A Tunisian matricule fiscal: seven digits, the check letter, the VAT code, the category and the branch. */
const matricule = (vendor: number) =>
  `${String(1234567 + vendor * 98765).slice(0, 7)}/${'ABCDEFGHJKLMNPQRSTVWXYZ'[vendor % 23]}/M/A/000`;

/** Dinars to the millime: the corpus cents times ten read as millimes. */
const dinars = (millimes: number) => Number((millimes / 1000).toFixed(3));

/**
 * TTN El Fatoora, the invoices received (Factures reçues), exported to Excel: a title and the
 * buyer's matricule, then one row per invoice: the TTN reference of the signed invoice, its type
 * (Facture, or Avoir written positive), number and date-time (DD/MM/YYYY HH:mm), the issuer's
 * matricule fiscal and name, the amount before tax, the VAT rate (19 % or 7 %) and amount, the
 * fiscal stamp duty (droit de timbre, one dinar on each invoice), the total with tax, the currency,
 * the buyer's status (Acceptée, or Rejetée, an invoice refused and not owed) and when TTN took it.
 */
export const elfatooraFacturesRecues: CorpusLayout = {
  name: 'elfatoora-factures-recues',
  modelledOn:
    'Tunisia TTN El Fatoora factures reçues exported to XLSX under a title and the buyer’s matricule: Référence TTN, Type document Facture / Avoir (positive), N° facture, Date facture DD/MM/YYYY HH:mm text, Matricule fiscal émetteur 1234567/A/M/A/000, Raison sociale émetteur, Montant HT, Taux TVA 19 / 7, Montant TVA, Droit de timbre 1,000, Montant TTC to the millime, Devise TND, Statut Acceptée / Rejetée, Date de dépôt ISO date-time',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20606, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['El Fatoora - Factures reçues'],
      ['Matricule fiscal : 1598765/B/A/M/000'],
      [
        'Référence TTN',
        'Type document',
        'N° facture',
        'Date facture',
        'Matricule fiscal émetteur',
        'Raison sociale émetteur',
        'Montant HT',
        'Taux TVA',
        'Montant TVA',
        'Droit de timbre',
        'Montant TTC',
        'Devise',
        'Statut',
        'Date de dépôt',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 3 || n === 9;
      const rate = i.lines[0]!.ratePercent === 7 ? 7 : 19;
      const net = i.netCents * 10;
      const vat = taxOf(net, rate);
      // The stamp duty is due on invoices, not on credit notes.
      const stamp = credit ? 0 : 1000;
      rows.push([
        `${String(i.document).slice(-6)}${p2(i.date.m)}${p2(i.date.d)}TTN${String(n * 7919 + 104729).padStart(8, '0')}`,
        credit ? 'Avoir' : 'Facture',
        credit ? `AV-${i.number}` : i.number,
        `${slashed(i.date)} ${p2(9 + (n % 8))}:${p2((n * 13) % 60)}`,
        matricule(i.vendor),
        i.vendorName,
        dinars(net),
        rate,
        dinars(vat),
        dinars(stamp),
        dinars(net + vat + stamp),
        'TND',
        n === 6 ? 'Rejetée' : 'Acceptée',
        `${isoDay(later(i.date, 1))}T${p2(10 + (n % 7))}:${p2((n * 29) % 60)}:05`,
      ]);
    });
    return writeXlsx(dir, 'factures_recues_2024T1.xlsx', { 'Factures reçues': rows });
  },
};
