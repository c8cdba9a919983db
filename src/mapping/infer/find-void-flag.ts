/**
 * A yes/no column named for the annulment (PRIMAVERA's `Anulado` Sim / Não, `Voided` Yes / No,
 * `Storniert` Ja / Nein): an ERP that keeps an annulled document in its list beside its correction
 * marks it there. The rows that answer yes are not invoices to post. Pure.
 */
import { cellText } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import { foldText } from '../fold-text.js';

/** Yes and no as flag columns write them, accents dropped, lower case. */
const YES = /^(?:sim|s|yes|y|ja|j|si|oui|o|true|verdadeiro|verdadero|vero|да|д|evet|e|tak|t|igen|i|kylla|x|1)$/;
const NO = /^(?:nao|n|no|nein|non|false|falso|нет|н|hayir|h|nie|nem|ei|0|-)$/;

const plain = (text: string) => foldText(text.trim());

export interface VoidFlag {
  index: number;
  header: string;
  /** The column's yes words, as the sample writes them. */
  values: string[];
}

/** True when a word of the header names an annulment by `namesVoid`: `Anulado`, `Is Voided`, `Documento anulado`. */
function namesAnnulment(header: string, namesVoid: (word: string) => boolean): boolean {
  return header
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .some(namesVoid);
}

/**
 * The column flagging annulled documents with yes beside others' no, or undefined; `namesVoid`
 * tells a word of a void document (the cancelled-status words).
 */
export function findVoidFlag(table: SampledTable, namesVoid: (word: string) => boolean): VoidFlag | undefined {
  for (const [index, header] of table.headers.entries()) {
    if (!namesAnnulment(header, namesVoid)) continue;
    const answers = new Set(table.rows.map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== ''));
    const all = [...answers];
    if (all.length === 0 || !all.every((a) => YES.test(plain(a)) || NO.test(plain(a)))) continue;
    const values = all.filter((a) => YES.test(plain(a)));
    if (values.length > 0 && values.length < all.length) return { index, header, values };
  }
  return undefined;
}
