/**
 * Tax rows posted as tax-only lines: where a row-type column marks some rows of each invoice as
 * tax (Tradeshift's `TAX`, Ariba's `Tax`, Sage X3's `TVA`) and every row's amount, tax rows
 * included, adds up to the invoice total in the sample, a tax row's amount is its line's `Tax`
 * and its `Amount` is 0 (docs/mapping.md, Row types), checked with `sumLines: gross`. A credit
 * note written unsigned beside a document type is signed as elsewhere. Pure.
 */
import { proposeSumLines, sumEvidence } from './check-sample-sums.js';
import type { FieldChoice } from './choose-fields.js';
import { findCreditTypeColumn } from './find-credit-type-column.js';
import type { LayoutChoice } from './find-layout.js';
import { namesWithholding } from './names-withholding.js';
import { TAX_TYPES, type RowTypeColumn } from './find-row-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine, formulaSpec } from './render-proposal.js';
import { signFormula, writingOf } from './sign-credit-notes.js';

// Rows that are neither a line nor its tax: a payment or a withholding is no line to post.
const notALine = (type: string) => /payment|prepayment/i.test(type) || namesWithholding(type);

export interface TaxRowLines {
  items: FieldLine[];
  sumLines: { kind: 'gross'; why: string };
  /** Tax rows that name their line: folded into it by `taxRows`, rather than posted as lines. */
  fold?: { header: string; values: string[]; line: string } | undefined;
}

/**
 * The column by which each tax row names its line (Cegid's `N° ligne`, FBDI's
 * `LINE_GROUP_NUMBER`): on every tax row filled with the value of exactly one other row of its invoice.
 */
function lineColumn(
  profiles: readonly ColumnProfile[],
  isTaxRow: (row: number) => boolean,
  invoiceOfLine: readonly number[],
  skip: ReadonlySet<number>,
): string | undefined {
  return profiles.find((p) => {
    if (skip.has(p.index)) return false;
    let taxRows = 0;
    const ok = invoiceOfLine.every((invoice, row) => {
      if (!isTaxRow(row) || invoice < 0) return true;
      taxRows++;
      const value = p.texts[row];
      if (value === undefined) return false;
      const lines = invoiceOfLine.filter(
        (inv, other) => inv === invoice && !isTaxRow(other) && p.texts[other] === value,
      );
      return lines.length === 1;
    });
    return ok && taxRows >= 3 && tellsLinesApart(p.texts, isTaxRow, invoiceOfLine);
  })?.header;
}

/**
 * True when some invoice's lines hold different values in the column: a column the same on every
 * line of its invoice (the invoice number, where each invoice has one line) names the invoice, not
 * a line, and would fold two lines' tax into one once an invoice has two.
 */
function tellsLinesApart(
  texts: readonly (string | undefined)[],
  isTaxRow: (row: number) => boolean,
  invoiceOfLine: readonly number[],
): boolean {
  const first = new Map<number, string | undefined>();
  return invoiceOfLine.some((invoice, row) => {
    if (invoice < 0 || isTaxRow(row)) return false;
    if (!first.has(invoice)) {
      first.set(invoice, texts[row]);
      return false;
    }
    return first.get(invoice) !== texts[row];
  });
}

export interface TaxRowInput {
  types: RowTypeColumn;
  amount: FieldChoice;
  total: FieldChoice | undefined;
  mainProfiles: readonly ColumnProfile[];
  lineProfiles: readonly ColumnProfile[];
  layout: LayoutChoice | undefined;
}

/** The Amount and Tax of tax rows posted as tax-only lines, where the sample's sums bear it out. */
export function proposeTaxRowLines(input: TaxRowInput): TaxRowLines | undefined {
  const { types, amount, total, layout } = input;
  if (!total || !layout || layout.type === 'one-row') return undefined;
  const taxes = types.charges.filter((c) => TAX_TYPES.test(c.toLowerCase()));
  if (taxes.length === 0 || types.charges.some(notALine)) return undefined;
  const amountProfile = input.lineProfiles[amount.index]!;
  const evidence = sumEvidence(
    input.mainProfiles[total.index]!,
    layout.invoiceOfRow,
    amountProfile,
    undefined,
    layout.invoiceOfLine,
    layout.partial,
  );
  // Every row counted, tax rows too, must make the total: else some rows are not the invoice's.
  if (proposeSumLines(evidence) !== 'net') return undefined;
  let value = `[${amount.header}]`;
  const credit = findCreditTypeColumn(input.lineProfiles);
  if (credit) {
    const writing = writingOf(credit, input.lineProfiles[credit.index]!, amountProfile);
    if (writing === 'mixed') return undefined;
    if (writing === 'unsigned') value = signFormula(credit, amount.header);
  }
  const typeTexts = input.lineProfiles[types.index]!.texts;
  const isTaxRow = (row: number) => taxes.includes(typeTexts[row] ?? '');
  const skip = new Set([types.index, amount.index]);
  const line = lineColumn(input.lineProfiles, isTaxRow, layout.invoiceOfLine, skip);
  const signedBy = value === `[${amount.header}]` ? undefined : credit;
  const check = {
    kind: 'gross' as const,
    why: `every row's "${amount.header}", tax rows included, adds up to "${total.header}" on ${evidence.net} of ${evidence.checked} invoices in the sample`,
  };
  if (line) {
    const spec = signedBy ? formulaSpec(value) : value.slice(1, -1);
    const why = signedBy ? `; signed on the credit notes ("${signedBy.header}")` : '';
    return {
      items: [
        {
          field: 'Amount',
          spec: signedBy ? spec : yamlScalar(spec),
          comment: `each row's amount; tax rows fold into their line${why}`,
        },
      ],
      sumLines: check,
      fold: { header: types.header, values: taxes, line },
    };
  }
  const test = taxes.map((t) => `[${types.header}] = "${t}"`).join(', ');
  const isTax = taxes.length > 1 ? `OR(${test})` : test;
  const kinds = taxes.map((t) => `"${t}"`).join(', ');
  const signed = value === `[${amount.header}]` ? '' : `; signed on the credit notes ("${credit!.header}")`;
  return {
    items: [
      {
        field: 'Amount',
        spec: formulaSpec(`IF(${isTax}, 0, ${value})`),
        comment: `"${types.header}" marks tax rows (${kinds}): posted as tax-only lines, their amount 0${signed}`,
      },
      {
        field: 'Tax',
        spec: formulaSpec(`IF(${isTax}, ${value}, "")`),
        comment: `a tax row's "${amount.header}" is its line's tax${signed}`,
      },
    ],
    sumLines: check,
  };
}
