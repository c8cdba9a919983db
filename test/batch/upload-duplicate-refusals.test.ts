/**
 * A journal that does not know what the finance system holds (started afresh, or after a mistaken
 * `resolve --not-created`) posts invoices the back-end already has, and the back-end refuses each
 * as a duplicate. Those invoices exist: none may be counted rejected or not created, a file of them
 * is no rejection storm, and one whose answer names the instance is recorded created as that
 * instance, so that no later upload posts it again. A real sandbox refusing duplicates in its own
 * words, real SQLite journals in a temp folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles, type UploadOptions } from '../../src/batch/upload-files.js';
import { displayKey } from '../../src/journal/invoice-row.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { validBatch, yieldAll } from './mapped-invoices.js';

/** More than a rejection storm's default of 25: a storm would stop the run before the end. */
const COUNT = 30;
const STORM = 25;

const open: Journal[] = [];
afterEach(async () => {
  for (const journal of open.splice(0)) await journal.close();
});

/** The sandbox's refusal reads "Duplicate invoice: PayeeId P Invoice_Number N already exists as instance I". */
const RULES = [
  {
    name: 'rules that read the instance',
    rules: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
  },
  { name: 'rules that read no instance', rules: { messagePattern: 'already exists', instancePattern: undefined } },
];

describe('an upload whose invoices the finance system already holds, refused as duplicates', () => {
  it.each(RULES)('is no rejection storm and counts none rejected or not created ($name)', async ({ rules }) => {
    const sandbox = await startTestSandbox();
    const dir = makeTempDir('ib-duplicates');
    const invoices = validBatch(COUNT, { prefix: 'DUP' });
    const file = join(dir, 'dup.csv');
    writeFileSync(file, invoices.map((m) => JSON.stringify(m.invoice ?? m.draft)).join('\n'));
    const upload = async (name: string, options: Partial<UploadOptions> = {}) => {
      const journal = await openJournal(join(dir, name));
      open.push(journal);
      const report = await uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path: file, read: () => yieldAll(invoices) }],
        mapping: 'test-mapping.yaml',
        duplicates: rules,
        stopAfterRejections: STORM,
        concurrency: 1,
        outDir: join(dir, 'out'),
        ...options,
      });
      return { journal, report };
    };

    expect((await upload('first.sqlite')).report.runs[0]!.counts.created).toBe(COUNT);
    const { journal, report } = await upload('afresh.sqlite');
    expect(report.rejectionStorm).toBeFalsy();
    expect(sandbox.stats()).toMatchObject({ createRequests: 2 * COUNT, created: COUNT });
    expect(report.runs[0]!.counts).toMatchObject({ rejected: 0, failed: 0 });
    expect(await journal.lists.listInvoices({ state: 'rejected', limit: 99 })).toEqual([]);
    expect(await journal.lists.listInvoices({ state: 'failed', limit: 99 })).toEqual([]);

    if (rules.instancePattern) {
      // Recorded created as the instance the finance system holds: the next upload sends nothing.
      const atSandbox = new Map(sandbox.instances().map((i) => [displayKey(i), i.instanceId]));
      const created = await journal.lists.listInvoices({ state: 'created', limit: 99 });
      expect(created.map((row) => [displayKey(row), row.instanceId]).sort()).toEqual([...atSandbox].sort());
      expect(created.every((row) => row.detail?.startsWith('already created in the finance system'))).toBe(true);
      await journal.close();
      open.splice(open.indexOf(journal), 1);
      const again = await upload('afresh.sqlite');
      expect(again.report.runs[0]!.counts).toMatchObject({ skipped: COUNT, created: 0 });
      expect(sandbox.stats().createRequests).toBe(2 * COUNT);
    } else {
      const held = await journal.lists.listInvoices({ state: 'in-doubt', limit: 99 });
      expect(held).toHaveLength(COUNT);
      expect(held.every((row) => row.detail?.startsWith('already in the finance system (duplicate refused)'))).toBe(
        true,
      );
    }
  });
});
