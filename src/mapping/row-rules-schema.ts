/**
 * The row rules of a mapping file's source, as written: rows to skip, group heading rows, and
 * values from the lines above the header. Part of `mappingFileSchema`.
 */
import { z } from 'zod';
import { columnLetterSchema } from './field-spec-schema.js';

export const skipRuleSchema = z
  .object({
    column: z.string().min(1).optional().describe('Header text of the column the rule looks at.'),
    letter: columnLetterSchema.optional(),
    equals: z
      .union([z.string(), z.array(z.string()).min(1)])
      .optional()
      .describe('Skip when the cell equals this text (or one of these), ignoring case and surrounding spaces.'),
    matches: z.string().min(1).optional().describe('Skip when the cell text matches this regular expression.'),
    blank: z.literal(true).optional().describe('Skip when the cell is empty.'),
    until: z
      .string()
      .min(1)
      .optional()
      .describe(
        "Skip from a row the rule matches through the next row whose cell in the same column matches this regular expression, e.g. from a section's end mark to its next start mark. @default none",
      ),
    name: z
      .string()
      .min(1)
      .optional()
      .describe(
        'What the rows this rule leaves out are (subtotal, footer), as validate counts them. @default the rule itself',
      ),
  })
  .strict()
  .meta({ id: 'SkipRule', description: 'A row that is not an invoice, e.g. { column: Vendor, equals: Total }.' });

export const headingRuleSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .describe('The column name under which the rows below read the heading, e.g. Vendor; not a header of the file.'),
    column: z.string().min(1).optional().describe('Header text of the column holding the heading.'),
    letter: columnLetterSchema.optional(),
    onlyFilled: z
      .literal(true)
      .optional()
      .describe('A heading row is one whose only filled cell is this column; its text is the value.'),
    matches: z
      .string()
      .min(1)
      .optional()
      .describe(
        'A heading row is one whose cell matches this regular expression; the first group (or the match) is the value.',
      ),
  })
  .strict()
  .meta({
    id: 'HeadingRule',
    description:
      'A group heading row (a vendor written once above its rows): skipped, and its value carried onto the rows below until the next heading.',
  });

export const preambleValueSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .describe(
        'The column name under which every row reads the value, e.g. FiscalYearStart; not a header of the file.',
      ),
    row: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        'The row above the header that holds the value, as a spreadsheet shows it (a CSV record with a quoted line break is one row).',
      ),
    field: z.number().int().min(1).optional().describe('With row: the 1-based field (column) of that row.'),
    label: z
      .string()
      .min(1)
      .optional()
      .describe('The value is the first filled cell right of a cell above the header that reads this label.'),
  })
  .strict()
  .meta({
    id: 'PreambleValue',
    description:
      "A value from a line above the header (an export's first line, a title block), read on every row like a column.",
  });

export const taxRowsSchema = z
  .object({
    column: z.string().min(1).optional().describe('Header text of the column that says what a row is (Line Type).'),
    letter: columnLetterSchema.optional(),
    equals: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .optional()
      .describe(
        'A tax row is one whose cell equals this text (or one of these), ignoring case and surrounding spaces.',
      ),
    matches: z.string().min(1).optional().describe('A tax row is one whose cell matches this regular expression.'),
    line: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Header text of a column that names the line a tax row belongs to: the line with the same value in it (FBDI LINE_GROUP_NUMBER). @default none: an invoice with one line takes its tax rows; with several lines a tax row is a problem',
      ),
  })
  .strict()
  .meta({
    id: 'TaxRows',
    description:
      "Rows that carry a line's tax: not posted as lines; each row's Amount (as the items rules read it) is added to the Tax of its line.",
  });

export type SkipRuleFile = z.infer<typeof skipRuleSchema>;
export type HeadingRuleFile = z.infer<typeof headingRuleSchema>;
export type PreambleValueFile = z.infer<typeof preambleValueSchema>;
export type TaxRowsFile = z.infer<typeof taxRowsSchema>;
