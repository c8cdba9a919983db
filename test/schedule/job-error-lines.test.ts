import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_ERROR_CHARS, JOB_ERROR_LINES, jobErrorLines } from '../../src/schedule/job-error-lines.js';

const KEY = 'sk-live-4f9a2c7e1b';

describe("a failed job's error lines", () => {
  it('are the last lines of its standard error, the cause above the follow-up', () => {
    const stderr =
      'european-erp.csv: 5/50 (10%)\r' +
      'european-erp.csv: 9/50 (18%)\n' +
      'invoice-batch: paused: could not reach the finance API (connection refused)\n\n' +
      'invoice-batch: upload stopped: the finance API could not be reached; nothing more was sent\n';
    expect(jobErrorLines(stderr, [], false)).toBe(
      'european-erp.csv: 9/50 (18%)\n' +
        'invoice-batch: paused: could not reach the finance API (connection refused)\n' +
        'invoice-batch: upload stopped: the finance API could not be reached; nothing more was sent',
    );
    expect(jobErrorLines('\n \n', [], false)).toBeUndefined();
  });

  it('never hold the key, stay within their bounds and end with the last line', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.tuple(fc.string({ maxLength: 50 }), fc.string({ maxLength: 50 })).map(([a, b]) => `${a}${KEY}${b}`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.nat({ max: 400 }), (lines, cutAt) => {
        const whole = lines.join('\n');
        // A tail cut anywhere, as the runner keeps it, may split the key: its first line is dropped.
        const cut = cutAt > 0 && cutAt < whole.length;
        const tail = cut ? whole.slice(cutAt) : whole;
        const result = jobErrorLines(tail, [KEY], cut);
        if (result === undefined) return;
        expect(result).not.toContain(KEY);
        for (let i = 4; i < KEY.length; i++) expect(result).not.toContain(`${KEY.slice(0, i)}\n`);
        expect(result.split('\n').length).toBeLessThanOrEqual(JOB_ERROR_LINES);
        expect(result.length).toBeLessThanOrEqual(JOB_ERROR_CHARS);
        const last = tail
          .split('\n')
          .map((l) => (l.split('\r').pop() ?? '').trim())
          .filter(Boolean)
          .pop()!;
        const shownLast = result.split('\n').pop()!;
        expect(last.replaceAll(KEY, '***').endsWith(shownLast.replace(/^…/, ''))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
