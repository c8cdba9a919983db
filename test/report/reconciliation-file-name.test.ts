/** Reconcile workbook names of several companies in one out folder, and retention of old and new names. */
import { utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReconcileReport } from '../../src/reconcile/reconcile-invoices.js';
import { reconciliationFileName } from '../../src/report/reconciliation-file-name.js';
import type { OutputName } from '../../src/report/write-output-file.js';
import { removeOldOutputs } from '../../src/report/remove-old-outputs.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const STARTED = new Date('2026-05-02T02:00:00Z');
/** A reconcile that found nothing to check but one in-doubt invoice: its name says `in-doubt`. */
/** The name's base, before its stamp. */
const baseOf = (name: OutputName) => ('base' in name ? name.base : name.file);
const report = { startedAt: STARTED, checks: [], inDoubt: [{}] } as unknown as ReconcileReport;

describe('reconciliationFileName', () => {
  it('puts the profile in the name when it is not the only one, so companies sharing a folder differ', () => {
    const acme = reconciliationFileName('/out', report, { journal: '/j/journal.sqlite', profile: 'acme' });
    const beta = reconciliationFileName('/out', report, { journal: '/j/journal.sqlite', profile: 'Beta Ltd/EU' });
    expect(baseOf(acme)).toBe('reconcile-acme-journal-in-doubt');
    expect(baseOf(beta)).toBe('reconcile-Beta_Ltd_EU-journal-in-doubt');
  });

  it('keeps the name of earlier versions when no profile is named (the sandbox alone)', () => {
    expect(baseOf(reconciliationFileName('/out', report, { journal: '/j/journal.sqlite' }))).toBe(
      'reconcile-journal-in-doubt',
    );
  });

  it("is removed by reconcile's retention as the older names are, and files of others are kept", () => {
    const out = makeTempDir('reconcile-names-retention');
    const aged = (name: string, days: number) => {
      const path = join(out, name);
      writeFileSync(path, 'x');
      const at = new Date(Date.now() - days * 86_400_000);
      utimesSync(path, at, at);
      return path;
    };
    const old = [
      aged('reconcile-acme-journal-in-doubt-20260502-020000.xlsx', 40),
      aged('reconcile-20260101-020000.xlsx', 40),
      aged('reconcile-journal-created-2026-01-01-20260102-020000-2.xlsx', 40),
    ];
    const kept = [
      aged('reconcile-acme-journal-in-doubt-20260502-020000.xlsx'.replace('acme', 'beta'), 1),
      aged('acme-notes.xlsx', 40),
    ];
    const removed = removeOldOutputs([{ path: out, kind: 'reconcile' }], 30, new Date());
    expect(removed.removed.sort()).toEqual([...old].sort());
    expect(kept.map(existsSync)).toEqual([true, true]);
  });
});
