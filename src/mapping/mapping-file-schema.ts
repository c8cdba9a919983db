/**
 * The mapping file as written (`MappingFile`), strict: an unknown key is an error, never ignored.
 * `compileMapping` turns it into the differently shaped `Mapping` that reading uses.
 * `docs/mapping.schema.json` is generated from `mappingFileSchema` (by test/mapping/mapping-schema-file.test.ts).
 */
import { z } from 'zod';
import { CSV_ENCODINGS } from '../sheets/csv/csv-encodings.js';
import { DELIMITER_FORMS, isDelimiter } from '../sheets/csv/delimiter-rule.js';
import { quoteValue } from '../errors.js';
import { FIELD_CATALOG, kindHint, type FieldScope } from './field-catalog.js';
import { columnLetterSchema, columnRefSchema, fieldSpecSchema } from './field-spec-schema.js';
import { advertiserRulesSchema } from '../advertisers/advertiser-rules.js';
import { headingRuleSchema, preambleValueSchema, skipRuleSchema, taxRowsSchema } from './row-rules-schema.js';

const sheetSchema = z
  .union([z.string().min(1), z.number().int().min(1)])
  .describe('Sheet by name or by 1-based position.');

const linesSourceSchema = z
  .object({
    sheet: sheetSchema,
    headerRow: z.number().int().min(1).optional().describe('Row of the header in the lines sheet. @default 1'),
    trailerRows: z.number().int().min(0).optional().describe('Rows at the end that are not data. @default 0'),
    skipRows: z.array(skipRuleSchema).optional(),
  })
  .strict()
  .describe('The lines sheet of the joined layout.');

const sourceSchema = z
  .object({
    type: z.enum(['csv', 'xlsx']).optional().describe('@default from the file extension'),
    sheet: sheetSchema
      .optional()
      .describe(
        "XLSX sheet of the invoices (or of all rows); a hidden sheet is read only by name. @default the first visible sheet, when no other visible sheet has the mapping's headers (else the file is refused; by letter only, when the workbook opens on it)",
      ),
    headerRow: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('1-based row (XLSX) or record (CSV) of the header. @default 1'),
    delimiter: z
      .string()
      .refine(isDelimiter, { error: (issue) => `expected ${DELIMITER_FORMS}, got ${quoteValue(String(issue.input))}` })
      .optional()
      .describe(
        'CSV delimiter: any one character but a double quote, a line end, a letter or a digit. @default detected among , ; tab |',
      ),
    encoding: z
      .enum(CSV_ENCODINGS)
      .optional()
      .describe(
        'CSV encoding: utf-8, utf-16le/be, the code page Excel for Windows writes "CSV" in (windows-1250 to windows-1258, windows-874), iso-8859-x, koi8-r/u, macintosh (Mac Roman, as Excel for Mac writes "CSV (Macintosh)"), or shift_jis, euc-jp, gbk, gb18030, big5, euc-kr (read; the annotated copy is written in UTF-8); a byte-order mark always wins. @default utf-8',
      ),
    preambleLines: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('CSV: physical lines above the table to skip. @default 0'),
    trailerRows: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Rows at the end of the data that are not data. @default 0'),
    decimalSeparator: z
      .enum(['.', ','])
      .optional()
      .describe('Decimal separator of amounts written as text. @default .'),
    thousandsSeparator: z
      .string()
      .max(1)
      .optional()
      .describe('Grouping separator of amounts written as text ("" for none). @default the other of . and ,'),
    dateFormats: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        'Formats of dates written as text, first match wins; date cells always work. @default [YYYY-MM-DD, YYYYMMDD]',
      ),
    skipRows: z.array(skipRuleSchema).optional().describe('Rows that are not invoices, e.g. a totals row.'),
    hiddenRows: z
      .enum(['problem', 'skip', 'read'])
      .optional()
      .describe(
        'XLSX rows hidden in the sheet (by hand or by a filter): problem makes each a problem at its row, skip drops them (counted among the rows left out by the mapping), read reads them like any row. @default problem',
      ),
    hiddenColumns: z
      .enum(['problem', 'read'])
      .optional()
      .describe(
        'XLSX columns hidden in the sheet (or of width 0) that the mapping reads: problem stops the file naming the column, read reads them like any column. @default problem',
      ),
    nullText: z
      .array(z.union([z.string().min(1), z.null()]))
      .min(1)
      .optional()
      .describe(
        'Whole cell texts read as an empty cell, such as the NULL a database export writes (unquoted NULL counts as "NULL"); a cell reading NULL, null or \\N is otherwise a problem at its cell. @default none',
      ),
    questionMarks: z
      .enum(['problem', 'read'])
      .optional()
      .describe(
        'Text cells with ? where letters were (an export to a code page that lacks them, such as Windows PowerShell 5.1 Export-Csv without -Encoding UTF8): problem makes each a problem at its cell, read posts them as written. @default problem',
      ),
    headings: z
      .array(headingRuleSchema)
      .optional()
      .describe('Group heading rows whose value the rows below carry (reports grouped by vendor). @default none'),
    preamble: z
      .array(preambleValueSchema)
      .optional()
      .describe(
        'Values from lines above the header, used like columns in fields, templates and formulas. @default none',
      ),
    maxCellChars: z
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .optional()
      .describe(
        'XLSX: a cell or shared string longer than this refuses the file. @default 32767 (the most Excel holds)',
      ),
    maxSharedStrings: z
      .number()
      .int()
      .min(1)
      .max(100_000_000)
      .optional()
      .describe('XLSX: a workbook with more shared strings than this is refused. @default 1000000'),
    maxSharedStringChars: z
      .number()
      .int()
      .min(1)
      .max(1_000_000_000)
      .optional()
      .describe(
        'XLSX: a workbook whose shared strings add up to more characters than this is refused. @default 64000000',
      ),
    lines: linesSourceSchema.optional(),
  })
  .strict();

const keySchema = z
  .union([columnRefSchema, z.array(columnRefSchema).min(1)])
  .meta({ id: 'Key', description: 'Column(s) whose values together identify an invoice.' });

const layoutSchema = z
  .object({
    type: z
      .enum(['one-row', 'grouped', 'joined'])
      .describe(
        'one-row: a row is an invoice with one line; grouped: consecutive rows with the same key are the lines of one invoice; joined: an invoices sheet and a lines sheet.',
      ),
    key: keySchema.optional().describe('grouped and joined: the invoice key (on the invoices sheet when joined).'),
    linesKey: keySchema.optional().describe('joined: the key columns on the lines sheet. @default key'),
  })
  .strict();

function fieldsObject(scope: FieldScope) {
  const shape: Record<string, z.ZodOptional<typeof fieldSpecSchema>> = {};
  for (const field of FIELD_CATALOG[scope]) {
    shape[field.name] = fieldSpecSchema
      .optional()
      .describe(`${field.required ? 'Required. ' : ''}Expects ${kindHint(field.kind)}.`);
  }
  return z.object(shape).strict();
}

export const mappingFileSchema = z
  .object({
    description: z.string().optional().describe('What files this mapping reads, for people.'),
    source: sourceSchema.optional().describe('Where the table is in the file and how its text is written.'),
    layout: layoutSchema.optional().describe('How rows form invoices. @default { type: one-row }'),
    invoice: fieldsObject('invoice').describe(
      'Invoice fields, each from a column, a constant, a template or a default.',
    ),
    items: fieldsObject('items').optional().describe('InvoiceItems fields, read from each line row.'),
    taxRows: taxRowsSchema
      .optional()
      .describe('grouped and joined: rows whose amount is folded into the Tax of a line. @default none'),
    contacts: z.array(fieldsObject('contacts')).optional().describe('Contacts of each invoice; one entry per contact.'),
    events: z.array(fieldsObject('events')).optional().describe('Events of each invoice; one entry per event.'),
    attachments: z
      .object({
        column: z.string().min(1).optional().describe('Header text of the column holding the PDF file name.'),
        letter: columnLetterSchema.optional(),
        baseDir: z
          .string()
          .min(1)
          .optional()
          .describe('Folder of the PDFs, relative to the input file. @default the input file folder'),
        maxSizeMb: z.number().min(0.001).max(200).optional().describe('Largest PDF accepted, MB. @default 20'),
      })
      .strict()
      .optional()
      .describe('A PDF per invoice from a file-name column; paths may not leave baseDir.'),
    checks: z
      .object({
        sumLines: z
          .union([z.boolean(), z.enum(['gross', 'net'])])
          .optional()
          .describe(
            'Compare the lines with Invoice_Amount: gross (or true) sums Amount + Tax, net sums Amount. @default false',
          ),
        currencies: z
          .array(z.string().regex(/^[A-Z]{3}$/, 'expected a three-letter currency code in upper case'))
          .optional()
          .describe(
            'Currency codes ISO 4217 does not list that the finance system takes; any other such CurrencyCode is a problem. @default []',
          ),
        creditWords: z
          .boolean()
          .optional()
          .describe(
            'A row with a cell whose whole text names a credit note (Nota de crédito, Credit memo, Avoir, Dobropis; not a correction either way such as Storno, nor a Gutschrift) and a positive Invoice_Amount is a problem; false posts such rows as written. @default true',
          ),
        dateOrder: z
          .boolean()
          .optional()
          .describe(
            'A date column whose every date reads both day first and month first, and spans months as read but days the other way (02/01 to 12/01 read as MM/DD), is a problem at each date; false reads the dates as the formats say. @default true',
          ),
      })
      .strict()
      .optional(),
    advertisers: advertiserRulesSchema.optional(),
    vendorName: columnRefSchema
      .optional()
      .describe(
        "Header text (or { letter: C }, where two columns share the header) of the column holding the vendor's name, on the invoices sheet: shown next to PayeeId in the results, never posted. @default none (with advertisers payeeIdBy: name, the name written as PayeeId)",
      ),
    dueDate: columnRefSchema
      .optional()
      .describe(
        "Header text (or { letter: C }, where two columns share the header) of the column holding the invoice's due date, on the invoices sheet, read with source.dateFormats: shown after the invoice date in the results, never posted (the Invoice model has no due date). @default none (the Due date column is empty)",
      ),
  })
  .strict();

export type MappingFile = z.infer<typeof mappingFileSchema>;
