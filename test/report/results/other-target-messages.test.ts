import { describe, expect, it } from 'vitest';
import { planOtherTarget } from '../../../src/batch/plan-other-target.js';
import type { InvoiceRow } from '../../../src/journal/invoice-row.js';
import { wrappedLines } from '../../../src/report/fit-row-height.js';
import { otherTargetMessage, skippedThereText } from '../../../src/report/results/other-target-messages.js';
import { RESULTS_SHEET_COLUMNS } from '../../../src/report/results/results-sheet-columns.js';
import { invoiceRow, NONE } from '../../batch/plan-fixtures.js';

const OTHER = 'http://127.0.0.1:47831/erp/invoicing/qa';
const subject = { runId: 2, payloadHash: 'same' };
const row = (overrides: Partial<InvoiceRow>): InvoiceRow =>
  invoiceRow({ runId: 1, targetIdentity: OTHER, outcomeAt: '2026-11-30T12:00:00.000Z', ...overrides });

/** The journal's detail, as the upload writes it. */
const detailOf = (rows: InvoiceRow[], options = NONE) => planOtherTarget(subject, rows, options)!.detail;

const MESSAGE_WIDTH = RESULTS_SHEET_COLUMNS.find((column) => column.header === 'Message')!.width;

describe('the Results Message of an invoice stopped by another target', () => {
  it('says in two lines what happened, the ISO day on the first, and leaves the rest to the Summary', () => {
    const detail = detailOf([row({})]);
    expect(detail.length).toBeGreaterThan(180);
    const message = otherTargetMessage(detail)!;
    expect(message).toBe('created on 2026-11-30 (run 1) under another target, as instance 0030000001: see Summary');
    expect(wrappedLines(message, MESSAGE_WIDTH)).toBe(2);
    // Everything up to the day fits the first line, so the day is never cut at a hyphen.
    expect(wrappedLines(message.slice(0, message.indexOf('2026-11-30') + 10), MESSAGE_WIDTH)).toBe(1);
  });

  it('says an invoice held behind a post in doubt there is held, and where it is resolved, in two lines', () => {
    const detail = detailOf([row({ state: 'in-doubt', instanceId: null })], {
      ...NONE,
      targetSegments: '/erp/invoicing/qa',
    });
    expect(detail.length).toBeGreaterThan(300);
    const message = otherTargetMessage(detail)!;
    expect(message).toBe("held: run 1's post of it under another target is in doubt; resolve it there (see Summary)");
    expect(wrappedLines(message, MESSAGE_WIDTH)).toBe(2);
  });

  it('leaves every other detail to the Message as the journal has it', () => {
    expect(otherTargetMessage(detailOf([row({})], NONE).replace('created by', 'found by'))).toBeUndefined();
    const differs = planOtherTarget({ ...subject, payloadHash: 'other' }, [row({})], NONE)!.detail;
    expect(otherTargetMessage(differs)).toBeUndefined();
    expect(otherTargetMessage('created by an earlier upload (run 1 on 2026-11-30) as instance 0030000001')).toBe(
      undefined,
    );
  });

  it('is what the Message column shows for such a row', () => {
    const message = RESULTS_SHEET_COLUMNS.find((column) => column.header === 'Message')!;
    const detail = detailOf([row({})]);
    expect(message.value({ state: 'skipped', detail, eMessage: null } as never)).toBe(otherTargetMessage(detail));
  });
});

describe('the Summary of invoices skipped under another target', () => {
  // Counted by target with the run's exceptions: test/journal/list-run-exceptions.test.ts.
  it('says once why and when to upload with --distinct-target', () => {
    expect(skippedThereText(2, OTHER)).toBe(
      `2 invoice(s) were not posted here: an earlier upload created them under another target, ${OTHER}. ` +
        'If that is this finance system reached by another address (127.0.0.1 and localhost, a proxy), nothing is ' +
        'missing. If it is a different finance system, upload again with --distinct-target.',
    );
  });
});
