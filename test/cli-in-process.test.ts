/**
 * A run in process (test/helpers/run-cli-in-process.ts) ends as the compiled CLI ends: the same exit
 * code and the same words on standard error for a command line yargs refuses and for a refusal of a
 * command, so a test that reads a refusal in process proves what a user would read. Build first:
 * npx tsc -p .
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from './helpers/run-cli-in-process.js';
import { runCliProcess } from './helpers/run-cli.js';
import { ONE_ROW_MAPPING } from './helpers/one-row-mapping.js';
import { makeTempDir } from './helpers/temp-dir.js';

describe('a CLI run in process', () => {
  it.each([
    ['an unknown flag', ['validate', 'a.csv', '--mapping', 'm.yaml', '--mappin', 'n.yaml']],
    ['no file to validate', ['validate', '--mapping', 'm.yaml']],
    ['an unknown choice', ['validate', 'a.csv', '--mapping', 'm.yaml', '--results', 'pdf']],
    ['a flag given twice', ['validate', 'a.csv', '--mapping', 'm.yaml', '--out', 'x', '--out', 'y']],
    ['a missing file named with control characters', ['validate', 'gone\u001b[31m\r.csv', '--mapping', 'm.yaml']],
    ['a mapping that is not YAML', ['validate', 'a.csv', '--mapping', 'bad.yaml']],
    ['a number that is not one', ['upload', 'a.csv', '--mapping', 'm.yaml', '--concurrency', 'many']],
  ])('ends as the compiled CLI does for %s', async (_name, args) => {
    const cwd = makeTempDir('cli-in-process');
    writeFileSync(join(cwd, 'm.yaml'), ONE_ROW_MAPPING);
    writeFileSync(join(cwd, 'bad.yaml'), 'invoice: [PayeeId: Vendor\n  Invoice_Number: {{{\n');
    writeFileSync(
      join(cwd, 'a.csv'),
      'Vendor,Number,Date,Currency,Total,Net,Tax\nV1,1,2026-01-31,EUR,1.19,1.00,0.19\n',
    );
    const [inProcess, spawned] = await Promise.all([runCliInProcess(args, { cwd }), runCliProcess(args, { cwd })]);
    expect(spawned.code, spawned.stderr).not.toBe(0);
    expect(spawned.stderr).toMatch(/^invoice-batch: \S/);
    expect({ code: inProcess.code, stderr: inProcess.stderr }).toEqual({ code: spawned.code, stderr: spawned.stderr });
  });
});
