/**
 * An operand `-` (standard input by convention) or an empty one names no file the CLI reads: every
 * command that takes files refuses it with exit 2, naming it, and never runs with it dropped. A file
 * named `-` is read as `./-`.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { copySampleFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

/** The CLI run in `dir` against `baseUrl`, its journal named by the environment (so `--` may end a line). */
const cliIn = (dir: string, baseUrl: string) => (args: string[]) =>
  runCliInProcess(args, {
    cwd: dir,
    env: {
      INVOICE_BATCH_API_KEY: SANDBOX_API_KEY,
      INVOICE_BATCH_BASE_URL: baseUrl,
      INVOICE_BATCH_JOURNAL: join(dir, 'journal.sqlite'),
    },
  });

const MAPPING = ['--mapping', 'legacy-us.yaml'];

/** Each command that takes files, with the operand put where a file goes (`beside` a real file too). */
const COMMANDS: { name: string; args: (operand: string[]) => string[] }[] = [
  { name: 'upload', args: (operand) => ['upload', ...MAPPING, ...operand] },
  { name: 'upload beside a file', args: (operand) => ['upload', ...MAPPING, 'legacy-us.csv', ...operand] },
  { name: 'validate', args: (operand) => ['validate', ...MAPPING, ...operand] },
  { name: 'watch --once', args: (operand) => ['watch', '--once', ...MAPPING, ...operand] },
  { name: 'import-results', args: (operand) => ['import-results', ...operand] },
  { name: 'import-results beside a file', args: (operand) => ['import-results', 'legacy-us.csv', ...operand] },
  { name: 'mapping check', args: (operand) => ['mapping', 'check', ...operand] },
  { name: 'mapping infer', args: (operand) => ['mapping', 'infer', ...operand] },
];

/** How a script writes the operand: bare, empty (`"$FILE"` unset), after `--`. */
const FORMS: { name: string; operand: string[]; told: string }[] = [
  { name: '-', operand: ['-'], told: '"-"' },
  { name: 'empty', operand: [''], told: 'an empty file name' },
  { name: '-- -', operand: ['--', '-'], told: '"-"' },
];

describe('an operand naming standard input or nothing', () => {
  const cases = COMMANDS.flatMap((command) => FORMS.map((form) => ({ command, form })));
  it.each(cases)('$command.name with $form.name is refused with exit 2, naming it', async ({ command, form }) => {
    const sandbox = await startTestSandbox();
    const dir = copySampleFolder('stdin-operand', 'legacy-us.csv', 'legacy-us.yaml');
    copyFileSync(join(dir, 'legacy-us.csv'), join(dir, '-'));
    const result = await cliIn(dir, sandbox.baseUrl)(command.args(form.operand));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${form.told}: reading standard input is not supported: name the file`);
    expect(result.stderr).toContain('a file named - is read as ./-');
    expect(sandbox.stats().createRequests).toBe(0);
  });
});

describe('a file named -', () => {
  it('is the file ./- names: a mapping checked, invoices validated and uploaded once', async () => {
    const sandbox = await startTestSandbox();
    const dir = copySampleFolder('dash-file', 'legacy-us.csv', 'legacy-us.yaml');
    const cli = cliIn(dir, sandbox.baseUrl);
    copyFileSync(join(dir, 'legacy-us.yaml'), join(dir, '-'));
    const checked = await cli(['mapping', 'check', './-']);
    expect(checked.code, checked.stderr).toBe(0);
    copyFileSync(join(dir, 'legacy-us.csv'), join(dir, '-'));
    const validated = await cli(['validate', './-', ...MAPPING, '--json']);
    expect(validated.code, validated.stderr).toBe(0);
    expect(JSON.parse(validated.stdout)).toMatchObject({ invoices: 45, valid: 45 });
    const uploaded = await cli(['upload', './-', ...MAPPING, '--json']);
    expect(uploaded.code, uploaded.stderr).toBe(0);
    expect(JSON.parse(uploaded.stdout)).toMatchObject({ invoices: 45, created: 45 });
    expect(sandbox.instances()).toHaveLength(45);
  });
});
