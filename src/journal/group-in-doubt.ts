/**
 * A run's in-doubt invoices split by where their doubt is: its own posts, to resolve on this target,
 * and those held behind a post in doubt under another target, to resolve there. Pure.
 */
import { readHeldThere, type HeldThere } from './held-there-detail.js';
import { displayKey, type InvoiceRow } from './invoice-row.js';
import { inDoubtIdKind, type InDoubtIdKind } from '../finance-api/offer-answered-ids.js';

/** How many examples a summary names of each kind. */
const EXAMPLES = 10;

/** The invoices of a run held behind one other target. */
export interface HeldThereGroup extends HeldThere {
  count: number;
  /** Up to ten, as `InvoiceId (PayeeId/Invoice_Number)`. */
  examples: string[];
}

const named = (row: InvoiceRow): string =>
  `${row.invoiceId ?? '?'} (${displayKey(row)}${row.instanceId ? `, instance ${row.instanceId}` : ''})`;

/** @param rows the run's in-doubt rows, in file order */
export function groupInDoubt(rows: readonly InvoiceRow[]): {
  ownExamples: string[];
  ownKinds: InDoubtIdKind[];
  heldThere: HeldThereGroup[];
} {
  const ownExamples: string[] = [];
  const ownKinds = new Set<InDoubtIdKind>();
  const groups = new Map<string, HeldThereGroup>();
  for (const row of rows) {
    const there = readHeldThere(row.detail, displayKey(row));
    if (there === undefined) {
      ownKinds.add(inDoubtIdKind(row));
      if (ownExamples.length < EXAMPLES) ownExamples.push(named(row));
      continue;
    }
    const group = groups.get(there.target) ?? { ...there, count: 0, examples: [] };
    group.count += 1;
    if (group.examples.length < EXAMPLES) group.examples.push(named(row));
    groups.set(there.target, group);
  }
  return { ownExamples, ownKinds: [...ownKinds], heldThere: [...groups.values()] };
}
