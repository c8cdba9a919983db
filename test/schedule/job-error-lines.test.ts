import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProgressLine } from '../../src/print/format-progress.js';
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
      'invoice-batch: paused: could not reach the finance API (connection refused)\n' +
        'invoice-batch: upload stopped: the finance API could not be reached; nothing more was sent',
    );
    expect(jobErrorLines('\n \n', [], false)).toBeUndefined();
  });

  it("leave out reconcile's and upload's progress lines, which would crowd out the error", () => {
    const progress = Array.from(
      { length: 8 },
      (_, i) => `statuses checked: ${i * 100}/900 (${Math.floor((i * 100) / 9)}%), failed ${i}, 12/s, 1 min left`,
    );
    const stderr = [
      'invoice-batch: the finance API refused the API key (HTTP 401)',
      ...progress,
      'ledger.csv: reading, 40 invoices so far (0 invalid)',
      'ledger.csv: 40/40 (100%), created 40, 55/s',
      '',
    ].join('\n');
    expect(jobErrorLines(stderr, [], false)).toBe('invoice-batch: the finance API refused the API key (HTTP 401)');
    // A message that only looks like a count is kept: it has no percentage.
    expect(jobErrorLines('invoice-batch: 3/5 files read', [], false)).toBe('invoice-batch: 3/5 files read');
  });

  it("leave out the journal URL's sslmode line, said at every opening, which is no reason", () => {
    const stderr = [
      "invoice-batch: postgres://ib@db:5432/journal?sslmode=require: sslmode=require is taken as verify-full (the server's certificate and host name are checked); write sslmode=verify-full to say so, or uselibpqcompat=true&sslmode=require for libpq's meaning",
      'invoice-batch: postgres://ib@db:5432/journal?sslmode=require: cannot open the journal: self-signed certificate',
      '',
    ].join('\n');
    expect(jobErrorLines(stderr, [], false)).toBe(
      'invoice-batch: postgres://ib@db:5432/journal?sslmode=require: cannot open the journal: self-signed certificate',
    );
  });

  it("leave out reconcile's note that it goes on with a stopped run (ci90: it led a scheduled run's lastError)", () => {
    const stderr = [
      'invoice-batch: resuming reconcile run 1 of 02:00: 0 of 10 checked; --from-start checks all again',
      'invoice-batch: reconcile stopped: finance API unreachable: checked 0 of 10',
      '',
    ].join('\n');
    expect(jobErrorLines(stderr, [], false)).toBe(
      'invoice-batch: reconcile stopped: finance API unreachable: checked 0 of 10',
    );
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
          .filter((l) => l !== '' && !isProgressLine(l))
          .pop()!;
        const shownLast = result.split('\n').pop()!;
        expect(last.replaceAll(KEY, '***').endsWith(shownLast.replace(/^…/, ''))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
