/** `journal export`: the auditor's period workbook of the journal, and its totals printed. */
import { resolve } from 'node:path';
import type { Journal } from '../journal/open-journal.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { planPeriodExport, type Period } from '../report/period/plan-period-export.js';
import { writePeriodWorkbook } from '../report/period/write-period-workbook.js';
import { formatPeriodExport, periodExportJson } from '../print/format-period-export.js';

export interface ExportRequest {
  period: Period;
  /** The workbook's path as given. */
  out: string;
  /** Only this target's invoices (listing-target.ts). @default every target */
  targetIdentity: string | undefined;
  json: boolean | undefined;
}

export async function runJournalExport(
  journal: Journal,
  request: ExportRequest,
  io: CommandIo,
  settings: Settings,
): Promise<number> {
  const { period, targetIdentity } = request;
  // One read transaction: the created rows and the open ones are of the same moment.
  const [created, open] = await journal.transaction(
    async (tx) => [
      await tx.period.listCreatedBetween(period.from, period.to, targetIdentity),
      await tx.period.listOpenAt(period.to, targetIdentity),
    ],
    { readOnly: true, repeatable: true },
  );
  const exported = planPeriodExport(period, created, open);
  const file = await writePeriodWorkbook(
    exported,
    journal.location,
    { file: resolve(io.cwd, request.out) },
    settings.dateStyle,
  );
  io.stdout(request.json ? periodExportJson(exported, file) : formatPeriodExport(exported, file));
  return 0;
}
