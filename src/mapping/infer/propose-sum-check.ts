/**
 * The `checks: sumLines` a proposal comes with: gross or net where the sample's lines add up to
 * the invoice total that way, none (with a note) where they do not, a doubt on a signed line
 * amount whose lines mostly do not add up, and the gross check that refuses a mixed reading of
 * one amount beside a tax. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { proposeSumLines, sumEvidence } from './check-sample-sums.js';
import type { Filled } from './fill-missing-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import type { Proposal } from './render-proposal.js';
import type { SampledTable } from './sampled-table.js';
import { grossOrNetCheck } from './weigh-gross-or-net.js';

/** How the note on a sum that holds on too few invoices ends, so a rule that proposes a sum after it can drop it. */
export const NO_SUM_CHECK = 'no sumLines check proposed';

export interface SumCheckInput {
  total: FieldChoice | undefined;
  itemAmount: FieldChoice | undefined;
  tax: FieldChoice | undefined;
  layout: LayoutChoice | undefined;
  lines: SampledTable | undefined;
  mainProfiles: readonly ColumnProfile[];
  lineProfiles: readonly ColumnProfile[];
  /** The money evidence said no sum check holds (tax or freight rows left out of the lines). */
  noSumCheck: boolean;
  /** The line's Amount is signed by a credit-note formula. */
  signedAmount: boolean;
  oneRow: boolean;
  /** The line's Amount is in doubt between net and gross. */
  unsettled: boolean;
  /** The tax derived from a gross and a net column, with its own check. */
  fromGross: Filled;
}

export interface SumCheck {
  sumLines: Proposal['sumLines'];
  /** Why the line's Amount is a doubt after all. */
  amountDoubt?: string | undefined;
  note?: string | undefined;
}

export function proposeSumCheck(input: SumCheckInput): SumCheck {
  const { total, itemAmount, tax, layout, oneRow } = input;
  const check: SumCheck = { sumLines: input.fromGross.sumLines };
  if (
    !input.fromGross.line &&
    total &&
    itemAmount &&
    layout &&
    !input.noSumCheck &&
    !(oneRow && total.index === itemAmount.index)
  ) {
    const linesComplete = input.lines ? input.lines.complete : true;
    const partial = layout.type === 'joined' && !linesComplete ? new Set(layout.invoiceOfRow) : layout.partial;
    const evidence = sumEvidence(
      input.mainProfiles[total.index]!,
      layout.invoiceOfRow,
      input.lineProfiles[itemAmount.index]!,
      tax ? input.lineProfiles[tax.index] : undefined,
      layout.invoiceOfLine,
      partial,
    );
    const kind = proposeSumLines(evidence);
    const parts = kind === 'gross' ? `"${itemAmount.header}" + "${tax?.header}"` : `"${itemAmount.header}"`;
    if (kind)
      check.sumLines = {
        kind,
        why: `${parts} of the lines add up to "${total.header}" on ${kind === 'gross' ? evidence.gross : evidence.net} of ${evidence.checked} invoices in the sample`,
      };
    else if (
      oneRow &&
      evidence.checked >= 3 &&
      Math.max(evidence.net, evidence.gross) * 2 < evidence.checked &&
      input.signedAmount
    )
      // Mixed evidence: a sign applied to an amount that is not each invoice's one line is still wrong money.
      check.amountDoubt = `"${itemAmount.header}" is written unsigned on the credit notes, but it adds up to "${total.header}" on only ${Math.max(evidence.net, evidence.gross)} of ${evidence.checked} invoices of one line each: check the layout before signing it`;
    else if (evidence.checked >= 3)
      check.note = `the lines add up to "${total.header}" on only ${Math.max(evidence.net, evidence.gross)} of ${evidence.checked} invoices in the sample: ${NO_SUM_CHECK}`;
  }

  const oneColumn = input.unsettled ? itemAmount : total && !itemAmount ? total : undefined;
  if (!check.sumLines && oneRow && tax && oneColumn && !input.noSumCheck)
    check.sumLines = grossOrNetCheck(oneColumn.header, tax.header);
  return check;
}
