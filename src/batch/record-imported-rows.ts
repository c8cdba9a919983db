/**
 * Records the Results rows of an imported workbook that the journal did not know, in the run made
 * for the workbook: each staged, then given the outcome its row proves (judge-results-row.ts).
 */
import type { JournalStatements } from '../journal/open-journal.js';
import type { StageInput } from '../journal/stage-statements.js';
import { pickCarried } from '../journal/carried-fields.js';
import { ALREADY_CREATED_DETAIL, DIFFERENT_INVOICE_DETAIL } from '../journal/invoice-state.js';
import { IMPORTED_BODY, OTHER_CONTENT_HASH } from '../journal/imported-body.js';
import type { ResultsWorkbookRow } from './read-results-workbook.js';
import type { Proof } from './judge-results-row.js';

export const IMPORTED_DETAIL = (file: string) => `imported from the results workbook ${file}`;
const HELD_DETAIL = (file: string) =>
  `imported from the results workbook ${file}, which held an invoice of other content under this key: the key's invoice as created, its content not known`;

// The finance system held it before the upload; what it holds was never seen (isAlreadyCreated reads the detail).
const ALREADY_DETAIL = (file: string, instanceId: string | undefined) =>
  `${ALREADY_CREATED_DETAIL} as instance ${instanceId ?? '?'}: imported from the results workbook ${file}; what the instance holds was not compared with the invoice sent`;

const HELD_INSTANCE = new RegExp(`^${DIFFERENT_INVOICE_DETAIL} as instance (\\S+) on `);

/** The instance a held row's message names as holding its key; undefined when it does not say. */
function heldInstance(row: ResultsWorkbookRow): string | undefined {
  const instance = HELD_INSTANCE.exec(row.message ?? '')?.[1];
  return instance === '?' ? undefined : instance;
}

function stageInput(
  row: ResultsWorkbookRow,
  proof: Proof,
  runId: number,
  seq: number,
  target: string,
  at: string,
): StageInput {
  const input: StageInput = {
    runId,
    seq,
    targetIdentity: target,
    payeeId: row.payeeId,
    invoiceNumber: row.invoiceNumber,
    invoiceId: row.invoiceId,
    currencyCode: row.currency,
    invoiceAmount: row.amount,
    ...pickCarried(row),
    lines: row.lines,
    sourceFile: row.sourceFile ?? '',
    sheet: row.sourceSheet,
    rows: row.sourceRows,
    firstRow: row.row,
    payloadJson: IMPORTED_BODY,
    payloadHash: '',
    at,
  };
  if (proof !== 'other-content') return input;
  // The instance holding the key is not this row's invoice: none of its amounts, lines or fields are known.
  const unknown = Object.fromEntries(Object.keys(pickCarried(row)).map((name) => [name, undefined]));
  return {
    ...input,
    ...unknown,
    invoiceAmount: undefined,
    currencyCode: undefined,
    lines: 0,
    payloadHash: OTHER_CONTENT_HASH,
  };
}

/** A Results row the journal did not know, and what it proves. */
export interface FreshRow {
  row: ResultsWorkbookRow;
  proof: Proof;
}

/**
 * Stages `fresh` in run `runId` and records each one's outcome; `file` is the workbook's name as
 * the details give it (its secrets masked).
 */
export async function recordImportedRows(
  tx: JournalStatements,
  fresh: readonly FreshRow[],
  runId: number,
  target: string,
  file: string,
  at: string,
): Promise<void> {
  const ids = await tx.stage.stageInvoices(
    fresh.map(({ row, proof }, index) => stageInput(row, proof, runId, index + 1, target, at)),
  );
  for (const [index, { row, proof }] of fresh.entries()) {
    const rowId = ids[index]!;
    // In doubt is kept as a post that left (sending first): uploads hold its key, reconcile checks it.
    if (proof === 'in-doubt') await tx.send.markSending(rowId, at);
    const held = proof === 'other-content';
    await tx.send.recordOutcome(rowId, {
      state: proof === 'in-doubt' ? 'in-doubt' : 'created',
      instanceId: held ? heldInstance(row) : row.instanceId,
      detail: held
        ? HELD_DETAIL(file)
        : proof === 'already-created'
          ? ALREADY_DETAIL(file, row.instanceId)
          : IMPORTED_DETAIL(file),
      attempts: 0,
      at,
    });
  }
}
