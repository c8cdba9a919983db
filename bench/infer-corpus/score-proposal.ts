/**
 * Scores a proposed mapping against a reference mapping written by hand, key by key: every field
 * of `invoice` and `items`, the layout and its keys, where the table is (sheet, header row,
 * trailer, skipped rows, lines sheet), the number and date style, `checks` and `advertisers`.
 * A key the proposal leaves commented out is simply absent: missing, never wrong. Pure.
 */
import { parse } from 'yaml';
import { normalizeHeader } from '../../src/mapping/field-catalog.js';
import { columnLetter } from '../../src/sheets/sheet-row.js';

export type Verdict = 'right' | 'wrong' | 'missing';

export interface KeyScore {
  key: string;
  verdict: Verdict;
  reference: string | undefined;
  proposed: string | undefined;
  /** Counted right because it reads the reference's money on every row, its text differing. @default false */
  byValues?: boolean | undefined;
  /** Right by what it does to the file, not as written (skip rules). @default false */
  byEffect?: boolean | undefined;
}

export interface ProposalScore {
  keys: KeyScore[];
  right: number;
  wrong: number;
  missing: number;
}

type Plain = Record<string, unknown>;

const isObject = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Normal names of columns; a heading's name, which the mapping chooses freely, is named by the
 * rule that reads it (`heading:A`), so two mappings reading the same heading compare equal.
 */
type Names = ReadonlyMap<string, string>;
const nameOf = (text: string, names: Names) => names.get(normalizeHeader(text)) ?? normalizeHeader(text);
const columns = (v: unknown, names: Names = new Map()): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((c) =>
    isObject(c) ? `letter:${String(c.letter)}` : nameOf(String(c), names),
  );

/**
 * A sum of columns alone (the whole formula, or the whole of a bracket) reads the same in any
 * order: its terms are put in one order, so `[net]+[exempt]` and `[exempt]+[net]` compare equal.
 * Nothing else is reordered (a difference or a product keeps its order).
 */
const sumsInOrder = (formula: string) =>
  formula.replace(/(^|\()(\[[^\]]+\](?:\+\[[^\]]+\])+)(?=$|\))/g, (_all, open: string, sum: string) =>
    open.concat(sum.split('+').sort().join('+')),
  );

/**
 * The sum over the lines of fields added is the fields' sums added: `SUM(items.Amount + items.Tax)`
 * and `SUM(items.Amount) + SUM(items.Tax)` compare equal (the text is already lower case, no spaces).
 */
const linesSumsApart = (formula: string) => {
  const apart = formula.replace(/sum\((items\.\w+(?:\+items\.\w+)+)\)/g, (_all, terms: string) =>
    terms
      .split('+')
      .map((t) => `sum(${t})`)
      .join('+'),
  );
  // Sums of the lines added alone are a set: their order says nothing.
  return /^sum\(items\.\w+\)(?:\+sum\(items\.\w+\))+$/.test(apart) ? apart.split('+').sort().join('+') : apart;
};

/** One spec in a form where equal meaning gives equal text: `column:vendorno`, `template:number+vendor`. */
export function specForm(spec: unknown, names: Names = new Map()): string {
  if (!isObject(spec)) return `column:${nameOf(String(spec), names)}`;
  if (spec.column !== undefined) return `column:${nameOf(String(spec.column), names)}`;
  if (spec.letter !== undefined) return `letter:${String(spec.letter).toUpperCase()}`;
  if (spec.template !== undefined) {
    const parts = [...String(spec.template).matchAll(/\{([^}]+)\}/g)].map((m) => nameOf(m[1]!, names)).sort();
    return `template:${parts.join('+')}`;
  }
  if (spec.sequence !== undefined) return 'sequence';
  if (spec.formula !== undefined)
    return `formula:${linesSumsApart(sumsInOrder(String(spec.formula).toLowerCase().replace(/\s+/g, '')))}`;
  const constant = spec.value ?? spec.default;
  return `value:${String(constant).toUpperCase()}`;
}

/**
 * A date format as the reader reads it: `M` and `MM`, `D` and `DD` each take one digit or two, so
 * `M/D/YYYY` and `MM/DD/YYYY` read the same days from the same text and score alike.
 */
const readAlike = (format: string) =>
  format.replace(/(?<![A-Za-z])M(?![A-Za-z])/g, 'MM').replace(/(?<![A-Za-z])D(?![A-Za-z])/g, 'DD');

/**
 * The scored keys of a mapping file, defaults left out, each with its normal form. Given the
 * table's headers, a skip rule's column is named by its letter, as `letter: A` names it: both
 * read the same cell.
 */
export function scoredKeys(yamlText: string, headers: readonly string[] = []): Map<string, string> {
  const letterOf = (column: string) => {
    const index = headers.findIndex((h) => normalizeHeader(h) === normalizeHeader(column));
    return index < 0 ? column : columnLetter(index);
  };
  const file = (parse(yamlText) ?? {}) as Plain;
  const out = new Map<string, string>();
  const put = (key: string, value: string | undefined) => value !== undefined && value !== '' && out.set(key, value);
  const source = isObject(file.source) ? file.source : {};
  put('source.sheet', source.sheet === undefined ? undefined : String(source.sheet).toLowerCase());
  // A CSV title line may be skipped as a preamble line or by moving the header row: both are right.
  const header = Number(source.preambleLines ?? 0) + Number(source.headerRow ?? 1);
  put('source.headerRow', header === 1 ? undefined : String(header));
  put('source.trailerRows', Number(source.trailerRows ?? 0) === 0 ? undefined : String(source.trailerRows));
  // A comma is what the reader falls back to: writing it or not reads a comma-separated file alike.
  put(
    'source.delimiter',
    source.delimiter === undefined || source.delimiter === ',' ? undefined : String(source.delimiter),
  );
  put('source.decimalSeparator', source.decimalSeparator === ',' ? ',' : undefined);
  const formats = Array.isArray(source.dateFormats) ? source.dateFormats : [];
  // YYYY-MM-DD first is what a mapping without dateFormats reads.
  put(
    'source.dateFormats',
    formats.length > 0 && formats[0] !== 'YYYY-MM-DD' ? readAlike(String(formats[0])) : undefined,
  );
  // A row is skipped when any rule matches it, so neither the order of the rules nor values listed
  // together in one rule's equals change which rows are skipped: they compare as a set.
  const skips = Array.isArray(source.skipRows)
    ? source.skipRows.filter(isObject).flatMap((r) => {
        const at = normalizeHeader(r.column === undefined ? String(r.letter) : letterOf(String(r.column)));
        // Equals compares trimmed text; a regular expression is kept as written.
        const tests: unknown[] = Array.isArray(r.equals) ? r.equals : [r.equals ?? r.matches ?? 'blank'];
        return tests.map((t) => `${at}=${(r.equals === undefined ? String(t) : String(t).trim()).toLowerCase()}`);
      })
    : [];
  put('source.skipRows', [...new Set(skips)].sort().join(','));
  const headings = Array.isArray(source.headings) ? source.headings.filter(isObject) : [];
  const names = new Map<string, string>();
  for (const h of headings) {
    const at = h.letter !== undefined ? String(h.letter).toUpperCase() : normalizeHeader(String(h.column));
    names.set(normalizeHeader(String(h.name)), `heading:${at}`);
  }
  put(
    'source.headings',
    headings
      .map(
        (h) =>
          `${names.get(normalizeHeader(String(h.name)))}=${h.matches === undefined ? 'onlyfilled' : String(h.matches)}`,
      )
      .join(','),
  );
  const lines = isObject(source.lines) ? source.lines : undefined;
  put('source.lines.sheet', lines?.sheet === undefined ? undefined : String(lines.sheet).toLowerCase());
  put('source.lines.headerRow', lines && Number(lines.headerRow ?? 1) !== 1 ? String(lines.headerRow) : undefined);
  const layout = isObject(file.layout) ? file.layout : {};
  put('layout.type', String(layout.type ?? 'one-row'));
  put('layout.key', columns(layout.key, names).sort().join('+'));
  put(
    'layout.linesKey',
    columns(layout.linesKey ?? (layout.type === 'joined' ? layout.key : undefined), names)
      .sort()
      .join('+'),
  );
  for (const scope of ['invoice', 'items'] as const) {
    const fields = isObject(file[scope]) ? file[scope] : {};
    for (const [field, spec] of Object.entries(fields)) put(`${scope}.${field}`, specForm(spec, names));
  }
  const checks = isObject(file.checks) ? file.checks : {};
  put(
    'checks.sumLines',
    checks.sumLines === undefined || checks.sumLines === false
      ? undefined
      : checks.sumLines === true
        ? 'gross'
        : String(checks.sumLines),
  );
  const advertisers = isObject(file.advertisers) ? file.advertisers : {};
  put('advertisers.payeeIdBy', advertisers.payeeIdBy === 'name' ? 'name' : undefined);
  put('advertisers.requireKnown', advertisers.requireKnown === true ? 'true' : undefined);
  return out;
}

/**
 * A workbook of one sheet is read whole whether a mapping names that sheet or not: the proposal's
 * sheet is taken to be what the reference writes where both read the only sheet.
 */
function readOnlySheet(ref: Map<string, string>, prop: Map<string, string>, sheets: readonly string[]): void {
  if (sheets.length !== 1) return;
  const only = sheets[0]!.toLowerCase();
  const r = ref.get('source.sheet');
  const p = prop.get('source.sheet');
  if ((r ?? only) !== only || (p ?? only) !== only) return;
  if (r === undefined) prop.delete('source.sheet');
  else prop.set('source.sheet', r);
}

/**
 * Right: the proposal says what the reference says (or one of `alsoRight`). Wrong: it says
 * something else, or maps a key the reference leaves out. Missing: the reference has the key and
 * the proposal does not. `sheets` are the workbook's sheets, none for a CSV file.
 */
export function scoreProposal(
  reference: string,
  proposal: string,
  alsoRight: Readonly<Record<string, readonly string[]>> = {},
  headers: readonly string[] = [],
  sheets: readonly string[] = [],
): ProposalScore {
  const ref = scoredKeys(reference, headers);
  const prop = scoredKeys(proposal, headers);
  readOnlySheet(ref, prop, sheets);
  const keys: KeyScore[] = [];
  for (const key of new Set([...ref.keys(), ...prop.keys()])) {
    const r = ref.get(key);
    const p = prop.get(key);
    const verdict: Verdict =
      p === undefined ? 'missing' : p === r || (r !== undefined && alsoRight[key]?.includes(p)) ? 'right' : 'wrong';
    keys.push({ key, verdict, reference: r, proposed: p });
  }
  const count = (v: Verdict) => keys.filter((k) => k.verdict === v).length;
  return { keys, right: count('right'), wrong: count('wrong'), missing: count('missing') };
}
