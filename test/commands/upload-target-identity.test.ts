/**
 * The journal knows a finance system by its normalized address (or a pinned targetId), and says so
 * when a key was created or is in doubt under another of its targets. Each upload is parsed as
 * cli.ts parses it and run in this process against real sandboxes on loopback, each test with its
 * own journal; the profile's first upload runs through the compiled CLI (build first: npx tsc -p .).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { summaryValues } from '../helpers/read-workbook.js';

const COUNT = 3;

/** The invoices of the latest run. */
async function lastRunInvoices(cwd: string) {
  const { runs, invoices } = await readCliJournal(cwd);
  const last = Math.max(...runs.map((run) => run.id));
  return invoices.filter((row) => row.runId === last);
}

const upload = (cwd: string, baseUrl: string, ...more: string[]) =>
  runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, ...more], { cwd });

describe('upload through another spelling of the same address', () => {
  it('posts nothing the second time, whatever the spelling', async () => {
    const cwd = makeTempDir('upload-spellings');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: COUNT, prefix: 'SPELL' });
    const port = new URL(sandbox.baseUrl).port;
    expect((await upload(cwd, `http://127.0.0.1:${port}`)).code).toBe(0);
    expect(sandbox.instances()).toHaveLength(COUNT);

    for (const spelling of [
      `HTTP://127.0.0.1:${port}/`,
      `http://127.0.0.1:0${port}`,
      `http://127.000.000.001:${port}/.`,
      `http://2130706433:${port}`,
      `http://0x7f.1:${port}/x/..`,
    ]) {
      const again = await upload(cwd, spelling);
      expect(again.code, `${spelling}: ${again.stderr}`).toBe(0);
      const rows = await lastRunInvoices(cwd);
      expect(
        rows.map((row) => [row.state, row.targetIdentity]),
        spelling,
      ).toEqual(Array(COUNT).fill(['skipped', `http://127.0.0.1:${port}/erp/invoicing/qa`]));
    }
    expect(sandbox.stats().createRequests).toBe(COUNT);
    expect(sandbox.instances()).toHaveLength(COUNT);
  }, 120_000);
});

describe('a key known under another target of the journal', () => {
  it('is skipped through localhost after 127.0.0.1 (another identity, the same server), naming the other target', async () => {
    const cwd = makeTempDir('upload-localhost');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: COUNT, prefix: 'LOCAL' });
    const port = new URL(sandbox.baseUrl).port;
    expect((await upload(cwd, `http://127.0.0.1:${port}`)).code).toBe(0);

    const again = await upload(cwd, `http://localhost:${port}`);
    // Not posted to this target: a person says whether it is the same system (exit 1).
    expect(again.code).toBe(1);
    const rows = await lastRunInvoices(cwd);
    expect(rows.map((row) => row.state)).toEqual(Array(COUNT).fill('skipped'));
    expect(rows[0]?.detail).toMatch(
      new RegExp(
        `^created by an earlier upload under another target, http://127\\.0\\.0\\.1:${port}/erp/invoicing/qa, as instance \\d+ on .* \\(run 1\\); if that is a different finance system, upload again with --distinct-target$`,
      ),
    );
    expect(sandbox.stats().createRequests).toBe(COUNT);
  });

  it('is posted to a target the user states is different (--distinct-target), and held back while in doubt there', async () => {
    const cwd = makeTempDir('upload-distinct');
    const first = await startTestSandbox({ lostRate: 1 });
    const second = await startTestSandbox();
    writeUploadInputs(cwd, { count: COUNT, prefix: 'DISTINCT' });
    // Every create reaches the first system, and no answer comes back: in doubt there.
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);

    // Held, not sent, but in doubt all the same: they may exist on the one back-end behind both addresses,
    // so every count, total and the exit code say in doubt, never "not sent" or "not created".
    const held = await upload(cwd, second.baseUrl, '--json');
    expect(held.code).toBe(1);
    const json = JSON.parse(held.stdout) as {
      inDoubt: number;
      notSent: number;
      failed: number;
      results: string;
      totals: Record<string, { inDoubt: string; notCreated: string; source: string }>;
      inDoubtInvoices: unknown[];
    };
    expect([json.inDoubt, json.notSent, json.failed, json.inDoubtInvoices.length]).toEqual([COUNT, 0, 0, COUNT]);
    for (const total of Object.values(json.totals)) {
      expect(total.inDoubt).toBe(total.source);
      expect(Number(total.notCreated)).toBe(0);
    }
    const heldRows = await lastRunInvoices(cwd);
    expect(heldRows.map((row) => [row.state, row.sendingAt])).toEqual(Array(COUNT).fill(['in-doubt', null]));
    const other = `${first.baseUrl}/erp/invoicing/qa`;
    expect(heldRows[0]?.detail).toContain(`still in doubt from run 1 under another target, ${other}: resolve it there`);
    expect(heldRows[0]?.detail).toContain(
      `resolve --target ${other} --base-url ${first.baseUrl} ${heldRows[0]?.payeeId}/${heldRows[0]?.invoiceNumber} --instance-id <N>`,
    );
    const summary = await summaryValues(json.results);
    // No outcome or total says "not created"; the advice on how to settle them names the resolve commands.
    // They are held behind the other target's doubt: its commands, not this run's own.
    const advice = 'In doubt elsewhere: what to do';
    const said = [...summary.entries()].filter(([label]) => label !== advice).map(([, value]) => value);
    expect(said.map(String).join('\n')).not.toMatch(/not created/i);
    expect(String(summary.get(advice))).toMatch(/--not-created/);
    expect(second.stats().createRequests).toBe(0);

    const posted = await upload(cwd, second.baseUrl, '--distinct-target');
    expect(posted.code, posted.stderr).toBe(0);
    expect((await lastRunInvoices(cwd)).map((row) => row.state)).toEqual(Array(COUNT).fill('created'));
    expect(second.instances()).toHaveLength(COUNT);
  }, 60_000);
});

describe('an invoice held in doubt behind another target', () => {
  it('is settled with the post it waits on when that one is resolved there, as created or as not created', async () => {
    const cwd = makeTempDir('upload-held-settled');
    const first = await startTestSandbox({ lostRate: 1 });
    const second = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'SETTLE' });
    expect((await upload(cwd, first.baseUrl)).code).toBe(1);
    expect((await upload(cwd, second.baseUrl)).code).toBe(1);
    const held = await lastRunInvoices(cwd);
    expect(held.map((row) => row.state)).toEqual(['in-doubt', 'in-doubt']);
    const other = `${first.baseUrl}/erp/invoicing/qa`;
    const [made, notMade] = held.map((row) => `${row.payeeId}/${row.invoiceNumber}`);
    const resolve = (...args: string[]) =>
      runCliInProcess(['resolve', ...args, '--target', other, '--no-check', '--base-url', first.baseUrl], { cwd });
    const one = await resolve(made!, '--instance-id', '0030000077');
    expect(one.code, one.stderr).toBe(0);
    const two = await resolve(notMade!, '--not-created');
    expect(two.code, two.stderr).toBe(0);

    const after = (await readCliJournal(cwd)).invoices.filter((row) => row.runId === held[0]!.runId);
    expect(after.map((row) => [row.state, row.instanceId])).toEqual([
      ['skipped', '0030000077'],
      ['failed', null],
    ]);
    expect(after[0]!.detail).toBe(
      `not sent: created as instance 0030000077 under another target, ${other} (settled later)`,
    );
    expect(after[1]!.detail).toBe(
      `not sent: the post in doubt under another target, ${other}, turned out not created; safe to post again`,
    );
    expect(second.stats().createRequests).toBe(0);
  }, 60_000);
});

describe('targetId in a profile', () => {
  it('keeps the journal knowledge when the profile reaches the same back-end through a new address', async () => {
    const cwd = makeTempDir('upload-target-id');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: COUNT, prefix: 'PINNED' });
    const port = new URL(sandbox.baseUrl).port;
    const config = (baseUrl: string) =>
      writeFileSync(
        join(cwd, 'invoice-batch.config.yaml'),
        `defaultProfile: erp\nprofiles:\n  erp:\n    baseUrl: ${baseUrl}\n    targetId: erp-production\n`,
      );
    config(`http://127.0.0.1:${port}`);
    const first = await runCliProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml'], { cwd });
    expect(first.code, first.stderr).toBe(0);

    // The new gateway: another identity by its address, the same finance system by its name.
    config(`http://localhost:${port}`);
    const again = await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml'], { cwd });
    expect(again.code, again.stderr).toBe(0);
    const rows = await lastRunInvoices(cwd);
    expect(rows.map((row) => [row.state, row.targetIdentity])).toEqual(
      Array(COUNT).fill(['skipped', 'erp-production']),
    );
    expect(rows[0]?.detail).toMatch(/^created by an earlier upload \(run \d+ on .*\) as instance \d+/);
    expect(sandbox.stats().createRequests).toBe(COUNT);
  });
});
