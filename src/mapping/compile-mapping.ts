/**
 * MappingFile (as written, already schema-checked) -> Mapping (what reading uses). Semantic
 * mistakes the schema cannot see (a bad date format or regular expression, a key missing from a
 * layout) throw a ConfigError at the mapping line and column.
 */
import { ConfigError } from '../errors.js';
import type { TableOptions } from '../sheets/sheet-row.js';
import type { CellReading, ColumnRef, FieldRule, Layout, Mapping, SheetSource, SkipRule } from './compiled-mapping.js';
import { compileFieldRule, type RuleContext } from './compile-field-rule.js';
import type { FormulaCompiler, FormulaScope } from './compile-formula-rule.js';
import { orderFormulaRules } from './order-formula-rules.js';
import { amountFormatOf, compileDateFormats, type StepDefaults } from './compile-step.js';
import { compileHeadingRule, compilePreambleValue, compileSkipRule, compileTaxRows } from './compile-row-rules.js';
import { FIELD_CATALOG, type FieldScope } from './field-catalog.js';
import type { ColumnRefFile, FieldSpecFile } from './field-spec-schema.js';
import type { MappingFile } from './mapping-file-schema.js';
import type { SkipRuleFile } from './row-rules-schema.js';
import { compileAdvertiserRules } from '../advertisers/advertiser-rules.js';
import { DEFAULT_MAX_PDF_BYTES } from '../invoice/pdf-size.js';
import { dayMonthOrderWarnings } from './day-month-orders.js';
import { compileCarriedColumns } from './compile-carried-columns.js';

/** Where a path of the mapping file is, as line and column; with `offset`, that character of a string value. */
export type Locate = (path: readonly PropertyKey[], offset?: number) => { line: number; column: number };

const DEFAULT_DATE_FORMATS = ['YYYY-MM-DD', 'YYYYMMDD'];

/** `compileFormula` is needed when the file has a `formula:` spec. */
export function compileMapping(
  file: MappingFile,
  mappingPath: string,
  yaml: { locate: Locate; writtenText?: (path: readonly PropertyKey[]) => string | undefined },
  compileFormula?: FormulaCompiler,
): Mapping {
  const { locate } = yaml;
  const at = (path: readonly PropertyKey[]) => {
    const { line, column } = locate(path);
    return `${mappingPath}:${line}:${column}`;
  };
  const failAt = (path: readonly PropertyKey[], offset: number | undefined, message: string): never => {
    const { line, column } = locate(path, offset);
    const where = path.length ? `${path.map(String).join('.')}: ` : '';
    throw new ConfigError(`${mappingPath}:${line}:${column}: ${where}${message}`);
  };
  const fail = (path: readonly PropertyKey[], message: string): never => failAt(path, undefined, message);

  const src = file.source ?? {};
  const defaults: StepDefaults = {
    dateFormats: compileDateFormats(src.dateFormats ?? DEFAULT_DATE_FORMATS, (m) => fail(['source', 'dateFormats'], m)),
    amountFormat: amountFormatOf(src.decimalSeparator, src.thousandsSeparator),
  };
  if (defaults.amountFormat.thousandsSeparator === defaults.amountFormat.decimalSeparator) {
    fail(['source', 'thousandsSeparator'], 'the thousands separator equals the decimal separator');
  }

  const columnRef = (ref: ColumnRefFile, path: PropertyKey[]): ColumnRef =>
    typeof ref === 'string' ? { header: ref, at: at(path) } : { letter: ref.letter.toUpperCase(), at: at(path) };
  const keyRefs = (key: ColumnRefFile | ColumnRefFile[], path: PropertyKey[]): ColumnRef[] =>
    Array.isArray(key) ? key.map((k, i) => columnRef(k, [...path, i])) : [columnRef(key, path)];

  const skipRules = (rules: SkipRuleFile[] | undefined, path: PropertyKey[]): SkipRule[] =>
    (rules ?? []).map((rule, i) => compileSkipRule(rule, [...path, i], at, fail));

  const table: TableOptions = {
    type: src.type,
    sheet: src.sheet,
    headerRow: src.headerRow,
    preambleLines: src.preambleLines,
    trailerRows: src.trailerRows,
    delimiter: src.delimiter,
    encoding: src.encoding,
    maxCellChars: src.maxCellChars,
    maxSharedStrings: src.maxSharedStrings,
    maxSharedStringChars: src.maxSharedStringChars,
  };
  const hiddenRows = src.hiddenRows ?? 'problem';
  const hiddenColumns = src.hiddenColumns ?? 'problem';
  // YAML reads an unquoted NULL, null or ~ as no value: it is taken as the text it was written as.
  const reading: CellReading = {
    nullTexts: new Set(
      (src.nullText ?? []).map((text, i) => text ?? yaml.writtenText?.(['source', 'nullText', i]) ?? 'null'),
    ),
    questionMarks: src.questionMarks ?? 'problem',
  };
  const source: SheetSource = {
    table,
    reading,
    hiddenRows,
    hiddenColumns,
    skipRows: skipRules(src.skipRows, ['source', 'skipRows']),
    headings: (src.headings ?? []).map((rule, i) => compileHeadingRule(rule, ['source', 'headings', i], at, fail)),
    preamble: (src.preamble ?? []).map((v, i) => compilePreambleValue(v, ['source', 'preamble', i], at, fail)),
  };

  const layoutFile = file.layout ?? { type: 'one-row' as const };
  let layout: Layout;
  let linesSource: SheetSource | undefined;
  if (layoutFile.type === 'one-row') {
    if (layoutFile.key || layoutFile.linesKey) fail(['layout'], 'one-row has no key; use type grouped or joined');
    layout = { type: 'one-row' };
  } else if (layoutFile.type === 'grouped') {
    if (!layoutFile.key)
      fail(['layout'], 'grouped needs key: the column(s) that identify an invoice, e.g. key: [Vendor No, Invoice No]');
    if (layoutFile.linesKey) fail(['layout', 'linesKey'], 'linesKey is for the joined layout');
    layout = { type: 'grouped', key: keyRefs(layoutFile.key!, ['layout', 'key']) };
  } else {
    if (!layoutFile.key)
      fail(['layout'], 'joined needs key: the column(s) of the invoices sheet that identify an invoice');
    if (!src.lines)
      fail(['source'], 'joined needs source.lines with the sheet of the lines, e.g. lines: { sheet: Lines }');
    if (src.type === 'csv')
      fail(['source', 'type'], 'joined reads two sheets of one workbook; a CSV file has one table');
    const key = keyRefs(layoutFile.key!, ['layout', 'key']);
    const linesKey = layoutFile.linesKey
      ? keyRefs(layoutFile.linesKey, ['layout', 'linesKey'])
      : key.map((k) => ({ ...k }));
    if (linesKey.length !== key.length)
      fail(['layout', 'linesKey'], `expected ${key.length} column(s) like key, got ${linesKey.length}`);
    layout = { type: 'joined', key, linesKey };
    const lines = src.lines!;
    linesSource = {
      table: {
        type: 'xlsx',
        sheet: lines.sheet,
        headerRow: lines.headerRow,
        trailerRows: lines.trailerRows,
        maxCellChars: src.maxCellChars,
        maxSharedStrings: src.maxSharedStrings,
        maxSharedStringChars: src.maxSharedStringChars,
      },
      reading,
      hiddenRows,
      hiddenColumns,
      skipRows: skipRules(lines.skipRows, ['source', 'lines', 'skipRows']),
      headings: [],
      preamble: [],
    };
  }
  if (src.lines && layout.type !== 'joined')
    fail(['source', 'lines'], 'a lines sheet is read by the joined layout only');

  const mappedKinds = (scope: FieldScope, specs: Record<string, FieldSpecFile | undefined> | undefined) =>
    new Map(
      FIELD_CATALOG[scope]
        .filter((info) => specs?.[info.name] !== undefined)
        .map((info) => [info.name, info.kind] as const),
    );
  const itemKinds = mappedKinds('items', file.items);

  const rules = (
    scope: FieldScope,
    specs: Record<string, FieldSpecFile | undefined> | undefined,
    path: PropertyKey[],
  ): FieldRule[] => {
    const out: FieldRule[] = [];
    const formulaScope: FormulaScope = {
      fields: mappedKinds(scope, specs),
      items: scope === 'invoice' ? itemKinds : undefined,
      invoiceColumns: scope === 'items',
    };
    for (const info of FIELD_CATALOG[scope]) {
      const spec = specs?.[info.name];
      if (spec === undefined) continue;
      const fieldPath = [...path, info.name];
      const ctx: RuleContext = {
        ...defaults,
        at: (p) => at([...fieldPath, ...p]),
        fail: (p, m) => fail([...fieldPath, ...p], m),
        failAt: (p, offset, m) => failAt([...fieldPath, ...p], offset, m),
        writtenText: (p) => yaml.writtenText?.([...fieldPath, ...p]),
        allowSequence: scope === 'items',
        formulaScope,
        compileFormula,
      };
      const rule = compileFieldRule(info, spec, ctx);
      if (rule.source.type === 'column' || rule.source.type === 'template') rule.reading = reading;
      out.push(rule);
    }
    return orderFormulaRules(out, (field, m) => fail([...path, field, 'formula'], m));
  };

  const invoice = rules('invoice', file.invoice, ['invoice']);
  const items = rules('items', file.items, ['items']);
  const contacts = (file.contacts ?? []).map((c, i) => rules('contacts', c, ['contacts', i]));
  const events = (file.events ?? []).map((e, i) => rules('events', e, ['events', i]));

  let attachments: Mapping['attachments'];
  if (file.attachments) {
    const a = file.attachments;
    if ((a.column === undefined) === (a.letter === undefined))
      fail(['attachments'], 'give the column (or letter) that holds the PDF file name');
    attachments = {
      column:
        a.column !== undefined
          ? { header: a.column, at: at(['attachments', 'column']) }
          : { letter: a.letter!.toUpperCase(), at: at(['attachments', 'letter']) },
      baseDir: a.baseDir,
      maxBytes: a.maxSizeMb !== undefined ? Math.round(a.maxSizeMb * 1024 * 1024) : DEFAULT_MAX_PDF_BYTES,
    };
  }

  if (file.taxRows && layout.type === 'one-row')
    fail(['taxRows'], 'a tax row folds into a line of the same invoice; use layout grouped or joined');
  const taxRows = file.taxRows ? compileTaxRows(file.taxRows, ['taxRows'], at, fail) : undefined;

  const sumLines = file.checks?.sumLines;
  const warnings = [
    ...missingRequired(invoice, items),
    ...dayMonthOrderWarnings(src.dateFormats ?? [], 'source.dateFormats'),
  ];
  return {
    file: mappingPath,
    description: file.description,
    source,
    linesSource,
    layout,
    invoice,
    items,
    taxRows,
    contacts,
    events,
    attachments,
    checks: {
      sumLines: sumLines === true ? 'gross' : sumLines === false ? undefined : sumLines,
      currencies: new Set(file.checks?.currencies),
      creditWords: file.checks?.creditWords ?? true,
      dateOrder: file.checks?.dateOrder ?? true,
    },
    advertisers: compileAdvertiserRules(file.advertisers),
    ...compileCarriedColumns(file, defaults, at),
    warnings,
  };
}

function missingRequired(invoice: FieldRule[], items: FieldRule[]): string[] {
  const warnings: string[] = [];
  const mapped = (rules: FieldRule[], name: string) => rules.some((r) => r.field === name);
  for (const info of FIELD_CATALOG.invoice) {
    if (info.required && !mapped(invoice, info.name))
      warnings.push(`invoice.${info.name} is required by the model but not mapped; every invoice will miss it`);
  }
  for (const info of FIELD_CATALOG.items) {
    if (info.required && !mapped(items, info.name))
      warnings.push(`items.${info.name} is required by the model but not mapped; every line will miss it`);
  }
  return warnings;
}
