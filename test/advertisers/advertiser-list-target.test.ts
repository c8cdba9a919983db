/**
 * validate checks PayeeIds against the advertiser list of the finance system it would post to,
 * as upload does, never against a list fetched later from another one: in-process, against a
 * test sandbox and a real SQLite journal.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

interface ValidateJson {
  valid: number;
  invalid: number;
  problems: { row: number; column: string; value: string }[];
  advertiserList: Record<string, unknown>;
}

/** Caches `count` of the sandbox's advertisers in the journal as the list of `identity`, fetched `fetchedAt`. */
async function cacheList(file: string, identity: string, count: number, fetchedAt: Date): Promise<void> {
  const journal = await openJournal(file);
  try {
    await storeAdvertiserList(journal, identity, SANDBOX_ADVERTISERS.slice(0, count), fetchedAt.toISOString());
  } finally {
    await journal.close();
  }
}

/** A config file of profiles, each a finance system by its address (and `targetId` when given). */
function writeProfiles(dir: string, profiles: Record<string, { baseUrl: string; targetId?: string }>): void {
  const lines = ['profiles:'];
  for (const [name, profile] of Object.entries(profiles)) {
    lines.push(`  ${name}:`, `    baseUrl: "${profile.baseUrl}"`);
    if (profile.targetId) lines.push(`    targetId: ${profile.targetId}`);
  }
  writeFileSync(join(dir, 'invoice-batch.config.yaml'), `${lines.join('\n')}\n`);
}

describe('the advertiser list validate checks PayeeIds against', () => {
  it('is the configured finance system list, not the one fetched last from another system', async () => {
    const dir = makeTempDir('payees-target');
    const server = await startTestSandbox();
    writeUploadInputs(dir, { count: 6, prefix: 'PT', unknownPayee: [4] });
    // The same address spelled another way is the same system.
    const spelled = `${server.baseUrl.replace('http://', 'HTTP://')}/`;
    writeProfiles(dir, { qa: { baseUrl: server.baseUrl }, spelled: { baseUrl: spelled } });
    expect((await runCliInProcess(['advertisers', '--refresh', '--profile', 'qa'], { cwd: dir })).code).toBe(0);
    // Fetched later from another system, listing only two of the payees the file uses.
    const journalFile = join(dir, 'output', 'journal.sqlite');
    await cacheList(journalFile, 'https://erp.example.com/other', 2, new Date(Date.now() + 60_000));

    const validate = ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json'];
    for (const profile of ['qa', 'spelled']) {
      const run = await runCliInProcess([...validate, '--profile', profile], { cwd: dir });
      const json = JSON.parse(run.stdout) as ValidateJson;
      expect(json.problems.map((p) => [p.row, p.column, p.value])).toEqual([[5, 'Vendor', '0000999999']]);
      expect(json).toMatchObject({ valid: 5, invalid: 1, advertiserList: { checked: true, advertisers: 40 } });
    }
  });

  it("is the one cached under a profile's targetId", async () => {
    const dir = makeTempDir('payees-pinned');
    writeUploadInputs(dir, { count: 3, prefix: 'PP', unknownPayee: [1] });
    writeProfiles(dir, { pinned: { baseUrl: 'https://new-gateway.example.com', targetId: 'erp-qa' } });
    const journalFile = join(dir, 'output', 'journal.sqlite');
    await cacheList(journalFile, 'erp-qa', 40, new Date());
    await cacheList(journalFile, 'https://erp.example.com/other', 1, new Date(Date.now() + 60_000));
    const args = ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json', '--profile', 'pinned'];
    const json = JSON.parse((await runCliInProcess(args, { cwd: dir })).stdout) as ValidateJson;
    expect(json.problems.map((p) => p.row)).toEqual([2]);
    expect(json.advertiserList).toMatchObject({ checked: true, advertisers: 40 });
  });

  it('is none when only another system has one, and the output says so and names it', async () => {
    const dir = makeTempDir('payees-other');
    writeUploadInputs(dir, { count: 3, prefix: 'PO', unknownPayee: [2] });
    writeProfiles(dir, { erp: { baseUrl: 'https://erp.example.com/' } });
    await cacheList(join(dir, 'output', 'journal.sqlite'), 'https://erp.example.com/other', 40, new Date());
    const args = ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--profile', 'erp'];
    const text = await runCliInProcess([...args, '--no-workbook'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      'No advertiser list is cached for this finance system (https://erp.example.com/erp/invoicing/qa): PayeeIds were not checked against it. The journal holds the list of https://erp.example.com/other, which is not the system posted to. Cache this one with: invoice-batch advertisers --refresh --profile erp\n',
    );
    const json = JSON.parse((await runCliInProcess([...args, '--json'], { cwd: dir })).stdout) as ValidateJson;
    expect(json).toMatchObject({
      valid: 3,
      advertiserList: {
        checked: false,
        reason:
          'no advertiser list is cached for this finance system; the journal holds the list of https://erp.example.com/other',
      },
    });
  });

  it('of the local sandbox is the one the local sandbox cached', async () => {
    const dir = makeTempDir('payees-local');
    writeUploadInputs(dir, { count: 3, prefix: 'PL', unknownPayee: [3] });
    const journalFile = join(dir, 'output', 'journal.sqlite');
    await cacheList(journalFile, `sandbox:${resolve(dir, 'output', 'sandbox')}`, 40, new Date());
    await cacheList(journalFile, 'https://erp.example.com/other', 1, new Date(Date.now() + 60_000));
    const text = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json'], {
      cwd: dir,
    });
    const json = JSON.parse(text.stdout) as ValidateJson;
    expect(json.problems.map((p) => p.row)).toEqual([4]);
    expect(json.advertiserList).toMatchObject({ checked: true, advertisers: 40 });
  });
});
