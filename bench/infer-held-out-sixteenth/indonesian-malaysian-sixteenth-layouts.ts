/**
 * Sixteenth held-out layouts of South-East Asia's tax authorities: Indonesia's e-Faktur export of
 * input tax invoices (a record-type column, the tax base and VAT but no gross, numbers with their
 * zeros, whole rupiah written nowhere as a currency), and Malaysia's MyInvois portal list of
 * received documents (ISO date-times, credit notes positive, cancelled and rejected documents
 * beside their reissues). Written from each system's public documentation and the countries' tax
 * rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** An NPWP, fifteen digits as the CSV holds them: the taxpayer's eight, a check digit, the tax office, the branch. */
const npwp = (vendor: number) => `01${234567 + vendor * 40213}${vendor % 10}${411 + vendor * 9}000`;

/**
 * e-Faktur's export of input tax invoices (Pajak Masukan, Ekspor CSV): a record-type column (FM
 * on every row), the transaction code (01 to a taxable buyer, 08 exempted, its VAT 0), the
 * replacement flag (0), the tax invoice's number as its thirteen digits with their leading zeros,
 * the tax month and year it is credited in, the invoice date (DD/MM/YYYY), the seller's NPWP, name
 * and address, the tax base (DPP), the VAT (PPN, 11 % rounded down) and the luxury-goods tax
 * (PPnBM, mostly 0), and whether the VAT may be credited. Whole rupiah; no total, no currency.
 */
export const efakturPajakMasukan: CorpusLayout = {
  name: 'efaktur-pajak-masukan',
  modelledOn:
    'e-Faktur Pajak Masukan CSV export: FM record type on every row, KD_JENIS_TRANSAKSI 01 / 08, FG_PENGGANTI 0, NOMOR_FAKTUR thirteen digits with leading zeros, MASA_PAJAK, TAHUN_PAJAK, TANGGAL_FAKTUR DD/MM/YYYY, NPWP fifteen digits, NAMA, ALAMAT_LENGKAP, JUMLAH_DPP, JUMLAH_PPN (11 % rounded down), JUMLAH_PPNBM, IS_CREDITABLE, whole rupiah, no gross, IDR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16303, 10, 6, ['IDR']).sort(byDate);
    const header = [
      'FM',
      'KD_JENIS_TRANSAKSI',
      'FG_PENGGANTI',
      'NOMOR_FAKTUR',
      'MASA_PAJAK',
      'TAHUN_PAJAK',
      'TANGGAL_FAKTUR',
      'NPWP',
      'NAMA',
      'ALAMAT_LENGKAP',
      'JUMLAH_DPP',
      'JUMLAH_PPN',
      'JUMLAH_PPNBM',
      'IS_CREDITABLE',
    ];
    const rows: CorpusCell[][] = [header];
    const streets = [
      'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan',
      'Jl. Asia Afrika No. 8, Bandung',
      'Jl. Pemuda No. 60, Surabaya',
    ];
    invoices.forEach((i, index) => {
      const exempt = i.lines[0]!.ratePercent === 0;
      // A hundred rupiah to the corpus cent: the sums an Indonesian invoice of advertising runs to.
      const dpp = i.netCents * 100;
      const ppn = exempt ? 0 : Math.floor((dpp * 11) / 100);
      const ppnbm = index === 5 ? Math.floor(dpp / 10) : 0;
      rows.push([
        'FM',
        exempt ? '08' : '01',
        '0',
        `00024${String(10000000 + (i.document % 100000) * 7).slice(-8)}`,
        String(i.date.m + (index % 3 === 2 ? 1 : 0)),
        String(i.date.y),
        slashed(i.date),
        npwp(i.vendor),
        i.vendorName.toUpperCase(),
        streets[i.vendor % streets.length]!,
        dpp,
        ppn,
        ppnbm,
        exempt ? '0' : '1',
      ]);
    });
    return writeCsv(dir, 'PM_012345678901000_2024.csv', rows);
  },
};

/** A Malaysian TIN of a company: C, ten digits, 0. */
const tin = (vendor: number) => `C${2100000000 + vendor * 61734529}0`;

/** A document's UUID on MyInvois: 26 characters of upper-case letters and digits. */
const uuid = (seed: number) =>
  Array.from(
    { length: 26 },
    (_, n) => 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'[(seed * 7919 + n * 104729 + n * n * 31) % 32],
  ).join('');

/**
 * MyInvois portal (LHDN), documents received, exported to CSV: the document's UUID, the supplier's
 * own number (Internal ID), the type (Invoice; Credit Note, positive; Debit Note) and its version,
 * the supplier's TIN and name, the moment it was issued and validated (ISO date-times in UTC, Z),
 * the currency, the totals excluding tax, of tax and payable, and the status. A document the
 * supplier cancelled, or the buyer rejected, within 72 hours (Cancelled, Rejected) is void: the
 * supplier issues it again under the same Internal ID, and that one follows. Service tax 8 %, 6 %.
 */
export const myinvoisReceivedDocuments: CorpusLayout = {
  name: 'myinvois-received-documents',
  modelledOn:
    'MyInvois portal received documents CSV: UUID beside Internal ID, Document Type Invoice / Credit Note (positive) / Debit Note, Version 1.1, Supplier TIN C…0 beside Supplier Name, Date Issued and Date Validated ISO date-times with Z, Currency MYR / USD, Total Excluding Tax, Total Tax Amount, Total Payable Amount, Status Valid / Cancelled / Rejected (void documents beside their reissues)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16404, 10, 6, ['MYR', 'MYR', 'USD']).sort(byDate);
    const header = [
      'UUID',
      'Internal ID',
      'Document Type',
      'Version',
      'Supplier TIN',
      'Supplier Name',
      'Date Issued',
      'Date Validated',
      'Currency',
      'Total Excluding Tax',
      'Total Tax Amount',
      'Total Payable Amount',
      'Status',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const type = index % 5 === 2 ? 'Credit Note' : index === 8 ? 'Debit Note' : 'Invoice';
      const rate = localRate(i.lines[0]!.ratePercent, 8, 6);
      const tax = taxOf(i.netCents, rate);
      const at = (day: typeof i.date, hour: number) =>
        `${isoDay(day)}T${p2(hour)}:${p2((index * 23) % 60)}:${p2((index * 41) % 60)}Z`;
      const row = (seed: number, status: string, net: number, t: number): CorpusCell[] => [
        uuid(seed),
        type === 'Credit Note' ? `CN-${i.number}` : i.number,
        type,
        '1.1',
        tin(i.vendor),
        i.vendorName,
        at(i.date, 1 + (index % 9)),
        at(i.date, 2 + (index % 9)),
        i.currency,
        money(net),
        money(t),
        money(net + t),
        status,
      ];
      // Issued with the wrong amounts, cancelled by the supplier, issued again under the same number.
      if (index % 4 === 1) rows.push(row(index + 900, index === 5 ? 'Rejected' : 'Cancelled', i.netCents + 10000, tax));
      rows.push(row(index, 'Valid', i.netCents, tax));
    });
    return writeCsv(dir, 'received_documents_20240401.csv', rows);
  },
};
