/**
 * PayeeIds checked against the advertiser list cached in the journal, whatever the mapping says
 * about advertisers: validate and upload, in-process, against a test sandbox and real SQLite journals.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook } from '../helpers/read-workbook.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const UNKNOWN = 'expected the id of an advertiser: not in the advertiser list of';

interface ValidateJson {
  valid: number;
  invalid: number;
  problems: { row: number; column: string; value: string; message: string }[];
  advertiserList: Record<string, unknown>;
}

describe('PayeeIds against the cached advertiser list', () => {
  it('are not checked while no list is cached, and the output says so once with the command that caches it', async () => {
    const dir = makeTempDir('payees-none');
    writeUploadInputs(dir, { count: 4, prefix: 'PN', unknownPayee: [2] });
    const text = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout.match(/advertiser list/g)).toHaveLength(1);
    expect(text.stdout).toContain(
      'No advertiser list is cached in the journal: PayeeIds were not checked against it. Cache it with: invoice-batch advertisers --refresh\n',
    );
    const json = await runCliInProcess(
      ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json', '--journal', 'j.sqlite'],
      { cwd: dir },
    );
    expect(JSON.parse(json.stdout)).toMatchObject({
      valid: 4,
      advertiserList: { checked: false, refresh: 'invoice-batch advertisers --refresh --journal j.sqlite' },
    });
  });

  it('make an unknown PayeeId a problem at its cell in validate, and an invalid invoice upload does not send', async () => {
    const dir = makeTempDir('payees-cached');
    const server = await startTestSandbox();
    writeUploadInputs(dir, { count: 5, prefix: 'PC', unknownPayee: [2, 4] });
    const remote = ['--base-url', server.baseUrl];
    const refreshed = await runCliInProcess(['advertisers', '--refresh', '--json', ...remote], { cwd: dir });
    expect(refreshed.code).toBe(0);

    // validate reads the list of the system the settings name, here through the environment.
    const env = { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_BASE_URL: server.baseUrl };
    const text = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml'], { cwd: dir, env });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/ {2}valid +3\n {2}invalid +2\n/);
    for (const row of [3, 5])
      expect(text.stdout).toMatch(
        new RegExp(
          `invoices\\.csv, row ${row}, column "Vendor": ${UNKNOWN} \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(registered since\\? refresh the list\\), got "0000999999"\\n`,
        ),
      );
    expect(text.stdout).toMatch(
      /\nPayeeIds checked against the advertiser list fetched \d{4}-\d\d-\d\d \d\d:\d\d UTC \(less than an hour ago, 40 advertisers\)\. Refresh it with: invoice-batch advertisers --refresh\n/,
    );
    // The validation workbook, sent back to whoever prepared the file, says the same.
    const workbook = /^Validation workbook: (.*)$/m.exec(text.stdout)![1]!;
    const summary = (await readBook(workbook)).getWorksheet('Summary')!;
    const rows = summary.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1, 3) : []));
    expect(rows).toContainEqual([
      'Advertiser list',
      expect.stringMatching(
        /^PayeeIds checked against the advertiser list fetched .* Refresh it with: invoice-batch advertisers --refresh$/,
      ),
    ]);

    const json = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json'], {
      cwd: dir,
      env,
    });
    const validated = JSON.parse(json.stdout) as ValidateJson;
    expect(validated.problems.map((p) => [p.row, p.column, p.value])).toEqual([
      [3, 'Vendor', '0000999999'],
      [5, 'Vendor', '0000999999'],
    ]);
    expect(validated.advertiserList).toMatchObject({
      checked: true,
      advertisers: 40,
      ageHours: 0,
      refresh: 'invoice-batch advertisers --refresh',
    });

    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...remote];
    const held = await runCliInProcess([...upload, '--json'], { cwd: dir });
    expect(held.code).toBe(1);
    expect(JSON.parse(held.stdout)).toMatchObject({ invalid: 2, created: 0, advertiserList: { checked: true } });
    expect(server.stats().createRequests).toBe(0);
    const partial = await runCliInProcess([...upload, '--partial'], { cwd: dir });
    expect(partial.stdout).toMatch(/created +3\n/);
    expect(partial.stdout).toContain(
      `Refresh it with: invoice-batch advertisers --refresh --base-url ${server.baseUrl}\n`,
    );
    expect(server.stats().createRequests).toBe(3);
  });

  it('says how old the list is and checks against it however old it is', async () => {
    const dir = makeTempDir('payees-old');
    writeUploadInputs(dir, { count: 3, prefix: 'PO', unknownPayee: [3] });
    const fetched = new Date(Date.now() - 10 * 86_400_000 - 3_600_000);
    const journal = await openJournal(join(dir, 'old.sqlite'));
    try {
      // The list of the local sandbox, the system validate's default settings name: its state
      // lives beside the SQLite journal.
      const local = `sandbox:${resolve(dir, 'sandbox')}`;
      await storeAdvertiserList(journal, local, SANDBOX_ADVERTISERS, fetched.toISOString());
    } finally {
      await journal.close();
    }
    const text = await runCliInProcess(
      ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--journal', 'old.sqlite', '--no-workbook'],
      { cwd: dir },
    );
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`${UNKNOWN} ${fetched.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect(text.stdout).toContain(
      '(10 days ago, 40 advertisers). Refresh it with: invoice-batch advertisers --refresh --journal old.sqlite\n',
    );
  });

  it('are left unchecked when the mapping says requireKnown: false, and the output says so', async () => {
    const dir = makeTempDir('payees-off');
    writeUploadInputs(dir, { count: 2, prefix: 'PF', unknownPayee: [1] });
    const journal = await openJournal(join(dir, 'output', 'journal.sqlite'));
    try {
      await storeAdvertiserList(journal, 'erp-qa', SANDBOX_ADVERTISERS, new Date().toISOString());
    } finally {
      await journal.close();
    }
    writeFileSync(join(dir, 'off.yaml'), `${ONE_ROW_MAPPING}advertisers: { requireKnown: false }\n`);
    const text = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'off.yaml'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      'PayeeIds were not checked against the advertiser list: the mapping says requireKnown: false.\n',
    );
  });
});
