/**
 * How one field of a mapping file is written: a header name, or an object that names a column,
 * a constant, a template or a sequence, with transforms and a default. Schema only, as written.
 */
import { z } from 'zod';

/** A constant as written in YAML; numbers and booleans are read as their text. */
export const scalarSchema = z.union([z.string(), z.number(), z.boolean()]).meta({ id: 'Constant' });

export const columnLetterSchema = z
  .string()
  .regex(/^[A-Za-z]{1,3}$/, 'expected a column letter such as C or AB')
  .meta({
    id: 'ColumnLetter',
    description: 'Column letter as Excel shows it, e.g. C; use it where the header is blank or unreliable.',
  });

/** A column named by its header text (case- and space-insensitive) or `{ letter: C }`. */
export const columnRefSchema = z
  .union([
    z.string().min(1, 'expected a header name').describe('Header text, case- and space-insensitive.'),
    z.object({ letter: columnLetterSchema }).strict(),
  ])
  .meta({ id: 'ColumnRef' });

export const STEP_NAMES = ['trim', 'upper', 'lower', 'date', 'amount', 'rate'] as const;

const stepObjectSchema = z
  .object({
    date: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .optional()
      .describe('Parse a date with these formats (first that fits wins), e.g. [DD.MM.YYYY, serial].'),
    amount: z
      .object({
        decimalSeparator: z.enum(['.', ',']).optional().describe('@default source.decimalSeparator'),
        thousandsSeparator: z.string().max(1).optional().describe('@default source.thousandsSeparator'),
      })
      .strict()
      .optional()
      .describe('Parse an amount with its own separators.'),
    rate: z
      .object({
        fraction: z.boolean().optional().describe('Plain numbers are fractions: 0.19 means 19 %. @default false'),
      })
      .strict()
      .optional()
      .describe('Parse a tax rate to two places.'),
    map: z
      .record(z.string(), scalarSchema)
      .optional()
      .describe(
        'Replace whole values, matched case-insensitively after trimming, e.g. { J: Y, N: N }; others pass unchanged.',
      ),
    extract: z
      .string()
      .min(1)
      .optional()
      .describe('Regular expression; the value becomes its first group (or the whole match). No match is a problem.'),
    pad: z
      .union([
        z.number().int().min(1).max(64),
        z.object({ length: z.number().int().min(1).max(64), with: z.string().length(1).optional() }).strict(),
      ])
      .optional()
      .describe('Pad on the left to this length with zeros (or `with`), e.g. 10 turns 100001 into 0000100001.'),
  })
  .strict();

export const transformStepSchema = z
  .union([
    z.enum(STEP_NAMES).describe('trim, upper, lower, or date/amount/rate with the source defaults.'),
    stepObjectSchema,
  ])
  .meta({ id: 'TransformStep' });

export const fieldSpecObjectSchema = z
  .object({
    column: z.string().min(1).optional().describe('Header text of the column holding the value.'),
    letter: columnLetterSchema.optional(),
    value: scalarSchema.optional().describe('A constant, in the form the field expects (dates YYYYMMDD).'),
    template: z
      .string()
      .min(1)
      .optional()
      .describe('Text with {Header} placeholders, e.g. "INV-{Vendor No}-{Number}"; empty when a placeholder is empty.'),
    sequence: z.literal(true).optional().describe('Items only: the position of the line in its invoice, 1, 2, 3 ...'),
    formula: z
      .string()
      .min(1)
      .max(4000)
      .optional()
      .describe(
        "An Excel-like formula computed per record with exact decimals, e.g. 'ROUND([Quantity] * [Unit Price], 2)'. [Header] is a cell of the row, a bare name a mapped field of the same record, invoice[Header] a cell of the invoice row (items), items.Field a line field inside SUM, MIN, MAX, COUNT (invoice). Write it in single quotes in YAML.",
      ),
    transform: z
      .union([transformStepSchema, z.array(transformStepSchema)])
      .optional()
      .describe('Steps applied in order to a non-empty value.'),
    default: scalarSchema
      .optional()
      .describe('Used when the value is empty, in the form the field expects; not transformed.'),
    decimals: z
      .number()
      .int()
      .min(0)
      .max(4)
      .optional()
      .describe(
        "Amount fields only: the decimal places a value may have, for a field the finance system wants with more places than the currency has (EUR 2, JPY 0, BHD 3), e.g. 4. @default the currency's minor unit (ISO 4217)",
      ),
  })
  .strict();

export const fieldSpecSchema = z
  .union([
    z.string().min(1, 'expected a header name').describe('Header text of the column holding the value.'),
    fieldSpecObjectSchema,
  ])
  .meta({ id: 'FieldSpec' });

export type TransformStepFile = z.infer<typeof transformStepSchema>;
export type FieldSpecFile = z.infer<typeof fieldSpecSchema>;
export type ColumnRefFile = z.infer<typeof columnRefSchema>;
