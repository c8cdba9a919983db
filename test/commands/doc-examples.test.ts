/**
 * The docs as printed must work: a reader copies an example from README.md or docs/*.md and runs
 * it. Every flag an `invoice-batch <command>` example passes is one that command's --help lists,
 * and every mapping file an example names is in the repo or written by an earlier example.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/all-commands.js';
import { readDocCommands, readDocMappingPaths, readUserDocs, type DocCommand } from './read-doc-examples.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOC_FILES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** yargs' own (untyped) record of the options a builder declared. */
interface DeclaredOptions {
  key: Record<string, unknown>;
  alias: Record<string, string[]>;
  boolean: string[];
}

/** Every flag spelling `--help` of each command lists, by each of the command's names. */
function flagsByCommand(): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const command of COMMANDS) {
    const options = (command.builder(yargs([])) as unknown as { getOptions(): DeclaredOptions }).getOptions();
    const names = [...Object.keys(options.key), ...Object.values(options.alias).flat(), 'help', 'h', 'version'];
    const negated = options.boolean.map((name) => `no-${name}`);
    const flags = new Set([...names, ...negated].map((name) => (name.length === 1 ? `-${name}` : `--${name}`)));
    for (const usage of [command.command].flat()) byName.set(String(usage).split(' ')[0]!, flags);
  }
  return byName;
}

/** The flags of `examples` their command does not take, or the command itself when there is none such. */
function unknownFlags(examples: readonly DocCommand[], known: Map<string, Set<string>>): string[] {
  return examples.flatMap((example) => {
    const flags = known.get(example.command);
    if (!flags) return [`${example.where}: no command "${example.command}"`];
    return example.flags
      .filter((flag) => !flags.has(flag))
      .map((flag) => `${example.where}: ${example.command} ${flag}`);
  });
}

const docs = readUserDocs(ROOT, DOC_FILES);
const known = flagsByCommand();

describe('the docs examples as printed', () => {
  it('finds the command lines of every doc', () => {
    const examples = docs.flatMap(([file, text]) => readDocCommands(text, file));
    // README's walk-through alone shows validate, upload and reconcile.
    expect(examples.filter((example) => example.where.startsWith('README.md:')).map((e) => e.command)).toEqual(
      expect.arrayContaining(['validate', 'upload', 'reconcile']),
    );
    expect(examples.length).toBeGreaterThan(20);
  });

  it.each(docs)('%s passes only flags its commands take', (file, text) => {
    expect(unknownFlags(readDocCommands(text, file), known)).toEqual([]);
  });

  it('refuses a flag a command does not take, and a command that does not exist', () => {
    const text = [
      '```',
      '$ invoice-batch upload samples/european-erp.csv --mapping mappings/european-erp.yaml --partail',
      'invoice-batch reconcile --json --fail-on-in-doubt   # --not-a-flag in a comment is no flag',
      'invoice-batch sandbox --created-answer warning --port=4010',
      'invoice-batch uplaod x.csv',
      '```',
    ].join('\n');
    expect(unknownFlags(readDocCommands(text, 'planted.md'), known)).toEqual([
      'planted.md:2: upload --partail',
      'planted.md:5: no command "uplaod"',
    ]);
  });

  it.each(docs)('%s names only mapping files in the repo or written by an earlier example', (file, text) => {
    const written = readDocCommands(text, file).flatMap((c) => (c.writes ? [{ line: c.line, path: c.writes }] : []));
    const missing = readDocMappingPaths(text, file).filter(
      ({ line, path }) =>
        !existsSync(join(ROOT, path)) && !written.some((write) => write.path === path && write.line < line),
    );
    expect(missing.map(({ where, path }) => `${where}: ${path}`)).toEqual([]);
  });

  it('reads the mapping files of command lines and config examples', () => {
    const text = [
      '```sh',
      'invoice-batch mapping infer export.csv > mappings/export.yaml',
      'invoice-batch validate export.csv --mapping mappings/export.yaml',
      '```',
      '```yaml',
      '    - { match: "*.csv", mapping: mappings/erp-export-eu.yaml }',
      '```',
    ].join('\n');
    expect(readDocCommands(text, 'x.md')[0]!.writes).toBe('mappings/export.yaml');
    expect(readDocMappingPaths(text, 'x.md')).toEqual([
      { where: 'x.md:3', line: 3, path: 'mappings/export.yaml' },
      { where: 'x.md:6', line: 6, path: 'mappings/erp-export-eu.yaml' },
    ]);
  });
});
