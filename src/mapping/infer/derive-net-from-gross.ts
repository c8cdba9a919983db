/**
 * One row per invoice with a total, a tax and a line amount chosen: the line amount is the net
 * only where it and the tax make the total on every row. Where prices include the tax (Bolivia's
 * SIAT `SUBTOTAL`, equal to `IMPORTE TOTAL COMPRA`, beside `CRÉDITO FISCAL` taken out of it), the
 * column is the gross and the net is the total less the tax; where the sums hold on some rows and
 * not on others, nothing says what the column is, and it is a doubt. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine, Proposal } from './render-proposal.js';

export interface NetFromGross {
  /** The line's Amount as the total less the tax. */
  line?: FieldLine;
  /** Why the chosen Amount is not the net, where no formula is sure either. */
  doubt?: string;
  sumLines?: Proposal['sumLines'];
}

/** What the rows say of the chosen line amount beside the tax and the total; nothing where it is the net. */
export function netFromGross(
  total: FieldChoice | undefined,
  amount: FieldChoice | undefined,
  tax: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): NetFromGross | undefined {
  if (!total || !amount || !tax || new Set([total.index, amount.index, tax.index]).size < 3) return undefined;
  const gross = profiles[total.index]!;
  const net = profiles[amount.index]!;
  const taxes = profiles[tax.index]!;
  let rows = 0;
  let adding = 0;
  let equal = 0;
  let taxed = 0;
  for (const [row, g] of gross.amounts.entries()) {
    const n = net.amounts[row];
    const t = taxes.amounts[row];
    if (g === undefined || n === undefined || t === undefined) continue;
    rows++;
    if (n + t === g) adding++;
    if (n === g) equal++;
    if (t !== 0n) taxed++;
  }
  if (rows < 3 || adding === rows) return undefined;
  if (equal === rows && taxed > 0) {
    const formula = `[${total.header}] - [${tax.header}]`.replace(/'/g, "''");
    return {
      line: {
        field: 'Amount',
        spec: `{ formula: '${formula}' }`,
        comment: `"${amount.header}" equals "${total.header}" on every row, the tax "${tax.header}" included: the net is the total less the tax`,
      },
      sumLines: { kind: 'gross', why: `the net and "${tax.header}" make "${total.header}" on every row` },
    };
  }
  return {
    doubt: `"${amount.header}" and "${tax.header}" make "${total.header}" on only ${adding} of ${rows} rows: "${amount.header}" may not be the net; check what it holds, or use { formula: '[${total.header}] - [${tax.header}]' } if the total less the tax is the net`,
  };
}
