/**
 * An upload whose invoice another run claimed, that run's process silent (killed on another
 * host): the upload says what it waits for, whose claim and until when, instead of a frozen
 * progress line, and the invoice becomes in doubt, never posted again. A real SQLite journal and
 * the sandbox on loopback; the other run's last heartbeat is set back so its wait ends soon.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addInvoice, addRun } from '../../journal/journal-fixture.js';
import { sqliteDb } from '../../helpers/sqlite-db.js';
import { validBatch } from '../mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../upload-fixture.js';

let fx: UploadFixture | undefined;
afterEach(async () => fx?.journal.close());

describe('an upload waiting for invoices a silent run on another host claimed', () => {
  it('says which run holds them, on which host, and when they become in doubt, then never posts them', async () => {
    fx = await uploadFixture();
    const identity = fx.sandbox.target().identity;
    const invoices = validBatch(3, { prefix: 'KILL' });
    // Run A on fin-host-a claimed KILL-00002 and was killed before its answer was recorded.
    const other = await addRun(fx.journal, {
      targetIdentity: identity,
      host: 'fin-host-a',
      pid: 4242,
      processToken: 'a',
    });
    await fx.journal.runs.setRunStatus(other, 'sending', new Date().toISOString());
    const row = await addInvoice(fx.journal, other, 'KILL-00002', { targetIdentity: identity });
    await fx.journal.send.markSending(row, new Date().toISOString());
    // Its last beat 112 s ago: taken for gone 120 s after it, within seconds of this upload's start.
    const beat = new Date(Date.now() - 112_000).toISOString();
    sqliteDb(fx.journal).prepare('UPDATE runs SET heartbeat_at = ? WHERE id = ?').run(beat, other);

    const notices: string[] = [];
    const report = await fx.upload('kill.csv', invoices, { concurrency: 2, onNotice: (text) => notices.push(text) });
    const waits = notices.filter((text) => text.startsWith('waiting for'));
    expect(waits[0]).toMatch(
      new RegExp(
        `^waiting for 1 invoice run ${other} on fin-host-a \\(pid 4242\\) claimed: its process has not written to the journal for 1\\d\\d s; ` +
          'unless it does, they become in doubt at \\d\\d:\\d\\d:\\d\\d UTC \\(about \\d+ s from now\\), never sent again by this run$',
      ),
    );
    expect(waits[0]).toContain(`in doubt at ${new Date(Date.parse(beat) + 120_000).toISOString().slice(11, 19)} UTC`);
    // The claimed invoice is in doubt, never posted by this run; the others are created.
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 3, created: 2, inDoubt: 1 });
    expect(fx.sandbox.stats()).toMatchObject({ createRequests: 2, duplicateAttempts: 0 });
  }, 60_000);
});
