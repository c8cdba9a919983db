/** A journal's row of a finished upload run, for tests of what is printed of a run. */
import type { RunRow } from '../../src/journal/run-row.js';

/** A run finished with no invoice counted; `row` gives its file, target, counts and what else the test needs. */
export function finishedRunRow(row: Partial<RunRow> = {}): RunRow {
  return {
    id: 1,
    sourceFile: 'month-end.xlsx',
    sourcePath: '/d/month-end.xlsx',
    sourceSha256: 'f'.repeat(64),
    mapping: 'mappings/register.yaml',
    targetIdentity: 'https://erp.example/erp/invoicing/qa',
    targetDescription: 'production (https://erp.example)',
    sandbox: false,
    options: '{}',
    host: 'h',
    pid: 1,
    osUser: 'ana',
    keySource: null,
    keyFingerprint: null,
    mappingSha256: null,
    processToken: 't',
    status: 'finished',
    startedAt: '2025-01-31T17:02:11',
    heartbeatAt: '2025-01-31T17:04:40',
    finishedAt: '2025-01-31T17:04:40',
    resultsFile: null,
    note: null,
    leftOut: null,
    invoices: 0,
    created: 0,
    skipped: 0,
    invalid: 0,
    rejected: 0,
    failed: 0,
    notSent: 0,
    notCreated: 0,
    alreadyCreated: 0,
    heldDiffers: 0,
    inDoubt: 0,
    ...row,
  };
}
