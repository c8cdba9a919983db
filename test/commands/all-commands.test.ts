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
async function packagesLoaded(args: string[]): Promise<{ code: number | null; packages: Set<string> }> {
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
  const packages = new Set(
    readFileSync(log, 'utf8')
      .split('\n')
      .flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []),
  );
  return { code: result.code, packages };
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
