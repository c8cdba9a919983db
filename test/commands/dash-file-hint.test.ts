/**
 * A file name starting with a dash is read as options; the usage error it brings tells how to name
 * such a file (`--` before it), whichever command and wherever the name stands.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const NAMES = ['-march.csv', '-Q1 invoices.xlsx', '-m.yaml', '-results.xlsx'];
const LINES: ((name: string) => string[])[] = [
  (name) => ['validate', name, '--mapping', 'm.yaml'],
  (name) => ['upload', name, '--mapping', 'm.yaml'],
  (name) => ['upload', 'a.csv', name, '--mapping', 'm.yaml'],
  (name) => ['mapping', 'check', name],
  (name) => ['mapping', 'infer', name],
  (name) => ['import-results', name],
];

describe('a file name starting with a dash', () => {
  const cases = NAMES.flatMap((name) => LINES.map((line) => line(name)));
  it.each(cases.map((args) => ({ args })))('invoice-batch $args hints --', async ({ args }) => {
    const result = await runCliInProcess(args, { cwd: makeTempDir('dash-hint') });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('to name a file starting with -, put -- before it');
    expect(result.stderr).not.toContain('unexpected error');
  });

  it('gets no such hint when no word is a dashed file name', async () => {
    const result = await runCliInProcess(['validate', '--mapping', 'm.yaml'], { cwd: makeTempDir('dash-hint') });
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('put -- before it');
  });
});
