/**
 * Each command's usual misuses get a usage error in words: what is missing or wrong, the nearest
 * option for a typo, the valid choices, the commands when none is named; exit 2, no stack trace,
 * never yargs' own wording. Run as the built CLI (npx tsc -p tsconfig.json): cli.ts words yargs' failures.
 */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Misuses as a new user types them, each with the words its message must hold. */
const MISUSES: { args: string[]; says: string[] }[] = [
  { args: ['upload', 'f.csv', '--mappping', 'm.yaml'], says: ['--mappping', 'did you mean --mapping?'] },
  { args: ['validate', 'f.csv', '--mapingg', 'm.yaml'], says: ['--mapingg', 'did you mean --mapping?'] },
  {
    args: ['upload', 'f.csv', '--mapping', 'm.yaml', '--concurency', '4'],
    says: ['--concurency', 'did you mean --concurrency?'],
  },
  { args: ['upload', 'f.csv', '--mapping', 'm.yaml', '--parital'], says: ['--parital', 'did you mean --partial?'] },
  { args: ['journal', '--outcom', 'created'], says: ['--outcom', 'did you mean --outcome?'] },
  { args: ['reconcile', '--jurnal', 'j.sqlite'], says: ['--jurnal', 'did you mean --journal?'] },
  { args: [], says: ['name a command', 'upload', 'validate', 'journal', 'resolve'] },
  { args: ['-v'], says: ['name a command', 'upload', '--version'] },
  { args: ['validate'], says: ['missing <file', 'invoice-batch validate <file'] },
  { args: ['upload'], says: ['missing <file', 'invoice-batch upload <file'] },
  {
    args: ['upload', 'f.csv', '--mapping', 'm.yaml', '--results', 'pdf'],
    says: ['--results', '"pdf"', '"xlsx", "csv"'],
  },
  { args: ['journal', 'shwo'], says: ['"shwo"', '"show", "check", "backup"', 'did you mean "show"?'] },
  { args: ['resolve'], says: ['name the invoice'] },
  { args: ['resolve', '0000100001/INV-1', '--from', 'answers.json'], says: ['--from FILE, not both'] },
  {
    args: ['upload', 'f.csv', '--mapping', 'm.yaml', '--partial', '--no-partial'],
    says: ['--partial', '--no-partial', 'give one'],
  },
  { args: ['uplod'], says: ['unknown command "uplod"', 'Did you mean upload?'] },
];

describe('usage errors', () => {
  it.each(MISUSES)('invoice-batch $args: a clear message, exit 2, no stack trace', async ({ args, says }) => {
    const cwd = makeTempDir('usage-words');
    const result = await runCliProcess(args, { cwd });
    expect(result.code, result.stderr + result.stdout).toBe(2);
    for (const words of says) expect(result.stderr).toContain(words);
    expect(result.stderr).not.toMatch(/\n\s+at |unexpected error/);
    // yargs' own wording names neither the option as typed nor what to do.
    expect(result.stderr).not.toMatch(
      /Missing required argument|Not enough non-option|Invalid values|see the list above/,
    );
    if (args.length === 1 && args[0] === 'resolve') expect(result.stderr).not.toContain('not both');
  });
});
