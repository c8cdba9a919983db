/**
 * A new customer's path on a real sandbox: `advertisers --refresh`, `mapping infer`, the proposal
 * accepted as its comments ask (a doubt resolved by the formula it offers, one date order kept),
 * `validate`, `upload`. What the finance API receives is compared with amounts this test reads
 * from the file itself, in cents.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordCreates } from '../../helpers/record-creates.js';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { freeAgentBills, NINJA, writeCsv } from './new-customer-exports.js';

const cents = (text: string) => BigInt(text.replace('.', ''));
/** Cents as the finance API's amount text, four places. */
const posted = (value: bigint) => {
  const abs = value < 0n ? -value : value;
  const digits = abs.toString().padStart(3, '0');
  return `${value < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}00`;
};

/** The doubtful line of a field, uncommented as its comment offers: the formula it gives, else the column. */
function acceptDoubt(yaml: string, field: string, pick: 'formula' | 'column'): string {
  const line = yaml.split('\n').find((l) => l.startsWith(`  # ${field}: `));
  // Where the file's values settle it, the proposal maps the formula itself: nothing left to accept.
  if (line === undefined && pick === 'formula') {
    expect(yaml).toMatch(new RegExp(`^ {2}${field}: \\{ formula: `, 'm'));
    return yaml;
  }
  expect(line, yaml).toBeDefined();
  const formula = /\{ formula: '[^']*' \}/.exec(line!)?.[0];
  const column = /^ {2}# \w+: (.*?) {2}# doubtful/.exec(line!)?.[1];
  const spec = pick === 'formula' ? formula : column;
  expect(spec, line).toBeDefined();
  return yaml.replace(line!, `  ${field}: ${spec}`);
}

async function newCustomer(file: string, lines: readonly string[]) {
  const cwd = makeTempDir('infer-new-customer-upload');
  writeCsv(file, lines, cwd);
  const sandbox = await startTestSandbox();
  const recorder = await recordCreates(sandbox.baseUrl);
  const journal = ['--journal', join(cwd, 'journal.sqlite')];
  const api = ['--base-url', recorder.baseUrl];
  const cli = (args: string[]) => runCliInProcess([...args, ...journal, ...api, '--out', cwd], { cwd });
  const refreshed = await runCliInProcess(['advertisers', '--refresh', ...journal, ...api], { cwd });
  expect(refreshed.code, refreshed.stderr).toBe(0);
  const inferred = await runCliInProcess(['mapping', 'infer', file, ...journal], { cwd });
  expect(inferred.code, inferred.stderr).toBe(0);
  return { cwd, cli, recorder, sandbox, yaml: inferred.stdout };
}

describe('a new customer posts FreeAgent bills through the proposal', () => {
  it('posts each bill as net + tax exactly, the net by the formula the proposal maps or its doubt offers', async () => {
    const lines = freeAgentBills('Sales Tax Value');
    const { cwd, cli, recorder, yaml } = await newCustomer('freeagent-bills.csv', lines);
    // The comment asks to keep the day-month order the system writes: FreeAgent's UK export writes DD/MM/YYYY.
    const accepted = acceptDoubt(yaml, 'Amount', 'formula').replace(
      /^ {2}dateFormats: .*$/m,
      '  dateFormats: [DD/MM/YYYY]',
    );
    expect(accepted).toContain('  sumLines: gross');
    writeFileSync(join(cwd, 'freeagent.yaml'), accepted);

    const validated = await cli(['validate', 'freeagent-bills.csv', '--mapping', 'freeagent.yaml']);
    expect(validated.stdout, accepted).toMatch(/invalid +0/);
    const uploaded = await cli(['upload', 'freeagent-bills.csv', '--mapping', 'freeagent.yaml']);
    expect(uploaded.code, uploaded.stdout + uploaded.stderr).toBe(0);

    const rows = lines.slice(1).map((l) => l.split(','));
    expect(recorder.bodies).toHaveLength(rows.length);
    const byNumber = new Map(recorder.bodies.map((b) => [b.Invoice_Number, b]));
    for (const row of rows) {
      const [total, tax] = [cents(row[5]!), cents(row[6]!)];
      const body = byNumber.get(row[1]) as { Invoice_Amount: string; InvoiceItems: Record<string, unknown>[] };
      expect(body, row[1]).toBeDefined();
      expect(body.Invoice_Amount).toBe(posted(total));
      expect(body.InvoiceItems).toHaveLength(1);
      expect(body.InvoiceItems[0]).toMatchObject({ Amount: posted(total - tax), Tax: posted(tax) });
    }
    expect(readFileSync(join(cwd, 'freeagent-bills.csv'), 'utf8')).toContain('Sales Tax Value');
  }, 90000);
});

describe("a new customer resolves Invoice Ninja's gross-or-net doubt", () => {
  it('is told by validate when the total reads Amount as the gross and the line reads it as the net', async () => {
    const { cwd, cli, yaml } = await newCustomer('ninja-invoices.csv', NINJA);
    expect(yaml).toContain('  sumLines: gross');
    const mixed = acceptDoubt(acceptDoubt(yaml, 'Invoice_Amount', 'column'), 'Amount', 'column');
    writeFileSync(join(cwd, 'mixed.yaml'), mixed);
    const wrong = await cli(['validate', 'ninja-invoices.csv', '--mapping', 'mixed.yaml']);
    expect(wrong.stdout, mixed).toMatch(/invalid +5/);
    expect(wrong.stdout).toMatch(
      /row 2, column "Amount": expected the Amount \+ Tax of its 1 line \(1400\.00\); differs by -200\.00/,
    );

    // Either reading kept on both sides validates.
    const gross = acceptDoubt(acceptDoubt(yaml, 'Invoice_Amount', 'column'), 'Amount', 'formula');
    const net = acceptDoubt(acceptDoubt(yaml, 'Invoice_Amount', 'formula'), 'Amount', 'column');
    for (const [name, text] of [
      ['gross.yaml', gross],
      ['net.yaml', net],
    ] as const) {
      writeFileSync(join(cwd, name), text);
      const result = await cli(['validate', 'ninja-invoices.csv', '--mapping', name]);
      expect(result.stdout, text).toMatch(/invalid +0/);
    }
  }, 90000);
});
