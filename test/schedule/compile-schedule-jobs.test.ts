import { describe, expect, it } from 'vitest';
import type { Settings } from '../../src/settings.js';
import { compileScheduleJobs } from '../../src/schedule/compile-schedule-jobs.js';
import { configErrorOf } from '../helpers/config-error-of.js';

const COMMANDS = ['advertisers', 'reconcile', 'watch', 'schedule', 'upload'];
const NOW = new Date('2026-05-01T00:00:00Z');

function section(jobs: Settings['schedule']['jobs'], timeZone?: string): Settings['schedule'] {
  const lines = new Map(jobs.map((job, index) => [job.name, 10 + index]));
  return { timeZone, stopTimeoutMs: 1000, jobs, lines };
}

describe('compileScheduleJobs', () => {
  it('turns each job into argv with its zone and line', () => {
    const jobs = compileScheduleJobs(
      section(
        [
          { name: 'nightly', cron: '0 2 * * *', command: 'reconcile --json' },
          {
            name: 'intake',
            cron: '*/5 * * * *',
            command: 'invoice-batch watch "/srv/drop box" --once',
            timeZone: 'UTC',
          },
        ],
        'Europe/Berlin',
      ),
      '/etc/ib.yaml',
      COMMANDS,
      NOW,
    );
    expect(jobs.map((j) => [j.name, j.argv, j.cron.timeZone, j.line])).toEqual([
      ['nightly', ['reconcile', '--json'], 'Europe/Berlin', 10],
      ['intake', ['watch', '/srv/drop box', '--once'], 'UTC', 11],
    ]);
  });

  it('names the config file and line of an unknown command and suggests the near one', () => {
    const error = configErrorOf(() =>
      compileScheduleJobs(
        section([
          { name: 'a', cron: '0 2 * * *', command: 'reconcile' },
          { name: 'b', cron: '0 2 * * *', command: 'reconcil --json' },
        ]),
        '/etc/ib.yaml',
        COMMANDS,
        NOW,
      ),
    );
    expect(error.message).toMatch(
      /^\/etc\/ib\.yaml:11: schedule job "b": unknown command "reconcil" \(did you mean "reconcile"\?\)/,
    );
  });

  it("names the line of a job whose command's options do not parse, with what is wrong", () => {
    const seen: (readonly string[])[] = [];
    const error = configErrorOf(() =>
      compileScheduleJobs(
        section([
          { name: 'a', cron: '0 2 * * *', command: 'reconcile --json' },
          { name: 'b', cron: '0 2 * * *', command: 'invoice-batch reconcile --bogus' },
        ]),
        '/etc/ib.yaml',
        COMMANDS,
        NOW,
        (argv) => {
          seen.push(argv);
          return argv.includes('--bogus') ? 'unknown option --bogus' : undefined;
        },
      ),
    );
    expect(seen).toEqual([
      ['reconcile', '--json'],
      ['reconcile', '--bogus'],
    ]);
    expect(error.message).toBe(
      '/etc/ib.yaml:11: schedule job "b": command "invoice-batch reconcile --bogus": unknown option --bogus',
    );
  });

  it('refuses a bad cron expression with the field at fault', () => {
    const error = configErrorOf(() =>
      compileScheduleJobs(section([{ name: 'a', cron: '0 25 * * *', command: 'reconcile' }]), 'ib.yaml', COMMANDS, NOW),
    );
    expect(error.message).toBe(
      'ib.yaml:10: schedule job "a": cron expression "0 25 * * *": hour: 25 is not a valid value',
    );
  });

  it('refuses a time zone Intl does not know', () => {
    const error = configErrorOf(() =>
      compileScheduleJobs(
        section([{ name: 'a', cron: '0 2 * * *', command: 'reconcile', timeZone: 'Europe/Berlinn' }]),
        'ib.yaml',
        COMMANDS,
        NOW,
      ),
    );
    expect(error.message).toContain('ib.yaml:10: schedule job "a": time zone: expected an IANA time zone');
    expect(error.position).toEqual({ file: 'ib.yaml', line: 10 });
  });

  it('refuses a schedule that never fires, a job that starts a scheduler and a duplicate name', () => {
    expect(
      configErrorOf(() =>
        compileScheduleJobs(section([{ name: 'a', cron: '0 0 30 2 *', command: 'reconcile' }]), 'f', COMMANDS, NOW),
      ).message,
    ).toMatch(/(never fires|impossible day)/);
    expect(
      configErrorOf(() =>
        compileScheduleJobs(
          section([{ name: 'a', cron: '0 2 * * *', command: 'schedule --list' }]),
          'f',
          COMMANDS,
          NOW,
        ),
      ).message,
    ).toContain('cannot start another scheduler');
    const lines = section([
      { name: 'a', cron: '0 2 * * *', command: 'reconcile' },
      { name: 'a', cron: '0 3 * * *', command: 'reconcile' },
    ]);
    expect(configErrorOf(() => compileScheduleJobs(lines, 'f', COMMANDS, NOW)).message).toContain(
      'used by an earlier job',
    );
  });

  it('refuses an unclosed quote in the command', () => {
    expect(
      configErrorOf(() =>
        compileScheduleJobs(section([{ name: 'a', cron: '0 2 * * *', command: 'watch "x' }]), 'f', COMMANDS, NOW),
      ).message,
    ).toContain('a double quote is not closed');
  });
});
