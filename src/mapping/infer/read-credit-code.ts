/**
 * A document kind's short code read as the abbreviation of a credit note's name, in whichever
 * language the system writes: the initials of a credit note's words (`CN` credit note, `NC` nota de
 * crédito, `ΠΤ` πιστωτικό τιμολόγιο, `КН` кредит-нота) or the start of the word that alone names a
 * credit (`ΠΙΣ` πιστωτικό, `KOR` korekta, `STO` storno). Systems abbreviate the names people use,
 * so a code no list holds is still read. Read only under a header naming a document's kind. Pure.
 */
import { namesInvoiceKind } from './read-kind-header.js';
import { CREDIT_NOTE_NAMES } from '../credit-note-names.js';
import { foldText } from '../fold-text.js';

// Words too short to be abbreviated by their first letter (`de`, `di`) are left out of initials.
const wordsOf = (name: string) =>
  foldText(name)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);

const NAMES = CREDIT_NOTE_NAMES.map(wordsOf).filter((words) => words.length > 0);
const INITIALS = new Set(NAMES.filter((w) => w.length >= 2).map((w) => w.map((x) => x[0]).join('')));

/**
 * True when a code written in capitals (`ΠΙΣ`, `NC`, `KN`) abbreviates a credit note's name and
 * names no invoice. `namesCredit` says whether a word alone names a credit (`πιστωτικό`, `storno`).
 */
export function abbreviatesCredit(value: string, namesCredit: (word: string) => boolean): boolean {
  const written = value.trim().replace(/\./g, '');
  if (!/^\p{Lu}{2,4}$/u.test(written) || namesInvoiceKind(written)) return false;
  const code = foldText(written);
  if (INITIALS.has(code)) return true;
  // The start of a word that names a credit on its own: three letters at least, a shorter start is any word's.
  return (
    code.length >= 3 &&
    NAMES.some((words) => words.some((w) => w.length > code.length && w.startsWith(code) && namesCredit(w)))
  );
}

/** The letters every code starts with, and those every code ends with. */
function sharedEdges(codes: readonly string[]): { lead: number; tail: number } {
  const first = codes[0]!;
  let lead = 0;
  while (lead < first.length && codes.every((c) => c[lead] === first[lead])) lead++;
  let tail = 0;
  while (tail < first.length && codes.every((c) => c[c.length - 1 - tail] === first[first.length - 1 - tail])) tail++;
  return { lead, tail };
}

/**
 * The codes of a column of a few kinds' codes that abbreviate a credit note once the letters all
 * the codes share are set aside: PRIMAVERA's `VNC` beside `VFA` (V, a purchase: nota de crédito
 * beside fatura), `NCV` beside `FAV`. Two to six codes of two to five capitals, none a credit alone.
 */
export function creditsByAffix(codes: readonly string[], namesCredit: (word: string) => boolean): string[] {
  if (codes.length < 2 || codes.length > 6 || !codes.every((c) => /^\p{Lu}{2,5}$/u.test(c))) return [];
  const { lead, tail } = sharedEdges(codes);
  if (lead === 0 && tail === 0) return [];
  const rests = codes.map((c) => c.slice(lead, c.length - tail));
  if (rests.some((r) => r.length < 2)) return [];
  return codes.filter((_, i) => abbreviatesCredit(rests[i]!, namesCredit));
}
