import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { waitForSheetDrain } from '../../../src/report/results/wait-for-sheet-drain.js';

describe('waitForSheetDrain', () => {
  it('returns at once when the sheet has no stream of the expected shape', async () => {
    await expect(waitForSheetDrain({})).resolves.toBeUndefined();
    await expect(waitForSheetDrain(undefined)).resolves.toBeUndefined();
  });

  it('waits while more than the limit is queued in the zip input, until it drains', async () => {
    const pipe = new PassThrough({ highWaterMark: 16 });
    const sheet = { stream: { pipes: [pipe] } };
    pipe.write(Buffer.alloc(4096));
    // The readable side is not consumed yet, so the writable side holds the bytes.
    let drained = false;
    const waiting = waitForSheetDrain(sheet, 1024).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(drained).toBe(false);
    pipe.resume();
    await waiting;
    expect(drained).toBe(true);
  });

  it('returns at once when the zip input is ending, since no drain can come then', async () => {
    const pipe = new PassThrough({ highWaterMark: 16 });
    pipe.write(Buffer.alloc(4096));
    pipe.end();
    const started = Date.now();
    await waitForSheetDrain({ stream: { pipes: [pipe] } }, 1024, 2000);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('gives up after the longest wait instead of hanging', async () => {
    const pipe = new PassThrough({ highWaterMark: 16 });
    pipe.write(Buffer.alloc(4096));
    const started = Date.now();
    await waitForSheetDrain({ stream: { pipes: [pipe] } }, 1024, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
