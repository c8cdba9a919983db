/**
 * `resolve REF --reviewed --note "..."` with the built CLI: a changed copy held: differs that AP
 * decided not to post is closed as reviewed. Nothing is sent, the created invoice stays created,
 * the copy leaves journal's listing, history's count and journal export's Open sheet, and journal
 * show tells who closed it, when and why, beside every status reconcile read of the created
 * invoice. An invoice that is no held copy, or no note, is refused (exit 2) and nothing recorded.
 * Real sandbox, real SQLite journal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

interface Shown {
  rows: {
    id: number;
    outcome: string;
    events: { kind: string; at: string; text: string; status?: { code: string; reads: number; firstSeenAt: string } }[];
  }[];
}

describe('resolve --reviewed', () => {
  it('closes a held copy as reviewed, not posted; journal show tells who, when, why, and what reconcile read', async () => {
    const cwd = makeTempDir('resolve-reviewed');
    const sandbox = await startTestSandbox();
    const env = { INVOICE_BATCH_OPERATOR: undefined };
    const cli = (args: string[]) =>
      runCliProcess([...args, '--base-url', sandbox.baseUrl], { cwd, env, timeoutMs: 60_000 });
    const file = writeUploadInputs(cwd, { count: 2, prefix: 'RV' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];
    expect((await cli(upload)).code).toBe(0);
    // Two reconciles: each status read is kept, and journal show lists both.
    expect((await cli(['reconcile'])).code).not.toBeNull();
    expect((await cli(['reconcile'])).code).not.toBeNull();
    writeFileSync(file, readFileSync(file, 'utf8').replace(',11.19,', ',111.19,'));
    expect((await cli(upload)).code).toBe(1);
    const key = '0000100002/RV-0001';

    const other = await cli(['resolve', '0000100003/RV-0002', '--reviewed', '--note', 'no']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(
      '"0000100003/RV-0002" is not a held copy open: its latest row (run 2) is skipped as instance',
    );
    const noNote = await cli(['resolve', key, '--reviewed']);
    expect(noNote.code).toBe(2);
    expect(noNote.stderr).toContain('--reviewed: say why it is not posted with --note "..."');
    expect(JSON.parse((await cli(['history', '--json'])).stdout).now.heldCopies).toBe(1);

    const closed = await cli([
      'resolve',
      key,
      '--reviewed',
      '--note',
      'corrected PDF: credit note CN-7',
      '--by',
      'a.schmidt',
    ]);
    expect(closed.stderr).toBe('');
    expect(closed.code).toBe(0);
    expect(closed.stdout).toContain(
      `${key}: the changed copy held by run 2, 111.19 EUR is closed as reviewed, not posted, by a.schmidt (login `,
    );
    expect(sandbox.instances()).toHaveLength(2);
    expect(sandbox.stats().createRequests).toBe(2);

    const history = JSON.parse((await cli(['history', '--json'])).stdout) as {
      now: { invoices: number; heldCopies: number; outcomes: Record<string, number> };
    };
    expect(history.now).toMatchObject({ invoices: 2, heldCopies: 0, outcomes: { created: 2 } });
    const listed = JSON.parse((await cli(['journal', '--json', '--limit', '0'])).stdout) as {
      invoices: { invoiceNumber: string; outcome: string }[];
    };
    expect(listed.invoices.map((row) => row.outcome)).toEqual(['created', 'created']);
    const day = new Date().toISOString().slice(0, 10);
    const exported = await cli([
      'journal',
      'export',
      '--since',
      day,
      '--until',
      day,
      '--out',
      join(cwd, 'p.xlsx'),
      '--json',
    ]);
    expect(JSON.parse(exported.stdout)).toMatchObject({ open: 0 });
    const again = await cli(['resolve', key, '--reviewed', '--note', 'twice']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('was already closed as reviewed by a.schmidt (login ');

    const shown = JSON.parse((await cli(['journal', 'show', key, '--json'])).stdout) as Shown;
    const [created, held] = shown.rows;
    expect(created!.outcome).toBe('created');
    const statuses = created!.events.filter((event) => event.kind === 'status');
    // Each read is counted once, in the line of the change it found (or confirmed).
    expect(statuses.reduce((sum, event) => sum + (event.status?.reads ?? 0), 0)).toBe(2);
    expect(statuses[0]!.text).toMatch(/^reconcile read Status \S.* \(Status code \S+\)/);
    expect(statuses[0]!.status).toMatchObject({ code: expect.any(String), firstSeenAt: statuses[0]!.at });
    expect(held!.outcome).toBe('held: differs');
    expect(held!.events.at(-1)).toMatchObject({
      kind: 'reviewed',
      text: expect.stringMatching(
        /^closed as reviewed, not posted, by a\.schmidt \(login \S+\); note: "corrected PDF: credit note CN-7"$/,
      ),
    });
    const text = (await cli(['journal', 'show', key])).stdout;
    expect(text).toMatch(/\d\d:\d\d:\d\d UTC +reviewed +closed as reviewed, not posted, by a\.schmidt/);
    expect(text).toMatch(/^Run 2 \(started .*\): held: differs, closed as reviewed \(not posted\)$/m);
    expect(text.match(/ UTC +status +reconcile read Status /g)).toHaveLength(statuses.length);
  }, 180_000);
});
