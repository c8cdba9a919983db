/** A journal with invoices created at a real sandbox, for reconcile tests. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadFiles, type UploadReport } from '../../src/batch/upload-files.js';
import type { Invoice } from '../../src/invoice/invoice-schema.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import type { SandboxOptions } from '../../src/sandbox/start-sandbox.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import {
  writeReconciliationWorkbook,
  type ReconciliationWorkbookOptions,
} from '../../src/report/write-reconciliation-workbook.js';
import { reconciliationFileName } from '../../src/report/reconciliation-file-name.js';
import type { ReconcileReport } from '../../src/reconcile/reconcile-invoices.js';

export interface InvoiceSpec {
  number: string;
  amount: string;
  currency: string;
  payeeId?: string;
  vendorName?: string;
}

function mapped(spec: InvoiceSpec, row: number, file: string): MappedInvoice {
  const invoice: Invoice = {
    InstanceID: null,
    InvoiceId: `ID-${spec.number}`,
    PayeeId: spec.payeeId ?? '0000100001',
    CurrencyCode: spec.currency,
    Invoice_Number: spec.number,
    Invoice_Date: '20260430',
    Invoice_Amount: spec.amount,
    Invoice_Status: 'Posted',
    Events: [],
    Contacts: [],
    InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: spec.amount }],
  };
  return {
    file,
    sheet: undefined,
    rows: String(row),
    firstRow: row,
    draft: {
      InvoiceId: invoice.InvoiceId,
      Invoice_Number: spec.number,
      PayeeId: invoice.PayeeId,
      CurrencyCode: spec.currency,
      Invoice_Amount: spec.amount,
      lines: 1,
      vendorName: spec.vendorName,
    },
    invoice,
    problems: [],
  };
}

export interface ReconcileFixture {
  dir: string;
  journalFile: string;
  journal: Journal;
  sandbox: TestSandbox;
  /** Posts the invoices through the real upload; returns the report. */
  upload(name: string, specs: readonly InvoiceSpec[]): Promise<UploadReport>;
  /** Writes the report's reconciliation workbook into `out/` as for the sandbox, as reconcile names it; returns its path. */
  writeWorkbook(report: ReconcileReport, options?: ReconciliationWorkbookOptions): Promise<string>;
}

/** @param journalLocation a postgres:// URL for a PostgreSQL journal @default a SQLite file in the temp folder */
export async function reconcileFixture(
  sandboxOptions: SandboxOptions = {},
  journalLocation?: string,
): Promise<ReconcileFixture> {
  const dir = makeTempDir('ib-reconcile');
  const journalFile = journalLocation ?? join(dir, 'journal.sqlite');
  const journal = await openJournal(journalFile);
  const sandbox = await startTestSandbox(sandboxOptions);
  const upload = async (name: string, specs: readonly InvoiceSpec[]) => {
    const path = join(dir, name);
    writeFileSync(path, specs.map((s) => s.number).join('\n'));
    const invoices = specs.map((spec, i) => mapped(spec, i + 2, name));
    return uploadFiles(journal, {
      target: sandbox.target(),
      sources: [
        {
          path,
          read: async function* () {
            yield* invoices;
          },
        },
      ],
      mapping: 'test.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(dir, 'out'),
    });
  };
  const writeWorkbook = (report: ReconcileReport, options?: ReconciliationWorkbookOptions) =>
    writeReconciliationWorkbook(
      report,
      { description: 'sandbox (test)', sandbox: true },
      reconciliationFileName(join(dir, 'out'), report, { journal: journalFile }),
      options,
    );
  return { dir, journalFile, journal, sandbox, upload, writeWorkbook };
}
