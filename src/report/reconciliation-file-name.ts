/**
 * The reconciliation workbook's name says what it covers: the journal and the days its invoices
 * were created (`reconcile-journal-created-2026-11-02-to-2026-11-27-<stamp>.xlsx`), the results
 * file they came from (`reconcile-of-may-results-...`), or how many instance ids were given. Pure.
 */
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import { localDay } from './local-time.js';
import { sourceStem } from './results-file-name.js';
import type { OutputName } from './write-output-file.js';
import { fitFileStem } from './fit-file-stem.js';

export interface ReconcileCoverage {
  /** The journal: a SQLite file or a postgres:// URL. */
  journal: string;
  /** `--from`: the results file whose instance ids were checked. */
  from?: string | undefined;
  /** `--instance-id`: how many ids were given. */
  instanceIds?: number | undefined;
  /**
   * The profile, named when the config has others: companies reconciled into one out folder then
   * get workbooks of their own names. @default undefined: no profile in the name
   */
  profile?: string | undefined;
}

/** `journal` for `/x/journal.sqlite`; the database name for `postgres://host/ap`. */
function journalStem(journal: string): string {
  if (/^postgres(ql)?:\/\//i.test(journal)) {
    try {
      return fitFileStem(decodeURIComponent(new URL(journal).pathname.slice(1)).replace(/[^\w.-]+/g, '_')) || 'journal';
    } catch {
      return 'journal';
    }
  }
  return sourceStem(journal, 'journal');
}

function createdDays(report: ReconcileReport): string {
  const days = report.checks
    .map((check) => check.invoice.createdAt)
    .filter((at): at is string => Boolean(at))
    .map(localDay)
    .sort();
  // No created invoice checked: what the workbook then holds is the in-doubt ones awaiting resolution.
  if (days.length === 0 && report.checks.length === 0)
    return report.inDoubt.length > 0 ? 'in-doubt' : 'nothing-to-check';
  if (days.length === 0) return 'instance-ids';
  const [first, last] = [days[0]!, days[days.length - 1]!];
  return first === last ? `created-${first}` : `created-${first}-to-${last}`;
}

/** `<outDir>/reconcile-[<profile>-]<what>-YYYYMMDD-HHMMSS.xlsx`, with `-2`, `-3` ... when that exists. */
export function reconciliationFileName(outDir: string, report: ReconcileReport, covers: ReconcileCoverage): OutputName {
  const what = covers.from
    ? `of-${sourceStem(covers.from, 'file')}`
    : covers.instanceIds
      ? `${covers.instanceIds}-instance-id${covers.instanceIds === 1 ? '' : 's'}`
      : `${journalStem(covers.journal)}-${createdDays(report)}`;
  const profile = covers.profile === undefined ? '' : `${fitFileStem(covers.profile.replace(/[^\w.-]+/g, '_'))}-`;
  return { folder: outDir, base: `reconcile-${profile}${what}`, at: report.startedAt, extension: 'xlsx' };
}
