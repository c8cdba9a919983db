import { describe, expect, it } from 'vitest';
import { planUpload } from '../../src/batch/upload-plan.js';
import { DEFAULT_MAX_CONCURRENCY } from '../../src/batch/concurrency-defaults.js';
import { DEFAULT_MAX_PAUSE_MS } from '../../src/batch/send/pause-for-gateway.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from '../../src/batch/send/watch-rejection-storm.js';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import type { UploadOptions } from '../../src/batch/upload-options.js';

const target = { timeoutMs: 30_000 } as ApiTarget;
const given: UploadOptions = {
  target,
  sources: [],
  mapping: 'm.yaml',
  duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
  outDir: 'out',
};

describe('planUpload', () => {
  it('decides every default once: 4 in flight, no rate, 25 rejections, nothing forced, xlsx, grace of the timeout + 2 s', () => {
    const plan = planUpload(given);
    expect(plan).toMatchObject({
      concurrency: 4,
      maxConcurrency: DEFAULT_MAX_CONCURRENCY,
      rate: null,
      stopAfterRejections: DEFAULT_STOP_AFTER_REJECTIONS,
      partial: false,
      force: false,
      retryInDoubt: false,
      rejectsDuplicates: false,
      annotate: false,
      results: 'xlsx',
      stopGraceMs: 32_000,
      maxPauseMs: DEFAULT_MAX_PAUSE_MS,
      signal: undefined,
      onProgress: undefined,
    });
    expect(plan.send).toBeTypeOf('function');
  });

  it('keeps what was given, including auto and a rejection limit of 0 (off)', () => {
    const send = async () => ({ kind: 'created' }) as never;
    const plan = planUpload({
      ...given,
      concurrency: 'auto',
      maxConcurrency: 8,
      rate: 2.5,
      stopAfterRejections: 0,
      partial: true,
      force: true,
      results: 'csv',
      stopGraceMs: 10,
      maxPauseMs: 20,
      send,
    });
    expect(plan).toMatchObject({
      concurrency: 'auto',
      maxConcurrency: 8,
      rate: 2.5,
      stopAfterRejections: 0,
      partial: true,
      force: true,
      results: 'csv',
      stopGraceMs: 10,
      maxPauseMs: 20,
    });
    expect(plan.send).toBe(send);
  });
});
