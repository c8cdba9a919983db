/**
 * What settled a row, read from the detail each writer leaves: a person is named only when the
 * detail recorded one; an older detail that cannot tell says it was settled after the run.
 */
import { describe, expect, it } from 'vitest';
import { readHandResolution } from '../../src/journal/read-hand-resolution.js';

const SINCE = '(in doubt since 2026-11-30 09:59 UTC), checked with the finance system: created as instance 0030000042';

describe('readHandResolution', () => {
  it('names the person resolve --instance-id recorded', () => {
    expect(readHandResolution(`resolved on 2026-11-30 10:00 UTC by root@vm ${SINCE}`)).toEqual({
      how: 'resolved',
      by: { kind: 'person', name: 'root@vm' },
    });
  });

  it('tells reconcile and a saved answer from a person', () => {
    expect(readHandResolution(`resolved on 2026-11-30 10:00 UTC by reconcile ${SINCE}`)?.by).toEqual({
      kind: 'reconcile',
    });
    const saved = `resolved on 2026-11-30 10:00 UTC from the finance system's saved answer ${SINCE}`;
    expect(readHandResolution(saved)?.by).toEqual({ kind: 'saved-answer' });
  });

  it('names who ran resolve --from beside the saved answer', () => {
    const saved = `resolved on 2026-11-30 10:00 UTC by root@vm from the finance system's saved answer ${SINCE}`;
    expect(readHandResolution(saved)).toEqual({ how: 'resolved', by: { kind: 'saved-answer', name: 'root@vm' } });
  });

  it('names nobody for an older detail that recorded no one (resolve --from before it said so)', () => {
    expect(readHandResolution(`resolved on 2026-11-30 10:00 UTC ${SINCE}`)).toEqual({
      how: 'resolved',
      by: { kind: 'unrecorded' },
    });
  });

  it('names the person of a correction, and nobody when the correction kept no name', () => {
    const named = 'corrected on 2026-11-30: created as instance 0030000042 (was not created; by root@vm: typo)';
    expect(readHandResolution(named)).toEqual({ how: 'corrected', by: { kind: 'person', name: 'root@vm' } });
    expect(readHandResolution('corrected on 2026-11-30: created as instance 7')).toEqual({
      how: 'corrected',
      by: { kind: 'unrecorded' },
    });
  });

  it('is undefined for a row an upload settled', () => {
    expect(readHandResolution('created as instance 0030000042')).toBeUndefined();
    expect(readHandResolution(null)).toBeUndefined();
  });

  it('names the person resolve --by named, not the shared login beside it', () => {
    const login = '(login root@vm)';
    expect(readHandResolution(`resolved on 2026-11-30 10:00 UTC by a.schmidt ${login} ${SINCE}`)?.by).toEqual({
      kind: 'person',
      name: 'a.schmidt',
    });
    const saved = `resolved on 2026-11-30 10:00 UTC by a.schmidt ${login} from the finance system's saved answer ${SINCE}`;
    expect(readHandResolution(saved)?.by).toEqual({ kind: 'saved-answer', name: 'a.schmidt' });
    const corrected = `corrected on 2026-11-30: created as instance 7 (was not created; by a.schmidt ${login}: typo)`;
    expect(readHandResolution(corrected)?.by).toEqual({ kind: 'person', name: 'a.schmidt' });
    const timed = `corrected on 2026-11-30 10:05 UTC: created as instance 7 (was not created; by a.schmidt ${login}: typo)`;
    expect(readHandResolution(timed)?.by).toEqual({ kind: 'person', name: 'a.schmidt' });
  });
});
