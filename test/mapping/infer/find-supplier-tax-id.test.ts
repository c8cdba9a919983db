/**
 * Where a file has no id column and a column of the supplier's tax registration numbers stands
 * beside its name, InvoiceId and the key are built from the tax id and the number, not the name: as
 * the tax registers of each country write them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

// Each register's header and the shape of its ids, from supplier 0 to 5.
const TAX_IDS: readonly { header: string; id: (vendor: number) => string }[] = [
  { header: 'PIN of Supplier', id: (v) => `P05${1234560 + v * 7}${'ABCDEF'[v]}` },
  { header: 'GSTIN/UIN', id: (v) => `27AAECM${1000 + v * 977}${'FGHJKL'[v]}1Z5` },
  { header: 'CUIT', id: (v) => `30-${71234560 + v}-${v}` },
  { header: 'PVN reģ. Nr.', id: (v) => `LV4000${30000 + v * 2718}` },
  { header: 'OIB', id: (v) => `${12345678900 + v * 37}` },
  { header: 'VAT Reg. No.', id: (v) => `GB${123456780 + v * 11}` },
  { header: 'NIP', id: (v) => `${5260000000 + v * 1234}` },
  { header: 'Supplier ABN', id: (v) => `${51824753550 + v * 101}` },
  // Pakistan's FBR writes the National Tax Number with its check digit, and the sales tax registration number.
  { header: 'Seller NTN', id: (v) => `${3012345 + v * 271828}-${v}` },
  { header: 'NTN/CNIC', id: (v) => `${4210112345670 + v * 3}` },
  { header: 'Supplier STRN', id: (v) => `${3277876112345 + v * 1009}` },
  // Serbia's PIB, nine digits, as SEF prints it over the seller's column and Latin-letter books write it.
  { header: 'ПИБ продавца', id: (v) => `${101234567 + v * 31}` },
  { header: 'PIB dobavljača', id: (v) => `${108765432 + v * 17}` },
  // Morocco's identifiant fiscal (IF) and ICE, Tunisia's matricule fiscal, Chile's RUT, the Dominican RNC, Slovenia's ID za DDV.
  { header: 'IF fournisseur', id: (v) => `${40123456 + v * 7919}` },
  { header: 'ICE', id: (v) => `${'0015'}${23456789012 + v * 13}` },
  { header: 'Matricule fiscal émetteur', id: (v) => `${1234567 + v * 311}/${'ABCDEF'[v]}/M/A/000` },
  { header: 'Identifiant fiscal', id: (v) => `${30123456 + v * 71}` },
  { header: 'RUT Proveedor', id: (v) => `76.${123 + v}.456-${v}` },
  { header: 'RNC o Cédula', id: (v) => `${130123456 + v * 765431}` },
  { header: 'ID za DDV', id: (v) => `SI${12345678 + v * 3456789}` },
  // Armenia's ՀՎՀՀ, Mongolia's ТТД and Azerbaijan's VÖEN, under the supplier's name for them.
  { header: 'Մատակարարի ՀՎՀՀ', id: (v) => `${2345678 + v * 1234567}`.padStart(8, '0') },
  { header: 'Борлуулагчийн ТТД', id: (v) => `${5123456 + v * 10007}` },
  { header: 'Göndərənin VÖEN-i', id: (v) => `${1400000000 + v * 123457711}` },
  // Bangladesh's BIN with its branch, Moldova's IDNO.
  { header: 'BIN / NID', id: (v) => `${String(123456 + v * 1009).padStart(9, '0')}-0101` },
  { header: 'IDNO furnizor', id: (v) => `${1003600012345 + v * 7}` },
  // Cambodia's VATTIN with its prefix, Kosovo's NUI.
  { header: 'Supplier VATTIN', id: (v) => `K00${1 + v}-90${1234567 + v * 98765}` },
  { header: 'NUI i shitësit', id: (v) => `${810200000 + v * 3456789}` },
  // Albania's NIPT: a letter, eight digits, a letter.
  { header: 'NIPT i shitësit', id: (v) => `L${21234567 + v * 3141}${'ABCDEFGHJK'[v % 10]}` },
  // Côte d'Ivoire's NCC (seven digits and a letter), North Macedonia's ЕДБ, Zimbabwe's BP number.
  { header: 'NCC Fournisseur', id: (v) => `${1574043 + v * 2711}${'ABCDEF'[v]}` },
  { header: 'ЕДБ', id: (v) => `MK40${32469135782 + v * 1013}` },
  { header: 'Supplier BP Number', id: (v) => `${200015585 + v * 4409}` },
  // Venezuela's RIF (a letter, eight digits, a check digit); Bosnia's PDV number and JIB.
  { header: 'RIF', id: (v) => `J-${30100000 + v * 1234567}-${v}` },
  { header: 'RIF del Proveedor', id: (v) => `J${30100000 + v * 1234567}${v}` },
  { header: 'PDV broj dobavljača', id: (v) => `${420111000000 + v * 370413}` },
  { header: 'JIB dobavljača', id: (v) => `${4201110000000 + v * 3704131}` },
  // Bhutan's taxpayer number (TPN) as a GST purchase register writes it: three letters, five digits.
  { header: 'Supplier TPN', id: (v) => `${['BAB', 'BAC', 'BAE'][v]}${40127 + v * 733}` },
];

/** Purchases with two id columns of each supplier, in the order given, beside its name. */
function writeTwo(columns: readonly { header: string; id: (vendor: number) => string }[]): string {
  const rows = [['Supplier', ...columns.map((c) => c.header), 'Invoice Number', 'Invoice Date', 'Amount'].join(';')];
  for (let i = 0; i < 9; i++) {
    const v = i % 3;
    rows.push(
      [`Vendor ${v}`, ...columns.map((c) => c.id(v)), `INV-${100 + i}`, `2024-03-${10 + i}`, `${100 + i * 7}.50`].join(
        ';',
      ),
    );
  }
  const file = join(makeTempDir('supplier-tax-id'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

function write(
  header: string,
  id: (vendor: number) => string,
  sameName: boolean,
  numberOf: (vendor: number, i: number) => string = (_, i) => `INV-${100 + i}`,
): string {
  const rows = [['Supplier', header, 'Invoice Number', 'Invoice Date', 'Amount'].join(';')];
  for (let i = 0; i < 9; i++) {
    const vendor = i % 3;
    // Two suppliers of one name (two branches) break the pairing: the name is no better, nor the id.
    const name = sameName && vendor === 2 ? 'Vendor 0' : `Vendor ${vendor}`;
    rows.push([name, id(vendor), numberOf(vendor, i), `2024-03-${10 + i}`, `${100 + i * 7}.50`].join(';'));
  }
  const file = join(makeTempDir('supplier-tax-id'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer with the supplier tax id beside its name', () => {
  it('builds InvoiceId from the tax id and the number', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TAX_IDS), async ({ header, id }) => {
        const yaml = await inferMapping(write(header, id, false));
        const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
        expect(invoice.InvoiceId, yaml).toEqual({ template: `{${header}}-{Invoice Number}` });
        expect(invoice.PayeeId, yaml).toBe('Supplier');
      }),
      { numRuns: 30 },
    );
  });

  // Every register once, where the property above samples them.
  it.each(TAX_IDS.map((t) => [t.header, t.id] as const))(
    'builds InvoiceId from "%s" and the number',
    async (header, id) => {
      const yaml = await inferMapping(write(header, id, false));
      const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
      expect(invoice.InvoiceId, yaml).toEqual({ template: `{${header}}-{Invoice Number}` });
    },
  );

  // Zimbabwe's BP number beside the VAT number, Pakistan's NTN beside the sales tax STRN, Kenya's PIN beside a VAT number.
  it.each([
    ['Supplier BP Number', 'Supplier VAT Number'],
    ['Seller NTN', 'Supplier STRN'],
    ['PIN of Supplier', 'VAT Reg. No.'],
  ] as const)(
    'builds InvoiceId from the taxpayer number "%s" over the VAT number "%s", in either order',
    async (own, vat) => {
      const taxpayer = { header: own, id: (v: number) => `${200015585 + v * 4409}` };
      const registered = { header: vat, id: (v: number) => `${220021105 + v * 8887}` };
      for (const columns of [
        [registered, taxpayer],
        [taxpayer, registered],
      ]) {
        const yaml = await inferMapping(writeTwo(columns));
        const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
        expect(invoice.InvoiceId, yaml).toEqual({ template: `{${own}}-{Invoice Number}` });
      }
    },
  );

  it('keeps the name where one name stands for two tax ids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TAX_IDS), async ({ header, id }) => {
        const yaml = await inferMapping(write(header, id, true));
        const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
        expect(JSON.stringify(invoice.InvoiceId ?? ''), yaml).not.toContain(header);
      }),
      { numRuns: 8 },
    );
  });

  // Belarus' ЭСЧФ numbers start with the supplier's УНП; a register may print the VAT number before the sequence.
  it.each([
    [
      'УНП поставщика',
      (v: number) => `${190100000 + v * 1234567}`,
      (id: string, i: number) => `${id}-2024-${String(40 + i).padStart(10, '0')}`,
    ],
    [
      'Supplier VATTIN',
      (v: number) => `K00${1 + v}-90${1234567 + v * 98765}`,
      (id: string, i: number) => `${id}/${17 + i}`,
    ],
  ] as const)('reads the number alone as InvoiceId where it holds "%s"', async (header, id, numberOf) => {
    const yaml = await inferMapping(write(header, id, false, (v, i) => numberOf(id(v), i)));
    const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
    expect(invoice.InvoiceId, yaml).toBe('Invoice Number');
  });
});
