/**
 * File, date and identifier styles of the thirty-seventh held-out layouts that the earlier sets'
 * writers do not have: text in Shift_JIS, the code page Japanese Excel for Windows saves "CSV" in;
 * dates with the month's whole English name (`15 January 2024`); a Finnish business ID and a
 * Finnish creditor reference with their check digits. Each is written the way the system named at
 * its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { delimitedText } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';

/** Every character Shift_JIS writes, with its one or two bytes, read from the decoder the runtime ships. */
function shiftJisTable(): Map<string, Buffer> {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const table = new Map<string, Buffer>();
  for (let byte = 0; byte < 0x80; byte++) table.set(String.fromCharCode(byte), Buffer.of(byte));
  const leads = [
    ...Array.from({ length: 0x1f }, (_, k) => 0x81 + k),
    ...Array.from({ length: 0x10 }, (_, k) => 0xe0 + k),
  ];
  for (const lead of leads) {
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      try {
        const ch = decoder.decode(Uint8Array.of(lead, trail));
        if (ch.length === 1 && !table.has(ch)) table.set(ch, Buffer.of(lead, trail));
      } catch {
        // A pair Shift_JIS leaves unassigned.
      }
    }
  }
  return table;
}

/** Delimited text in Shift_JIS with CRLF line ends; a character Shift_JIS lacks is an error of the writer. */
export function writeShiftJisCsv(
  dir: string,
  name: string,
  rows: readonly (readonly CorpusCell[])[],
  delimiter: string,
) {
  const table = shiftJisTable();
  const bytes = Array.from(delimitedText(rows, delimiter), (ch) => {
    const encoded = table.get(ch);
    if (!encoded) throw new Error(`shift_jis has no ${JSON.stringify(ch)}`);
    return encoded;
  });
  const file = join(dir, name);
  writeFileSync(file, Buffer.concat(bytes));
  return file;
}

/** `15 January 2024`, `3 March 2024`: a day as a British-style ledger report spells it. */
export const longDay = (d: Day) =>
  `${d.d} ${new Date(Date.UTC(d.y, d.m - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${d.y}`;

/** The months' three-letter English names, as US and Canadian ledgers abbreviate them (`Jan 15, 2024`, `Dec 2023`). */
export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `01/15/2024`: a day as a US-locale system writes it, month first, padded. */
export const monthFirst = (d: Day) => `${String(d.m).padStart(2, '0')}/${String(d.d).padStart(2, '0')}/${d.y}`;

/**
 * A Finnish business ID (Y-tunnus, FO-nummer in Swedish), `1234567-8`: seven digits and a check
 * digit (weights 7, 9, 10, 5, 8, 4, 2, modulo 11); a number whose remainder is 1 is never issued,
 * so the next one is taken.
 */
export function finnishBusinessId(seven: number): string {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const digits = String(seven).padStart(7, '0').split('').map(Number);
  const rest = digits.reduce((s, d, k) => s + d * weights[k]!, 0) % 11;
  if (rest === 1) return finnishBusinessId(seven + 1);
  return `${digits.join('')}-${rest === 0 ? 0 : 11 - rest}`;
}

/** A Finnish creditor reference (viitenumero), the base and its check digit (weights 7, 3, 1 from the right). */
export function finnishReference(base: number): string {
  const digits = String(base).split('').map(Number).reverse();
  const sum = digits.reduce((s, d, k) => s + d * [7, 3, 1][k % 3]!, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/**
 * An Italian partita IVA, `IT` and eleven digits: a seven-digit serial, a three-digit provincial
 * office code and the Luhn check digit of the ten before it, as the Agenzia delle Entrate issues it.
 */
export function italianVatNumber(serial: number, office: number): string {
  const ten = `${String(serial % 1e7).padStart(7, '0')}${String(office).padStart(3, '0')}`;
  const sum = ten
    .split('')
    .map(Number)
    .reduce((s, d, k) => s + (k % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return `IT${ten}${(10 - (sum % 10)) % 10}`;
}

/**
 * A UK VAT number as an invoice prints it, `GB 123 4567 89`: seven digits weighted 8 down to 2 and
 * two check digits that bring the sum to a multiple of 97 (HMRC's original series); a serial whose
 * sum is already a multiple is passed over.
 */
export function ukVatNumber(seven: number): string {
  const d = String(seven % 1e7).padStart(7, '0');
  const sum = d.split('').reduce((s, x, k) => s + Number(x) * (8 - k), 0);
  if (sum % 97 === 0) return ukVatNumber(seven + 1);
  const check = String(97 - (sum % 97)).padStart(2, '0');
  return `GB ${d.slice(0, 3)} ${d.slice(3)} ${check}`;
}

/**
 * A Japanese qualified-invoice registration number, `T` and the company's thirteen-digit corporate
 * number: a check digit (9 less the sum of the twelve weighted 1, 2 from the right, modulo 9) before
 * the twelve-digit registry number.
 */
export function japaneseRegistrationNumber(twelve: number): string {
  const d = String(twelve % 1e12).padStart(12, '0');
  const sum = d
    .split('')
    .reverse()
    .reduce((s, x, k) => s + Number(x) * (k % 2 === 0 ? 1 : 2), 0);
  return `T${9 - (sum % 9)}${d}`;
}
