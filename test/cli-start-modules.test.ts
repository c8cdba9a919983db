/**
 * What a start of the compiled CLI loads (build first: npx tsc -p .), recorded by a module hook in
 * the child process: each module is CPU at every start, of every command and of every test that
 * starts one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLI_PATH } from './helpers/run-cli.js';
import { makeTempDir } from './helpers/temp-dir.js';

/**
 * The modules `node <args>` resolves, in order, with a resolve hook registered before its entry;
 * then, at exit, the CommonJS modules loaded by require (which the hook does not see) as file URLs.
 */
function modulesLoaded(dir: string, args: string[]): string[] {
  const list = join(dir, 'modules.txt');
  writeFileSync(list, '');
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(list)}, resolved.url + '\\n');
  return resolved;
}
`,
  );
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
  );
  writeFileSync(
    join(dir, 'required.cjs'),
    `const { appendFileSync } = require('node:fs');
const { pathToFileURL } = require('node:url');
process.on('exit', () => {
  const files = Object.keys(require('node:module')._cache);
  appendFileSync(${JSON.stringify(list)}, files.map((file) => pathToFileURL(file).href + '\\n').join(''));
});
`,
  );
  try {
    const hooks = ['--require', join(dir, 'required.cjs'), '--import', pathToFileURL(join(dir, 'register.mjs')).href];
    execFileSync(process.execPath, [...hooks, ...args], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    // A usage error ends with its own exit code: what was loaded up to it is what counts.
    if (!(error instanceof Error && 'status' in error && typeof error.status === 'number')) throw error;
  }
  return readFileSync(list, 'utf8').split('\n').filter(Boolean);
}

/** zod's ES module entry in the repo's node_modules, as the CLI imports it. */
const ZOD = new URL('../node_modules/zod/index.js', import.meta.url).href;

const zodLocales = (modules: string[]) =>
  [...new Set(modules.filter((url) => url.includes('/node_modules/zod/v4/locales/')))].map((url) =>
    url.replace(/^.*\/locales\//, ''),
  );

describe('a start of the CLI', () => {
  it.each([
    ['upload, refused for an unknown flag', ['upload', 'x.csv', '--mapping', 'm.yaml', '--no-such-flag']],
    ['--version, which loads every command', ['--version']],
    ['validate of a file that is missing', ['validate', 'missing.csv', '--mapping', 'missing.yaml']],
  ])("%s: loads zod's English messages only, none of its other locales", (_, args) => {
    const dir = makeTempDir('start-modules');
    const modules = modulesLoaded(dir, [CLI_PATH, ...args]);
    expect(modules.some((url) => url.includes('/node_modules/zod/'))).toBe(true);
    expect(zodLocales(modules)).toEqual(['en.js']);
  });

  // Each module is CPU at every start: history, journal and status need neither the yaml library
  // (no config file here) nor the sandbox's server, which the compiled CLI starts in a worker.
  it('of history, without a config file, loads neither the yaml library nor the sandbox server', () => {
    const modules = modulesLoaded(makeTempDir('start-modules'), [CLI_PATH, 'history']);
    expect(modules.some((url) => url.includes('/dist/src/commands/run-history.js'))).toBe(true);
    expect(modules.filter((url) => url.includes('/node_modules/yaml/'))).toEqual([]);
    expect(modules.filter((url) => url.includes('/dist/src/sandbox/start-sandbox.js'))).toEqual([]);
  });

  it('of validate loads the yaml library, by require, to read the mapping', () => {
    const dir = makeTempDir('start-modules');
    writeFileSync(join(dir, 'm.yaml'), 'columns: {}\n');
    const modules = modulesLoaded(dir, [CLI_PATH, 'validate', 'missing.csv', '--mapping', 'm.yaml']);
    expect(modules.some((url) => url.includes('/node_modules/yaml/dist/index.js'))).toBe(true);
  });

  it('zod still words its messages in English', () => {
    const dir = makeTempDir('start-modules');
    const script = join(dir, 'messages.mjs');
    writeFileSync(
      script,
      `import { z } from ${JSON.stringify(ZOD)};
const result = z.object({ amount: z.string() }).safeParse({ amount: 12 });
console.log(JSON.stringify(result.error.issues.map((issue) => issue.message)));
`,
    );
    const printed = execFileSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
    expect(printed).toMatch(/expected string, received number/);
  });
});
