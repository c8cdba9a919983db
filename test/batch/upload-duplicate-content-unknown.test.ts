/**
 * A first post refused as a duplicate of an instance the journal never created: the journal knows what
 * it sent, not what the finance system's instance holds. A later upload is compared with what was sent:
 * the same invoice is skipped as that instance, saying the finance system's content was not compared;
 * a corrected one is held as differing (never skipped unseen), and only --force posts it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles } from '../../src/batch/upload-files.js';
import type { DuplicateRules } from '../../src/batch/send/interpret-create-outcome.js';
import { openJournal } from '../../src/journal/open-journal.js';
import type { SandboxOptions } from '../../src/sandbox/start-sandbox.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import { mapped, validInvoice, yieldAll } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** How the sandbox refuses a duplicate: HTTP 200 with E_RETCODE 8, or 409 Conflict; both name the instance. */
const ANSWERS: readonly NonNullable<SandboxOptions['duplicateAnswer']>[] = ['retcode', 'conflict'];
/** The profile's rules read the instance id from the answer, or none is configured. */
const RULES: readonly { named: boolean; rules: DuplicateRules }[] = [
  { named: true, rules: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' } },
  { named: false, rules: { messagePattern: 'duplicate', instancePattern: undefined } },
];
/** What a later upload of the key carries: the same invoice, or one corrected in a field the back-end keeps. */
const LATER = [
  { name: 'unchanged', overrides: {}, changed: undefined },
  { name: 'amount corrected', overrides: { Invoice_Amount: '999.0100' }, changed: 'amount' },
  { name: 'date corrected', overrides: { Invoice_Date: '20250215' }, changed: 'date' },
] as const;

const options = { prefix: 'DUPREF' };
const fileRow = (overrides = {}) => [mapped(validInvoice(1, options, overrides), 2)];

/** The back-end's instance of the key, created by hand (here: by an upload through another journal), with other content. */
async function typeByHand(f: UploadFixture): Promise<string> {
  const other = await openJournal(join(f.dir, 'typed-by-hand.sqlite'));
  try {
    const path = join(f.dir, 'typed.csv');
    writeFileSync(path, 'typed by hand');
    const invoices = fileRow({
      Invoice_Amount: '55.0000',
      InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: '55.0000' }],
    });
    await uploadFiles(other, {
      target: f.sandbox.target(),
      sources: [{ path, read: () => yieldAll(invoices) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(f.dir, 'typed-out'),
    });
  } finally {
    await other.close();
  }
  const [instance] = f.sandbox.instances();
  return instance!.instanceId;
}

describe('a first post refused as a duplicate of an instance the journal never created', () => {
  for (const answer of ANSWERS)
    for (const { named, rules } of RULES)
      it(`${answer} answer, instance id ${named ? 'read' : 'not read'}: compared later with what was sent: the same skipped unseen by the finance system, a correction held as differing`, async () => {
        for (const later of LATER) {
          fixture?.journal.close();
          fixture = await uploadFixture({ duplicateAnswer: answer });
          const instanceId = await typeByHand(fixture);
          const before = fixture.sandbox.stats().createRequests;

          const refused = await fixture.upload('month-end.csv', fileRow(), { duplicates: rules });
          // Counted apart from the invoices this run created: the finance system held it before.
          expect(refused.runs[0]!.alreadyCreated).toBe(named ? 1 : 0);
          // Its amount is no "created now": it was in the finance system before the run.
          expect(refused.runs[0]!.totals.EUR).toMatchObject(
            named ? { created: '0.0000', skipped: '101.0100' } : { created: '0.0000', inDoubt: '101.0100' },
          );
          const [first] = await fixture.journal.lists.listInvoices({ limit: 9 });
          // What was sent is kept: later uploads are compared with it.
          if (named)
            expect(first).toMatchObject({ state: 'created', instanceId, payloadHash: expect.stringMatching(/./) });
          else expect(first).toMatchObject({ state: 'in-doubt' });

          const again = await fixture.upload('month-end.csv', fileRow(later.overrides), { duplicates: rules });
          // Nothing posted twice: the refused post is the only request after the instance was typed.
          expect(fixture.sandbox.stats().createRequests, later.name).toBe(before + 1);
          expect(fixture.sandbox.instances()).toHaveLength(1);
          expect(again.runs[0]!.counts, later.name).toMatchObject({ created: 0, failed: 0 });
          const latestOf = async (runId: number) =>
            (await fixture!.journal.lists.listInvoices({ limit: 9 })).find((row) => row.runId === runId)!;
          const latest = await latestOf(again.runs[0]!.run.id);
          if (!named) {
            expect(latest.state, later.name).toBe('in-doubt');
            continue;
          }
          expect(latest.state, later.name).toBe('skipped');
          if (later.changed === undefined) {
            // The same as what was sent: skipped as that instance, saying what was not compared.
            expect(latest.instanceId, later.name).toBe(instanceId);
            expect(latest.detail, later.name).toMatch(
              new RegExp(
                `^found in the finance system by an earlier upload \\(run \\d+ on .*\\) as instance ${instanceId} \\(the finance system's content was not compared\\)$`,
              ),
            );
          } else {
            // A correction is held as differing from what was sent, naming what changed: it did not reach the back-end.
            expect(latest.instanceId ?? undefined, later.name).toBeUndefined();
            expect(latest.detail, later.name).toContain(`${DIFFERENT_INVOICE_DETAIL} as instance ${instanceId}`);
            expect(latest.detail, later.name).toContain(`: ${later.changed} `);
            expect(latest.detail, later.name).toContain('NOT POSTED');
          }

          // --force posts only a corrected invoice (the existing force rule); the same one never again.
          const forced = await fixture.upload('month-end.csv', fileRow(later.overrides), {
            duplicates: rules,
            force: true,
          });
          const sentForced = fixture.sandbox.stats().createRequests - (before + 1);
          expect(sentForced, later.name).toBe(later.changed === undefined ? 0 : 1);
          const forcedRow = await latestOf(forced.runs[0]!.run.id);
          if (later.changed === undefined) expect(forcedRow.state, later.name).toBe('skipped');
          else {
            // Refused again (the finance system keeps the first): a rejection saying so, never "already created".
            expect(forcedRow.state, later.name).toBe('rejected');
            expect(forcedRow.detail, later.name).toMatch(
              new RegExp(
                `^refused as a duplicate: the finance system keeps instance ${instanceId} \\(run \\d+ sent it the invoice .*; what it holds was not compared\\), `,
              ),
            );
          }
        }
      });
});
