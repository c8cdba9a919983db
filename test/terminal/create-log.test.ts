/** The logger of watch and schedule: text as today, or bounded JSON lines with their envelope. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLog } from '../../src/terminal/create-log.js';

function memory(format: 'text' | 'json', extra: { textFields?: boolean; jsonOnlyEvents?: string[] } = {}) {
  const lines: string[] = [];
  const log = createLog({ format, write: (line) => lines.push(line), host: 'ib-host-1', pid: 4242, ...extra });
  return { log, lines, json: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createLog', () => {
  it('writes one JSON object per line with time, level, event, host, pid, run id and message', () => {
    const { log, lines, json } = memory('json');
    log.info({ event: 'job started', job: 'nightly', runId: 7 }, 'job started');
    log.warn({ job: 'nightly' }, 'job skipped: the previous run is still going');
    log.error({}, 'cannot read the folder');
    expect(lines.every((line) => line.endsWith('}\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const [started, skipped, failed] = json();
    expect(started).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
      host: 'ib-host-1',
      pid: 4242,
      event: 'job started',
      job: 'nightly',
      runId: 7,
      msg: 'job started',
    });
    // Without an event of its own, a line's event is its message up to the first colon.
    expect(skipped).toMatchObject({ level: 'warn', event: 'job skipped', host: 'ib-host-1', pid: 4242 });
    expect(failed).toMatchObject({ level: 'error', event: 'cannot read the folder' });
  });

  it('keeps every JSON line within the limit whatever the fields hold, naming the event and run', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.string({ maxLength: 3000 }), fc.integer(), fc.boolean(), fc.constant(null)),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 300 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), tie('node'), { maxKeys: 20 }),
      ),
    })).node;
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 40 }), value, { maxKeys: 30 }),
        fc.string({ maxLength: 2000 }),
        (fields, message) => {
          const { log, lines, json } = memory('json');
          log.info({ ...fields, event: 'job finished', runId: 12 }, message);
          expect(Buffer.byteLength(lines[0]!, 'utf8')).toBeLessThanOrEqual(4096);
          expect(json()[0]).toMatchObject({ event: 'job finished', runId: 12, host: 'ib-host-1', pid: 4242 });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('summarizes a job summary of thousands of results by their count and keeps the results file', () => {
    const { lines, log, json } = memory('json');
    const results = Array.from({ length: 5000 }, (_, i) => ({ instanceId: String(900000 + i), status: '10' }));
    log.info(
      {
        job: 'reconcile',
        runId: 3,
        exitCode: 0,
        summary: { checked: 5000, workbook: '/srv/out/reconcile-1.xlsx', results },
      },
      'job finished',
    );
    expect(Buffer.byteLength(lines[0]!, 'utf8')).toBeLessThan(4096);
    expect(json()[0]).toMatchObject({
      event: 'job finished',
      runId: 3,
      exitCode: 0,
      summary: { checked: 5000, workbook: '/srv/out/reconcile-1.xlsx', results: { count: 5000 } },
    });
  });

  it('writes text lines as the message alone, escaped, and leaves out the JSON-only events', () => {
    const { log, lines } = memory('text', { jsonOnlyEvents: ['file claimed'] });
    log.info({ event: 'file claimed', file: 'a.csv' }, 'a.csv: claimed');
    log.info({ event: 'file handled' }, 'a\u001b[2J.csv: 3 invoices: 3 created -> done/a.csv');
    expect(lines).toEqual(['a\\e[2J.csv: 3 invoices: 3 created -> done/a.csv\n']);
  });

  it('adds the scalar fields to a text line when asked', () => {
    const { log, lines } = memory('text', { textFields: true });
    log.warn({ job: 'nightly', exitCode: 1, summary: { checked: 2 } }, 'job failed');
    expect(lines).toEqual(['job failed job=nightly exitCode=1\n']);
  });
});
