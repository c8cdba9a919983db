/**
 * Notes written under a listing (`Athugið: allar upphæðir eru í krónum`, `I declare that the
 * information given is true`): when the sample reached the end, the rows after the last invoice
 * that hold one cell of prose and nothing else. Each is skipped by its opening words, so next
 * month's file with two notes, or none, loses no invoice, as a count of trailer rows would. Pure.
 */
import { cellText, columnLetter, type SheetRow } from '../../sheets/sheet-row.js';
import { isTotalLabel } from './sample-values.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';

export interface NoteRows {
  rows: SheetRow[];
  skips: SkipProposal[];
}

/** A sentence: it opens with a letter and runs to four words and twenty signs at least. */
const PROSE = /^\p{L}[\p{L}'’]*(?:[\s,:;.!?()-]+\S+){3,}/u;

/** RE2 text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** The one filled cell of `row`, where it is the only one. */
function onlyCell(row: SheetRow): { index: number; text: string } | undefined {
  const filled = row.cells.flatMap((c, index) =>
    c && c.kind !== 'empty' ? [{ index, text: cellText(c).trim() }] : [],
  );
  return filled.length === 1 ? filled[0] : undefined;
}

/**
 * The words a note opens with, as its rule matches them: up to the first punctuation, which is kept
 * (`Note:` is no `Notebook Ltd`), and at most `words` words (`Athugið:`, `I declare`).
 */
function openingWords(text: string, words: number): string {
  // Past two words the rule grows by the note's own words, until no invoice row opens the same way.
  if (words > 2)
    return text
      .trim()
      .split(/\s+/u)
      .slice(0, words - 1)
      .join(' ');
  const cut = /[,:;.!?()]/u.exec(text);
  const clause = cut ? text.slice(0, cut.index + 1) : text;
  return clause.trim().split(/\s+/u).slice(0, words).join(' ');
}

/** The shortest opening of `text` (two words or more) that no cell of `kept` in `index` opens with. */
function safeOpening(text: string, index: number, kept: readonly SheetRow[]): string | undefined {
  const total = text.trim().split(/\s+/u).length;
  for (let words = 2; words <= total + 1; words++) {
    const opening = openingWords(text, words);
    const rule = new RegExp(`^${literal(opening)}`, 'u');
    const hit = kept.some((row) => {
      const c = row.cells[index];
      return c !== undefined && c.kind !== 'empty' && rule.test(cellText(c).trim());
    });
    if (!hit) return opening;
  }
  return undefined;
}

/** The note rows closing `table`, and a rule for each distinct opening, or undefined where there are none. */
export function findNoteRows(table: SampledTable): NoteRows | undefined {
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  if (!table.complete || headed <= 4) return undefined;
  const rows: SheetRow[] = [];
  for (let k = table.rows.length - 1; k >= 1; k--) {
    const cell = onlyCell(table.rows[k]!);
    if (!cell || cell.text.length < 20 || !PROSE.test(cell.text) || isTotalLabel(cell.text)) break;
    rows.unshift(table.rows[k]!);
  }
  // Rows of the table above them: a listing of notes alone is no listing of invoices.
  if (rows.length === 0 || rows.length * 2 >= table.rows.length) return undefined;
  const skips = new Map<string, SkipProposal>();
  // The invoice rows a rule must never match: every sampled row above the notes.
  const kept = table.rows.slice(1, table.rows.length - rows.length);
  for (const row of rows) {
    const cell = onlyCell(row)!;
    const column = table.headers[cell.index]?.trim() ? table.headers[cell.index]! : undefined;
    const words = safeOpening(cell.text, cell.index, kept);
    if (words === undefined) continue;
    const key = `${cell.index}:${words}`;
    if (!skips.has(key))
      skips.set(key, {
        name: 'note',
        letter: column === undefined ? columnLetter(cell.index) : '',
        column,
        matches: `^${literal(words)}`,
        why: `a note under the table ("${cell.text.slice(0, 40)}${cell.text.length > 40 ? '…' : ''}"), not an invoice`,
      });
  }
  return { rows, skips: [...skips.values()] };
}
