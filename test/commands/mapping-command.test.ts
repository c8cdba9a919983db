import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/run-command.js';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { mappingCommand } from '../../src/commands/mapping-command.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { validateFile } from '../../src/batch/validate-file.js';
import { runCliProcess } from '../helpers/run-cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function captureIo(cwd = ROOT): CommandIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
    isTTY: false,
    signal: new AbortController().signal,
    env: {},
    cwd,
  };
  return io;
}

describe('invoice-batch mapping check', () => {
  it('accepts every committed mapping', async () => {
    for (const name of readdirSync(join(ROOT, 'mappings'))) {
      const io = captureIo();
      expect(await runCommand(mappingCommand, { action: 'check', path: `mappings/${name}` }, io)).toBe(0);
      expect(io.out).toMatch(
        new RegExp(`^mappings/${name.replace('.', '\\.')}: valid \\(layout (one-row|grouped|joined), `),
      );
      expect(io.err).toBe('');
    }
  });

  it('warns about required fields left unmapped but still accepts the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mapping-check-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'thin.yaml'), 'invoice:\n  PayeeId: Vendor\nitems:\n  Amount: Net\n');
    const io = captureIo(dir);
    expect(await runCommand(mappingCommand, { action: 'check', path: 'thin.yaml' }, io)).toBe(0);
    expect(io.err).toContain(
      'invoice-batch: warning: thin.yaml: invoice.CurrencyCode is required by the model but not mapped',
    );
  });

  it('exits 2 with file, line and column for a bad mapping, without a stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mapping-check-bad-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'bad.yaml'), 'invoice:\n  PayeeId: { column: Vendor, transform: [trim, { padd: 10 }] }\n');
    const result = await runCliProcess(['mapping', 'check', 'bad.yaml'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `invoice-batch: ${join(dir, 'bad.yaml')}:2:50: invoice.PayeeId.transform.1.padd: unknown key "padd" (did you mean "pad"?)\n`,
    );
  });

  it('exits 2 naming the line, the column and the place in the formula for a formula syntax error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mapping-check-formula-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'bills.yaml'),
      "invoice:\n  InvoiceId: Id\nitems:\n  Amount: { formula: 'ROUND([Qty] * * [Price], 2)' }\n",
    );
    const result = await runCliProcess(['mapping', 'check', 'bills.yaml'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `invoice-batch: ${join(dir, 'bills.yaml')}:4:37: items.Amount.formula: expected a value, a [Column], a name or "(", got "*", at character 15 of the formula "ROUND([Qty] * * [Price], 2)"\n`,
    );
  });
});

describe('invoice-batch mapping infer', () => {
  const cases = [
    { sample: 'canonical.xlsx', invoices: 60, valid: 60, layout: 'joined' },
    { sample: 'month-end-register.xlsx', invoices: 80, valid: 80, layout: 'one-row' },
    { sample: 'european-erp.csv', invoices: 50, valid: 50, layout: 'grouped' },
    // Its bytes read as letters in windows-1252 and windows-1250 alike; its words (Lumière, Pubblicità, Ørsted) name windows-1252.
    { sample: 'legacy-us.csv', invoices: 45, valid: 45, layout: 'one-row', encoding: 'windows-1252' },
  ];

  for (const c of cases) {
    it(`proposes for ${c.sample} a mapping that mapping check accepts and that reads the sample`, async () => {
      const io = captureIo();
      expect(await runCommand(mappingCommand, { action: 'infer', path: `samples/${c.sample}` }, io)).toBe(0);
      const doubtful = /^ {2}encoding: (\S+) {2}# doubtful: .*the bytes do not tell which.*$/m;
      expect(io.out).not.toMatch(doubtful);
      if (c.encoding !== undefined) expect(io.out).toMatch(new RegExp(`^ {2}encoding: ${c.encoding}\\b`, 'm'));
      const yaml = io.out;
      expect(yaml).toMatch(/^# yaml-language-server: \$schema=/);
      const dir = mkdtempSync(join(tmpdir(), 'mapping-infer-check-'));
      dirs.push(dir);
      writeFileSync(join(dir, 'proposed.yaml'), yaml);
      const check = captureIo(dir);
      expect(await runCommand(mappingCommand, { action: 'check', path: 'proposed.yaml' }, check)).toBe(0);
      expect(check.out).toMatch(/^proposed\.yaml: valid/);
      const mapping = await parseMapping(yaml, `${c.sample}.yaml`);
      expect(mapping.layout.type).toBe(c.layout);
      const result = await validateFile(join(ROOT, 'samples', c.sample), mapping);
      expect(result.summary).toMatchObject({ invoices: c.invoices, valid: c.valid });
    });
  }

  it('matches header names fuzzily and comments what it could not place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mapping-infer-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'ap.csv'),
      'Invoice No.;Vendor No.;Curr.;Inv. Date;Gross Amount;Net;VAT;Colour\nA-1;100001;EUR;2024-01-31;119,00;100,00;19,00;red\n',
    );
    const io = captureIo(dir);
    await runCommand(mappingCommand, { action: 'infer', path: 'ap.csv' }, io);
    expect(io.out).toContain('  PayeeId: Vendor No.');
    expect(io.out).toContain('  Invoice_Number: Invoice No.');
    expect(io.out).toContain('  CurrencyCode: Curr.');
    expect(io.out).toContain('  Invoice_Date: Inv. Date');
    expect(io.out).toContain('  Invoice_Amount: Gross Amount');
    expect(io.out).toContain('  Amount: Net');
    expect(io.out).toContain('  Tax: VAT');
    expect(io.out).toContain('  decimalSeparator: ","');
    expect(io.out).toContain('  delimiter: ";"');
    expect(io.out).toContain('# Columns not mapped: "Colour"');
    expect(io.out).toContain('add transform: { pad: 10 }');
    expect((await parseMapping(io.out, 'ap.yaml')).warnings).toEqual([]);
  });

  it('proposes the currency given with --currency for a file without a currency column, and refuses a non-code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mapping-infer-currency-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'ap.csv'), 'Invoice No.;Vendor No.;Inv. Date;Gross Amount\nA-1;100001;2024-01-31;119,00\n');
    const io = captureIo(dir);
    expect(await runCommand(mappingCommand, { action: 'infer', path: 'ap.csv', currency: 'dkk' }, io)).toBe(0);
    expect(io.out).toMatch(/^ {2}CurrencyCode: \{ value: DKK \} +# no currency column; given with --currency$/m);
    await expect(
      runCommand(mappingCommand, { action: 'infer', path: 'ap.csv', currency: 'kroner' }, captureIo(dir)),
    ).rejects.toThrow('--currency: expected an ISO 4217 code such as EUR, got "kroner"');
  });
});
