/**
 * validate tells a terminal how far the reading has got, as upload does, on one line rewritten in
 * place: for files of many one-line invoices and of few invoices of many lines (a sheet of
 * thousands of rows that are a handful of invoices), and with invalid ones among them. With
 * --json, or when standard error is no terminal, it writes no progress. In process, on temp files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const MAPPING = `source: { type: csv }
layout: { type: grouped, key: [Number] }
invoice:
  InvoiceId: { template: "P-{Number}" }
  PayeeId: Payee
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Net
`;

/** A file of `invoices` invoices of `lines` lines each; every `invalidEvery`-th has an amount that is no amount. */
function writeSheet(dir: string, invoices: number, lines: number, invalidEvery: number): number {
  const rows = ['Payee,Number,Date,Currency,Total,Net'];
  let invalid = 0;
  for (let i = 1; i <= invoices; i += 1) {
    const bad = i % invalidEvery === 0;
    if (bad) invalid += 1;
    for (let line = 1; line <= lines; line += 1)
      rows.push(`0000100001,N-${i},2026-05-01,EUR,${bad ? 'n/a' : `${lines}.00`},1.00`);
  }
  writeFileSync(join(dir, 'sheet.csv'), `${rows.join('\n')}\n`);
  writeFileSync(join(dir, 'm.yaml'), MAPPING);
  return invalid;
}

const LAYOUTS = [
  { invoices: 2500, lines: 1, invalidEvery: 9 },
  { invoices: 12, lines: 400, invalidEvery: 5 },
  { invoices: 1, lines: 3, invalidEvery: 2 },
];

const validate = (dir: string, extra: string[], isTTY: boolean) =>
  runCliInProcess(['validate', 'sheet.csv', '--mapping', 'm.yaml', '--journal', join(dir, 'j.sqlite'), ...extra], {
    cwd: dir,
    isTTY,
  });

describe('validate progress', () => {
  it.each(LAYOUTS)(
    'a terminal sees the invoices read so far, the last line the whole count: $invoices x $lines lines',
    async ({ invoices, lines, invalidEvery }) => {
      const dir = makeTempDir('validate-progress');
      const invalid = writeSheet(dir, invoices, lines, invalidEvery);
      const result = await validate(dir, ['--out', join(dir, 'out')], true);
      expect(result.code).toBe(invalid > 0 ? 1 : 0);
      // Below the progress, an invalid file's reason line (its own line, not rewritten in place).
      const reason = /^invoice-batch: validate: .*\n/m;
      if (invalid > 0) expect(result.stderr).toMatch(new RegExp(`\\n${reason.source.slice(1)}$`));
      const shown = result.stderr.replace(reason, '').split('\r').filter(Boolean);
      expect(shown.length).toBeGreaterThan(0);
      for (const line of shown)
        expect(line).toMatch(/^sheet\.csv: reading, \d+ invoices so far \(\d+ invalid\)\x1b\[K\n?$/);
      // The terminal's line is finished, and says what the summary below it says.
      expect(shown.at(-1)).toBe(`sheet.csv: reading, ${invoices} invoices so far (${invalid} invalid)\x1b[K\n`);
      expect(result.stdout).toMatch(new RegExp(`invoices\\s+${invoices}\\n`));
    },
  );

  it.each(LAYOUTS)('writes no progress with --json or with no terminal: $invoices x $lines lines', async (layout) => {
    const dir = makeTempDir('validate-quiet');
    writeSheet(dir, layout.invoices, layout.lines, layout.invalidEvery);
    for (const [extra, isTTY] of [
      [['--json'], true],
      [[], false],
      [['--json'], false],
    ] as const) {
      const result = await validate(dir, [...extra], isTTY);
      expect(result.stderr).not.toMatch(/reading|invoices read/);
      expect(result.stderr).not.toContain('\r');
    }
  });
});
