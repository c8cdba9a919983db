/**
 * A real journal, a SQLite file in a temp folder or a new database on a real PostgreSQL server,
 * with runs and rows made by the statements themselves.
 */
import { join } from 'node:path';
import type { JournalBackend } from '../../src/journal/journal.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import type { NewRun } from '../../src/journal/run-statements.js';
import type { StageInput } from '../../src/journal/stage-statements.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Both backends, for statements that must behave the same on each. */
export const BACKENDS: readonly JournalBackend[] = ['sqlite', 'postgres'];

export async function tempJournal(backend: JournalBackend = 'sqlite'): Promise<Journal> {
  if (backend === 'postgres') return openJournal(await testPostgresUrl());
  return await openJournal(join(makeTempDir('journal'), 'journal.sqlite'));
}

export async function addRun(journal: Journal, overrides: Partial<NewRun> = {}): Promise<number> {
  return await journal.runs.insertRun({
    sourceFile: 'month-end.csv',
    sourcePath: '/data/month-end.csv',
    sourceSha256: 'a'.repeat(64),
    mapping: 'mappings/m.yaml',
    targetIdentity: 'https://erp.example/erp/invoicing/qa',
    targetDescription: 'production (https://erp.example)',
    sandbox: false,
    options: {},
    host: 'here',
    pid: 1,
    processToken: 'token',
    startedAt: '2025-01-31T10:00:00.000Z',
    ...overrides,
  });
}

export async function addInvoice(
  journal: Journal,
  runId: number,
  number: string,
  overrides: Partial<StageInput> = {},
): Promise<number> {
  return await journal.stage.stageInvoice(stageInput(runId, number, overrides));
}

/** What staging records of one valid invoice `number` of run `runId`. */
export function stageInput(runId: number, number: string, overrides: Partial<StageInput> = {}): StageInput {
  return {
    runId,
    seq: 1,
    targetIdentity: 'https://erp.example/erp/invoicing/qa',
    payeeId: '0000100001',
    invoiceNumber: number,
    invoiceId: `ID-${number}`,
    currencyCode: 'EUR',
    invoiceAmount: '10.0000',
    invoiceDate: '20250130',
    vendorName: undefined,
    lines: 1,
    sourceFile: 'month-end.csv',
    sheet: undefined,
    rows: '2',
    firstRow: 2,
    payloadJson: '{"x":1}',
    payloadHash: 'h1',
    at: '2025-01-31T10:00:01.000Z',
    ...overrides,
  };
}
