/**
 * After a journal is restored from a backup, it lacks the runs since: the results workbooks those
 * runs wrote say what the back-end holds. Importing them records, in one run per workbook, what
 * each Results row proves (PROOF below), the workbooks taken in the order their runs happened.
 * Keys the journal already knows are left as they are, so importing a workbook again changes nothing.
 */
import { osUserName } from './os-user.js';
import { basename, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import type { Journal } from '../journal/open-journal.js';
import { hashFile } from './hash-file.js';
import type { DataSecrets } from '../mapping/scrub-data-text.js';
import { readResultsWorkbook, type ResultsWorkbook } from './read-results-workbook.js';
import { isKnown, proofOf, type Proof } from './judge-results-row.js';
import { IMPORTED_DETAIL, recordImportedRows, type FreshRow } from './record-imported-rows.js';
import { orderResultsWorkbooks } from './order-results-workbooks.js';
import { thisProcess } from './this-process.js';
import { maskDataSecrets } from './scrub-input-text.js';

export interface ImportTarget {
  identity: string;
  /** As results workbooks name it in their Summary: `describeTarget`. */
  description: string;
  sandbox: boolean;
  /**
   * The API key (and a long password of the URL), as input data knows them: replaced by `***` in a
   * workbook's name, path and free texts; a key or money cell holding them is refused. A URL's user
   * name is no secret: a workbook named `acme-2026-05.xlsx` is recorded so. @default none
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

/** What the import's transaction counts. */
type Tally = Omit<ImportReport, 'workbook' | 'leftOutUnread'>;

const NO_COUNTS: Tally = {
  runId: undefined,
  created: 0,
  alreadyCreated: 0,
  inDoubt: 0,
  held: 0,
  known: 0,
  notCreated: 0,
  leftOut: 0,
};

/** The report's count of each proof. */
const COUNT_OF = {
  created: 'created',
  'already-created': 'alreadyCreated',
  'in-doubt': 'inDoubt',
  'other-content': 'held',
} as const satisfies Record<Proof, keyof Tally>;

function checkTarget(file: string, workbook: ResultsWorkbook, target: ImportTarget): void {
  if (workbook.target === undefined || comparable(workbook.target) !== comparable(target.description))
    throw new UsageError(
      `${file}: the workbook was written for ${workbook.target ?? 'an unknown target'}, not ${target.description}; import it with the profile (or --base-url) it was uploaded to`,
    );
}

/** Imports one workbook, checked to be of `target`, in a run of its own; none when the journal knew every key. */
async function importResults(
  journal: Journal,
  workbook: ResultsWorkbook & { path: string },
  target: ImportTarget,
  now: () => Date,
): Promise<ImportReport> {
  const { path } = workbook;
  const masked = maskDataSecrets(target.dataSecrets);
  const file = masked(basename(path));
  const sha256 = await hashFile(path);
  const report = { workbook: path, leftOutUnread: workbook.leftOut?.unread ?? [] };
  // Counted in the transaction's own tally, taken in once it committed: one run again after a cut counts each row once.
  const counted = await journal.transaction(
    async (tx) => {
      const tally: Tally = { ...NO_COUNTS };
      const fresh: FreshRow[] = [];
      for (const row of workbook.rows) {
        const proof = proofOf(row);
        if (proof === undefined) tally.notCreated += 1;
        else if (await isKnown(tx, row, proof, target.identity))
          tally[proof === 'other-content' ? 'held' : 'known'] += 1;
        else fresh.push({ row, proof });
      }
      if (fresh.length === 0) return tally;
      const at = now().toISOString();
      const self = thisProcess();
      const runId = await tx.runs.insertRun({
        sourceFile: file,
        sourcePath: masked(resolve(path)),
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
      await tx.runs.setRunOsUser(runId, osUserName());
      if (workbook.leftOut) {
        await tx.runs.setRunLeftOut(runId, workbook.leftOut.leftOut);
        for (const left of workbook.leftOut.leftOut.values()) tally.leftOut += left.rows;
      }
      await recordImportedRows(tx, fresh, runId, target.identity, file, at);
      for (const { proof } of fresh) tally[COUNT_OF[proof]] += 1;
      await tx.runs.finishRun(runId, 'finished', at, IMPORTED_DETAIL(file));
      return { ...tally, runId };
    },
    { repeatable: true },
  );
  return { ...report, ...counted };
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
    const workbook = await readResultsWorkbook(path, target.dataSecrets);
    checkTarget(basename(path), workbook, target);
    read.push({ ...workbook, path });
  }
  const reports: ImportReport[] = [];
  for (const workbook of orderResultsWorkbooks(read)) reports.push(await importResults(journal, workbook, target, now));
  return reports;
}
