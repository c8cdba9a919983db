import { describe, expect, it } from 'vitest';
import type { Heartbeat } from '../../src/health/heartbeat.js';
import { beatWatcher, type WatchPass } from '../../src/watch/beat-watcher.js';
import type { HandledFile } from '../../src/watch/watch-summary.js';
import { knownKeyRedaction } from '../../src/terminal/redact-known-key.js';

/** A watcher's beats as written, on a clock the test moves. */
function watcherOnClock(mask?: (text: string) => string, root = '/srv/drop') {
  let ms = Date.parse('2026-12-02T02:00:00.000Z');
  const beats: Heartbeat[] = [];
  const beat = beatWatcher({
    root,
    once: false,
    mask,
    now: () => new Date(ms),
    writer: { beat: (heartbeat) => beats.push(heartbeat), flush: () => Promise.resolve() },
  });
  return {
    beat,
    beats,
    pass: (pass: Partial<WatchPass>, afterMs = 2_000) => {
      ms += afterMs;
      beat.passEnded({ files: [], waiting: 0, parked: [], heldByFullDisk: 0, resultsUnwritten: 0, ...pass });
    },
  };
}

const unreached = { unreachable: true, reason: 'the finance API could not be reached' };
const keyRefused = { unreachable: false, reason: 'the finance API refused the API key (HTTP 401 Unauthorized)' };
const quotaUsedUp = { unreachable: false, reason: "the gateway's quota is used up until 03:00 UTC" };

const failedFile: HandledFile = {
  name: 'may.csv',
  destination: 'failed',
  path: '/srv/drop/failed/may.csv',
  summary: '1 invoice: 1 rejected',
  resultsWorkbook: undefined,
  runIds: [1],
  everyRowLeftOut: false,
};

describe('beatWatcher', () => {
  it('beats at its start, then after a quiet pass only every 10 s, and at once when something changes', () => {
    const { beats, pass } = watcherOnClock();
    expect(beats.map((b) => b.state)).toEqual(['started']);
    pass({});
    pass({});
    expect(beats).toHaveLength(2);
    pass({}, 10_001);
    expect(beats).toHaveLength(3);
    pass({ parked: [unreached, unreached] });
    expect(beats.at(-1)!.problems).toEqual(['2 files waiting in processing/: the finance system cannot be reached']);
    pass({});
    expect(beats.at(-1)!.problems).toEqual([]);
  });

  it('names every parked file among the problems, by why it stopped, not only those waiting for an outage', () => {
    const { beats, pass } = watcherOnClock();
    pass({ parked: [keyRefused, unreached, keyRefused, quotaUsedUp] });
    expect(beats.at(-1)!.problems).toEqual([
      '1 file waiting in processing/: the finance system cannot be reached',
      '2 files parked in processing/, not posted: the finance API refused the API key (HTTP 401 Unauthorized)',
      "1 file parked in processing/, not posted: the gateway's quota is used up until 03:00 UTC",
    ]);
  });

  it('keeps a file needing a person and a locked journal among the problems for 15 minutes, with their time', () => {
    const { beat, beats, pass } = watcherOnClock();
    beat.noteEvent('journal locked');
    beat.noteEvent('file handled');
    pass({ files: [failedFile] });
    const held = [
      'the journal was locked or out of reach: files left in processing/ to be tried again (02:00 UTC)',
      '1 file handled needing a person: see results/ and failed/ (02:00 UTC)',
    ];
    expect(beats.at(-1)).toMatchObject({ state: 'running', problems: held, lastPass: '1 file handled' });
    pass({ files: [failedFile] }, 14 * 60_000);
    expect(beats.at(-1)).toMatchObject({ problems: held, lastPass: 'nothing new in inbox/' });
    pass({ files: [failedFile] }, 2 * 60_000);
    expect(beats.at(-1)!.problems).toEqual([]);
  });

  it("writes no API key in the error it stopped on or in a parked file's halt, redacted as printed lines are", async () => {
    const key = 'live-key-7f3a9c2e51d04b86';
    const { beat, beats, pass } = watcherOnClock(knownKeyRedaction({ INVOICE_BATCH_API_KEY: key }));
    pass({ parked: [{ unreachable: false, reason: `the finance API refused the API key ${key}` }] });
    await beat.stopped(new Error(`journal refused: x-api-key=${key}`));
    expect(beats.at(-1)!.problems).toEqual([
      '1 file parked in processing/, not posted: the finance API refused the API key ***',
      'stopped: journal refused: x-api-key=***',
    ]);
    expect(JSON.stringify(beats)).not.toContain(key);
  });

  it("writes no API key held in the drop folder's name, in any beat from its start to its stop", async () => {
    const key = 'live-key-7f3a9c2e51d04b86';
    const { beat, beats, pass } = watcherOnClock(knownKeyRedaction({ INVOICE_BATCH_API_KEY: key }), `/srv/drop-${key}`);
    pass({ files: [{ ...failedFile, path: `/srv/drop-${key}/failed/may.csv` }] });
    await beat.stopped();
    expect(beats.map((b) => b.state)).toEqual(['started', 'running', 'stopped']);
    expect(new Set(beats.map((b) => b.of))).toEqual(new Set(['/srv/drop-***']));
    expect(JSON.stringify(beats)).not.toContain(key);
  });

  it('says the error it stopped on, masked, and a clean stop as a stop', async () => {
    const failed = watcherOnClock((text) => text.replaceAll('s3cret', '***'));
    await failed.beat.stopped(new Error('journal at postgres://u:s3cret@db refused'));
    expect(failed.beats.at(-1)).toMatchObject({
      state: 'failed',
      problems: ['stopped: journal at postgres://u:***@db refused'],
    });
    const clean = watcherOnClock();
    await clean.beat.stopped();
    expect(clean.beats.at(-1)).toMatchObject({ state: 'stopped', problems: [] });
  });
});
