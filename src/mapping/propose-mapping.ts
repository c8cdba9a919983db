/**
 * A proposed mapping, as commented YAML, from the header row and a sample of rows. Every line it
 * writes is accepted by `mapping check`; what it could not find is left as a comment. Pure.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import { FIELD_CATALOG, fieldInfo } from './field-catalog.js';
import { matchHeaders, type HeaderMatch } from './match-headers.js';
import { isTotalLabel, keysRepeat, looksUnpadded, proposeCurrency, proposeDateFormats, proposeDecimalSeparator, proposeFlagMap, textSamples } from './sample-values.js';

export interface SampledTable {
  file: string;
  type: 'csv' | 'xlsx';
  sheet: string | undefined;
  headerRow: number;
  headers: string[];
  /** Up to a few hundred data rows. */
  rows: SheetRow[];
  /** The sample reached the end of the table. */
  complete: boolean;
}

export interface ProposalInput {
  main: SampledTable;
  /** The lines sheet when the workbook has an invoices sheet and a lines sheet. */
  lines?: SampledTable | undefined;
  delimiter?: string | undefined;
  encoding?: string | undefined;
}

/** A YAML scalar: plain where that is unambiguous, double-quoted otherwise. */
export function yamlScalar(text: string): string {
  const plain = /^[A-Za-z\u00C0-\u024F][\w\u00C0-\u024F .\-/()%#&]*$/u.test(text) && !/ $/.test(text) && !/ #|: /.test(text);
  const reserved = /^(?:y|n|yes|no|on|off|true|false|null)$/i.test(text);
  return plain && !reserved ? text : JSON.stringify(text);
}

function columnCells(rows: readonly SheetRow[], index: number) {
  return rows.map((r) => r.cells[index]);
}

interface FieldLine {
  field: string;
  spec: string;
  comment: string;
}

function specFor(match: HeaderMatch, rows: readonly SheetRow[], notes: string[]): FieldLine {
  const info = fieldInfo(match.scope, match.field)!;
  const cells = columnCells(rows, match.index);
  const header = yamlScalar(match.header);
  const loose = match.score < 1 ? `loose match of "${match.header}"; check it` : `from "${match.header}"`;
  if (info.kind === 'flag') {
    const map = proposeFlagMap(cells);
    if (map) {
      const pairs = Object.entries(map).map(([k, v]) => `${yamlScalar(k)}: ${v}`).join(', ');
      return { field: match.field, spec: `{ column: ${header}, transform: { map: { ${pairs} } } }`, comment: loose };
    }
  }
  if (match.field === 'PayeeId' && looksUnpadded(cells, 10)) {
    notes.push(`PayeeId values in "${match.header}" are shorter than 10 digits; if the finance system's ids have leading zeros, add transform: { pad: 10 }`);
  }
  return { field: match.field, spec: header, comment: loose };
}

function keyColumns(matches: readonly HeaderMatch[]): HeaderMatch[] {
  const payee = matches.find((m) => m.scope === 'invoice' && m.field === 'PayeeId');
  const number = matches.find((m) => m.scope === 'invoice' && m.field === 'Invoice_Number');
  const id = matches.find((m) => m.scope === 'invoice' && m.field === 'InvoiceId');
  if (payee && number) return [payee, number];
  return number ? [number] : id ? [id] : [];
}

function keyText(row: SheetRow, key: readonly HeaderMatch[]): string {
  return key.map((k) => cellText(row.cells[k.index]).trim()).join('\u0000');
}

/** Renders the proposal. */
export function proposeMapping(input: ProposalInput): string {
  const { main, lines } = input;
  const notes: string[] = [];
  const joined = lines !== undefined;
  const mainMatches = matchHeaders(main.headers, joined ? ['invoice'] : ['invoice', 'items']);
  const lineMatches = lines ? matchHeaders(lines.headers, ['items']) : mainMatches.filter((m) => m.scope === 'items');
  const invoiceMatches = mainMatches.filter((m) => m.scope === 'invoice');
  const key = lines ? joinKey(invoiceMatches, lines) : keyColumns(invoiceMatches);
  const grouped = !joined && key.length > 0 && keysRepeat(main.rows.map((r) => keyText(r, key)));

  // Dates and amounts written as text decide the source's formats.
  const dateSamples: string[] = [];
  const amountSamples: string[] = [];
  const collect = (matches: readonly HeaderMatch[], rows: readonly SheetRow[], scope: 'invoice' | 'items') => {
    for (const m of matches) {
      const kind = fieldInfo(scope, m.field)?.kind;
      const samples = textSamples(columnCells(rows, m.index));
      if (kind === 'date') dateSamples.push(...samples);
      if (kind === 'amount') amountSamples.push(...samples);
    }
  };
  collect(invoiceMatches, main.rows, 'invoice');
  collect(lineMatches, lines?.rows ?? main.rows, 'items');
  const dateFormats = proposeDateFormats(dateSamples);
  const decimal = proposeDecimalSeparator(amountSamples);
  const currency = proposeCurrency(amountSamples);
  const skipRule = totalsRule(main, [...key, ...invoiceMatches]);
  const trailer = trailerRows(main);

  const linesKeyNames = new Set<string>();
  const out: string[] = [];
  out.push(`# yaml-language-server: $schema=../docs/mapping.schema.json`);
  out.push(`# Proposed by "invoice-batch mapping infer" from ${main.file}${main.sheet ? `, sheet ${main.sheet}` : ''}. Check every line, then run "invoice-batch mapping check".`);
  out.push(`description: ${yamlScalar(`Mapping for files like ${main.file}`)}`);
  out.push('');
  out.push('source:');
  out.push(`  type: ${main.type}`);
  if (main.sheet) out.push(`  sheet: ${yamlScalar(main.sheet)}`);
  if (main.headerRow !== 1) out.push(`  headerRow: ${main.headerRow}  # rows above the header are titles`);
  if (trailer) out.push(`  trailerRows: ${trailer}  # the last row is a report trailer, not data`);
  if (input.delimiter) out.push(`  delimiter: ${JSON.stringify(input.delimiter)}`);
  if (input.encoding && input.encoding !== 'utf-8') out.push(`  encoding: ${input.encoding}  # the file is not valid UTF-8`);
  if (decimal === ',') out.push(`  decimalSeparator: ","  # amounts are written like 1.234,50`);
  if (dateFormats.length > 0) {
    const ambiguous = dateFormats.includes('MM/DD/YYYY') && dateFormats.includes('DD/MM/YYYY');
    out.push(`  dateFormats: [${dateFormats.slice(0, 2).join(', ')}]${ambiguous ? '  # day and month are ambiguous in the sample: keep the one your system writes' : ''}`);
  }
  if (skipRule) {
    out.push('  skipRows:');
    out.push(`    - { column: ${yamlScalar(skipRule.header)}, equals: ${yamlScalar(skipRule.label)} }  # a totals row`);
  }
  if (lines) {
    out.push('  lines:');
    out.push(`    sheet: ${yamlScalar(lines.sheet ?? '2')}`);
    if (lines.headerRow !== 1) out.push(`    headerRow: ${lines.headerRow}`);
  }
  out.push('');

  if (joined) {
    const linesKey = key.map((k) => lineKeyFor(k, lines)).filter((k): k is string => k !== undefined);
    // The key column of the lines sheet needs no item field of its own.
    for (const h of linesKey) linesKeyNames.add(h.toLowerCase());
    lineMatches.splice(0, lineMatches.length, ...lineMatches.filter((m) => !linesKeyNames.has(m.header.toLowerCase())));
    if (key.length > 0 && linesKey.length === key.length) {
      out.push(`layout:`);
      out.push(`  type: joined`);
      out.push(`  key: [${key.map((k) => yamlScalar(k.header)).join(', ')}]`);
      out.push(`  linesKey: [${linesKey.map(yamlScalar).join(', ')}]`);
    } else {
      notes.push('no column was found that links the lines sheet to the invoices sheet; set layout.key and layout.linesKey');
      out.push(`# layout: { type: joined, key: [<invoice key column>], linesKey: [<same key on the lines sheet>] }`);
    }
  } else if (grouped) {
    out.push(`layout:  # several rows share an invoice key: one row per line, header fields repeated`);
    out.push(`  type: grouped`);
    out.push(`  key: [${key.map((k) => yamlScalar(k.header)).join(', ')}]`);
  } else {
    out.push(`layout:`);
    out.push(`  type: one-row  # every row is one invoice with one line`);
  }
  out.push('');

  out.push('invoice:');
  const invoiceLines = invoiceMatches.map((m) => specFor(m, main.rows, notes));
  const has = (field: string) => invoiceLines.some((l) => l.field === field);
  const payee = invoiceMatches.find((m) => m.field === 'PayeeId');
  const number = invoiceMatches.find((m) => m.field === 'Invoice_Number');
  if (!has('InvoiceId') && payee && number) {
    invoiceLines.unshift({ field: 'InvoiceId', spec: `{ template: ${JSON.stringify(`{${payee.header}}-{${number.header}}`)} }`, comment: 'no id column: built from vendor and number' });
  }
  const itemAmount = lineMatches.find((m) => m.field === 'Amount');
  if (!has('Invoice_Amount') && !joined && !grouped && itemAmount) {
    invoiceLines.push({ field: 'Invoice_Amount', spec: yamlScalar(itemAmount.header), comment: 'the one line\'s amount is the invoice amount' });
  }
  if (!has('CurrencyCode') && currency) {
    invoiceLines.push({ field: 'CurrencyCode', spec: `{ value: ${currency} }`, comment: `no currency column; amounts are written with its sign` });
  }
  writeFields(out, invoiceLines, 'invoice', notes);
  out.push('');

  out.push('items:');
  const itemLines = lineMatches.map((m) => specFor(m, lines?.rows ?? main.rows, notes));
  const hasItem = (field: string) => itemLines.some((l) => l.field === field);
  if (!hasItem('Line_Number')) itemLines.unshift({ field: 'Line_Number', spec: '{ sequence: true }', comment: 'numbered 1, 2, 3 within each invoice' });
  if (!hasItem('Amount') && !joined && !grouped) {
    const total = invoiceMatches.find((m) => m.field === 'Invoice_Amount');
    if (total) itemLines.push({ field: 'Amount', spec: yamlScalar(total.header), comment: 'the one line carries the invoice amount' });
  }
  writeFields(out, itemLines, 'items', notes);

  const pdfColumn = main.headers.find((h) => /pdf|attachment|anhang|beleg ?datei/i.test(h));
  if (pdfColumn) {
    out.push('');
    out.push(`# attachments: { column: ${yamlScalar(pdfColumn)}, baseDir: . }  # PDF file names; set the folder they are in, relative to the input file`);
  }

  const unused = [...new Set([...unmatched(main.headers, mainMatches), ...(lines ? unmatched(lines.headers, lineMatches).filter((h) => !linesKeyNames.has(h.toLowerCase())) : [])])];
  if (unused.length > 0) {
    out.push('');
    out.push(`# Columns not mapped: ${unused.map((h) => `"${h}"`).join(', ')}`);
  }
  if (notes.length > 0) {
    out.push('');
    for (const note of notes) out.push(`# Note: ${note}`);
  }
  return `${out.join('\n')}\n`;
}

/** The key of a joined workbook: a column both sheets have, preferably one that looks like an invoice id or number. */
function joinKey(invoiceMatches: readonly HeaderMatch[], lines: SampledTable): HeaderMatch[] {
  const inLines = new Set(lines.headers.map((h) => h.toLowerCase().replace(/\s+/g, '')).filter(Boolean));
  const shared = invoiceMatches.filter((m) => inLines.has(m.header.toLowerCase().replace(/\s+/g, '')));
  const preferred = ['InvoiceId', 'Invoice_Number'].map((f) => shared.find((m) => m.field === f)).find((m) => m !== undefined);
  if (preferred) return [preferred];
  return shared.length > 0 ? [shared[0]!] : keyColumns(invoiceMatches);
}

/** A skip rule for a totals row found in the sample, looking at the key columns and the first column. */
function totalsRule(table: SampledTable, candidates: readonly HeaderMatch[]): { header: string; label: string } | undefined {
  const columns = [...new Set([...candidates.map((c) => c.index), 0])];
  for (const row of table.rows) {
    for (const index of columns) {
      const text = cellText(row.cells[index]).trim();
      const header = table.headers[index];
      if (header && isTotalLabel(text)) return { header, label: text };
    }
  }
  return undefined;
}

/** 1 when the sample reached the end and its last row holds a single cell, like a report trailer. */
function trailerRows(table: SampledTable): number {
  const last = table.rows[table.rows.length - 1];
  if (!table.complete || !last || table.rows.length < 2) return 0;
  const filled = last.cells.filter((c) => c && c.kind !== 'empty').length;
  const header = table.headers.filter((h) => h.trim() !== '').length;
  return filled === 1 && header > 2 && !isTotalLabel(cellText(last.cells.find((c) => c && c.kind !== 'empty'))) ? 1 : 0;
}

function lineKeyFor(key: HeaderMatch, lines: SampledTable | undefined): string | undefined {
  if (!lines) return undefined;
  const wanted = key.header.toLowerCase().replace(/\s+/g, '');
  const same = lines.headers.find((h) => h.toLowerCase().replace(/\s+/g, '') === wanted);
  if (same) return same;
  const match = matchHeaders(lines.headers, ['invoice']).find((m) => m.field === key.field);
  return match?.header;
}

function unmatched(headers: readonly string[], matches: readonly HeaderMatch[]): string[] {
  const used = new Set(matches.map((m) => m.index));
  return headers.filter((h, i) => h.trim() !== '' && !used.has(i));
}

function writeFields(out: string[], lines: FieldLine[], scope: 'invoice' | 'items', notes: string[]): void {
  const width = Math.max(0, ...lines.map((l) => `  ${l.field}: ${l.spec}`.length));
  for (const l of lines) out.push(`${`  ${l.field}: ${l.spec}`.padEnd(width)}  # ${l.comment}`);
  for (const info of FIELD_CATALOG[scope]) {
    if (info.required && !lines.some((l) => l.field === info.name)) {
      out.push(`  # ${info.name}: <column>  # required: no column found; map one, or give { value: ... }`);
      notes.push(`${scope}.${info.name} is required and was not found`);
    }
  }
  if (lines.length === 0) out.push('  {}');
}
