import fc from 'fast-check';
import { maskUrlCredentials } from '../../src/finance-api/mask-url-credentials.js';
import { describe, expect, it } from 'vitest';
import {
  createdThereDetail,
  differentThereDetail,
  readCreatedThere,
  type CreatedThere,
} from '../../src/journal/created-there-detail.js';

const OTHER = 'http://127.0.0.1:8080/erp/invoicing/qa';

/** Targets as a journal may spell them, and spellings made to look like the detail's own words. */
const target = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.webUrl(),
  fc
    .tuple(fc.webUrl(), fc.stringMatching(/^[\w.~-]{1,12}$/))
    .map(([url, word]) => url.replace('://', `://ops:${word}@`)),
  fc
    .tuple(
      fc.webUrl(),
      fc.constantFrom(', as instance ', ' on ', ' (run 3)', '); ', '(', ')', ', as instance 7 on 2026-01-02 (run 3); '),
    )
    .map(([url, words]) => `${url}${words}`),
  fc.constant(
    `${OTHER}, as instance 0030000001 on 2026-11-27 (run 4); if that is a different finance system, upload again with --distinct-target`,
  ),
);
const instanceId = fc.oneof(fc.stringMatching(/^\d{1,32}$/), fc.constant('?'), fc.stringMatching(/^\S+$/));
const day = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
    .map((at) => at.toISOString().slice(0, 10)),
  fc.constant('an earlier day'),
);
const runId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

describe('the detail of an invoice skipped as created under another target', () => {
  it('reads back the target (credentials masked), instance id, day and run it was written with, whatever the target says', () => {
    fc.assert(
      fc.property(fc.record({ target, instanceId, day, runId }), (there: CreatedThere) => {
        expect(readCreatedThere(createdThereDetail(there))).toEqual({
          ...there,
          target: maskUrlCredentials(there.target),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('is worded as the journal has always held it', () => {
    const there = { target: OTHER, instanceId: '0030000012', day: '2026-11-27', runId: 4 };
    expect(createdThereDetail(there)).toBe(
      `created by an earlier upload under another target, ${OTHER}, as instance 0030000012 on 2026-11-27 (run 4); ` +
        'if that is a different finance system, upload again with --distinct-target',
    );
  });

  it('masks the credentials of an address it names, as held-there-detail.ts does', () => {
    const secret = 'https://ops:hunter2@proxy.example/erp/invoicing/qa';
    const there = { target: secret, instanceId: '0030000012', day: '2026-11-27', runId: 4 };
    for (const detail of [createdThereDetail(there), differentThereDetail(there)]) {
      expect(detail).not.toContain('hunter2');
      expect(detail).toContain('under another target, https://***@proxy.example/erp/invoicing/qa, as instance');
    }
    expect(readCreatedThere(createdThereDetail(there))?.target).toBe('https://***@proxy.example/erp/invoicing/qa');
  });

  it('reads nothing from any other detail, a different invoice created there among them', () => {
    const there = { target: OTHER, instanceId: '0030000012', day: '2026-11-27', runId: 4 };
    expect(readCreatedThere(differentThereDetail(there))).toBeUndefined();
    expect(readCreatedThere(createdThereDetail(there).replace('created by', 'found by'))).toBeUndefined();
    expect(readCreatedThere(`${createdThereDetail(there)} | not yet in the journal`)).toBeUndefined();
    expect(readCreatedThere('created by an earlier upload (run 1 on 2026-11-30) as instance 1')).toBeUndefined();
    expect(readCreatedThere(null)).toBeUndefined();
  });
});
