/**
 * A voucher's lines in a Debit / Credit pair, its tax on rows of their own (Unit4's `TX` beside
 * its `GL` rows), the supplier's side already skipped (find-party-rows.ts): a row's amount is its
 * side, the one most rows fill less the other; the rows of the type whose sum is a VAT rate in use
 * of the other rows' sum on every voucher are tax, posted as tax-only lines as infer posts a row
 * type's tax rows (propose-tax-row-lines.ts), and the invoice amount is the lines' net and tax
 * added up. Pure.
 */
import { atSomeRate } from './check-sample-sums.js';
import type { LayoutChoice } from './find-layout.js';
import { typeColumns } from './find-party-rows.js';
import type { ColumnProfile } from './profile-column.js';
import { findDebitCreditPair } from './propose-debit-credit.js';
import { LINES_TOTAL } from './lines-total-spec.js';
import { namesLedgerAccount } from './read-account-header.js';
import type { FieldLine } from './render-proposal.js';
import { formulaSpec } from './render-proposal.js';

export interface VoucherLines {
  invoice: FieldLine;
  items: FieldLine[];
  sumLines: { kind: 'gross'; why: string };
  /** The ledger-account column that told the tax rows apart: it holds the VAT account too, so it is no line's GLAccount as it is. */
  accountHeader?: string | undefined;
}

const ENOUGH = 3;
const abs = (n: bigint) => (n < 0n ? -n : n);

/** Amount and Tax of a voucher's rows by type and side, where every voucher's tax rows are a VAT rate of its lines. */
export function proposeVoucherLines(
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
): VoucherLines | undefined {
  if (layout?.type !== 'grouped') return undefined;
  const pair = findDebitCreditPair(profiles);
  if (!pair) return undefined;
  // A voucher's lines sit on the side most vouchers' sums are on (a purchase debits its costs; its
  // credit notes, fewer, the reverse): that side less the other.
  const debited = new Map<number, bigint>();
  layout.invoiceOfRow.forEach((invoice, row) => {
    const side = (pair.debit.amounts[row] ?? 0n) - (pair.credit.amounts[row] ?? 0n);
    debited.set(invoice, (debited.get(invoice) ?? 0n) + side);
  });
  const sums = [...debited.values()];
  const debits = sums.filter((s) => s > 0n).length;
  const credits = sums.filter((s) => s < 0n).length;
  if (debits === credits) return undefined;
  const [plus, minus] = debits > credits ? [pair.debit, pair.credit] : [pair.credit, pair.debit];
  const signed = (row: number) => (plus.amounts[row] ?? 0n) - (minus.amounts[row] ?? 0n);
  const side = { amount: `[${plus.header}] - [${minus.header}]`, says: `"${plus.header}" less "${minus.header}"` };
  return splitTaxRows(profiles, layout, signed, side);
}

/**
 * Amount and Tax of a voucher's rows by a type or account column, the rows' amounts `signed` with
 * the lines' side positive and read by `side.amount`: the rows of the value whose sum is a VAT rate
 * of the other rows' sum on every voucher are tax-only lines.
 */
export function splitTaxRows(
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice,
  signed: (row: number) => bigint,
  side: { amount: string; says: string },
): VoucherLines | undefined {
  const rows = layout.invoiceOfRow.length;
  for (const p of typeColumns(profiles)) {
    if (p.filled !== rows || p.distinct < 2) continue;
    const values = [...new Set(p.texts.filter((t): t is string => t !== undefined))];
    const tax = values.find((v) => {
      const sums = new Map<number, { tax: bigint; lines: bigint }>();
      layout.invoiceOfRow.forEach((invoice, row) => {
        if (layout.partial.has(invoice)) return;
        const s = sums.get(invoice) ?? { tax: 0n, lines: 0n };
        if (p.texts[row] === v) s.tax += signed(row);
        else s.lines += signed(row);
        sums.set(invoice, s);
      });
      const all = [...sums.values()];
      const taxed = all.filter((s) => s.tax !== 0n);
      return (
        taxed.length >= ENOUGH &&
        all.every((s) => s.lines !== 0n) &&
        taxed.every((s) => s.tax > 0n === s.lines > 0n && atSomeRate(abs(s.tax), abs(s.lines)))
      );
    });
    if (tax === undefined) continue;
    const amount = side.amount;
    const isTax = `[${p.header}] = "${tax}"`;
    const why = `each voucher's "${tax}" row is a VAT rate of its other rows`;
    return {
      invoice: {
        field: 'Invoice_Amount',
        spec: LINES_TOTAL,
        comment: "no column holds the invoice's total: the lines' net and tax added up",
      },
      items: [
        {
          field: 'Amount',
          spec: formulaSpec(`IF(${isTax}, 0, ${amount})`),
          comment: `a row's side: ${side.says}; ${why}: posted as a tax-only line`,
        },
        {
          field: 'Tax',
          spec: formulaSpec(`IF(${isTax}, ${amount}, 0)`),
          comment: `the "${tax}" row's side is its tax`,
        },
      ],
      sumLines: { kind: 'gross', why: `the invoice amount is its lines' net and tax; ${why}` },
      accountHeader: namesLedgerAccount(p.header) ? p.header : undefined,
    };
  }
  return undefined;
}
