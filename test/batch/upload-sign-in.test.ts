/**
 * An upload behind a login proxy whose sign-in page answers the creates: each page leaves its
 * invoice in doubt (a 2xx HTML may come from anything), and 3 in a row stop the sending, the rest
 * not sent and safe to post again, where each would otherwise be put in doubt one by one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_PAGES, SIGN_IN_PAGE_NAMES } from '../../src/sandbox/sign-in-pages.js';
import { SIGN_IN_IN_A_ROW } from '../../src/finance-api/watch-api-health.js';
import { uploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';

describe('upload behind a login proxy that answers creates with its sign-in page', () => {
  it.each(SIGN_IN_PAGE_NAMES)(
    '%s from the start: 3 in doubt, the other 27 not sent, the stop names the page',
    async (name) => {
      const fx = await uploadFixture({ signIn: { page: name, route: 'create' } });
      const report = await fx.upload('month-end.csv', validBatch(30, { prefix: 'SSO' }), { concurrency: 1 });
      const run = report.runs[0]!;
      expect(run.counts).toMatchObject({ invoices: 30, created: 0, inDoubt: 3, failed: 27 });
      expect(run.notSent).toBe(27);
      expect(report.halted).toContain(`a sign-in page answered (HTML, title '${SIGN_IN_PAGES[name].title}')`);
      expect(report.halted).toContain('3 calls in a row');
      expect(fx.sandbox.stats().signInPages).toBe(3);
    },
  );

  it('bounds in doubt over concurrency x where in the file the proxy appears x which page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SIGN_IN_PAGE_NAMES),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        async (page, concurrency, after) => {
          const fx = await uploadFixture({ signIn: { page, route: 'create', after } });
          const total = 24;
          const report = await fx.upload('file.csv', validBatch(total, { prefix: 'P' }), { concurrency });
          const run = report.runs[0]!;
          const { created, inDoubt, failed } = run.counts;
          // Creates before the proxy went on are created; pages in flight when the third came back stay in doubt.
          expect(created).toBe(after);
          expect(inDoubt).toBeGreaterThanOrEqual(SIGN_IN_IN_A_ROW);
          expect(inDoubt).toBeLessThanOrEqual(SIGN_IN_IN_A_ROW + concurrency - 1);
          expect(created + inDoubt + failed).toBe(total);
          expect(run.notSent).toBe(failed);
          expect(fx.sandbox.stats().signInPages).toBe(inDoubt);
          expect(report.halted).toMatch(/a sign-in page answered \(HTML, title '[^']*'\)/);
          await fx.journal.close();
        },
      ),
      { numRuns: 12 },
    );
  });
});
