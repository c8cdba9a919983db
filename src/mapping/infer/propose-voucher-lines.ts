/**
 * A voucher's lines in a Debit / Credit pair, its tax on rows of their own (Unit4's `TX` beside
 * its `GL` rows), the supplier's side already skipped (find-party-rows.ts): a row's amount is its
 * side, the one most rows fill less the other; the rows of the type whose sum is a VAT rate in use
 * of the other rows' sum on every voucher are tax, posted as tax-only lines as infer posts a row
 * type's tax rows (propose-tax-row-lines.ts), and the invoice amount is the lines' net and tax
 * added up. Where more than one account could be the VAT (choose-vat-account.ts), Amount and Tax
 * are left commented, one formula per account. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { chooseLinesSide } from './choose-lines-side.js';
import { chooseVatAccount } from './choose-vat-account.js';
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
  /** None where the VAT account is a doubt: the total is then the lines' sum whichever account it is. */
  sumLines?: { kind: 'gross'; why: string } | undefined;
  /** Amount and Tax commented, one formula per account that could be the VAT, where nothing tells which. */
  doubts?: FieldDoubt[] | undefined;
  /** The ledger-account column that told the tax rows apart: it holds the VAT account too, so it is no line's GLAccount as it is. */
  accountHeader?: string | undefined;
}

/** Amount and Tax of a voucher's rows by type and side, where every voucher's tax rows are a VAT rate of its lines. */
export function proposeVoucherLines(
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
): VoucherLines | undefined {
  if (layout?.type !== 'grouped') return undefined;
  const pair = findDebitCreditPair(profiles);
  if (!pair) return undefined;
  const debit = (row: number) => (pair.debit.amounts[row] ?? 0n) - (pair.credit.amounts[row] ?? 0n);
  const sign = chooseLinesSide(layout, debit);
  if (!sign) return undefined;
  const [plus, minus] = sign > 0n ? [pair.debit, pair.credit] : [pair.credit, pair.debit];
  const signed = (row: number) => sign * debit(row);
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
    const vat = chooseVatAccount(profiles, p, layout, signed);
    if (!vat) continue;
    const accountHeader = namesLedgerAccount(p.header) ? p.header : undefined;
    const amount = (value: string) => formulaSpec(`IF([${p.header}] = "${value}", 0, ${side.amount})`);
    const tax = (value: string) => formulaSpec(`IF([${p.header}] = "${value}", ${side.amount}, 0)`);
    const invoice: FieldLine = {
      field: 'Invoice_Amount',
      spec: LINES_TOTAL,
      comment: "no column holds the invoice's total: the lines' net and tax added up",
    };
    if ('doubt' in vat) {
      const doubt = (field: string, spec: (value: string) => string) =>
        vat.values.map((v) => ({
          scope: 'items' as const,
          field,
          headers: [p.header],
          spec: spec(v),
          reason: vat.doubt,
        }));
      return { invoice, items: [], doubts: [...doubt('Amount', amount), ...doubt('Tax', tax)], accountHeader };
    }
    const why = `each voucher's "${vat.value}" row is a VAT rate of its other rows`;
    return {
      invoice,
      items: [
        {
          field: 'Amount',
          spec: amount(vat.value),
          comment: `a row's side: ${side.says}; ${why}: posted as a tax-only line`,
        },
        { field: 'Tax', spec: tax(vat.value), comment: `the "${vat.value}" row's side is its tax` },
      ],
      sumLines: { kind: 'gross', why: `the invoice amount is its lines' net and tax; ${why}` },
      accountHeader,
    };
  }
  return undefined;
}
