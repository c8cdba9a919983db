/** `--version` through the compiled CLI (build first: npx tsc -p .), and the changelog it points to. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../src/journal/migrations/all-migrations.js';
import { runCliProcess } from './helpers/run-cli.js';
import { makeTempDir } from './helpers/temp-dir.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

describe('invoice-batch --version', () => {
  it('prints the version of package.json and the journal schema it writes, before or after a command name', async () => {
    // The last migration of the list, whatever its id: builds with the same version may write different schemas.
    const schema = ALL_MIGRATIONS.at(-1)?.id;
    expect(ALL_MIGRATIONS.every((migration) => migration.id <= (schema ?? 0))).toBe(true);
    for (const args of [['--version'], ['upload', '--version'], ['history', '--limit', '3', '--version']]) {
      const result = await runCliProcess(args);
      expect({ code: result.code, stdout: result.rawStdout, stderr: result.rawStderr }, args.join(' ')).toEqual({
        code: 0,
        stdout: `invoice-batch ${pkg.version} (journal schema ${schema})\n`,
        stderr: '',
      });
    }
    for (const args of [
      ['--version', '--json'],
      ['--json', 'upload', '--version'],
    ]) {
      const result = await runCliProcess(args);
      expect({ code: result.code, json: JSON.parse(result.rawStdout) as unknown, stderr: result.rawStderr }).toEqual({
        code: 0,
        json: { name: 'invoice-batch', version: pkg.version, journalSchema: schema },
        stderr: '',
      });
    }
    // After `--`, the words are a command's, not a flag.
    const after = await runCliProcess(['--', '--version']);
    expect(after.rawStdout).not.toContain('journal schema');
    expect(after.code).not.toBe(0);
  });

  it("starts without loading any command's implementation for --version or a command's --help", async () => {
    // Node's module hooks note every module the CLI loads.
    const dir = makeTempDir('cli-loads');
    const log = join(dir, 'loaded.txt');
    writeFileSync(
      join(dir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, found.url + '\\n');
  return found;
}`,
    );
    writeFileSync(
      join(dir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
    );
    const loaded = async (args: string[], code: number) => {
      writeFileSync(log, '');
      const env = { NODE_OPTIONS: `--import=${join(dir, 'register.mjs')}` };
      const result = await runCliProcess(args, { cwd: dir, env });
      expect(result.code, result.stderr).toBe(code);
      return readFileSync(log, 'utf8').split('\n').filter(Boolean);
    };
    // A command's implementation (run-<name>.js; run-command.js runs any of them) and the packages
    // only implementations use.
    const implementation =
      /\/dist\/src\/commands\/run-(?!command\.js)[a-z-]+\.js$|node_modules\/(exceljs|better-sqlite3|pg|chevrotain|csv-parse|ky|node-cron|p-limit|re2js|archiver|pino)\//;
    for (const args of [['--version'], ['validate', '--help'], ['upload', '--help']]) {
      const urls = await loaded(args, 0);
      expect(urls, args.join(' ')).toContainEqual(expect.stringMatching(/\/dist\/src\/cli\.js$/));
      expect(
        urls.filter((url) => implementation.test(url)),
        args.join(' '),
      ).toEqual([]);
    }
    // The same hooks see a command's implementation when it runs (here it stops at the missing mapping).
    const validate = await loaded(['validate', 'missing.csv', '--mapping', 'missing.yaml'], 2);
    expect(validate.filter((url) => implementation.test(url))).toContainEqual(
      expect.stringMatching(/\/dist\/src\/commands\/run-validate\.js$/),
    );
  });

  it('has an Unreleased section in CHANGELOG.md, in Keep a Changelog form', () => {
    const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toMatch(/^# Changelog\n/);
    expect(changelog).toContain('keepachangelog.com');
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog).toMatch(/^### (Added|Changed|Fixed|Security)$/m);
  });
});
