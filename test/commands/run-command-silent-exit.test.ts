/**
 * A command that ends non-zero having written nothing to standard error gets one line there, starting
 * `invoice-batch:`, naming the command, its exit code and what it means; a command that said why
 * itself, or ended 0, gets none.
 */
import { describe, expect, it } from 'vitest';
import type { CliCommand, CommandIo } from '../../src/commands/cli-command.js';
import { runCommand } from '../../src/commands/run-command.js';

function commandThat(run: (io: CommandIo) => number, name: CliCommand['command'] = 'upload <files..>'): CliCommand {
  return { command: name, describe: 'test', builder: (yargs) => yargs, run: (_, io) => Promise.resolve(run(io)) };
}

async function streams(command: CliCommand, argv: Record<string, unknown> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    signal: new AbortController().signal,
    env: {},
    cwd: process.cwd(),
  };
  const code = await runCommand(command, argv, io);
  return { code, out: out.join(''), err: err.join('') };
}

describe('a non-zero exit that wrote nothing to standard error', () => {
  it.each([
    [1, {}, 'invoice-batch: upload: exit 1: failed: something needs a person; standard output says why\n'],
    [
      69,
      { json: true },
      'invoice-batch: upload: exit 69: the finance API could not be reached: nothing in doubt, safe to run again; the JSON on standard output says why\n',
    ],
    [3, {}, 'invoice-batch: upload: exit 3: a file held no invoices: nothing of it posted; standard output says why\n'],
    [4, {}, 'invoice-batch: upload: exit 4: failed; standard output says why\n'],
  ])('exit %i says so on standard error', async (exit, argv, line) => {
    const result = await streams(
      commandThat((io) => {
        io.stdout('{"complete":true}\n');
        return exit;
      }),
      argv,
    );
    expect(result).toEqual({ code: exit, out: '{"complete":true}\n', err: line });
  });

  it('names the command of an aliased definition by its first name', async () => {
    const result = await streams(commandThat(() => 1, ['reconcile [options]', 'rec']));
    expect(result.err).toMatch(/^invoice-batch: reconcile: exit 1: /);
  });

  it.each([
    ['its own line', (io: CommandIo) => io.stderr('invoice-batch: upload: 3 invalid\n')],
    ['a log line', (io: CommandIo) => (io.stderrLogLine ?? io.stderr)('2026-12-01T00:00:00Z run=1 stopped\n')],
  ])('adds nothing to a command that wrote %s', async (_, write) => {
    const result = await streams(
      commandThat((io) => {
        write(io);
        return 1;
      }),
    );
    expect(result.err.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('adds nothing to a success', async () => {
    expect((await streams(commandThat(() => 0))).err).toBe('');
  });
});
