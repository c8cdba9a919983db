/**
 * Section headings that name a kind of purchase (`ACHATS DE BIENS`, `Compras de servicios`,
 * `Inkoop goederen`), not a party: where the data rows name their supplier in a column of their
 * own, a lone heading row that does not read like that column's names, nor names credit notes
 * (whose rows a sign formula reads by it), carries nothing a field needs, so it is skipped rather
 * than filled down. The rule matches the words the headings share, so a section the sample did
 * not hold is skipped too. Pure.
 */
import { cellText, columnLetter, type SheetRow } from '../../sheets/sheet-row.js';
import type { SkipProposal } from './propose-skip-rules.js';
import { namesCredit } from './find-credit-type-column.js';

/** RE2 text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** A column of the data rows whose values are mostly parties' names, by `isParty` (a legal form at the end). */
function hasPartyColumn(rows: readonly SheetRow[], isParty: (text: string) => boolean): boolean {
  const width = Math.max(0, ...rows.map((r) => r.cells.length));
  for (let i = 0; i < width; i++) {
    const names = new Set(rows.map((r) => cellText(r.cells[i]).trim()).filter((t) => /\p{L}{2}/u.test(t)));
    if (names.size >= 2 && [...names].filter(isParty).length * 2 >= names.size) return true;
  }
  return false;
}

/** The words every heading begins with (`ACHATS DE`), or '' when they share none. */
function sharedWords(texts: readonly string[]): string {
  const split = texts.map((t) => t.split(/\s+/));
  const shared: string[] = [];
  for (const [i, word] of split[0]!.entries()) {
    if (i === split[0]!.length - 1 || split.some((w) => w[i]?.toLowerCase() !== word.toLowerCase())) break;
    shared.push(word);
  }
  return shared.join(' ');
}

/**
 * A skip rule for `headings` (the texts of lone heading rows in column `index`) when they name no
 * party while a column of `data` names the suppliers; undefined when the headings may be parties.
 */
export function sectionSkipRule(
  headings: readonly string[],
  index: number,
  data: readonly SheetRow[],
  isParty: (text: string) => boolean,
): SkipProposal | undefined {
  if (headings.length === 0 || headings.some(isParty) || !hasPartyColumn(data, isParty)) return undefined;
  // A heading naming credit notes (`Nota de crédito electrónica (61)`) says what the rows below are: carried, for their sign.
  if (headings.some(namesCredit)) return undefined;
  // A heading the rows also write (a vendor's name in their Name column) heads its own rows: a party.
  const written = new Set(data.flatMap((r) => r.cells.map((c) => cellText(c).trim().toLowerCase())));
  if (headings.some((h) => written.has(h.trim().toLowerCase()))) return undefined;
  const letter = columnLetter(index);
  const words = headings.length > 1 ? sharedWords(headings) : '';
  const why = `a section heading ("${headings[0]}") names a kind of purchase, not a party: the rows name their supplier in a column; ${headings.length} in the sample`;
  return words === ''
    ? { name: 'section', letter, equals: [...new Set(headings)], why }
    : { name: 'section', letter, matches: `^${literal(words)} `, why };
}
