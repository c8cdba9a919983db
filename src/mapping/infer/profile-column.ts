/**
 * What the sampled values of one column look like: how many are amounts, dates, Y/N flags,
 * short codes, whole numbers, currency codes; how many differ. `mapping infer` proposes a field
 * only where these facts support it. Pure.
 */
import { foldDigitScripts } from '../../invoice/fold-digit-scripts.js';
import { cellText, type SheetCell, type SheetRow } from '../../sheets/sheet-row.js';
import { parseAmountText } from '../parse-amount-text.js';
import { compileDateFormat, parseDateText, type DateFormat } from '../parse-date-text.js';

export interface ColumnProfile {
  index: number;
  header: string;
  /** Trimmed text of every non-empty sampled cell, in row order (undefined for empty cells). */
  texts: (string | undefined)[];
  filled: number;
  distinct: number;
  /** Each sampled row's value as an exact amount in ten-thousandths, where it reads as one. */
  amounts: (bigint | undefined)[];
  /** Shares of the filled cells, 0 to 1. */
  share: {
    amount: number;
    decimal: number;
    whole: number;
    date: number;
    flag: number;
    code: number;
    currency: number;
    percent: number;
    words: number;
  };
}

export interface ProfileSettings {
  decimalSeparator: '.' | ',';
  dateFormats: readonly string[];
}

const YES_NO = /^(?:y|n|yes|no|j|ja|nein|true|false|wahr|falsch|x|oui|non|si)$/i;
// Short letter-digit codes: tax codes (VSt19, T1, V1), statuses, account keys; never free text.
const CODE = /^(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9_\-/.%]{0,15}$/;

/**
 * The text with other digit scripts in ASCII (`١٢٣٤٫٥٠` -> `1234.50` or `1234,50`, as the file's
 * decimal mark is), the same fold the amount and date readers make, so the shapes below see it.
 */
function asciiDigits(text: string, settings: ProfileSettings): string {
  const group = settings.decimalSeparator === ',' ? '.' : ',';
  const folded = foldDigitScripts(text, { decimal: settings.decimalSeparator, group });
  return folded.ok ? folded.text : text;
}

function amountOf(cell: SheetCell | undefined, text: string, settings: ProfileSettings): bigint | undefined {
  if (cell?.kind === 'number') return toTenThousandths(cell.text);
  if (cell?.kind !== 'text' || !/\d/.test(asciiDigits(text, settings)) || /[A-Za-z]{4,}/.test(text)) return undefined;
  const parsed = parseAmountText(text, {
    decimalSeparator: settings.decimalSeparator,
    thousandsSeparator: settings.decimalSeparator === ',' ? '.' : ',',
  });
  return parsed.ok ? toTenThousandths(parsed.text) : undefined;
}

/** `1234.5` -> 12345000n; undefined past four places. */
export function toTenThousandths(decimal: string): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(decimal);
  if (!match) return undefined;
  const value = BigInt(match[2]!) * 10000n + BigInt((match[3] ?? '').padEnd(4, '0') || '0');
  return match[1] ? -value : value;
}

function isDate(cell: SheetCell | undefined, text: string, formats: readonly DateFormat[]): boolean {
  if (cell?.kind === 'date') return true;
  if (cell?.kind !== 'text') return false;
  return parseDateText(text, formats) !== undefined;
}

export function profileColumn(
  index: number,
  header: string,
  rows: readonly SheetRow[],
  settings: ProfileSettings,
): ColumnProfile {
  const formats = settings.dateFormats
    .map((f) => compileDateFormat(f))
    .filter((f): f is DateFormat => typeof f !== 'string');
  const texts: (string | undefined)[] = [];
  const amounts: (bigint | undefined)[] = [];
  const counts = { amount: 0, decimal: 0, whole: 0, date: 0, flag: 0, code: 0, currency: 0, percent: 0, words: 0 };
  for (const row of rows) {
    const cell = row.cells[index];
    const text = cellText(cell).trim();
    if (text === '' || cell?.kind === 'empty') {
      texts.push(undefined);
      amounts.push(undefined);
      continue;
    }
    texts.push(text);
    const plain = asciiDigits(text, settings);
    const amount = isDate(cell, text, formats) ? undefined : amountOf(cell, text, settings);
    amounts.push(amount);
    if (amount !== undefined) counts.amount++;
    if (amount !== undefined && /[.,]\d{1,4}\)?-?$/.test(cell?.kind === 'number' ? cell.text : plain)) counts.decimal++;
    if (/^\d+$/.test(plain)) counts.whole++;
    if (isDate(cell, text, formats)) counts.date++;
    if (cell?.kind === 'boolean' || YES_NO.test(text)) counts.flag++;
    if (CODE.test(text)) counts.code++;
    if (/^[A-Z]{3}$/.test(text)) counts.currency++;
    if ((cell?.kind === 'number' && cell.percent) || /%\s*$/.test(plain)) counts.percent++;
    if (/\p{L}{2,}\s+\p{L}/u.test(text)) counts.words++;
  }
  const filled = texts.filter((t) => t !== undefined).length;
  const share = Object.fromEntries(
    Object.entries(counts).map(([k, v]) => [k, filled === 0 ? 0 : v / filled]),
  ) as ColumnProfile['share'];
  return { index, header, texts, filled, distinct: new Set(texts.filter((t) => t !== undefined)).size, amounts, share };
}
