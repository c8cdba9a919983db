/**
 * A totals row without a label (`=SUM(J5:J12)` under the amounts, every other cell empty) reads as
 * an invoice with one "expected a value, got nothing" per empty column, which says nothing of the
 * cause. Where its Invoice_Amount is the sum of the invoices above it, a problem says it looks like
 * a totals row and how to leave it out.
 */
import { EMPTY_VALUE_MESSAGE } from './locate-problems.js';
import type { MappedInvoice } from './mapped-invoice.js';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,4}))?$/;

/** `amount` in ten-thousandths; undefined for any other text. */
function tenThousandths(amount: string | undefined): bigint | undefined {
  const parts = amount === undefined ? null : DECIMAL.exec(amount);
  if (!parts) return undefined;
  const value = BigInt(parts[2]!) * 10000n + BigInt((parts[3] ?? '').padEnd(4, '0'));
  return parts[1] === '-' ? -value : value;
}

/** The invoices' amounts so far, to tell a totals row below them. */
export class AmountsAbove {
  private sum = 0n;
  private count = 0;

  /** `invoice` with the totals-row problem added where it is one; adds its amount to the sum otherwise. */
  hint(invoice: MappedInvoice): MappedInvoice {
    const amount = tenThousandths(invoice.draft.Invoice_Amount);
    const empty = invoice.problems.filter((problem) => problem.message === EMPTY_VALUE_MESSAGE).length;
    if (amount !== undefined && empty >= 2 && this.count >= 2 && amount === this.sum) {
      const problem = {
        file: invoice.file,
        sheet: invoice.sheet,
        row: invoice.firstRow,
        field: 'Invoice_Amount',
        value: invoice.draft.Invoice_Amount,
        message:
          `this looks like a totals row, not an invoice: its Invoice_Amount is the sum of the ${this.count} invoices above it ` +
          `and ${empty} required values are empty; if it is one, leave it out with a skipRows rule (or trailerRows: 1 when it is the last row) under source in the mapping`,
      };
      return { ...invoice, problems: [problem, ...invoice.problems] };
    }
    if (amount !== undefined) {
      this.sum += amount;
      this.count += 1;
    }
    return invoice;
  }
}
