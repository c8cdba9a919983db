/**
 * Every command starts without loading the libraries only some of them need (exceljs, pg, the
 * formula parser's chevrotain, archiver and pino took 0.5 s of every start): a resolve hook in the
 * compiled CLI's process lists each module it loads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { runCliProcess } from '../helpers/run-cli.js';

const HEAVY = ['exceljs', 'pg', 'chevrotain', 'archiver', 'pino'];

/** The packages of node_modules the CLI loaded for `args`, and its exit code. */
async function packagesLoaded(
  args: string[],
): Promise<{ code: number | null; packages: Set<string>; commandFiles: string[] }> {
  const dir = makeTempDir('cli-start');
  const log = join(dir, 'loaded.txt');
  writeFileSync(log, '');
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';\n` +
      `export async function resolve(specifier, context, next) {\n` +
      `  const resolved = await next(specifier, context);\n` +
      `  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');\n` +
      `  return resolved;\n}\n`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  const result = await runCliProcess(args, {
    cwd: process.cwd(),
    env: { NODE_OPTIONS: `--import ${pathToFileURL(register).href}` },
  });
  const urls = readFileSync(log, 'utf8').split('\n');
  const packages = new Set(urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []));
  // The files of the CLI's own commands, by name: upload-command.js, history-command.js...
  const commandFiles = [
    ...new Set(urls.flatMap((url) => /\/dist\/src\/commands\/([a-z-]+-command)\.js$/.exec(url)?.[1] ?? [])),
  ].filter((name) => name !== 'cli-command' && name !== 'run-command' && name !== 'settings-flags-command');
  return { code: result.code, packages, commandFiles };
}

describe('the CLI at start', () => {
  it('validates a CSV without loading exceljs, pg, chevrotain, archiver or pino, and loads chevrotain for a formula', async () => {
    const plain = await packagesLoaded([
      'validate',
      'samples/european-erp.csv',
      '--mapping',
      'mappings/european-erp.yaml',
      '--json',
    ]);
    expect(plain.code).toBe(0);
    expect(plain.packages.has('csv-parse')).toBe(true);
    expect(HEAVY.filter((name) => plain.packages.has(name))).toEqual([]);

    const formula = await packagesLoaded([
      'validate',
      'samples/formula-net-tax.csv',
      '--mapping',
      'mappings/formula-net-tax.yaml',
      '--json',
    ]);
    expect(formula.packages.has('chevrotain')).toBe(true);
    expect(HEAVY.filter((name) => name !== 'chevrotain' && formula.packages.has(name))).toEqual([]);
    // chevrotain's single-file build, not its entry point with lodash-es's hundreds of modules.
    expect(formula.packages.has('lodash-es')).toBe(false);
  });

  // Each command's code is loaded only when it runs: loading all of them cost 0.8 s of CPU per start.
  it.each([
    [['history', '--help'], ['history-command']],
    [['export-advertisers', '--help'], ['advertisers-command']],
    [['journal', 'show', '--limt', '3'], ['journal-command']],
    [['upload'], ['upload-command']],
  ])('%j loads the code of that command only', async (args, expected) => {
    const loaded = await packagesLoaded(args);
    expect(loaded.commandFiles.sort()).toEqual(expected);
  });

  it('loads every command when the line names none, or one mistyped, to list or suggest them', async () => {
    for (const args of [['--help'], ['uplod'], []]) {
      const loaded = await packagesLoaded(args);
      expect(loaded.commandFiles).toContain('upload-command');
      expect(loaded.commandFiles).toContain('watch-command');
    }
  });

  it('loads exceljs only once a workbook is written', async () => {
    const out = makeTempDir('cli-start-out');
    const help = await packagesLoaded(['--help']);
    expect(help.code).toBe(0);
    expect(HEAVY.filter((name) => help.packages.has(name))).toEqual([]);
    const template = await packagesLoaded([
      'template',
      '--mapping',
      'mappings/european-erp.yaml',
      '--out',
      join(out, 'template.xlsx'),
    ]);
    expect(template.code).toBe(0);
    expect(template.packages.has('exceljs')).toBe(true);
  });
});
