/**
 * Which API key and which mapping version a run used, for an auditor: a key rotated mid-year and a
 * mapping edited under the same path are told apart in `history`, `journal show` and the results
 * Summary, by a fingerprint that never gives the key back. Real sandbox (taking two keys), real
 * SQLite journal, the CLI as cli.ts parses it.
 */
import { readFileSync, readdirSync, appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, summaryValues } from '../helpers/read-workbook.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import Database from 'better-sqlite3';

const OLD_KEY = 'old-Key-2025-q1';
const NEW_KEY = 'new-Key-2025-q3';

interface RunJson {
  id: number;
  keySource: string | null;
  keyFingerprint: string | null;
  mapping: string;
  mappingSha256: string | null;
  resultsFile: string;
}

describe('which key and which mapping a run used', () => {
  it('records a fingerprint of the key and the mapping digest per run, shows them, and never the key', async () => {
    const cwd = makeTempDir('run-key');
    const sandbox = await startTestSandbox({ apiKeys: [OLD_KEY, NEW_KEY] });
    writeUploadInputs(cwd, { count: 1, prefix: 'KA' });
    writeUploadInputs(cwd, { count: 1, prefix: 'KB', name: 'second.csv' });
    const upload = (file: string, key: string) =>
      runCliInProcess(['upload', file, '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'], {
        cwd,
        env: { INVOICE_BATCH_API_KEY: key },
      });
    expect((await upload('invoices.csv', OLD_KEY)).code).toBe(0);
    // The mapping is edited under the same path: the next run used another version of it.
    appendFileSync(join(cwd, 'mapping.yaml'), '# edited\n');
    const second = await upload('second.csv', NEW_KEY);
    expect(second.code).toBe(0);

    const listed = await runCliInProcess(['history', '--json'], { cwd });
    const runs = (JSON.parse(listed.stdout) as { runs: RunJson[] }).runs;
    const [newer, older] = runs as [RunJson, RunJson];
    expect(older.keySource).toBe('the environment variable INVOICE_BATCH_API_KEY');
    expect(older.keyFingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(newer.keyFingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(newer.keyFingerprint).not.toBe(older.keyFingerprint);
    expect(older.mappingSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(newer.mappingSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(newer.mappingSha256).not.toBe(older.mappingSha256);

    const history = (await runCliInProcess(['history'], { cwd })).stdout;
    expect(history).toMatch(/ Run by +Started by +Key +Mapping +Invoices /);
    expect(history).toContain(`${older.keyFingerprint} (env)  mapping.yaml @ ${older.mappingSha256!.slice(0, 12)}`);
    expect(history).toContain(`${newer.keyFingerprint} (env)  mapping.yaml @ ${newer.mappingSha256!.slice(0, 12)}`);

    const show = await runCliInProcess(['journal', 'show', '0000100002/KA-0001'], { cwd });
    expect(show.stdout).toContain(`  mapping  mapping.yaml @ ${older.mappingSha256!.slice(0, 12)}\n`);
    expect(show.stdout).toContain(
      `  key      ${older.keyFingerprint} (env): the environment variable INVOICE_BATCH_API_KEY\n`,
    );
    const shown = JSON.parse(
      (await runCliInProcess(['journal', 'show', '0000100002/KA-0001', '--json'], { cwd })).stdout,
    ) as { rows: { run: { mappingSha256: string; key: { source: string; fingerprint: string } } }[] };
    expect(shown.rows[0]!.run).toMatchObject({
      mappingSha256: older.mappingSha256,
      key: { source: 'the environment variable INVOICE_BATCH_API_KEY', fingerprint: older.keyFingerprint },
    });

    const summary = await summaryValues(older.resultsFile);
    expect(summary.get('API key')).toBe(
      `${older.keyFingerprint} (env): the environment variable INVOICE_BATCH_API_KEY`,
    );
    expect(summary.get('Mapping')).toBe(`mapping.yaml @ ${older.mappingSha256!.slice(0, 12)}`);

    // The key itself is nowhere: not in the journal's bytes, the outputs, or any workbook cell.
    const output = join(cwd, 'output');
    const journalBytes = readdirSync(output)
      .filter((name) => name.startsWith('journal.sqlite'))
      .map((name) => readFileSync(join(output, name), 'latin1'))
      .join('');
    expect(journalBytes).toContain(older.keyFingerprint!);
    const cells: string[] = [];
    for (const run of runs) {
      const book = await readBook(run.resultsFile);
      book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
    }
    expect(cells.join('\n')).toContain(older.keyFingerprint!);
    for (const text of [journalBytes, cells.join('\n'), listed.stdout, history, show.stdout, second.stdout])
      for (const key of [OLD_KEY, NEW_KEY]) expect(text).not.toContain(key);
  }, 120_000);

  it('says a held invoice was read with a mapping changed since the run that created it', async () => {
    const cwd = makeTempDir('mapping-changed');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'MC' });
    const upload = () =>
      runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], { cwd });
    expect((await upload()).code).toBe(0);
    // The same file, the same mapping path, another version: the amount is read from another column.
    const mapping = readFileSync(join(cwd, 'mapping.yaml'), 'utf8');
    writeFileSync(join(cwd, 'mapping.yaml'), mapping.replace('Invoice_Amount: Total', 'Invoice_Amount: Net'));
    await upload();
    const listed = JSON.parse((await runCliInProcess(['journal', '--json', '--run', '2'], { cwd })).stdout) as {
      invoices: { outcome: string; detail: string }[];
    };
    expect(listed.invoices).toHaveLength(1);
    expect(listed.invoices[0]!.outcome).toBe('held: differs');
    expect(listed.invoices[0]!.detail).toMatch(
      /^a different invoice with the same PayeeId and Invoice_Number was created as instance \d+ on \S+ \(run 1\): .* \(the mapping mapping\.yaml changed since run 1\)\. NOT POSTED/,
    );
    expect(sandbox.instances()).toHaveLength(1);
  }, 120_000);

  it('still uploads, recording no fingerprint, when the journal salt was emptied by hand', async () => {
    const cwd = makeTempDir('no-salt');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'NS' });
    writeUploadInputs(cwd, { count: 1, prefix: 'NT', name: 'second.csv' });
    const upload = (file: string) =>
      runCliInProcess(['upload', file, '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], { cwd });
    expect((await upload('invoices.csv')).code).toBe(0);
    const db = new Database(join(cwd, 'output', 'journal.sqlite'));
    db.exec('UPDATE journal_identity SET key_salt = NULL');
    db.close();
    const second = await upload('second.csv');
    expect(second.code, second.stderr).toBe(0);
    const runs = (
      JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as {
        runs: { keyFingerprint: string | null }[];
      }
    ).runs;
    expect(runs.map((run) => run.keyFingerprint === null)).toEqual([true, false]);
  }, 120_000);

  it('never writes the key in a mapping path into a held invoice Detail', async () => {
    const cwd = makeTempDir('mapping-key-path');
    const sandbox = await startTestSandbox({ apiKeys: [OLD_KEY] });
    writeUploadInputs(cwd, { count: 1, prefix: 'MK' });
    const named = `mapping-${OLD_KEY}.yaml`;
    writeFileSync(join(cwd, named), readFileSync(join(cwd, 'mapping.yaml'), 'utf8'));
    const upload = () =>
      runCliInProcess(['upload', 'invoices.csv', '--mapping', named, '--base-url', sandbox.baseUrl], {
        cwd,
        env: { INVOICE_BATCH_API_KEY: OLD_KEY },
      });
    expect((await upload()).code).toBe(0);
    const mapping = readFileSync(join(cwd, named), 'utf8');
    writeFileSync(join(cwd, named), mapping.replace('Invoice_Amount: Total', 'Invoice_Amount: Net'));
    await upload();
    const listed = await runCliInProcess(['journal', '--json', '--run', '2'], {
      cwd,
      env: { INVOICE_BATCH_API_KEY: OLD_KEY },
    });
    const invoices = (JSON.parse(listed.stdout) as { invoices: { outcome: string; detail: string }[] }).invoices;
    expect(invoices.map((invoice) => invoice.outcome)).toEqual(['held: differs']);
    expect(invoices[0]!.detail).not.toContain(OLD_KEY);
  }, 120_000);
});
