/**
 * After a journal is restored from a backup, it lacks the runs since: the results workbooks those
 * runs wrote say what the back-end holds. Importing them records, in one run per workbook, what
 * each Results row proves (PROOF below), the workbooks taken in the order their runs happened.
 * Keys the journal already knows are left as they are, so importing a workbook again changes nothing.
 */
import { basename, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import type { Journal, JournalStatements } from '../journal/open-journal.js';
import type { StageInput } from '../journal/stage-statements.js';
import { pickCarried } from '../journal/carried-fields.js';
import { ALREADY_CREATED_DETAIL, DIFFERENT_INVOICE_DETAIL } from '../journal/invoice-state.js';
import { hashFile } from './hash-file.js';
import { IMPORTED_BODY, OTHER_CONTENT_HASH } from '../journal/imported-body.js';
import { scrubServerText } from '../finance-api/scrub-server-text.js';
import type { DataSecrets } from '../mapping/scrub-data-text.js';
import { readResultsWorkbook, type ResultsWorkbook, type ResultsWorkbookRow } from './read-results-workbook.js';
import { orderResultsWorkbooks } from './order-results-workbooks.js';
import { thisProcess } from './this-process.js';

export interface ImportTarget {
  identity: string;
  /** As results workbooks name it in their Summary: `describeTarget`. */
  description: string;
  sandbox: boolean;
  /**
   * The API key and the base URL's credentials: replaced by `***` in the workbook's file name and path. @default none
   */
  secrets?: readonly string[] | undefined;
  /**
   * The API key (and a long password of the URL), as input data knows them: replaced by `***` in a
   * workbook's free texts; a key or money cell holding them is refused. @default none
   */
  dataSecrets?: DataSecrets | undefined;
}

export interface ImportReport {
  /** The workbook, as given. */
  workbook: string;
  /** The run that holds what was imported; undefined when nothing was new. */
  runId: number | undefined;
  created: number;
  /** Invoices the workbook shows already created (the finance system held them before that upload): recorded as such. */
  alreadyCreated: number;
  inDoubt: number;
  /**
   * Invoices the workbook shows held as differing: not posted. Each is recorded only when the journal
   * knows no invoice created under its key: as the instance its message names, of other content.
   */
  held: number;
  /** Invoices whose key the journal already held created (or, for an in-doubt one, in doubt). */
  known: number;
  /** Invoices the workbook shows not created (invalid, rejected, failed, not sent): nothing to record. */
  notCreated: number;
  /** Rows the Summary says the mapping left out, kept with the run for the workbooks written from it. */
  leftOut: number;
  /** Rules of rows left out whose Summary text does not start with a count: named, not kept. */
  leftOutUnread: string[];
}

/** An embedded sandbox is started on a new port each time: its workbooks name it by what it is. */
function comparable(description: string): string {
  return description.startsWith('local sandbox (') ? 'local sandbox' : description;
}

const IMPORTED_DETAIL = (file: string) => `imported from the results workbook ${file}`;
const HELD_DETAIL = (file: string) =>
  `imported from the results workbook ${file}, which held an invoice of other content under this key: the key's invoice as created, its content not known`;

// The finance system held it before the upload; what it holds was never seen (isAlreadyCreated reads the detail).
const ALREADY_DETAIL = (file: string, instanceId: string | undefined) =>
  `${ALREADY_CREATED_DETAIL} as instance ${instanceId ?? '?'}: imported from the results workbook ${file}; what the instance holds was not compared with the invoice sent`;

type Proof = 'created' | 'already-created' | 'in-doubt' | 'other-content';

/** The report's count of each proof. */
const COUNT_OF = {
  created: 'created',
  'already-created': 'alreadyCreated',
  'in-doubt': 'inDoubt',
  'other-content': 'held',
} as const satisfies Record<Proof, keyof ImportReport>;

/** What a Results row proves of its key, by outcome; the others (invalid, rejected, failed, not sent) posted nothing. */
const PROOF: Readonly<Record<string, Proof>> = {
  // Created by that run, as the instance the row names.
  created: 'created',
  // "already created as instance N": the back-end holds N under this key, with this content.
  skipped: 'created',
  // The post was refused as a duplicate of instance N: the back-end holds N under this key, its content not seen.
  'already created': 'already-created',
  // NOT POSTED by that run: the instance its message names holds the key with other content.
  'held: differs': 'other-content',
  'in doubt': 'in-doubt',
};

const HELD_INSTANCE = new RegExp(`^${DIFFERENT_INVOICE_DETAIL} as instance (\\S+) on `);

/** The instance a held row's message names as holding its key; undefined when it does not say. */
function heldInstance(row: ResultsWorkbookRow): string | undefined {
  const instance = HELD_INSTANCE.exec(row.message ?? '')?.[1];
  return instance === '?' ? undefined : instance;
}

async function isKnown(tx: JournalStatements, row: ResultsWorkbookRow, proof: Proof, target: string): Promise<boolean> {
  const key = { targetIdentity: target, payeeId: row.payeeId, invoiceNumber: row.invoiceNumber };
  if (await tx.send.findCreatedByKey(key)) return true;
  return proof === 'in-doubt' && (await tx.resolve.findInDoubtByKey(key)).length > 0;
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

function checkTarget(file: string, workbook: ResultsWorkbook, target: ImportTarget): void {
  if (workbook.target === undefined || comparable(workbook.target) !== comparable(target.description))
    throw new UsageError(
      `${file}: the workbook was written for ${workbook.target ?? 'an unknown target'}, not ${target.description}; import it with the profile (or --base-url) it was uploaded to`,
    );
}

/**
 * Imports the workbooks at `paths`, each in a run of its own, oldest run first (order-results-workbooks.ts);
 * every workbook is checked to be of `target` before anything is recorded. Reports are in the order applied.
 */
async function importResults(
  journal: Journal,
  workbook: ResultsWorkbook & { path: string },
  target: ImportTarget,
  now: () => Date,
): Promise<ImportReport> {
  const { path } = workbook;
  const secrets = target.secrets ?? [];
  const file = scrubServerText(basename(path), secrets);
  const sha256 = await hashFile(path);
  const report: ImportReport = {
    workbook: path,
    runId: undefined,
    created: 0,
    alreadyCreated: 0,
    inDoubt: 0,
    held: 0,
    known: 0,
    notCreated: 0,
    leftOut: 0,
    leftOutUnread: workbook.leftOut?.unread ?? [],
  };
  await journal.transaction(async (tx) => {
    const fresh: { row: ResultsWorkbookRow; proof: Proof }[] = [];
    for (const row of workbook.rows) {
      const proof = PROOF[row.outcome];
      if (proof === undefined) report.notCreated += 1;
      else if (await isKnown(tx, row, proof, target.identity))
        report[proof === 'other-content' ? 'held' : 'known'] += 1;
      else fresh.push({ row, proof });
    }
    if (fresh.length === 0) return;
    const at = now().toISOString();
    const self = thisProcess();
    const runId = await tx.runs.insertRun({
      sourceFile: file,
      sourcePath: scrubServerText(resolve(path), secrets),
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
    if (workbook.leftOut) {
      await tx.runs.setRunLeftOut(runId, workbook.leftOut.leftOut);
      for (const left of workbook.leftOut.leftOut.values()) report.leftOut += left.rows;
    }
    const ids = await tx.stage.stageInvoices(
      fresh.map(({ row, proof }, index) => stageInput(row, proof, runId, index + 1, target.identity, at)),
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
      report[COUNT_OF[proof]] += 1;
    }
    await tx.runs.finishRun(runId, 'finished', at, IMPORTED_DETAIL(file));
    report.runId = runId;
  });
  return report;
}

/**
 * Imports the workbooks at `paths`, each in a run of its own, oldest run first (order-results-workbooks.ts);
 * every workbook is checked to be of `target` before anything is recorded. Reports are in the order applied.
 */
export async function importResultsWorkbooks(
  journal: Journal,
  paths: readonly string[],
  target: ImportTarget,
  now: () => Date = () => new Date(),
): Promise<ImportReport[]> {
  const read: (ResultsWorkbook & { path: string })[] = [];
  for (const path of paths) {
    const workbook = await readResultsWorkbook(path, target.secrets, target.dataSecrets);
    checkTarget(basename(path), workbook, target);
    read.push({ ...workbook, path });
  }
  const reports: ImportReport[] = [];
  for (const workbook of orderResultsWorkbooks(read)) reports.push(await importResults(journal, workbook, target, now));
  return reports;
}
