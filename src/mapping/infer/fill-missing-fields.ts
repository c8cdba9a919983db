/**
 * Fields no column names, filled from the columns chosen for other fields: in one row per invoice
 * the invoice amount from the line's and the line's from the invoice's, unless a tax column makes
 * the one the other's net or gross (the invoice number from the id: fill-invoice-number.ts). Pure.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { bucketsLine, findUnusedBuckets } from './add-unused-buckets.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import { TAX_INCLUSIVE, taxInclusiveRival } from './weigh-money-evidence.js';
import { readTotalBesideTax } from './check-sample-sums.js';
import { findNetAndTax, findNetColumn } from './find-net-column.js';
import { LINES_TOTAL } from './lines-total-spec.js';
import { readsAsNet } from './weigh-gross-or-net.js';

/** A field filled from another, or the doubt that stops it. */
export interface Filled {
  line?: FieldLine | undefined;
  /** A second line the first comes with: the tax beside a net found by values. */
  also?: FieldLine | undefined;
  doubt?: FieldDoubt | undefined;
  /** The check the filled line comes with. */
  sumLines?: { kind: 'gross' | 'net'; why: string } | undefined;
}

// `Totalt`, `Total`, `Totale`, `Summa`, `Gesamtbetrag`, `Importe total`: a total beside its tax is most often the gross.
const TOTAL_WORD = /total|summa|gesamt|yhteens/i;

/**
 * One row per invoice: the one line's amount is the invoice amount, the gross where a column
 * says it includes tax. Beside a tax column and no gross one, the line's net is not the invoice's
 * amount: the lines' net and tax added up where its header says it is before tax, else a doubt
 * with the formula that adds the tax.
 */
export function invoiceAmountFromLine(
  itemAmount: FieldChoice | undefined,
  tax: FieldChoice | undefined,
  mainProfiles: readonly ColumnProfile[],
): Filled {
  if (!itemAmount) return {};
  const gross = taxInclusiveRival(itemAmount, mainProfiles);
  // A line amount whose header says it is before tax (`Taxable Value`, `Net`), beside the tax and no gross: the two add up.
  if (!gross && tax && readsAsNet(itemAmount, tax, mainProfiles))
    return {
      line: {
        field: 'Invoice_Amount',
        spec: LINES_TOTAL,
        comment: `no gross column: "${itemAmount.header}" is before tax, so the invoice amount adds the tax "${tax.header}"`,
      },
    };
  if (!gross && tax)
    return {
      doubt: {
        scope: 'invoice',
        field: 'Invoice_Amount',
        headers: [itemAmount.header],
        reason: `"${itemAmount.header}" is the line's net beside the tax "${tax.header}": the invoice amount is { formula: '[${itemAmount.header}] + [${tax.header}]' }, or "${itemAmount.header}" itself if it already includes the tax (then the line's Amount is { formula: '[${itemAmount.header}] - [${tax.header}]' })`,
      },
    };
  return {
    line: {
      field: 'Invoice_Amount',
      spec: yamlScalar(gross ?? itemAmount.header),
      comment: gross ? "the one line's amount including tax" : "the one line's amount is the invoice amount",
    },
  };
}

/** Another amount column never above the gross one and below it on some row: the net beside a gross (Tally's `Value`). */
function netBeside(gross: FieldChoice, profiles: readonly ColumnProfile[]): string | undefined {
  const mine = profiles[gross.index]!;
  return profiles.find((p) => {
    if (p.index === gross.index || p.share.amount < 0.95 || p.filled < 3) return false;
    const pairs = p.amounts.flatMap((a, row) => {
      const g = mine.amounts[row];
      return a === undefined || g === undefined ? [] : [[a, g] as const];
    });
    return pairs.length >= 3 && pairs.every(([a, g]) => a >= 0n && a <= g) && pairs.some(([a, g]) => a < g);
  })?.header;
}

/**
 * One row per invoice: the one line carries the invoice amount; beside a tax column that amount
 * is the gross, and the line's net would count the tax twice: a doubt with the formula. A total
 * whose header says it includes tax, beside a smaller amount, is not the line's net either.
 */
export function lineAmountFromInvoice(
  total: FieldChoice | undefined,
  tax: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): Filled {
  if (!total) return {};
  const net = !tax && TAX_INCLUSIVE.test(total.header) ? netBeside(total, profiles) : undefined;
  if (net)
    return {
      doubt: {
        scope: 'items',
        field: 'Amount',
        headers: [total.header],
        reason: `"${total.header}" says it includes tax and "${net}" is below it on some rows: the line's net is likely "${net}"`,
      },
    };
  const reads = tax ? readTotalBesideTax(profiles[total.index]!, profiles[tax.index]!) : 'neither';
  // A total whose tax is a rate of the total less it (and not of the total) is the gross: the net is their difference.
  const netColumn = tax ? findNetColumn(profiles[total.index]!, profiles[tax.index]!, profiles) : undefined;
  const buckets =
    tax && netColumn ? findUnusedBuckets(netColumn, profiles[total.index]!, profiles[tax.index]!, profiles) : [];
  // A column the export wrote that is the total less the tax on every row says the total is the gross, at any rate.
  if (tax && (reads === 'gross' || netColumn || (reads === 'either' && TOTAL_WORD.test(total.header))))
    return {
      line: netColumn
        ? buckets.length > 0
          ? bucketsLine(netColumn, buckets, total, tax)
          : {
              field: 'Amount',
              spec: yamlScalar(netColumn.header),
              comment: `"${netColumn.header}" is "${total.header}" less "${tax.header}" on every row: the net, as written`,
            }
        : {
            field: 'Amount',
            spec: formulaSpec(`[${total.header}] - [${tax.header}]`),
            comment: `no net column: "${tax.header}" is a tax rate of "${total.header}" less it on every row, so "${total.header}" includes it`,
          },
      sumLines: {
        kind: 'gross',
        why: `the line's net is "${total.header}" less "${tax.header}": net and tax add up to the invoice amount`,
      },
    };
  if (tax)
    return {
      doubt: {
        scope: 'items',
        field: 'Amount',
        headers: [total.header],
        reason: `"${total.header}" is the invoice amount and "${tax.header}" its tax: the line's net is { formula: '[${total.header}] - [${tax.header}]' } if "${total.header}" includes the tax`,
      },
    };
  // No header named the tax, but two columns add up to the total, one a rate of the other: the total is the gross.
  const pair = tax ? undefined : findNetAndTax(profiles[total.index]!, profiles);
  if (pair)
    return {
      line: {
        field: 'Amount',
        spec: yamlScalar(pair.net.header),
        comment: `"${pair.net.header}" and "${pair.tax.header}" add up to "${total.header}" on every row, the one a tax rate of the other: the net`,
      },
      also: { field: 'Tax', spec: yamlScalar(pair.tax.header), comment: `the tax "${total.header}" includes` },
      sumLines: {
        kind: 'gross',
        why: `"${pair.net.header}" and "${pair.tax.header}" add up to "${total.header}" on every row`,
      },
    };
  return {
    line: { field: 'Amount', spec: yamlScalar(total.header), comment: 'the one line carries the invoice amount' },
  };
}

/**
 * One row per invoice without a description column: the invoice's remark or memo is also the text
 * of its one line (JD Edwards' `Remark`, a ledger's `MEMO`), which the finance system shows per line.
 */
export function descriptionFromComments(
  comments: FieldChoice | undefined,
  description: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): Filled {
  if (!comments || description) return {};
  // A remark written on a few invoices only (FreeAgent's `Comments`) is a note, not the text of every line.
  const remark = profiles[comments.index];
  if (remark && remark.filled * 2 < remark.texts.length) return {};
  return {
    line: {
      field: 'Description',
      spec: yamlScalar(comments.header),
      comment: `no description column: "${comments.header}" is also the text of the invoice's one line`,
    },
  };
}
