import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/all-commands.js';
import { checkCommandLine } from '../../src/commands/check-command-line.js';

describe('checkCommandLine', () => {
  it.each([
    [['reconcile', '--json']],
    [['watch', 'drop', '--once', '--json']],
    [['upload', 'march.csv', '--mapping', 'm.yaml', '--concurrency', 'auto']],
    [['advertisers', '--refresh']],
  ])('accepts %j', (args) => {
    expect(checkCommandLine(COMMANDS, args)).toBeUndefined();
  });

  it.each([
    [['reconcile', '--bogus'], 'unknown option --bogus'],
    [['upload'], 'missing <file...>: invoice-batch upload <file...> [options] (invoice-batch upload --help says more)'],
    [['journal', 'migrate'], '<action> "migrate" is not one of "show", "check", "backup", "upgrade", "export"'],
    [['reconcile', '--jurnal', 'j.sqlite'], 'unknown option --jurnal: did you mean --journal?'],
    [['reconcile', '--help'], 'unknown option --help'],
  ])('says what is wrong with %j, on one line', (args, problem) => {
    expect(checkCommandLine(COMMANDS, args)).toBe(problem);
  });
});
