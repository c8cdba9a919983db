import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeartbeat, type Heartbeat } from '../../src/health/heartbeat.js';
import { heartbeatWriter } from '../../src/health/write-heartbeat.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const beat = (lastPass: string): Heartbeat => ({
  service: 'watch',
  state: 'running',
  at: '2026-12-02T02:14:00.000Z',
  startedAt: '2026-12-02T02:00:00.000Z',
  pid: 4242,
  host: 'finance-1',
  of: '/srv/drop',
  problems: [],
  lastPass,
});

describe('heartbeatWriter', () => {
  it('writes the newest beat whole, leaving no file beside it', async () => {
    const dir = makeTempDir('ib-heartbeat-write');
    const file = join(dir, 'beat.json');
    const told: string[] = [];
    const writer = heartbeatWriter(file, (problem) => told.push(problem));
    for (let n = 1; n <= 20; n++) writer.beat(beat(`pass ${n}`));
    await writer.flush();
    expect(parseHeartbeat(readFileSync(file, 'utf8'))).toEqual({ heartbeat: beat('pass 20') });
    expect(readdirSync(dir)).toEqual(['beat.json']);
    expect(told).toEqual([]);
  });

  it('tells once why it cannot write, and writes again once it can', async () => {
    const dir = makeTempDir('ib-heartbeat-gone');
    const file = join(dir, 'drop', 'beat.json');
    const told: string[] = [];
    const writer = heartbeatWriter(file, (problem) => told.push(problem));
    writer.beat(beat('one'));
    await writer.flush();
    writer.beat(beat('two'));
    await writer.flush();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(new RegExp(`^heartbeat ${file} not written: ENOENT`));
    expect(existsSync(join(dir, 'drop')), 'a drop folder gone is not made again').toBe(false);
    mkdirSync(join(dir, 'drop'));
    writer.beat(beat('three'));
    await writer.flush();
    expect(parseHeartbeat(readFileSync(file, 'utf8'))).toEqual({ heartbeat: beat('three') });
  });

  it('makes the state folder when asked', async () => {
    const file = join(makeTempDir('ib-heartbeat-state'), 'state', 'invoice-batch', 'beat.json');
    const writer = heartbeatWriter(file, () => undefined, true);
    writer.beat(beat('one'));
    await writer.flush();
    expect(parseHeartbeat(readFileSync(file, 'utf8'))).toEqual({ heartbeat: beat('one') });
  });
});
