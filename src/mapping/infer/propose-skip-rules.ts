/**
 * `skipRows` rules for a report's total and footer rows, from the labels the sample shows: one
 * `equals` rule for the bare labels of a column (`TOTAL`, `Grand Total`), one `matches` rule for
 * each total word followed by a name (`Total for <vendor>`: `^Total for `), and one for each
 * footer's leading words (`Accrual basis ...`), and one for the header repeated on each page. A rule is written for the words, never for a
 * name, so it matches the rows of vendors the sample did not hold. Pure.
 */
import { columnLetter } from '../../sheets/sheet-row.js';

export interface SkipProposal {
  name: string;
  /** The column by letter, for a report's rows; by header for a column of the table's own values. */
  letter: string;
  column?: string | undefined;
  equals?: string[] | undefined;
  matches?: string | undefined;
  /** Skip from the row matched through the next whose cell matches this. */
  until?: string | undefined;
  /** Skip the rows where the column is empty. */
  blank?: true | undefined;
  why: string;
}

export interface LabelledRow {
  kind: 'total' | 'footer' | 'header' | 'data' | 'heading';
  column: number;
  text: string;
}

// The total word, with the word that joins it to a name: `Total for`, `Summe für`, `Totaal voor`.
const TOTAL_PREFIX =
  /^(?:(?:grand\s+total|total\s+g[ée]n[ée]ral|gran\s+total|totals?|sub-?totals?|sous-total(?:e?s|aux)?|summe|gesamtsumme|gesamt|zwischensumme|endsumme|totaal|subtotaal|totalt|summa|somme|suma|totale|subtotale|celkem|celkom|spolu|razem)(?:\s+(?:for|für|voor|de|du|des|of|von|pour|per|por|för|av|del|di|za|dla))?(?![\p{L}\d])|合計|小計|総計)/iu;
// A footer's leading words, without the date or page number that follows them.
const FOOTER_PREFIX =
  /^(?:(?:accrual|cash)\s+basis|page|seite|side|sida|pagina|printed(?:\s+(?:on|at|by))?|gedruckt(?:\s+am)?|run\s+(?:date|on)|report\s+(?:run|generated|printed)(?:\s+(?:on|at|by))?|generated\s+(?:on|at|by)|erstellt\s+am|\*{2,}|end\s+of\s+report)/i;

// A letter standing alone between spaces or brackets: a label printed spaced out, `[ 월 계 ]`, `T O T A L`.
const SPACED_OUT = /(?:^|[\s[(【])\p{L}(?=[\s\])】])/u;

/** RE2 text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

function add(
  rules: Map<string, SkipProposal & { rows: number }>,
  key: string,
  make: () => SkipProposal,
  label?: string,
): void {
  const rule = rules.get(key) ?? { ...make(), rows: 0 };
  rule.rows++;
  if (label !== undefined && rule.equals && !rule.equals.some((e) => e.toLowerCase() === label.toLowerCase()))
    rule.equals.push(label);
  rules.set(key, rule);
}

/** Rules that skip every given total and footer row, named for `validate`'s count of skipped rows. */
export function proposeSkipRules(rows: readonly LabelledRow[]): SkipProposal[] {
  const rules = new Map<string, SkipProposal & { rows: number }>();
  for (const r of rows) {
    const letter = columnLetter(r.column);
    if (r.kind === 'total') {
      const prefix = TOTAL_PREFIX.exec(r.text)?.[0] ?? r.text;
      if (SPACED_OUT.test(r.text)) {
        // A label printed with its letters spaced out (`[ 월 계 ]`) is matched whatever the spacing.
        const matches = `^${[...r.text.replace(/\s+/g, '')].map(literal).join(' *')}$`;
        add(rules, `total ${letter} ${matches}`, () => ({
          name: 'total',
          letter,
          matches,
          why: `a total row ("${r.text}")`,
        }));
      } else if (!/[\p{L}\p{N}]/u.test(r.text.slice(prefix.length))) {
        // A bare label, or one with a colon after it (`Итого:`): what follows names no group.
        add(rules, `total ${letter}`, () => ({ name: 'total', letter, equals: [], why: 'a total row' }), r.text);
      } else {
        const matches = `^${literal(prefix)} `;
        add(rules, `subtotal ${letter} ${matches}`, () => ({
          name: 'subtotal',
          letter,
          matches,
          why: `a total row of each group ("${r.text}")`,
        }));
      }
    } else if (r.kind === 'header') {
      add(rules, `header ${letter}`, () => ({
        name: 'repeated header',
        letter,
        equals: [r.text],
        why: 'the header repeated on each printed page',
      }));
    } else if (r.kind === 'footer') {
      const prefix = FOOTER_PREFIX.exec(r.text)?.[0];
      if (prefix === undefined) {
        add(rules, `footer ${letter} ${r.text}`, () => ({
          name: 'footer',
          letter,
          equals: [r.text],
          why: 'a footer below the last row',
        }));
      } else {
        const matches = `^${literal(prefix)}`;
        add(rules, `footer ${letter} ${matches}`, () => ({
          name: 'footer',
          letter,
          matches,
          why: `a footer ("${r.text}")`,
        }));
      }
    }
  }
  // Names are what `validate` counts the rows by: two rules of one name get a number.
  const seen = new Map<string, number>();
  return [...rules.values()].map(({ rows: count, ...rule }) => {
    const n = (seen.get(rule.name) ?? 0) + 1;
    seen.set(rule.name, n);
    return { ...rule, name: n > 1 ? `${rule.name} ${n}` : rule.name, why: `${rule.why}; ${count} in the sample` };
  });
}
