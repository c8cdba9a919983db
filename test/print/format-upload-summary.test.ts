import { describe, expect, it } from 'vitest';
import { zoneText } from '../../src/report/local-time.js';
import { formatRunSummary, formatRecovered } from '../../src/print/format-upload-summary.js';
import type { RunReport } from '../../src/batch/upload-files.js';
import type { RunRow } from '../../src/journal/run-row.js';
import { compileDateStyle } from '../../src/report/date-style.js';
import { finishedRunRow } from '../helpers/finished-run-row.js';

function report(overrides: Partial<RunReport> = {}, run: Partial<RunRow> = {}): RunReport {
  const counts = { invoices: 10, created: 6, skipped: 1, invalid: 0, rejected: 1, failed: 0, inDoubt: 2 };
  return {
    run: finishedRunRow({ id: 12, ...counts, ...run }),
    counts,
    totals: {
      EUR: {
        source: '1234567.8900',
        created: '1230000.0000',
        skipped: '0.0000',
        held: '0.0000',
        inDoubt: '4567.8900',
        resolvedNotCreated: '0.0000',
        notCreated: '0.0000',
      },
      USD: {
        source: '-45.1250',
        created: '0.0000',
        skipped: '0.0000',
        held: '0.0000',
        inDoubt: '0.0000',
        resolvedNotCreated: '0.0000',
        notCreated: '-45.1250',
      },
    },
    untotalled: 0,
    inDoubtExamples: ['AP-7 (0000100001/INV-7)', 'AP-9 (0000100002/INV-9)'],
    rejections: [
      {
        reason: 'E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser',
        count: 1,
        example: 'Invalid invoice: PayeeId "0000999999": not a registered advertiser',
      },
    ],
    failures: [],
    notSentGroups: [],
    conflicts: { count: 0, otherPayee: 0, sameInvoiceId: 0, examples: [], amounts: {} },
    notSent: 0,
    notCreated: 0,
    alreadyCreated: 0,
    heldForInvalid: false,
    stopped: false,
    durationMs: 149_000,
    resultsFile: 'output/month-end-results-20250131-170211.xlsx',
    ...overrides,
  };
}

/** The zone the run's local times are in, as the Run line names it. */
const ZONE = zoneText(new Date('2025-01-31T17:02:11'));

describe('formatRunSummary', () => {
  it.each([
    ['dd/mm/yyyy', '31/01/2025 17:02:11 to 17:04:40'],
    ['en-US', '01/31/2025 17:02:11 to 17:04:40'],
    ['iso', '2025-01-31 17:02:11 to 17:04:40'],
  ])('prints the run times in the dateStyle %s', (style, times) => {
    const text = formatRunSummary(report(), { dateStyle: compileDateStyle(style) });
    expect(text).toContain(`Run:      12, ${times} in ${ZONE} (2 min 29 s)\n`);
  });

  it('prints the finish day when the run ended on another day, in the dateStyle', () => {
    const text = formatRunSummary(report({}, { finishedAt: '2025-02-01T01:00:00' }), {
      dateStyle: compileDateStyle('dd.mm.yyyy'),
    });
    expect(text).toContain(`Run:      12, 31.01.2025 17:02:11 to 01.02.2025 01:00:00 in ${ZONE} (2 min 29 s)\n`);
  });

  it('says the target, the file and its sha256, the counts, the control totals and where the results are', () => {
    const text = formatRunSummary(report());
    expect(text).toContain('Target:   production (https://erp.example)\n');
    expect(text).not.toContain('SANDBOX');
    expect(text).toContain(`File:     month-end.xlsx (sha256 ${'f'.repeat(64)})\n`);
    expect(text).toContain(`Run:      12, 2025-01-31 17:02:11 to 17:04:40 in ${ZONE} (2 min 29 s)\n`);
    expect(text).toMatch(
      / {2}created +6\n {2}skipped +1\n {2}invalid +0\n {2}rejected +1\n {2}failed +0\n {2}in doubt +2\n {2}total +10\n/,
    );
    // Grouped, with the currency's places, as validate prints them; no digit that is not zero dropped.
    // Two invoices in doubt: their amounts apart, never read as not created.
    expect(text).toMatch(/Control totals +in the file +created now +in doubt +not created\n/);
    expect(text).toMatch(/EUR +1,234,567\.89 +1,230,000\.00 +4,567\.89 +0\.00\n/);
    expect(text).toMatch(/USD +-45\.125 +0\.00 +0\.00 +-45\.125\n/);
    expect(text).toContain('Results:  output/month-end-results-20250131-170211.xlsx');
  });

  it('tells what to do about in-doubt invoices and names them', () => {
    const text = formatRunSummary(report());
    expect(text).toContain(
      '2 invoice(s) are IN DOUBT: the request left but the answer did not say whether the invoice was created (no answer, a server or gateway error, or an unreadable answer)',
    );
    expect(text).toContain('invoice-batch resolve <InvoiceId> --instance-id <N>');
    expect(text).toContain('In doubt: AP-7 (0000100001/INV-7), AP-9 (0000100002/INV-9)\n');
  });

  it('points many in-doubt invoices to one resolve naming them all, and to the full list for scripts', () => {
    for (const [inDoubt, shown] of [
      [1, false],
      [2, true],
      [239, true],
    ] as const) {
      const text = formatRunSummary(report({ counts: { ...report().counts, inDoubt } }));
      const many = 'invoice-batch resolve <InvoiceId> <InvoiceId> ... --not-created';
      expect(text.includes(many), String(inDoubt)).toBe(shown);
      expect(text.includes('invoice-batch journal --outcome "in doubt" --json'), String(inDoubt)).toBe(shown);
    }
    // The list the command gives (with the run's journal flags, built by run-upload and run by
    // test/commands/printed-commands.test.ts) is printed as given, beside the resolve lines.
    const resolveCommand = 'invoice-batch resolve --config cfg.yaml --profile night';
    const listInDoubtCommand = 'invoice-batch journal --config cfg.yaml --profile night --outcome "in doubt" --json';
    const text = formatRunSummary(report({ counts: { ...report().counts, inDoubt: 3 } }), {
      resolveCommand,
      listInDoubtCommand,
    });
    expect(text).toContain(`  ${listInDoubtCommand}   (lists every invoice in doubt, for a script)`);
    expect(text).toContain(`  ${resolveCommand} <InvoiceId> --not-created`);
  });

  it('says plainly when the target is the sandbox and when the run was stopped', () => {
    const text = formatRunSummary(report({ stopped: true }, { sandbox: true }));
    expect(text.startsWith('LOCAL SANDBOX: nothing was sent to a real finance system.\n')).toBe(true);
    expect(text).toContain('The upload was stopped');
  });

  it('marks a total whose currency is no ISO code instead of listing it as a currency', () => {
    const counts = { invoices: 1, created: 0, skipped: 0, invalid: 0, rejected: 1, failed: 0, inDoubt: 0 };
    const totals = {
      EURO: {
        source: '100.0000',
        created: '0.0000',
        skipped: '0.0000',
        held: '0.0000',
        inDoubt: '0.0000',
        resolvedNotCreated: '0.0000',
        notCreated: '100.0000',
      },
    };
    const text = formatRunSummary(report({ counts, totals }));
    // Nothing in doubt: no column for it.
    expect(text).toMatch(/Control totals +in the file +created now +not created\n/);
    expect(text).toMatch(/EURO \(not an ISO currency code\) +100\.00 +0\.00 +100\.00\n/);
  });

  it('says first that nothing was posted when invoices are invalid, and counts the others as not sent', () => {
    const counts = { invoices: 83, created: 0, skipped: 0, invalid: 3, rejected: 0, failed: 80, inDoubt: 0 };
    const text = formatRunSummary(
      report({ heldForInvalid: true, counts, notSent: 80, inDoubtExamples: [] }, { sandbox: true }),
    );
    expect(
      text.startsWith(
        'Nothing was posted: 3 invoices are invalid; fix them or use --partial to post the valid ones (see the Problems sheet).\n\nLOCAL SANDBOX',
      ),
    ).toBe(true);
    expect(text).toMatch(/ {2}invalid +3\n {2}rejected +0\n {2}not sent +80\n {2}in doubt +0\n/);
    expect(text).not.toMatch(/failed/);
    const otherFile = formatRunSummary(
      report({ heldForInvalid: true, counts: { ...counts, invalid: 0 }, notSent: 80, inDoubtExamples: [] }),
    );
    expect(otherFile.startsWith('Nothing was posted: another file of this upload has invalid invoices;')).toBe(true);
  });

  it('says first why the upload stopped by itself', () => {
    const text = formatRunSummary(
      report({ stopped: true, halted: 'the finance API refused the API key (HTTP 401 Unauthorized)' }),
    );
    expect(text.split('\n')[0]).toBe(
      'Stopped early: the finance API refused the API key (HTTP 401 Unauthorized); nothing more was sent.',
    );
    expect(text.split('\n')[1]).toMatch(
      /^Every invoice is recorded in the journal and the results: .*run the same upload again/,
    );
    expect(text).not.toContain('The upload was stopped');
  });
});

describe('rejection reasons in the summary', () => {
  it('lists the reasons with counts, an example, and what happens to rejected invoices', () => {
    const rejections = [
      {
        reason: 'E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser',
        count: 180,
        example: 'Invalid invoice: PayeeId "000123": not a registered advertiser',
      },
      {
        reason: 'E_RETCODE 4: Invalid invoice: Invoice_Amount "…": expected N places',
        count: 20,
        example: 'Invalid invoice: Invoice_Amount "1.5": expected 4 places',
      },
    ];
    const text = formatRunSummary(
      report({
        rejections,
        counts: { invoices: 200, created: 0, skipped: 0, invalid: 0, rejected: 200, failed: 0, inDoubt: 0 },
      }),
    );
    expect(text).toContain(
      [
        'Rejected by the finance system, by reason:',
        '  180  E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser',
        '       e.g. Invalid invoice: PayeeId "000123": not a registered advertiser',
        '   20  E_RETCODE 4: Invalid invoice: Invoice_Amount "…": expected N places',
        '       e.g. Invalid invoice: Invoice_Amount "1.5": expected 4 places',
        'Rejected invoices were not created. Fix them in the file and upload it again: the next upload posts the rejected ones again and skips those already created.',
      ].join('\n'),
    );
    expect(formatRunSummary(report({ rejections: [] }))).not.toContain('by reason');
  });
});

describe('formatRecovered', () => {
  it('reports runs of dead processes that were settled', () => {
    expect(formatRecovered([{ runId: 3, sourceFile: 'a.csv', inDoubt: 2, notSent: 5 }])).toBe(
      'Run 3 (a.csv) had stopped without finishing: 2 invoice(s) it was sending are now in doubt, 5 it had not sent yet are safe to post again.\n',
    );
  });

  it('says a run was stopped by its journal, not that it ended without finishing', () => {
    const journalLost = {
      reason: 'postgres://ib@db/ib: cannot write the journal: connect ECONNREFUSED',
      at: '2026-12-01T02:14:00.000Z',
    };
    expect(formatRecovered([{ runId: 3, sourceFile: 'a.csv', inDoubt: 2, notSent: 5, journalLost }])).toBe(
      'Run 3 (a.csv) was stopped by its journal, which could not be used (since 2026-12-01T02:14:00.000Z: postgres://ib@db/ib: cannot write the journal: connect ECONNREFUSED): 2 invoice(s) it was sending are now in doubt, 5 it had not sent yet are safe to post again.\n',
    );
  });
});
