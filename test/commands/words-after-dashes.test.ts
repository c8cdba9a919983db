/**
 * File names on the command line as people and other programs write them: a name starting with a
 * dash given after `--` is a file, in every command that takes files; a name whose bytes are not
 * UTF-8 (Latin-1 or Windows-1252 names from older systems) is said to be unreadable as UTF-8 with
 * how to rename it, not reported missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('a file name after --', () => {
  it.each([
    [
      'validate',
      ['validate', '--mapping', 'mapping.yaml', '--', '-dash.csv'],
      0,
      /^-dash\.csv read with mapping\.yaml[\s\S]*valid {10}1\n/,
    ],
    ['mapping infer', ['mapping', 'infer', '--', '-dash.csv'], 0, /from -dash\.csv\./],
    [
      'import-results',
      ['import-results', '--', '-notes.xlsx'],
      2,
      /-notes\.xlsx: expected an upload's results workbook/,
    ],
    ['validate, several words', ['validate', '--mapping', 'mapping.yaml', '--', '--mapping'], 2, /--mapping: /],
  ] as const)('%s takes it as a file, even one starting with a dash', async (_name, args, code, printed) => {
    const cwd = makeTempDir('words-after-dashes');
    writeUploadInputs(cwd, { count: 1, prefix: 'DASH', name: '-dash.csv' });
    writeFileSync(join(cwd, '-notes.xlsx'), 'not a workbook\n');
    mkdirSync(join(cwd, '--mapping'));
    const result = await runCliInProcess([...args], { cwd });
    expect(result.code, result.stderr).toBe(code);
    expect(result.stdout + result.stderr).toMatch(printed);
    expect(result.stderr).not.toContain('Not enough non-option arguments');
  });

  it('upload posts the files after --, once each', async () => {
    const cwd = makeTempDir('words-after-dashes');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'DASHA', name: '-a.csv' });
    writeUploadInputs(cwd, { count: 3, prefix: 'DASHB', name: 'b.csv' });
    const upload = [
      'upload',
      '--mapping',
      'mapping.yaml',
      '--base-url',
      sandbox.baseUrl,
      '--json',
      '--',
      '-a.csv',
      'b.csv',
    ];
    const result = await runCliInProcess(upload, { cwd });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ created: 5 });
    expect(sandbox.stats().createRequests).toBe(5);
  });
});

/** Names as older systems write them, and what Node makes of their bytes on a UTF-8 command line. */
const NON_UTF8_NAMES = [
  ['Latin-1 é', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x63, 0x73, 0x76])],
  ['Windows-1252 euro sign', Buffer.concat([Buffer.from('eur'), Buffer.from([0x80]), Buffer.from('.csv')])],
  ['two stray bytes', Buffer.concat([Buffer.from('bad'), Buffer.from([0xff, 0xfe]), Buffer.from('name.csv')])],
] as const;

describe('a file name that is not UTF-8', () => {
  it.each(NON_UTF8_NAMES)('%s: said to be unreadable as UTF-8, with how to rename it', async (_name, bytes) => {
    const cwd = makeTempDir('non-utf8-name');
    writeUploadInputs(cwd, { count: 1, prefix: 'NAME' });
    writeFileSync(Buffer.concat([Buffer.from(`${cwd}/`), bytes]), 'Vendor\n');
    const asGiven = bytes.toString('utf8');
    for (const args of [
      ['validate', asGiven, '--mapping', 'mapping.yaml'],
      ['upload', 'invoices.csv', asGiven, '--mapping', 'mapping.yaml', '--base-url', 'http://127.0.0.1:9'],
    ]) {
      const result = await runCliInProcess(args, { cwd });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain('its name holds bytes that are not UTF-8');
      expect(result.stderr).toContain(`mv -i ${asGiven.replace(/\uFFFD+/g, '*')} new-name.csv`);
    }
  });
});
