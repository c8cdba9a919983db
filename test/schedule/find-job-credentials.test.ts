import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileScheduleJobs } from '../../src/schedule/compile-schedule-jobs.js';
import { redactJobCommand } from '../../src/schedule/find-job-credentials.js';
import type { Settings } from '../../src/settings.js';
import { configErrorOf } from '../helpers/config-error-of.js';

const COMMANDS = ['advertisers', 'journal', 'reconcile', 'upload'];
const NOW = new Date('2026-05-01T00:00:00Z');

function compile(command: string) {
  const section: Settings['schedule'] = {
    timeZone: 'UTC',
    stopTimeoutMs: 1000,
    jobs: [{ name: 'nightly', cron: '0 2 * * *', command }],
    lines: new Map([['nightly', 7]]),
  };
  return compileScheduleJobs(section, '/etc/ib.yaml', COMMANDS, NOW);
}

/** Secrets as people choose them: letters, digits and the punctuation a URL's userinfo takes as is. */
const secret = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._~!$*-]{5,30}$/);
const user = fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/);

/** Every way the trial and real configs write a credential into a job's command. */
const WRITTEN: readonly [string, (user: string, secret: string) => string][] = [
  ['a postgres URL with a password', (u, s) => `journal --journal postgres://${u}:${s}@127.0.0.1:5432/ibj`],
  ['a postgresql URL with a password', (u, s) => `reconcile --journal "postgresql://${u}:${s}@db.example/ibj"`],
  ['a base URL with a password', (u, s) => `advertisers --base-url http://${u}:${s}@127.0.0.1:4503`],
  [
    'an https base URL with a password',
    (u, s) => `invoice-batch advertisers --base-url=https://${u}:${s}@fin.example/api`,
  ],
  ['a percent-encoded password', (u, s) => `journal --journal postgres://${u}:${encodeURIComponent(`${s}@x`)}@h/db`],
  ['a password parameter', (u, s) => `journal --journal postgres://${u}@h/db?password=${s}`],
  ['an api_key parameter', (_, s) => `advertisers --base-url "http://h:4503/?api_key=${s}"`],
  ['--api-key VALUE', (_, s) => `advertisers --api-key ${s}`],
  ['--api-key=VALUE', (_, s) => `advertisers --api-key=${s}`],
  ['--apiKey VALUE', (_, s) => `reconcile --apiKey '${s}'`],
];

describe('a schedule job whose command holds a credential', () => {
  it.each(WRITTEN)('is refused at config load, naming the job and what to use, never the secret: %s', (_, write) => {
    fc.assert(
      fc.property(user, secret, (u, s) => {
        const error = configErrorOf(() => compile(write(u, s)));
        expect(error.message).toMatch(/^\/etc\/ib\.yaml:7: schedule job "nightly": /);
        expect(error.message).toMatch(/PGPASSWORD|apiKeyFile/);
        expect(error.message).not.toContain(s);
        expect(error.message).not.toContain(encodeURIComponent(s));
      }),
      { numRuns: 60 },
    );
  });

  it('is printed with the userinfo of each URL replaced', () => {
    fc.assert(
      fc.property(user, secret, (u, s) => {
        const printed = redactJobCommand(`journal --journal postgres://${u}:${s}@h/db --base-url http://${u}:${s}@h`);
        expect(printed).toBe('journal --journal postgres://***@h/db --base-url http://***@h');
      }),
    );
  });
});

describe('a schedule job without credentials', () => {
  it.each([
    'journal --journal postgres://ib@127.0.0.1:55432/ibj',
    'advertisers --base-url http://127.0.0.1:4503',
    'reconcile --json',
    'upload "/srv/drop/key notes.csv" --mapping m.yaml',
    'advertisers --base-url https://fin.example/api?tenant=7',
  ])('compiles and keeps its command as written: %s', (command) => {
    expect(compile(command)[0]?.command).toBe(command);
  });
});
