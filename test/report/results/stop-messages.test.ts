import { describe, expect, it } from 'vitest';
import { notSentWhyText, stopMessage, StopReasons } from '../../../src/report/results/stop-messages.js';
import { RESULTS_SHEET_COLUMNS } from '../../../src/report/results/results-sheet-columns.js';
import { haltDetail } from '../../../src/finance-api/watch-api-health.js';
import { HELD_FOR_INVALID_DETAIL, stoppedNotSentText } from '../../../src/report/describe-stop.js';
import { NOT_SENT_JOURNAL_UNREACHED, NOT_YET_IN_JOURNAL } from '../../../src/report/describe-journal-outage.js';
import { GATEWAY_REFUSED_DETAIL } from '../../../src/journal/invoice-state.js';

const signal = (name: string | undefined) => {
  const controller = new AbortController();
  controller.abort(name === undefined ? undefined : new Error(name));
  return controller.signal;
};

const QUOTA = `${GATEWAY_REFUSED_DETAIL} (HTTP 500 Internal Server Error: the gateway refused the request as over its rate limit, before the finance system: "Rate limit quota violation." (policies.ratelimit.QuotaViolation)); safe to post again`;
const UNREACHABLE =
  'the finance API could not be reached (no HTTP answer from http://127.0.0.1:4799: connection refused (ECONNREFUSED))';

describe('stopMessage', () => {
  it.each([
    ['a halt (API out of reach, sign-in page, quota)', haltDetail(UNREACHABLE), 'run stopped'],
    ['Ctrl-C', stoppedNotSentText(signal('SIGINT')), 'run stopped'],
    ['SIGTERM', stoppedNotSentText(signal('SIGTERM')), 'run stopped'],
    ['a stop without a signal', stoppedNotSentText(undefined), 'run stopped'],
    ['the journal out of reach', NOT_SENT_JOURNAL_UNREACHED, 'run stopped'],
    [
      'one throttled, waiting when Ctrl-C came',
      stoppedNotSentText(signal('SIGINT'), 429),
      'refused by the gateway, then run stopped',
    ],
    [
      'one throttled, waiting when the run stopped',
      stoppedNotSentText(undefined, 503),
      'refused by the gateway, then run stopped',
    ],
    ["the gateway's own limit", QUOTA, 'refused by the gateway'],
    ['invalid invoices holding the file back', HELD_FOR_INVALID_DETAIL, 'file has invalid invoices'],
  ])('shortens the detail of %s to a word that names the Summary', (_kind, detail, word) => {
    expect(stopMessage(detail)).toBe(`not sent: ${word} (see Summary)`);
  });

  it.each([
    [
      'a look-alike held back',
      'not sent: the same invoice as "INV-8", created as instance 7 (the numbers differ only in a dash); give --force to post it as a different invoice',
    ],
    [
      'one another run is sending',
      'not sent: run 5 is sending an invoice with the same PayeeId and Invoice_Number right now; upload again once it has finished',
    ],
    [
      'a connection refused before sending',
      'not sent: no HTTP answer from http://127.0.0.1:4799: connection refused (ECONNREFUSED) (3 attempts)',
    ],
    ['an answer the journal does not hold yet', `${QUOTA} | ${NOT_YET_IN_JOURNAL}`],
    ['a halt with more after it', `${haltDetail(UNREACHABLE)} | ${NOT_YET_IN_JOURNAL}`],
    ['a rejection', 'refused by the finance system: E_RETCODE 4: vendor blocked'],
  ])("keeps the invoice's own detail: %s", (_kind, detail) => {
    expect(stopMessage(detail)).toBeUndefined();
  });

  it("is the Results sheet's Message of a not-sent row; another keeps its detail whole", () => {
    const message = RESULTS_SHEET_COLUMNS.find((column) => column.header === 'Message')!;
    const row = (detail: string) => ({ state: 'failed', attempts: 0, detail, eMessage: null }) as never;
    expect(message.value(row(haltDetail(UNREACHABLE)))).toBe('not sent: run stopped (see Summary)');
    const own =
      'not sent: run 5 is sending an invoice with the same PayeeId and Invoice_Number right now; upload again once it has finished';
    expect(message.value(row(own))).toBe(own);
  });
});

describe('notSentWhyText', () => {
  it('says how many, their Message and the reason whole', () => {
    const reason = QUOTA.replace(/^not sent: /, '');
    expect(notSentWhyText({ reason, count: 40 })).toBe(
      `40 invoices, Message "not sent: refused by the gateway": ${reason}`,
    );
    expect(notSentWhyText({ reason, count: 1 })).toMatch(/^1 invoice, Message /);
  });

  it('does not say again the halt the Status line says, only what follows it', () => {
    const reason = haltDetail(UNREACHABLE).replace(/^not sent: /, '');
    const text = notSentWhyText({ reason, count: 45 }, UNREACHABLE)!;
    expect(text).toBe(
      '45 invoices, Message "not sent: run stopped": stopped for the reason in Status; nothing more was sent; safe to post again once that is fixed',
    );
    // The Status words a used-up quota its own way: the halt is its all the same.
    expect(notSentWhyText({ reason, count: 45 }, 'quota used up: 5 created, 45 not sent')).toBe(text);
    // A run that did not halt (a workbook written again later) says it whole.
    expect(notSentWhyText({ reason, count: 45 })).toContain(UNREACHABLE);
  });

  it("says nothing of a reason of an invoice's own", () => {
    expect(notSentWhyText({ reason: 'run 5 is sending it right now', count: 3 })).toBeUndefined();
  });
});

describe('StopReasons', () => {
  it('counts the rows whose Message was shortened, by reason, the most first; no other row', () => {
    const stops = new StopReasons();
    const halt = haltDetail(UNREACHABLE);
    for (const detail of [QUOTA, halt, halt, null, 'refused by the finance system: E_RETCODE 4', `${QUOTA} | x`])
      stops.see({ detail });
    expect(stops.list()).toEqual([
      { reason: halt.replace(/^not sent: /, ''), count: 2 },
      { reason: QUOTA.replace(/^not sent: /, ''), count: 1 },
    ]);
  });
});
