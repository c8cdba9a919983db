import { describe, expect, it } from 'vitest';
import type { Heartbeat } from '../../src/health/heartbeat.js';
import { judgeHeartbeat, type HeartbeatReading, type JudgeContext } from '../../src/health/judge-heartbeat.js';

const NOW = new Date('2026-12-02T02:14:00.000Z');

const context: JudgeContext = {
  what: 'watcher of /srv/drop',
  start: 'invoice-batch watch /srv/drop',
  file: '/srv/drop/.watcher-heartbeat.json',
  now: NOW,
  maxAgeMs: 300_000,
  host: 'finance-1',
  pidAlive: (pid) => pid === 4242,
};

const beat = (fields: Partial<Heartbeat> = {}): HeartbeatReading => ({
  heartbeat: {
    service: 'watch',
    state: 'running',
    at: '2026-12-02T02:13:30.000Z',
    startedAt: '2026-12-01T08:00:00.000Z',
    pid: 4242,
    host: 'finance-1',
    of: '/srv/drop',
    problems: [],
    lastPass: 'nothing new in inbox/',
    ...fields,
  },
});

describe('judgeHeartbeat', () => {
  it.each<[string, HeartbeatReading, 0 | 1 | 2, string]>([
    [
      'a recent beat without problems',
      beat(),
      0,
      'watcher of /srv/drop: ok, last pass at 2026-12-02T02:13:30.000Z (30 s ago): nothing new in inbox/',
    ],
    [
      'no heartbeat file',
      { missing: true },
      2,
      'watcher of /srv/drop: never ran (no heartbeat /srv/drop/.watcher-heartbeat.json); start it: invoice-batch watch /srv/drop',
    ],
    [
      'a file that is not a heartbeat',
      { problem: 'not JSON (cut short, or not written by invoice-batch)' },
      2,
      'watcher of /srv/drop: heartbeat /srv/drop/.watcher-heartbeat.json unreadable: not JSON (cut short, or not written by invoice-batch)',
    ],
    [
      'a folder that does not answer',
      { problem: '/srv/drop/.watcher-heartbeat.json not read within 10 s', unanswered: true },
      1,
      "watcher of /srv/drop: /srv/drop/.watcher-heartbeat.json not read within 10 s; is its folder's mount hung?",
    ],
    [
      'a last pass with problems',
      beat({ problems: ['3 files waiting in processing/: the finance system cannot be reached'] }),
      1,
      'watcher of /srv/drop: last pass at 2026-12-02T02:13:30.000Z (30 s ago): 3 files waiting in processing/: the finance system cannot be reached',
    ],
    [
      'a beat older than allowed',
      beat({ at: '2026-12-02T01:30:00.000Z', problems: ["1 file held: the drop folder's disk is full"] }),
      1,
      "watcher of /srv/drop: last beat at 2026-12-02T01:30:00.000Z (44 min ago), older than 5 min: stuck (a hung mount, a long upload) or stopped; it last said: 1 file held: the drop folder's disk is full; look at pid 4242 on finance-1",
    ],
    [
      'a process of this host that is gone',
      beat({ pid: 999 }),
      1,
      'watcher of /srv/drop: not running: pid 999 on finance-1 is gone since its last beat at 2026-12-02T02:13:30.000Z (30 s ago); it last said: nothing new in inbox/, no problems; invoice-batch watch /srv/drop',
    ],
    [
      'a clean stop of the service',
      beat({ state: 'stopped' }),
      1,
      'watcher of /srv/drop: stopped at 2026-12-02T02:13:30.000Z (30 s ago) (pid 4242 on finance-1); not running: invoice-batch watch /srv/drop',
    ],
    [
      'a stop on an error',
      beat({ state: 'failed', problems: ['stopped: journal.sqlite: disk I/O error'] }),
      1,
      'watcher of /srv/drop: stopped on an error at 2026-12-02T02:13:30.000Z (30 s ago): it last said: stopped: journal.sqlite: disk I/O error; see its log, then invoice-batch watch /srv/drop',
    ],
    [
      'the end of a recent watch --once',
      beat({ state: 'stopped', once: true, pid: 999, lastPass: '2 files handled' }),
      0,
      'watcher of /srv/drop: ok, last pass at 2026-12-02T02:13:30.000Z (30 s ago): 2 files handled',
    ],
  ])('%s', (_, reading, code, line) => {
    expect(judgeHeartbeat(reading, context)).toMatchObject({ code, line });
  });

  it('does not probe the pid of another host: only the age tells', () => {
    const other = beat({ pid: 999, host: 'finance-2' });
    expect(judgeHeartbeat(other, context).code).toBe(0);
    expect(judgeHeartbeat(other, { ...context, maxAgeMs: 10_000 }).code).toBe(1);
  });

  it('names the next run of each scheduled job', () => {
    const scheduler = beat({
      service: 'schedule',
      lastPass: '4 job runs ended since the start, 2 jobs armed',
      nextRuns: [
        { job: 'intake', at: '2026-12-02T03:00:00+01:00' },
        { job: 'gone', at: null },
      ],
    });
    expect(judgeHeartbeat(scheduler, { ...context, what: 'scheduler' }).line).toBe(
      'scheduler: ok, last pass at 2026-12-02T02:13:30.000Z (30 s ago): 4 job runs ended since the start, 2 jobs armed; next: intake 2026-12-02T03:00:00+01:00, gone never',
    );
  });
});
