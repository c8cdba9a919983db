/**
 * A long outage where the gateway answers 502/504 and the back-end processes nothing (the
 * sandbox's fail rate 1), met by upload after upload as a schedule would, then the recovery.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles, type UploadOptions } from '../../src/batch/upload-files.js';
import { displayKey } from '../../src/journal/invoice-row.js';
import { EXIT_UNAVAILABLE } from '../../src/errors.js';
import { uploadExitCode } from '../../src/print/upload-json.js';
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

  it('the next run asks for a status first and sends no create while the gateway still fails', async () => {
    const { failing, upload } = await outageFixture();
    await upload('first.csv', validBatch(20, { prefix: 'FIRST' }));
    const sentBefore = failing.stats().createRequests;
    const statusRequestsBefore = failing.stats().statusRequests;

    const report = await upload('second.csv', validBatch(12, { prefix: 'SECOND' }));
    expect(failing.stats().createRequests).toBe(sentBefore);
    // Three read-only questions, 1 s and 2 s apart, no more: the status of instance 0000000000.
    expect(failing.stats().statusRequests - statusRequestsBefore).toBe(3);
    expect(report.runs[0]!.counts).toMatchObject({ failed: 12, inDoubt: 0 });
    expect(report.runs[0]!.notSent).toBe(12);
    expect(report.stopped).toBe(true);
    expect(report.halted).toMatch(
      /^the finance API still fails at the gateway \(3 status requests in a row before the first create, the last: HTTP 50[24]; run 1 on \S+ ended on gateway failures, last: HTTP 50[24] /,
    );
  });

  it('exits 69 for a run the outage stopped with nothing in doubt, 1 for the run it left creates in doubt', async () => {
    const { upload } = await outageFixture();
    const first = await upload('first.csv', validBatch(10, { prefix: 'EXIT1' }));
    expect(first.runs[0]!.counts.inDoubt).toBe(2);
    // A person must settle the 2 in doubt before the file is posted again: no retry by exit code.
    expect(uploadExitCode(first)).toBe(1);

    const second = await upload('second.csv', validBatch(10, { prefix: 'EXIT2' }));
    expect(second.halted).toMatch(/^the finance API still fails at the gateway/);
    expect(second.runs[0]!.counts).toMatchObject({ inDoubt: 0, failed: 10 });
    // Nothing in doubt, all not sent: the schedule's retry (RestartForceExitStatus=69) takes it again.
    expect(uploadExitCode(second)).toBe(EXIT_UNAVAILABLE);
  });

  it('three runs in a row through the outage, then the recovery: each invoice posted once, in doubt only from the first run', async () => {
    const { failing, upload, inDoubt, recover } = await outageFixture();
    const gw = validBatch(20, { prefix: 'GW' });
    const gy = validBatch(30, { prefix: 'GY' });
    const doubts: number[] = [];
    await upload('gw.csv', gw);
    doubts.push((await inDoubt()).length);
    // The same file taken again, as a watcher retakes a stopped one, then another file.
    await upload('gw.csv', gw);
    doubts.push((await inDoubt()).length);
    await upload('gy.csv', gy);
    doubts.push((await inDoubt()).length);
    const createsDuringOutage = failing.stats().createRequests;

    const recovered = await recover();
    const after = [await upload('gw.csv', gw), await upload('gy.csv', gy)];
    const created = after.reduce((sum, report) => sum + report.runs[0]!.counts.created, 0);
    const measured = {
      inDoubtAfterRun: doubts,
      createsDuringOutage,
      createdAfterRecovery: created,
      duplicateAttempts: recovered.stats().duplicateAttempts,
    };
    console.log(`gateway outage, 3 runs then recovery: ${JSON.stringify(measured)}`);
    expect(measured).toEqual({
      inDoubtAfterRun: [2, 2, 2],
      createsDuringOutage: 2,
      createdAfterRecovery: 48,
      duplicateAttempts: 0,
    });
    // The back-end processed nothing during the outage: every invoice at it now was created once, after.
    const atSandbox = recovered.instances().map(displayKey);
    expect(new Set(atSandbox).size).toBe(48);
    for (const key of await inDoubt()) expect(atSandbox).not.toContain(key);
  });
});
