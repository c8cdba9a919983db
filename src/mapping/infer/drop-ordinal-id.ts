/**
 * An ordinal chosen as InvoiceId by its header (Arabic `الرقم`, "the number"; `Número`): a
 * column headed as an ordinal whose values count the rows 1, 2, 3 in their order, in any script's
 * digits, says where a row stands in the export. Beside a column of the suppliers' invoice
 * numbers it is no id: the id is then built from the supplier and that number. Pure but for
 * removing the choice.
 */
import { foldDigitScripts } from '../../invoice/fold-digit-scripts.js';
import type { FieldChoices } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';

/**
 * Headers of a column that counts rows, with case, spaces and dots dropped: "No.", "#", "S/N",
 * "Sr. No.", "Lp." (Polish), "Lfd. Nr." (German), "№ п/п" (Russian), "الرقم" and "م" (Arabic),
 * "ردیف" (Persian), "序号" (Chinese), "STT" (Vietnamese), a bare "Number" in the register's
 * language. A header naming the invoice's id or number ("Invoice ID") is the firm's own numbering,
 * which may well start at 1: it stays the id.
 */
const ORDINAL_HEADERS = new Set(
  (
    '# no nr nro n° nº № num number nummer numer número numero numéro sn s/n sno slno srno sr serial ' +
    'serialno lp poz pos position item itemno line lineno row rowno seq sequence index idx lfdnr ' +
    'laufendenummer volgnr volgnummer löpnummer løbenr løpenr jrk rb rednibroj sıra sırano stt č pč ' +
    'pořč п/п №п/п пп №пп الرقم رقم م مسلسل ردیف 序号 序號 番号 순번'
  ).split(' '),
);

/** True when a header says only that its column counts rows. */
function namesOrdinal(header: string): boolean {
  return ORDINAL_HEADERS.has(
    header
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\s.:_-]/gu, ''),
  );
}

/** Fewer rows counted 1, 2, 3 may be a short register's own numbers; more are its rows. */
const COUNTED_ROWS = 5;

/** True when every row is numbered by its place from 1, in any script's digits. */
export function numbersRowsAnyDigits(profile: ColumnProfile): boolean {
  const counts = profile.texts.map((t) => {
    const folded = foldDigitScripts(t?.trim() ?? '');
    return folded.ok ? folded.text : '';
  });
  return counts.length >= COUNTED_ROWS && counts.every((t, i) => t === String(i + 1));
}

/** Removes an InvoiceId headed as an ordinal that counts the rows, where another column holds the invoice number. */
export function dropOrdinalId(choices: FieldChoices, profiles: readonly ColumnProfile[]): void {
  const id = choices.chosen.find((c) => c.scope === 'invoice' && c.field === 'InvoiceId');
  const number = choices.chosen.find((c) => c.scope === 'invoice' && c.field === 'Invoice_Number');
  if (!id || !number || number.index === id.index || !namesOrdinal(id.header)) return;
  if (!numbersRowsAnyDigits(profiles[id.index]!)) return;
  choices.chosen.splice(choices.chosen.indexOf(id), 1);
}
