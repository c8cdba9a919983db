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
    [['upload'], 'Not enough non-option arguments: got 0, need at least 1'],
    [['journal', 'migrate'], 'Invalid values: Argument: action, Given: "migrate", Choices: "show", "check", "backup"'],
    [['reconcile', '--help'], 'unknown option --help'],
  ])('says what is wrong with %j, on one line', (args, problem) => {
    expect(checkCommandLine(COMMANDS, args)).toBe(problem);
  });
});
