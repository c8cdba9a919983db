/** A command run through the CLI's parser does not render its help first (yargs' help cache). */
import { describe, expect, it } from 'vitest';
import yargs from 'yargs';
import type { CliCommand, CommandIo } from '../../src/commands/cli-command.js';
import { runCli } from '../../src/commands/invoke-cli.js';
import { skipHelpCache } from '../../src/commands/skip-help-cache.js';

/** A command whose flag's default counts the times the help is rendered (help prints it as JSON). */
function probeCommand(): { command: CliCommand; renders: () => number; runs: () => number } {
  let renders = 0;
  let runs = 0;
  const shape = { toJSON: () => ((renders += 1), 'shape') };
  const command: CliCommand = {
    command: 'probe [file]',
    describe: 'a command of this test',
    builder: (parser) => parser.option('shape', { type: 'string', default: shape as unknown as string }),
    run: () => {
      runs += 1;
      return Promise.resolve(3);
    },
  };
  return { command, renders: () => renders, runs: () => runs };
}

const io = (): CommandIo => ({
  stdout: () => undefined,
  stderr: () => undefined,
  isTTY: false,
  signal: new AbortController().signal,
  env: {},
  cwd: process.cwd(),
});

describe('skipHelpCache', () => {
  it("runs a command without rendering its help, for every way the command's line is written", async () => {
    for (const args of [['probe'], ['probe', 'a.csv'], ['probe', '--shape', 'x'], ['probe', 'a.csv', '--shape=x']]) {
      const probe = probeCommand();
      expect(await runCli(args, io(), [probe.command]), args.join(' ')).toBe(3);
      expect({ runs: probe.runs(), renders: probe.renders() }, args.join(' ')).toEqual({ runs: 1, renders: 0 });
    }
  });

  it("renders it where yargs' own parser would (the probe sees a rendering)", async () => {
    for (const skip of [false, true]) {
      const probe = probeCommand();
      const parser = yargs(['probe']).exitProcess(false);
      await (skip ? skipHelpCache(parser) : parser)
        .command({ ...probe.command, handler: () => void probe.command.run({}, io(), () => ({}) as never) })
        .parseAsync();
      expect({ runs: probe.runs(), rendered: probe.renders() > 0 }).toEqual({ runs: 1, rendered: !skip });
    }
  });
});
