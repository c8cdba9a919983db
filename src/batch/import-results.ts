/**
 * After a journal is restored from a backup, it lacks the runs since: the results workbooks those
 * runs wrote say what the back-end holds. Importing one records, in one run of its own, each
 * invoice it shows created (or skipped: the back-end already had its key) as created, so no upload
 * posts it again, and each one in doubt as in doubt, for reconcile or resolve. Keys the journal
 * already knows are left as they are, so importing a workbook again changes nothing.
 */
import { basename, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import type { Journal, JournalStatements } from '../journal/open-journal.js';
import type { StageInput } from '../journal/stage-statements.js';
import { pickCarried } from '../journal/carried-fields.js';
import { hashFile } from './hash-file.js';
import { IMPORTED_BODY } from '../journal/imported-body.js';
import { readResultsWorkbook, type ResultsWorkbookRow } from './read-results-workbook.js';
import { thisProcess } from './this-process.js';

export interface ImportTarget {
  identity: string;
  /** As results workbooks name it in their Summary: `describeTarget`. */
  description: string;
  sandbox: boolean;
}

export interface ImportReport {
  /** The run that holds what was imported; undefined when nothing was new. */
  runId: number | undefined;
  created: number;
  inDoubt: number;
  /** Invoices whose key the journal already held created (or, for an in-doubt one, in doubt). */
  known: number;
  /** Invoices the workbook shows not created (invalid, rejected, failed, not sent): nothing to record. */
  notCreated: number;
}

/** An embedded sandbox is started on a new port each time: its workbooks name it by what it is. */
function comparable(description: string): string {
  return description.startsWith('local sandbox (') ? 'local sandbox' : description;
}

const IMPORTED_DETAIL = (file: string) => `imported from the results workbook ${file}`;

type Kind = 'created' | 'in-doubt' | undefined;

function kindOf(row: ResultsWorkbookRow): Kind {
  // Held: its key was created, by an invoice of other content; recorded so, nothing is posted under it again.
  if (row.outcome === 'created' || row.outcome === 'skipped' || row.outcome === 'held: differs') return 'created';
  if (row.outcome === 'in doubt') return 'in-doubt';
  return undefined;
}

async function isKnown(tx: JournalStatements, row: ResultsWorkbookRow, kind: Kind, target: string): Promise<boolean> {
  const key = { targetIdentity: target, payeeId: row.payeeId, invoiceNumber: row.invoiceNumber };
  if (await tx.send.findCreatedByKey(key)) return true;
  return kind === 'in-doubt' && (await tx.resolve.findInDoubtByKey(key)).length > 0;
}

function stageInput(row: ResultsWorkbookRow, runId: number, seq: number, target: string, at: string): StageInput {
  return {
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
}

export async function importResults(
  journal: Journal,
  path: string,
  target: ImportTarget,
  now: () => Date = () => new Date(),
): Promise<ImportReport> {
  const file = basename(path);
  const workbook = await readResultsWorkbook(path);
  if (workbook.target === undefined || comparable(workbook.target) !== comparable(target.description))
    throw new UsageError(
      `${file}: the workbook was written for ${workbook.target ?? 'an unknown target'}, not ${target.description}; import it with the profile (or --base-url) it was uploaded to`,
    );
  const sha256 = await hashFile(path);
  const report: ImportReport = { runId: undefined, created: 0, inDoubt: 0, known: 0, notCreated: 0 };
  await journal.transaction(async (tx) => {
    const fresh: { row: ResultsWorkbookRow; kind: 'created' | 'in-doubt' }[] = [];
    for (const row of workbook.rows) {
      const kind = kindOf(row);
      if (kind === undefined) report.notCreated += 1;
      else if (await isKnown(tx, row, kind, target.identity)) report.known += 1;
      else fresh.push({ row, kind });
    }
    if (fresh.length === 0) return;
    const at = now().toISOString();
    const self = thisProcess();
    const runId = await tx.runs.insertRun({
      sourceFile: file,
      sourcePath: resolve(path),
      sourceSha256: sha256,
      mapping: '(results workbook)',
      targetIdentity: target.identity,
      targetDescription: target.description,
      sandbox: target.sandbox,
      options: { importResults: true },
      host: self.host,
      pid: self.pid,
      processToken: self.token,
      startedAt: at,
    });
    const ids = await tx.stage.stageInvoices(
      fresh.map(({ row }, index) => stageInput(row, runId, index + 1, target.identity, at)),
    );
    for (const [index, { row, kind }] of fresh.entries()) {
      const rowId = ids[index]!;
      // In doubt is kept as a post that left (sending first): uploads hold its key, reconcile checks it.
      if (kind === 'in-doubt') await tx.send.markSending(rowId, at);
      await tx.send.recordOutcome(rowId, {
        state: kind,
        instanceId: row.instanceId,
        detail: IMPORTED_DETAIL(file),
        attempts: 0,
        at,
      });
      report[kind === 'created' ? 'created' : 'inDoubt'] += 1;
    }
    await tx.runs.finishRun(runId, 'finished', at, IMPORTED_DETAIL(file));
    report.runId = runId;
  });
  return report;
}
