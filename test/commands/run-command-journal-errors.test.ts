/**
 * A journal step that fails below a command's own words (a PostgreSQL connection cut, or silent past
 * the wait, in the middle of a listing) reaches the user as the journal's failure, exit 1, never as
 * "unexpected error"; any other defect stays unexpected.
 */
import { describe, expect, it } from 'vitest';
import type { CliCommand, CommandIo } from '../../src/commands/cli-command.js';
import { runCommand } from '../../src/commands/run-command.js';
import { JournalError, exitCodeFor } from '../../src/errors.js';
import { NoAnswerError } from '../../src/journal/postgres/bound-server-silence.js';

function failingCommand(error: unknown): CliCommand {
  return {
    command: 'history',
    describe: 'lists runs',
    builder: (yargs) => yargs,
    run: () => Promise.reject(error),
  };
}

function capture(): { io: CommandIo; out: string[] } {
  const out: string[] = [];
  const io: CommandIo = {
    stdout: (text) => out.push(text),
    stderr: () => undefined,
    isTTY: false,
    signal: new AbortController().signal,
    env: {},
    cwd: process.cwd(),
  };
  return { io, out };
}

describe('a journal failure below the command', () => {
  it.each([
    ['silent past the wait', new NoAnswerError('no answer from the server in 60 s'), 'did not answer'],
    ['a connection cut', new Error('Connection terminated unexpectedly'), 'the connection to PostgreSQL was lost'],
  ])('%s is told as the journal could not be used, exit 1', async (_, thrown, says) => {
    const { io } = capture();
    const failure = await runCommand(failingCommand(thrown), {}, io).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JournalError);
    expect((failure as Error).message).toMatch(/^the journal could not be used: /);
    expect((failure as Error).message).toContain(says);
    expect(exitCodeFor(failure)).toBe(1);
  });

  it('says so on standard output for --json, with no journal named when none is known', async () => {
    const { io, out } = capture();
    await runCommand(failingCommand(new NoAnswerError('no answer from the server in 60 s')), { json: true }, io).catch(
      () => undefined,
    );
    expect(JSON.parse(out.join(''))).toMatchObject({ complete: false, journal: null });
  });

  it('leaves any other defect as it is: unexpected', async () => {
    const { io } = capture();
    const defect = new TypeError('x is undefined');
    await expect(runCommand(failingCommand(defect), {}, io)).rejects.toBe(defect);
  });
});
