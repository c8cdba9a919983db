import { describe, expect, it } from 'vitest';
import { liveRowWord } from '../../src/report/live-row-word.js';

describe('liveRowWord', () => {
  it("words a live run's rows by what that run does with them, every other row as the listings do", () => {
    expect(liveRowWord({ state: 'staged', attempts: 0, detail: null })).toBe('to be sent');
    expect(liveRowWord({ state: 'sending', attempts: 0, detail: null })).toBe('being sent');
    expect(liveRowWord({ state: 'failed', attempts: 0, detail: 'not sent: stopped' })).toBe('not sent');
    expect(liveRowWord({ state: 'in-doubt', attempts: 1, detail: 'HTTP 504' })).toBe('in doubt');
    expect(liveRowWord({ state: 'created', attempts: 1, detail: null })).toBe('created');
  });
});
