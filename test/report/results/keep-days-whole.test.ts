import { describe, expect, it } from 'vitest';
import { cutsDay, widthKeepingDays } from '../../../src/report/results/keep-days-whole.js';
import { FilledColumns } from '../../../src/report/results/choose-results-columns.js';
import { RESULTS_SHEET_COLUMNS } from '../../../src/report/results/results-sheet-columns.js';
import type { ResultRow } from '../../../src/journal/report-rows.js';

/** LibreOffice printed this Message, 40 wide, as "...(run 1 on 2026-11-" and "30) as instance ...". */
const SKIPPED = 'created by an earlier upload (run 1 on 2026-11-30) as instance 0030000001';
const MESSAGE = RESULTS_SHEET_COLUMNS.findIndex((column) => column.header === 'Message');

describe('ISO days in a wrapped Message', () => {
  it('are seen cut where the words before them leave room for the year and a hyphen only', () => {
    expect(cutsDay(SKIPPED, 40)).toBe(true);
    expect(cutsDay(SKIPPED, 42)).toBe(false);
    // On a line of its own or wholly on the first, a day is not cut.
    expect(cutsDay('created on 2026-11-30 (run 1) under another target, as instance 0030000001', 40)).toBe(false);
    expect(cutsDay('no day in this rather long message that wraps over more lines than one', 20)).toBe(false);
  });

  it('get the Message column widened just enough, and no more than a few characters', () => {
    expect(widthKeepingDays([SKIPPED], 40)).toBe(41);
    expect(widthKeepingDays(['no day'], 40)).toBe(40);
    const widened = widthKeepingDays([SKIPPED, SKIPPED.replace('run 1 ', 'run 1234 ')], 40);
    expect(widened).toBeGreaterThan(40);
    for (const text of [SKIPPED, SKIPPED.replace('run 1 ', 'run 1234 ')]) expect(cutsDay(text, widened)).toBe(false);
  });

  it("make the run's Message column the width that keeps them whole", () => {
    const filled = new FilledColumns();
    filled.see({ state: 'skipped', detail: SKIPPED, eMessage: null } as unknown as ResultRow);
    expect(filled.widths()[MESSAGE]).toBe(41);
    const plain = new FilledColumns();
    plain.see({ state: 'rejected', detail: null, eMessage: 'vendor blocked' } as unknown as ResultRow);
    expect(plain.widths()[MESSAGE]).toBe(40);
  });
});
