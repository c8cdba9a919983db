/**
 * A long outage where the gateway answers 502/504 and the back-end processes nothing (the
 * sandbox's fail rate 1), met by upload after upload as a schedule would, then the recovery.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles, type UploadOptions } from '../../src/batch/upload-files.js';
import { displayKey } from '../../src/journal/invoice-row.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { validBatch, yieldAll } from './mapped-invoices.js';

let journal: Journal | undefined;
afterEach(() => journal?.close());

/** Uploads files as `upload --concurrency 8` would, to whichever sandbox answers for the target now. */
async function outageFixture() {
  const dir = makeTempDir('ib-outage');
  journal = await openJournal(join(dir, 'journal.sqlite'));
  const opened = journal;
  const failing = await startTestSandbox({ failRate: 1, seed: 3 });
  // The recovered API is another sandbox at another port: the journal must take it for the same target.
  const identity = failing.target().identity;
  let sandbox: TestSandbox = failing;
  const upload = (name: string, invoices: readonly MappedInvoice[], options: Partial<UploadOptions> = {}) => {
    const path = join(dir, name);
    writeFileSync(path, invoices.map((m) => JSON.stringify(m.invoice)).join('\n'));
    return uploadFiles(opened, {
      target: sandbox.target({ identity }),
      sources: [{ path, read: () => yieldAll(invoices) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      outDir: join(dir, 'out'),
      concurrency: 8,
      // One failed probe ends the pause: the test stands for the 10 minutes of an operator's run.
      maxPauseMs: 500,
      ...options,
    });
  };
  // Keys, not rows: a file taken again adds a row "still in doubt from run N" for each invoice in doubt.
  const inDoubt = async () => [
    ...new Set((await opened.lists.listInvoices({ state: 'in-doubt', limit: 1000 })).map(displayKey)),
  ];
  const recover = async () => {
    sandbox = await startTestSandbox();
    return sandbox;
  };
  return { failing, upload, inDoubt, recover };
}

describe('uploads during a long gateway outage', () => {
  it('a run that meets the outage at its start leaves at most 2 invoices in doubt with concurrency 8', async () => {
    const { failing, upload } = await outageFixture();
    const report = await upload('start.csv', validBatch(20, { prefix: 'START' }));
    expect(failing.stats().createRequests).toBe(2);
    expect(report.runs[0]!.counts).toMatchObject({ inDoubt: 2, failed: 18, created: 0 });
    expect(report.halted).toMatch(/^the finance API gateway kept failing/);
  });
});
