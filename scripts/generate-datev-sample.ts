/**
 * Writes samples/datev-buchungsstapel.csv: a DATEV Buchungsstapel (EXTF format 700, category 21)
 * of purchase invoices, as DATEV Unternehmen online and the ERP interfaces write it: Windows-1252
 * bytes, the EXTF line above the header with the fiscal year start (20240101) in field 13,
 * semicolons, a decimal comma without grouping, the gross in "Umsatz" with the S/H sign
 * (H: an invoice credited to the creditor, S: a credit note), booking dates as TTMM without a
 * leading zero (501 is 5 January), the tax key 9 (19 %) or 8 (7 %), and umlauts in the texts.
 * Seeded, so a re-run gives the same bytes.
 *
 * Run from the repository root:
 *   npx tsc scripts/generate-datev-sample.ts --outDir dist/scripts --rootDir . --module nodenext \
 *     --moduleResolution nodenext --target es2023 --types node --skipLibCheck --esModuleInterop
 *   node dist/scripts/scripts/generate-datev-sample.js
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom as random } from '../src/sandbox/seeded-random.js';

const rnd = random(20240101);
const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Creditor accounts 70001 to 70008; mappings/datev-buchungsstapel.yaml maps them to advertiser ids. */
const CREDITORS = [70001, 70002, 70003, 70004, 70005, 70006, 70007, 70008];
const TEXTS = ['Anzeige Süddeutsche', 'Plakatmiete März', 'Gebühr Werbeträger', 'Rundfunkspot Köln', 'Bannerwerbung'];
const EXPENSES = ['6600', '6610', '6640'];
const COST_CENTERS = ['100', '200', '310'];

const comma = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const quoted = (text: string) => `"${text}"`;

const preamble = [
  '"EXTF"',
  '700',
  '21',
  '"Buchungsstapel"',
  '13',
  '20240405093012345',
  '',
  '"RE"',
  '"Buchhaltung"',
  '""',
  '29098',
  '55003',
  '20240101',
  '4',
  '20240101',
  '20240331',
  '"Rechnungseingang Q1"',
  '""',
  '1',
  '',
  '0',
  '"EUR"',
  '',
  '""',
  '',
  '',
  '""',
  '""',
  '""',
  '""',
  '""',
].join(';');
const header = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'KOST1 - Kostenstelle',
].join(';');

const rows: string[] = [];
for (let n = 1; n <= 30; n++) {
  const key = pick(['9', '9', '9', '8']);
  const net = between(50, 4000) * 25;
  const gross = net + Math.round((net * (key === '9' ? 19 : 7)) / 100);
  const credit = n % 10 === 0;
  const month = between(1, 3);
  const day = between(1, 28);
  rows.push(
    [
      comma(gross),
      quoted(credit ? 'S' : 'H'),
      quoted('EUR'),
      '',
      '',
      '""',
      String(pick(CREDITORS)),
      pick(EXPENSES),
      quoted(key),
      `${day}${String(month).padStart(2, '0')}`,
      quoted(`${credit ? 'GS' : 'RE'}-2024-${String(100 + n)}`),
      '""',
      '',
      quoted(credit ? `Gutschrift ${pick(TEXTS)}` : pick(TEXTS)),
      quoted(pick(COST_CENTERS)),
    ].join(';'),
  );
}
// Windows-1252 and Latin-1 agree on every character written here (ä, ö, ü, ß).
writeFileSync(
  join('samples', 'datev-buchungsstapel.csv'),
  Buffer.from(`${[preamble, header, ...rows].join('\r\n')}\r\n`, 'latin1'),
);
