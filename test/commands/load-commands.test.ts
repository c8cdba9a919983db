/**
 * A start loads only the command its first word names (load-commands.ts): what the CLI prints and
 * the exit code are those of a start that loads every command, for help, versions and each kind
 * of usage error, over every command and alias.
 */
import { describe, expect, it, vi } from 'vitest';
import { COMMANDS } from '../../src/commands/all-commands.js';
import type { CliCommand, CommandIo } from '../../src/commands/cli-command.js';
import { COMMAND_LOADERS, loadCommands } from '../../src/commands/load-commands.js';
import { runCli } from '../../src/commands/invoke-cli.js';

const wordsOf = (command: CliCommand) => [command.command].flat().map((text) => text.split(' ')[0]!);

/** What one invocation prints (yargs writes help and versions to the console) and its code. */
async function printed(args: string[], commands: readonly CliCommand[]): Promise<string> {
  let text = '';
  const log = vi
    .spyOn(console, 'log')
    .mockImplementation((...parts: unknown[]) => void (text += `log ${parts.join(' ')}\n`));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((...parts: unknown[]) => void (text += `error ${parts.join(' ')}\n`));
  const io: CommandIo = {
    stdout: (out) => void (text += `stdout ${out}`),
    stderr: (out) => void (text += `stderr ${out}`),
    isTTY: false,
    signal: new AbortController().signal,
    env: {},
    cwd: process.cwd(),
  };
  try {
    const code = await runCli(args, io, commands);
    return `${text}exit ${code}`;
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

// What a user mistypes or asks after a command's word: each refused before any work is done.
const TAILS: string[][] = [['--help'], ['-h'], ['--version'], ['--bogus'], ['--help', '--bogus'], ['--jsn']];
/** A command that takes a required argument is refused without it; the others would run. */
const needsArgument = (command: CliCommand) => [command.command].flat()[0]!.includes('<');

describe('loading only the command named', () => {
  it('has a loader for every word of every command, loading that command, and no other word', async () => {
    const words = COMMANDS.flatMap(wordsOf);
    expect(Object.keys(COMMAND_LOADERS).sort()).toEqual([...words].sort());
    for (const command of COMMANDS) {
      for (const word of wordsOf(command)) expect(await loadCommands([word, '--help'])).toEqual([command]);
    }
  });

  it('loads every command for a line that names none first', async () => {
    for (const args of [[], ['--help'], ['uplod'], ['--json', 'upload'], ['constructor'], ['--', 'upload']]) {
      expect(await loadCommands(args)).toBe(COMMANDS);
    }
  });

  const lines = COMMANDS.flatMap((command) =>
    wordsOf(command).flatMap((word) =>
      [...TAILS, ...(needsArgument(command) ? [[]] : [])].map((tail) => [word, ...tail]),
    ),
  );
  it.each(lines.map((args) => [args.join(' '), args]))(
    '"%s" prints what it printed with every command loaded',
    async (_, args) => {
      const lazily = await printed(args, await loadCommands(args));
      expect(lazily).toBe(await printed(args, COMMANDS));
      expect(lazily).toMatch(/exit \d+$/);
    },
  );
});
