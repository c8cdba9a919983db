/**
 * An invoice whose PayeeId and Invoice_Number were created earlier with other content is held, not
 * posted: whether it is the same invoice, and the words of the hold. Pure.
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { DIFFERENT_INVOICE_DETAIL, isAlreadyCreated } from '../journal/invoice-state.js';
import { localDay } from '../report/local-time.js';
import { differencesText } from './compare-invoice-bodies.js';

/** What a plan knows of the invoice being uploaded and of the created rows its body was compared with. */
export interface ComparedSubject {
  payloadHash: string;
  compared?: ReadonlyMap<number, readonly string[]> | undefined;
}

/**
 * True when `row` (created) holds the same invoice as the subject: nothing differs but the InvoiceId.
 * A row recorded without its body (`import-results` records what a workbook shows, not the body
 * sent) is compared on what it kept (compare-kept-fields.ts); one that kept nothing cannot be
 * compared, so it counts as the same: held as differing, `--force` would post again an invoice the
 * finance system already holds.
 */
export function sameInvoice(subject: ComparedSubject, row: Pick<InvoiceRow, 'id' | 'payloadHash'>): boolean {
  const differences = subject.compared?.get(row.id);
  if (differences !== undefined) return differences.length === 0;
  return !row.payloadHash || row.payloadHash === subject.payloadHash;
}

/** True when `row` was recorded without content to compare with: taken as the same invoice unseen. */
function notCompared(subject: ComparedSubject, row: Pick<InvoiceRow, 'id' | 'payloadHash'>): boolean {
  return !row.payloadHash && !subject.compared?.has(row.id);
}

/**
 * Why a skip as `row`'s instance was not checked against the finance system, if it was not: '' when
 * the finance system's instance is the body this journal sent. A row recorded without content
 * (import-results) was not compared at all; one whose first post was refused as a duplicate of an
 * instance it never created (isAlreadyCreated) was compared with what was sent, not with what the
 * instance holds.
 */
export function uncheckedNote(
  subject: ComparedSubject,
  row: Pick<InvoiceRow, 'id' | 'payloadHash' | 'state' | 'detail'>,
): string {
  if (notCompared(subject, row)) return ' (posted before this journal knew its content: not compared)';
  return isAlreadyCreated(row) ? " (the finance system's content was not compared)" : '';
}

/**
 * The detail of a held invoice: which instance holds the key, what differs from it, and what to do.
 * A correction cannot be posted under the same number (the finance system keeps the first), so
 * --force is named last, for the case of a second invoice that really has the same number.
 * @param mappingChanged the mapping path this run read, with other content than the run that created it @default not said
 */
export function differentInvoiceDetail(
  created: Pick<InvoiceRow, 'instanceId' | 'outcomeAt'> & { runId?: number | undefined },
  differences: readonly string[] | undefined,
  mappingChanged?: { mapping: string; runId: number },
): string {
  const day = created.outcomeAt ? localDay(created.outcomeAt) : 'an earlier day';
  // The run `journal` and `history` list it by; after the day, where import-results reads the instance before ' on '.
  const run = created.runId === undefined ? '' : ` (run ${created.runId})`;
  const what = differences && differences.length > 0 ? `: ${differencesText(differences)}` : '';
  // The file may be the same: the mapping read it differently (another version under the same path).
  const why = mappingChanged
    ? ` (the mapping ${mappingChanged.mapping} changed since run ${mappingChanged.runId})`
    : '';
  return (
    `${DIFFERENT_INVOICE_DETAIL} as instance ${created.instanceId ?? '?'} on ${day}${run}${what}${why}. NOT POSTED: ` +
    'if this is a new invoice, give it its own number; if it corrects that one, make the correction in the finance system; ' +
    'only if both are to be booked, upload again with --force'
  );
}
