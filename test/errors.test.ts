/** The exit codes are one list: --help's epilogue and schedule --history's meanings both read it. */
import { describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/errors.js';
import { EXIT_CODE_EPILOGUE } from '../src/commands/exit-code-epilogue.js';
import { describeScheduleRun } from '../src/schedule/describe-schedule-run.js';

describe('EXIT_CODES', () => {
  it.each(EXIT_CODES.map((entry) => [entry.code, entry]))(
    'gives exit %i the same meaning in schedule --history as in the list',
    (code, entry) => {
      const run = describeScheduleRun(
        {
          id: 1,
          job: 'reconcile',
          reason: 'scheduled',
          outcome: 'finished',
          scheduledFor: '2026-11-23T01:00:00.000Z',
          startedAt: '2026-11-23T01:00:00.000Z',
          finishedAt: '2026-11-23T01:00:05.000Z',
          exitCode: code,
          signal: null,
          summary: null,
          note: null,
        },
        [],
      );
      expect(run.meaning).toBe(entry.meaning);
    },
  );

  it('tells in --help that an upload stopped partway by a locked journal leaves answers for resolve --from', () => {
    const busy = EXIT_CODES.find((entry) => entry.code === 75);
    expect(busy?.help).toContain('an upload stopped partway saves its answers for resolve --from');
    expect(EXIT_CODE_EPILOGUE).toContain(busy!.help);
  });

  it("writes each code's help into --help's epilogue, in the list's order", () => {
    const told = EXIT_CODES.flatMap((entry) => (entry.help === null ? [] : [`${entry.code} ${entry.help}`]));
    expect(EXIT_CODE_EPILOGUE).toBe(`Exit codes: ${told.join(', ')}.`);
    const codes = [...EXIT_CODE_EPILOGUE.matchAll(/\b(\d{1,3})\b/g)].map((m) => Number(m[1])).sort();
    expect(codes).toEqual(EXIT_CODES.map((entry) => entry.code).sort());
  });
});
