/** The progress of reconcile's status calls counts as the summary does (count-checks.ts). */
import { describe, expect, it } from 'vitest';
import { countCheck, startChecksProgress } from '../../src/reconcile/checks-progress.js';
import type { StatusCheck } from '../../src/reconcile/status-check.js';

const base = { invoice: { instanceId: '0030000001' }, previous: undefined, checkedAt: '2026-11-30T00:00:00Z' };
const failedWith = (failure: string) => ({ ...base, ok: false, failure, error: failure }) as unknown as StatusCheck;
const answered = {
  ...base,
  ok: true,
  status: { code: '10' },
  changed: true,
  inStatusSince: undefined,
} as unknown as StatusCheck;

describe('countCheck', () => {
  it('counts a call made for an answer and a failure, none for invoices left by a halt or a stop, and an unknown instance as no failed call', () => {
    const checks = [
      answered,
      failedWith('http-error'),
      failedWith('unknown-instance'),
      failedWith('halted'),
      failedWith('stopped'),
    ];
    const progress = checks.reduce(countCheck, startChecksProgress(6));
    expect(progress).toEqual({ total: 6, done: 5, asked: 3, failed: 1 });
  });
});
