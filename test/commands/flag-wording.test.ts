import { describe, expect, it } from 'vitest';
import { describeUnknownArguments } from '../../src/commands/flag-wording.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('describeUnknownArguments', () => {
  it('names an unknown option once, as typed, not with the camel-case key yargs adds', () => {
    expect(describeUnknownArguments('bogus-flag, bogusFlag', ['advertisers', '--bogus-flag'])).toBe(
      'unknown option --bogus-flag',
    );
    expect(describeUnknownArguments('bogus-flag, bogusFlag', ['advertisers', '--bogus-flag=3'])).toBe(
      'unknown option --bogus-flag',
    );
    expect(describeUnknownArguments('bogusFlag', ['advertisers', '--bogusFlag'])).toBe('unknown option --bogusFlag');
  });

  it('names negated, nested and short options as typed', () => {
    expect(describeUnknownArguments('bogus-flag, bogusFlag', ['advertisers', '--no-bogus-flag'])).toBe(
      'unknown option --no-bogus-flag',
    );
    expect(describeUnknownArguments('bogus', ['advertisers', '--bogus.deep', '1'])).toBe('unknown option --bogus.deep');
    expect(describeUnknownArguments('x, y', ['advertisers', '-xy'])).toBe('unknown options -x, -y');
  });

  it('names unexpected arguments apart from options, even one holding a comma', () => {
    expect(
      describeUnknownArguments('x, bogusFlag, extra, a, b', [
        'validate',
        'f.csv',
        '-x',
        '--bogusFlag',
        'extra',
        'a, b',
      ]),
    ).toBe('unknown options -x, --bogusFlag; unexpected arguments "extra", "a, b"');
    expect(describeUnknownArguments('extra', ['advertisers', 'extra'])).toBe('unexpected argument "extra"');
  });
});

describe('an unknown option on the command line (needs dist)', () => {
  it('exits 2 naming it once as typed, whatever the language of the shell', async () => {
    const cwd = makeTempDir('unknown-option');
    for (const LANG of ['C.UTF-8', 'de_DE.UTF-8']) {
      const { code, stdout, stderr } = await runCliProcess(['advertisers', '--bogus-flag'], {
        cwd,
        env: { LANG, LC_ALL: undefined },
      });
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe('invoice-batch: unknown option --bogus-flag\n');
    }
  });

  it('words a value outside the choices on one line, without an escaped line break', async () => {
    const { code, stderr } = await runCliProcess(['journal', 'migrate'], { cwd: makeTempDir('bad-choice') });
    expect(code).toBe(2);
    expect(stderr).toBe(
      'invoice-batch: <action> "migrate" is not one of "show", "check", "backup", "upgrade", "export"\n',
    );
  });
});
