/**
 * End to end through the compiled CLI (build first: npx tsc -p .) where what a user's shell gets is
 * the subject (the listing on a fresh folder, refusals, --help); the files written and the command's
 * other names in process, parsed as cli.ts parses them, as a child process costs about a second of CPU.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const SECRET = 'prod-like-s3cret-key-123';

describe('invoice-batch advertisers', () => {
  it("answers to export-advertisers, the product brief's name, with the same list", async () => {
    const cwd = makeTempDir('adv-alias');
    const [alias, plain] = [
      await runCliInProcess(['export-advertisers', '--json'], { cwd }),
      await runCliInProcess(['advertisers', '--json'], { cwd }),
    ];
    expect([alias.code, alias.stderr]).toEqual([0, '']);
    const list = (out: string) => (JSON.parse(out) as { advertisers: unknown[] }).advertisers;
    expect(list(alias.stdout)).toEqual(list(plain.stdout));
    expect(list(alias.stdout)).toHaveLength(40);
  });

  it('prints the list as a table from the embedded sandbox on a fresh folder, saying it is the sandbox', async () => {
    const cwd = makeTempDir('adv-table');
    const { code, stdout, stderr } = await runCliProcess(['advertisers'], { cwd });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^id\s+advertiserName\n/);
    expect(stdout).toContain('0000100001  Müller & Söhne GmbH');
    expect(stdout).toContain('0000100040  Großmann Möbelhaus GmbH');
    expect(stdout).toContain('nothing reaches a real finance system');
    expect(existsSync(join(cwd, 'output', 'sandbox', 'state.jsonl'))).toBe(true);
  });

  it('writes .csv, .xlsx and .json by the extension, ids as text with their leading zeros', async () => {
    const cwd = makeTempDir('adv-files');
    const runs = await Promise.all(
      ['lists/advertisers.csv', 'advertisers.xlsx', 'a.json'].map((out) =>
        runCliInProcess(['advertisers', '--out', out], { cwd }),
      ),
    );
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
    expect(runs[0]!.stdout).toContain(`Wrote 40 advertisers to ${join(cwd, 'lists', 'advertisers.csv')}`);
    expect(runs[0]!.stdout).toMatch(
      /Source: local sandbox \(http:\/\/127\.0\.0\.1:\d+\) - nothing reaches a real finance system/,
    );

    const text = readFileSync(join(cwd, 'lists', 'advertisers.csv'), 'utf8');
    const lines = text.split('\r\n');
    // The byte order mark lets spreadsheet programs read the accents as UTF-8.
    expect(lines[0]).toBe('\uFEFFid,advertiserName,sameNameAs');
    expect(lines[1]).toBe('0000100001,Müller & Söhne GmbH,');
    expect(text).toContain('"Castellano y Ruiz, S.A."');
    expect(lines.filter(Boolean)).toHaveLength(41);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(cwd, 'advertisers.xlsx'));
    const sheet = workbook.getWorksheet('Advertisers')!;
    expect(sheet.rowCount).toBe(41);
    expect(sheet.getCell('A2').value).toBe('0000100001');
    expect(sheet.getCell('B4').value).toBe("O'Brien Media Ltd.");
    expect(JSON.stringify(workbook.getWorksheet('Source')!.getSheetValues())).toContain(
      'nothing here came from or reached a real finance system',
    );

    const document = JSON.parse(readFileSync(join(cwd, 'a.json'), 'utf8')) as {
      note: string;
      advertisers: { id: string }[];
    };
    expect(document.advertisers).toHaveLength(40);
    expect(document.advertisers[0]!.id).toBe('0000100001');
    expect(document.note).toContain('real finance system');
  });

  it('refuses an unknown output extension with exit 2 and no stack trace', async () => {
    const cwd = makeTempDir('adv-ext');
    const { code, stderr } = await runCliProcess(['advertisers', '--out', 'list.txt'], { cwd });
    expect(code).toBe(2);
    expect(stderr).toContain('expected a file ending in .xlsx, .csv, .json, got ".txt"');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(cwd, 'output'))).toBe(false);
  });

  it('refuses to replace an existing --out file (exit 2, naming it, before any request) unless --overwrite', async () => {
    const cwd = makeTempDir('adv-exists');
    writeFileSync(join(cwd, 'march.csv'), 'Number,Amount\nP-1,10.00\n');
    const refused = await runCliInProcess(['advertisers', '--out', 'march.csv'], { cwd });
    expect([refused.code, refused.stdout]).toEqual([2, '']);
    expect(refused.stderr).toBe(
      `invoice-batch: ${join(cwd, 'march.csv')} exists, and it is not replaced: name a new file, or add --overwrite to replace it\n`,
    );
    expect(readFileSync(join(cwd, 'march.csv'), 'utf8')).toBe('Number,Amount\nP-1,10.00\n');
    // Refused before the sandbox started: nothing else was made.
    expect(readdirSync(cwd)).toEqual(['march.csv']);
    const replaced = await runCliInProcess(['advertisers', '--out', 'march.csv', '--overwrite'], { cwd });
    expect(replaced.code).toBe(0);
    expect(readFileSync(join(cwd, 'march.csv'), 'utf8')).toMatch(/^\uFEFFid,advertiserName,sameNameAs\r\n0000100001,/);
  });

  it('reads a wrapped list from a running sandbox named by --base-url, with the key from the environment', async () => {
    const sandbox = await startTestSandbox({ advertiserShape: 'wrapped', apiKeys: [SECRET] });
    const cwd = makeTempDir('adv-remote');
    const { code, stdout } = await runCliProcess(['advertisers', '--json', '--base-url', sandbox.baseUrl], {
      cwd,
      env: { INVOICE_BATCH_API_KEY: SECRET },
    });
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { advertisers: unknown[] }).advertisers).toHaveLength(40);
    expect(stdout).not.toContain(SECRET);
    expect(existsSync(join(cwd, 'output'))).toBe(false);
  });

  it('fails with exit 1 and the HTTP meaning, never the key, when the key is refused', async () => {
    const sandbox = await startTestSandbox({ inactiveKeys: [SECRET] });
    const { code, stdout, stderr } = await runCliProcess(['advertisers', '--base-url', sandbox.baseUrl], {
      cwd: makeTempDir('adv-403'),
      env: { INVOICE_BATCH_API_KEY: SECRET },
    });
    expect(code).toBe(1);
    expect(stderr).toContain('HTTP 403 Forbidden, or the developer is inactive');
    expect(stderr).toContain('; the API key sent came from the environment variable INVOICE_BATCH_API_KEY');
    expect(stdout + stderr).not.toContain(SECRET);
  });

  it('names the key file a refused key came from, and says the variable would have beaten it', async () => {
    const sandbox = await startTestSandbox({ apiKeys: [SECRET] });
    const cwd = makeTempDir('adv-401-file');
    writeFileSync(join(cwd, 'gamma.key'), '# Gamma Events SAS\nan-old-gamma-key-42\n', { mode: 0o600 });
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      `profiles:\n  gamma:\n    baseUrl: ${sandbox.baseUrl}\n    apiKeyFile: gamma.key\n`,
    );
    const fromFile = await runCliInProcess(['advertisers', '--profile', 'gamma'], { cwd, env: {} });
    expect(fromFile.code).toBe(1);
    expect(fromFile.stderr).toContain(
      `; the API key sent came from the file ${join(cwd, 'gamma.key')} (apiKeyFile of profile "gamma")`,
    );
    expect(fromFile.stderr).not.toContain('an-old-gamma-key-42');
    const fromEnv = await runCliInProcess(['advertisers', '--profile', 'gamma'], {
      cwd,
      env: { INVOICE_BATCH_API_KEY: 'sandbox-key' },
    });
    expect(fromEnv.code).toBe(1);
    expect(fromEnv.stderr).toContain(
      'the API key is taken from the environment variable INVOICE_BATCH_API_KEY, which comes before apiKeyFile',
    );
    expect(fromEnv.stderr).toContain('; the API key sent came from the environment variable INVOICE_BATCH_API_KEY');
    expect(fromEnv.stderr).not.toContain('sandbox-key');
  });

  it('shows examples in --help', async () => {
    const { code, stdout, stderr } = await runCliProcess(['advertisers', '--help'], { cwd: makeTempDir('adv-help') });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Examples:');
    expect(stdout).toContain('invoice-batch advertisers --out');
  });
});
