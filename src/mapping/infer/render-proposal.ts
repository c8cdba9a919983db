/**
 * Writes a proposed mapping as commented YAML: every mapped line says where it comes from, every
 * doubtful field is a commented alternative with its reason, and whatever was not found is a
 * comment. Every uncommented line is accepted by `mapping check`. Pure.
 */
import { columnLetter } from '../../sheets/sheet-row.js';
import { FIELD_CATALOG } from '../field-catalog.js';
import type { FieldDoubt, Scope } from './choose-fields.js';
import type { HeadingProposal, SkipProposal } from './find-report-rows.js';
import type { PreambleValue } from './propose-preamble.js';
import type { SampledTable } from './sampled-table.js';

export interface FieldLine {
  field: string;
  spec: string;
  comment: string;
}

export interface Proposal {
  main: SampledTable;
  lines?: SampledTable | undefined;
  delimiter?: string | undefined;
  encoding?: string | undefined;
  /** Why the encoding is doubtful: it is then written with the doubt beside it. */
  encodingDoubt?: string | undefined;
  decimal: '.' | ',';
  /** Why a decimal point read only from three-digit fractions may be a thousands dot: a commented line. */
  decimalDoubt?: string | undefined;
  dateFormats: readonly string[];
  skipRule?: { header: string; label: string } | undefined;
  /** A report's total and footer rows, by column letter. */
  reportSkips?: readonly SkipProposal[] | undefined;
  heading?: HeadingProposal | undefined;
  /** Values above the header that fields read, e.g. DATEV's fiscal year for TTMM dates. */
  preamble?: readonly PreambleValue[] | undefined;
  trailer: number;
  layout: { type: 'one-row' | 'grouped' | 'joined'; key: string[]; linesKey: string[] } | 'unlinked';
  invoice: FieldLine[];
  items: FieldLine[];
  doubts: FieldDoubt[];
  sumLines?: { kind: 'gross' | 'net'; why: string } | undefined;
  /** A column of row types with tax values: `taxRows` suggested as a comment, or, with the column by which tax rows name their line, proposed. */
  taxRows?: { header: string; values: string[]; line?: string | undefined } | undefined;
  payeeBy?: 'id' | 'name' | undefined;
  notes: string[];
  unused: string[];
  pdfColumn?: string | undefined;
  /** Columns named only above the header row, by the name infer gave them: read by their letter. */
  letters?: ReadonlyMap<string, string> | undefined;
}

/**
 * A formula field spec as the proposal writes it: single-quoted YAML, its quotes doubled; double-quoted
 * where a header it names holds a line break, which a single-quoted scalar would fold into a space.
 */
export const formulaSpec = (formula: string) =>
  /[\r\n]/.test(formula) ? `{ formula: ${JSON.stringify(formula)} }` : `{ formula: '${formula.replace(/'/g, "''")}' }`;

/**
 * Comments quote file text (headers, sample values), which may hold line breaks (a header written
 * over two lines, a note of several): YAML ends a comment at a break and would read the rest as a
 * key. Scalars are already escaped (yamlScalar), so a break left in a line is a comment's.
 */
const oneLine = (line: string) => line.replace(/\r\n|\r|\n/g, ' \u23CE ');

/** A YAML scalar: plain where that is unambiguous, double-quoted otherwise. */
export function yamlScalar(text: string): string {
  const plain =
    /^[A-Za-z\u00C0-\u024F][\w\u00C0-\u024F .\-/()%#&]*$/u.test(text) && !/ $/.test(text) && !/ #|: /.test(text);
  const reserved = /^(?:y|n|yes|no|on|off|true|false|null)$/i.test(text);
  return plain && !reserved ? text : JSON.stringify(text);
}

const keyList = (headers: readonly string[], letters?: ReadonlyMap<string, string>) =>
  `[${headers.map((h) => (letters?.has(h) ? `{ letter: ${letters.get(h)} }` : yamlScalar(h))).join(', ')}]`;

function sourceLines(p: Proposal): string[] {
  const { main, lines } = p;
  const out = ['source:', `  type: ${main.type}`];
  if (main.sheet) out.push(`  sheet: ${yamlScalar(main.sheet)}${main.sheetWhy ? `  # ${main.sheetWhy}` : ''}`);
  if (main.headerRow !== 1) out.push(`  headerRow: ${main.headerRow}  # rows above the header are titles`);
  if (p.preamble && p.preamble.length > 0) {
    out.push('  preamble:');
    for (const v of p.preamble)
      out.push(`    - { name: ${yamlScalar(v.name)}, row: ${v.row}, field: ${v.field} }  # ${v.why}`);
  }
  const trailer =
    p.trailer === 1 ? 'the last row is a report trailer' : `the last ${p.trailer} rows are totals under the table`;
  if (p.trailer) out.push(`  trailerRows: ${p.trailer}  # ${trailer}, not data`);
  if (p.delimiter) out.push(`  delimiter: ${JSON.stringify(p.delimiter)}`);
  // Named even where doubtful, so that the proposal reads the file; the doubt says what to check.
  if (p.encodingDoubt) out.push(`  encoding: ${p.encoding}  # doubtful: ${p.encodingDoubt}`);
  else if (p.encoding && p.encoding !== 'utf-8') out.push(`  encoding: ${p.encoding}  # the file is not valid UTF-8`);
  if (p.decimal === ',') out.push(`  decimalSeparator: ","  # amounts are written with a decimal comma, like 12,50`);
  else if (p.decimalDoubt) out.push(`  # decimalSeparator: ","  # doubtful: ${p.decimalDoubt}`);
  if (p.dateFormats.length > 0) {
    const ambiguous = p.dateFormats.includes('MM/DD/YYYY') && p.dateFormats.includes('DD/MM/YYYY');
    out.push(
      `  dateFormats: [${p.dateFormats.slice(0, 2).map(yamlScalar).join(', ')}]${ambiguous ? '  # day and month are ambiguous in the sample: keep the one your system writes' : ''}`,
    );
  }
  out.push(...reportLines(p));
  if (lines) {
    out.push('  lines:', `    sheet: ${yamlScalar(lines.sheet ?? '2')}`);
    if (lines.headerRow !== 1) out.push(`    headerRow: ${lines.headerRow}`);
  }
  return out;
}

/** A report's skip rules (applied first, so a total row is never a heading) and its heading rule. */
function reportLines(p: Proposal): string[] {
  const out: string[] = [];
  const rules = p.reportSkips ?? [];
  if (p.skipRule || rules.length > 0)
    out.push(p.heading ? '  skipRows:  # applied first: totals and footers are not headings' : '  skipRows:');
  if (p.skipRule) {
    const letter = readableLetter(p, p.skipRule.header);
    const where = letter === undefined ? `column: ${yamlScalar(p.skipRule.header)}` : `letter: ${letter}`;
    out.push(`    - { ${where}, equals: ${yamlScalar(p.skipRule.label)} }  # a totals row`);
  }
  for (const r of rules) {
    const test = r.blank
      ? 'blank: true'
      : r.matches !== undefined
        ? `matches: ${JSON.stringify(r.matches)}`
        : `equals: ${equalsText(r.equals!)}`;
    const until = r.until === undefined ? '' : `, until: ${JSON.stringify(r.until)}`;
    const letter = r.column !== undefined ? readableLetter(p, r.column) : r.letter;
    const where = letter === undefined ? `column: ${yamlScalar(r.column!)}` : `letter: ${letter}`;
    out.push(`    - { name: ${yamlScalar(r.name)}, ${where}, ${test}${until} }  # ${r.why}`);
  }
  if (p.heading) {
    const h = p.heading;
    const test = h.matches !== undefined ? `matches: ${JSON.stringify(h.matches)}` : 'onlyFilled: true';
    out.push('  headings:', `    - { name: ${yamlScalar(h.name)}, letter: ${h.letter}, ${test} }  # ${h.why}`);
  }
  return out;
}

/**
 * A column the header row does not name (named only in the row above it, or blank) cannot be
 * found by header when the mapping is read: a rule on it names it by its letter.
 */
function readableLetter(p: Proposal, header: string): string | undefined {
  const lettered = p.letters?.get(header);
  if (lettered !== undefined || header.trim() !== '') return lettered;
  const at = p.main.headers.indexOf(header);
  return at < 0 ? undefined : columnLetter(at);
}

const equalsText = (values: readonly string[]) =>
  values.length === 1 ? yamlScalar(values[0]!) : `[${values.map(yamlScalar).join(', ')}]`;

function layoutLines(p: Proposal): string[] {
  const l = p.layout;
  if (l === 'unlinked') {
    p.notes.push(
      'no column was found that links the lines sheet to the invoices sheet; set layout.key and layout.linesKey',
    );
    return ['# layout: { type: joined, key: [<invoice key column>], linesKey: [<same key on the lines sheet>] }'];
  }
  if (l.type === 'joined') {
    const same = l.key.join('\u0000') === l.linesKey.join('\u0000');
    return [
      "layout:  # the lines sheet holds the invoices' lines, linked by the key",
      '  type: joined',
      `  key: ${keyList(l.key)}`,
      ...(same ? [] : [`  linesKey: ${keyList(l.linesKey)}`]),
    ];
  }
  if (l.type === 'grouped')
    return [
      'layout:  # several rows share an invoice key: one row per line, header fields repeated',
      '  type: grouped',
      `  key: ${keyList(l.key, p.letters)}`,
    ];
  return ['layout:', '  type: one-row  # every row is one invoice with one line'];
}

function fieldLines(
  lines: readonly FieldLine[],
  doubts: readonly FieldDoubt[],
  scope: Scope,
  notes: string[],
): string[] {
  const out: string[] = [];
  // A long formula keeps its comment at its end rather than pushing every other comment right.
  const width = Math.max(0, ...lines.map((l) => `  ${l.field}: ${l.spec}`.length).filter((w) => w <= 80));
  for (const l of lines) out.push(`${`  ${l.field}: ${l.spec}`.padEnd(width)}  # ${l.comment}`);
  for (const d of doubts.filter((d) => d.scope === scope)) {
    out.push(`  # ${d.field}: ${d.spec ?? d.headers.map(yamlScalar).join(' or ')}  # doubtful: ${d.reason}`);
  }
  for (const info of FIELD_CATALOG[scope]) {
    if (
      info.required &&
      !lines.some((l) => l.field === info.name) &&
      !doubts.some((d) => d.scope === scope && d.field === info.name)
    ) {
      out.push(`  # ${info.name}: <column>  # required: no column found; map one, or give { value: ... }`);
      notes.push(`${scope}.${info.name} is required and was not found`);
    }
  }
  if (lines.length === 0) out.push('  {}');
  return out;
}

export function renderProposal(p: Proposal): string {
  const out: string[] = [];
  out.push('# yaml-language-server: $schema=../docs/mapping.schema.json');
  out.push(
    `# Proposed by "invoice-batch mapping infer" from ${p.main.file}${p.main.sheet ? `, sheet ${p.main.sheet}` : ''}. Check every line, then run "invoice-batch mapping check".`,
  );
  out.push(
    '# Mapped lines are backed by the values in the file; lines starting "# <field>:" are doubtful alternatives, left for you to decide.',
  );
  out.push(`description: ${yamlScalar(`Mapping for files like ${p.main.file}`)}`);
  out.push('', ...sourceLines(p), '', ...layoutLines(p), '');
  out.push('invoice:', ...fieldLines(p.invoice, p.doubts, 'invoice', p.notes), '');
  out.push('items:', ...fieldLines(p.items, p.doubts, 'items', p.notes));
  if (p.taxRows?.line !== undefined) {
    const values = p.taxRows.values.map(yamlScalar).join(', ');
    const line = yamlScalar(p.taxRows.line);
    out.push(
      '',
      `taxRows: { column: ${yamlScalar(p.taxRows.header)}, equals: [${values}], line: ${line} }  # each ${values} row names its line by "${p.taxRows.line}": folded into that line's Tax`,
    );
  } else if (p.taxRows) {
    const values = p.taxRows.values.map(yamlScalar).join(', ');
    out.push(
      '',
      `# taxRows: { column: ${yamlScalar(p.taxRows.header)}, equals: [${values}] }  # suggestion: fold the ${values} rows into the Tax of their line; add line: <a column both rows share> when an invoice has several lines, then map Amount to the row's amount column and check with sumLines: gross (docs/mapping.md, taxRows)`,
    );
  }
  if (p.sumLines) out.push('', 'checks:', `  sumLines: ${p.sumLines.kind}  # ${p.sumLines.why}`);
  if (p.payeeBy === 'name')
    out.push('', 'advertisers:', '  payeeIdBy: name  # PayeeId holds advertiser names, looked up in the cached list');
  if (p.payeeBy === 'id')
    out.push(
      '',
      'advertisers:',
      '  requireKnown: true  # every PayeeId in the sample is an id of the cached advertiser list',
    );
  if (p.pdfColumn)
    out.push(
      '',
      `# attachments: { column: ${yamlScalar(p.pdfColumn)}, baseDir: . }  # PDF file names; set the folder they are in, relative to the input file`,
    );
  if (p.unused.length > 0) out.push('', `# Columns not mapped: ${p.unused.map((h) => `"${h}"`).join(', ')}`);
  if (p.notes.length > 0) out.push('', ...p.notes.map((n) => `# Note: ${n}`));
  return `${out.map(oneLine).join('\n')}\n`;
}
