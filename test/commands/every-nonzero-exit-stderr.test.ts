/**
 * Every command, ended non-zero in each way a night can end it (a flag misspelt, a file missing,
 * the finance API down, invalid rows; with --json too), says so on standard error: its own lines,
 * or the one reason line run-command.ts writes when it said nothing there, never both and never
 * nothing. A table over the commands; each case in its own temp folder, a closed loopback port as
 * the API that is down, the CLI run in process as cli.ts runs it.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** The line run-command.ts writes for a command that ended non-zero having said nothing on standard error. */
const EXIT_REASON = /^invoice-batch: [a-z-]+: exit \d+: /;

let downAddress: Promise<string> | undefined;
/** A loopback address where nothing listens: a sandbox started and closed, once for the file. */
function closedAddress(): Promise<string> {
  downAddress ??= startTestSandbox().then(async (gone) => {
    await gone.close();
    return gone.baseUrl;
  });
  return downAddress;
}

const MAPPED = ['--mapping', 'mapping.yaml'];
const COMMANDS_WITH_OPERANDS: string[][] = [
  ['validate', 'invoices.csv', ...MAPPED],
  ['upload', 'invoices.csv', ...MAPPED],
  ['reconcile'],
  ['status', '1'],
  ['advertisers'],
  ['resolve', 'X-1', '--not-created'],
  ['journal'],
  ['history'],
  ['import-results', 'results.xlsx'],
  ['mapping', 'check', 'mapping.yaml'],
  ['template'],
  ['watch', 'drop', '--once'],
  ['schedule', '--history'],
  ['migrate-journal'],
];

interface Case {
  name: string;
  args: (down: string) => string[];
  /** Invalid rows in the input. @default none */
  invalid?: number[];
}

const CASES: Case[] = [
  ...COMMANDS_WITH_OPERANDS.map((args) => ({
    name: `${args.slice(0, 2).join(' ')} with a misspelt flag`,
    args: () => [...args, '--no-such-flag'],
  })),
  ...[false, true].flatMap((json) => {
    const flags = json ? ['--json'] : [];
    const as = json ? ' --json' : '';
    return [
      { name: `validate of a missing file${as}`, args: () => ['validate', 'missing.csv', ...MAPPED, ...flags] },
      { name: `upload of a missing file${as}`, args: () => ['upload', 'missing.csv', ...MAPPED, ...flags] },
      { name: `import-results of a missing workbook${as}`, args: () => ['import-results', 'missing.xlsx', ...flags] },
      { name: `watch --once of a file as its folder${as}`, args: () => ['watch', 'invoices.csv', '--once', ...flags] },
      {
        name: `upload with the API down${as}`,
        args: (down: string) => ['upload', 'invoices.csv', ...MAPPED, '--base-url', down, ...flags],
      },
      { name: `status with the API down${as}`, args: (down: string) => ['status', '7', '--base-url', down, ...flags] },
      {
        name: `advertisers --refresh with the API down${as}`,
        args: (down: string) => ['advertisers', '--refresh', '--base-url', down, ...flags],
      },
      {
        name: `validate of invalid rows${as}`,
        args: () => ['validate', 'invoices.csv', ...MAPPED, ...flags],
        invalid: [2],
      },
      {
        name: `upload of invalid rows${as}`,
        args: (down: string) => ['upload', 'invoices.csv', ...MAPPED, '--base-url', down, ...flags],
        invalid: [1, 2, 3],
      },
      {
        name: `resolve of a reference the journal does not hold${as}`,
        args: () => ['resolve', 'NOPE/1', '--not-created', ...flags],
      },
      { name: `journal show of no such invoice${as}`, args: () => ['journal', 'show', 'NOPE-1', ...flags] },
    ];
  }),
];

describe('every non-zero exit says why on standard error', () => {
  it.each(CASES)(
    '$name',
    async ({ args, invalid }) => {
      const cwd = makeTempDir('every-nonzero');
      writeUploadInputs(cwd, { count: 3, prefix: 'ANY', invalid });

      const run = await runCliInProcess(args(await closedAddress()), { cwd });

      expect(run.code).not.toBe(0);
      const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines.length, `stdout: ${run.stdout}`).toBeGreaterThan(0);
      // The exit's reason line stands alone: never beside the command's own words.
      const reasons = lines.filter((line) => EXIT_REASON.test(line));
      expect(reasons.length === 0 || lines.length === 1, run.stderr).toBe(true);
      expect(
        lines.some((line) => line.startsWith('invoice-batch: ')),
        run.stderr,
      ).toBe(true);
    },
    120_000,
  );
});
