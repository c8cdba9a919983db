/**
 * The answer event of a journal row shows what the answer recorded: an instance id the row holds
 * only because `resolve --instance-id` wrote it is not the answer's. A table of the details
 * `resolve` writes (batch/resolve-in-doubt.ts) and of rows never resolved. Pure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listInvoiceEvents } from '../../src/print/list-invoice-events.js';
import type { InvoiceHistoryRow } from '../../src/journal/show-statements.js';
import {
  DIFFERENT_INVOICE_DETAIL,
  GATEWAY_REFUSED_DETAIL,
  INVOICE_STATES,
  isResolvedNotCreated,
} from '../../src/journal/invoice-state.js';
import { OUTCOME_MEANINGS, outcomeWordOf } from '../../src/report/outcome-words.js';

function row(fields: Partial<InvoiceHistoryRow>): InvoiceHistoryRow {
  const base = {
    id: 1,
    runId: 1,
    seq: 1,
    targetIdentity: 'sandbox:/tmp/output/sandbox',
    payeeId: '0000100002',
    invoiceNumber: 'R-1',
    invoiceId: '0000100002-R-1',
    sourceFile: 'invoices.csv',
    sheet: null,
    rows: '2',
    firstRow: 2,
    state: 'created',
    instanceId: null,
    httpStatus: null,
    eRetcode: null,
    eMessage: null,
    detail: null,
    attempts: 1,
    stagedAt: '2026-11-29T10:00:00.000Z',
    sendingAt: '2026-11-29T10:00:01.000Z',
    outcomeAt: '2026-11-29T10:00:02.000Z',
    runTargetDescription: 'local sandbox',
    runMapping: 'mapping.yaml',
  };
  return { ...base, ...fields } as InvoiceHistoryRow;
}

const answerOf = (fields: Partial<InvoiceHistoryRow>) =>
  listInvoiceEvents(row(fields)).find((event) => event.kind === 'answer')?.text;

const BY_HAND =
  'resolved on 2026-11-29 10:50 UTC by ana, checked with the finance system: created as instance 0030000014';

describe('listInvoiceEvents: the answer line', () => {
  it.each([
    [
      "resolved with --instance-id: the id is the resolution's, not the answer's",
      { httpStatus: 504, instanceId: '0030000014', detail: BY_HAND },
      'in doubt, HTTP 504',
    ],
    [
      'resolved with --instance-id, unchecked, for a run that skipped it',
      {
        state: 'skipped' as const,
        httpStatus: 502,
        instanceId: '0030000014',
        detail: 'resolved on 2026-11-29 10:50 UTC, unchecked: created as instance 0030000014 by run 1',
      },
      'in doubt, HTTP 502',
    ],
    [
      'resolved with the instance its create answer named: the answer did name it',
      {
        httpStatus: 200,
        eRetcode: 4,
        instanceId: '0030000007',
        detail:
          'resolved on 2026-11-29 10:50 UTC, the instance its create answer named, checked with the finance system: created as instance 0030000007',
      },
      'in doubt, HTTP 200, E_RETCODE 4, instance 0030000007',
    ],
    [
      'resolved as not created: the row keeps the id the answer named',
      {
        state: 'failed' as const,
        httpStatus: 200,
        eRetcode: 4,
        instanceId: '0030000009',
        detail: 'resolved on 2026-11-29 10:50 UTC: not created; the next upload posts it',
      },
      'in doubt, HTTP 200, E_RETCODE 4, instance 0030000009',
    ],
    [
      'never resolved: a created answer with its instance',
      { httpStatus: 201, eRetcode: 0, instanceId: '0030000001' },
      'created, HTTP 201, E_RETCODE 0, instance 0030000001',
    ],
  ])('%s', (_name, fields, text) => {
    expect(answerOf(fields)).toBe(text);
  });
});

const DOUBT_STARTED = '2026-11-29T10:00:31.000Z';
const SETTLED = '2026-11-29T10:50:00.000Z';
const NOT_CREATED =
  'resolved on 2026-11-29 10:50 UTC by ana (in doubt since 2026-11-29 10:00 UTC): not created; the next upload posts it';

describe('listInvoiceEvents: a doubt resolve settled', () => {
  it.each([
    ['answered, time kept', { httpStatus: 504 }, DOUBT_STARTED, 'answer', 'in doubt, HTTP 504'],
    ['answered, settled before the journal kept it', { httpStatus: 504 }, null, 'answer', 'in doubt, HTTP 504'],
    ['no answer (timed out), time kept', {}, DOUBT_STARTED, 'in doubt', 'in doubt'],
    ['no answer, settled before the journal kept it', {}, null, 'in doubt', 'in doubt'],
  ])('%s: the doubt, with its start, then the settlement', (_name, answer, inDoubtAt, kind, text) => {
    const events = listInvoiceEvents(
      row({ state: 'failed', detail: NOT_CREATED, outcomeAt: SETTLED, inDoubtAt, ...answer }),
    );
    expect(events.map((event) => [event.kind, event.at, event.text])).toEqual([
      ['staged', '2026-11-29T10:00:00.000Z', 'read from invoices.csv, row 2 with mapping.yaml'],
      ['sending', '2026-11-29T10:00:01.000Z', 'create request to local sandbox'],
      [kind, inDoubtAt, text],
      ['resolved', SETTLED, `resolved: not created; ${NOT_CREATED}`],
    ]);
  });
});

// What the journal really records, by who wrote it: plan-invoice.ts, send-runs.ts, describe-outcome.ts, resolve-in-doubt.ts.
const DETAILS = [
  null,
  'already created as instance 0030000047 on 2026-11-29',
  `${DIFFERENT_INVOICE_DETAIL}; the amount differs: 10.00 was created, the file says 12.00`,
  'still in doubt from run 1: resolve it first (invoice-batch resolve)',
  'not sent: the upload has invalid invoices, so nothing was posted; safe to post again: fix them, or upload with --partial',
  'not sent: the finance API could not be reached (no HTTP answer from https://127.0.0.1:1: connection refused)',
  GATEWAY_REFUSED_DETAIL,
  'HTTP 504 Gateway Timeout: the invoice may have been created (body: 504 Gateway Time-out)',
  'timed out after 30 s: the invoice may have been created',
  NOT_CREATED,
  BY_HAND,
];
const OUTCOME_LABELS = new Set<string>(OUTCOME_MEANINGS.map((meaning) => meaning.word));

describe('listInvoiceEvents: the words a clerk acts on', () => {
  it('names what came of the row in the outcome words of the listings, and labels no event with another outcome', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVOICE_STATES.filter((state) => state !== 'invalid')),
        fc.constantFrom(...DETAILS),
        fc.boolean(),
        fc.boolean(),
        fc.nat(3),
        (state, detail, sent, answered, attempts) => {
          // A staged row has no detail yet; resolve writes its own detail, and a state to go with it.
          fc.pre(state !== 'staged' || detail === null);
          fc.pre(detail !== NOT_CREATED || state === 'failed');
          fc.pre(detail !== BY_HAND || state === 'created' || state === 'skipped');
          const fields: Partial<InvoiceHistoryRow> = {
            state,
            detail,
            attempts,
            sendingAt: sent ? '2026-11-29T10:00:01.000Z' : null,
            httpStatus: answered ? 504 : null,
            outcomeAt: state === 'staged' ? null : '2026-11-29T10:00:02.000Z',
          };
          const shown = row(fields);
          const word = outcomeWordOf(shown);
          const events = listInvoiceEvents(shown);
          const last = events.at(-1)!;
          const resolved = detail?.startsWith('resolved on ') === true;
          if (resolved) {
            expect(last.kind).toBe('resolved');
            expect(
              last.text.startsWith(isResolvedNotCreated(shown) ? 'resolved: not created; ' : 'resolved: created; '),
            ).toBe(true);
          } else if (state !== 'staged') expect(last.text.startsWith(word), `${last.kind}: ${last.text}`).toBe(true);
          for (const event of events) {
            if (OUTCOME_LABELS.has(event.kind))
              expect(
                event.kind === word || (resolved && event.kind === 'in doubt'),
                `${event.kind} of a row ${word}`,
              ).toBe(true);
            // The journal's spelling of the state is not a word of the vocabulary.
            expect(event.text).not.toMatch(/^in-doubt\b/);
          }
        },
      ),
    );
  });
});
