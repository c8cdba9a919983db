import { describe, expect, it } from 'vitest';
import type { Heartbeat } from '../../src/health/heartbeat.js';
import { beatScheduler } from '../../src/schedule/beat-scheduler.js';
import { knownKeyRedaction } from '../../src/terminal/redact-known-key.js';

const KEY = 'live-key-7f3a9c2e51d04b86';

/** A scheduler with no jobs, its beats kept, on a pinned clock. */
function scheduler(mask?: (text: string) => string, of = '/etc/invoice-batch/schedule.yaml') {
  const beats: Heartbeat[] = [];
  const beat = beatScheduler({
    jobs: [],
    of,
    now: () => new Date('2026-12-02T02:00:00.000Z'),
    mask,
    writer: { beat: (heartbeat) => beats.push(heartbeat), flush: () => Promise.resolve() },
  });
  return { beat, beats };
}

describe('beatScheduler', () => {
  it('writes the error it stopped on with the API key replaced, as the log and standard error have it', async () => {
    const { beat, beats } = scheduler(knownKeyRedaction({ INVOICE_BATCH_API_KEY: KEY }));
    await beat.stopped(new Error(`the finance API answered 500 for Authorization: Bearer ${KEY}`));
    expect(beats.at(-1)).toMatchObject({ state: 'failed' });
    expect(beats.at(-1)!.problems).toEqual(['stopped: the finance API answered 500 for Authorization: Bearer ***']);
    expect(JSON.stringify(beats)).not.toContain(KEY);
  });

  it("writes no API key held in the config file's path, in any beat from its start to its stop", async () => {
    const { beat, beats } = scheduler(
      knownKeyRedaction({ INVOICE_BATCH_API_KEY: KEY }),
      `/srv/jobs-${KEY}/schedule.yaml`,
    );
    beat.start();
    await beat.stopped();
    expect(beats.map((b) => b.state)).toEqual(['started', 'stopped']);
    expect(beats.map((b) => b.of)).toEqual(['/srv/jobs-***/schedule.yaml', '/srv/jobs-***/schedule.yaml']);
    expect(JSON.stringify(beats)).not.toContain(KEY);
  });

  it('writes the error as it is when no key is known', async () => {
    const { beat, beats } = scheduler();
    await beat.stopped(new Error('the journal could not be opened'));
    expect(beats.at(-1)!.problems).toEqual(['stopped: the journal could not be opened']);
  });
});
