/**
 * `resolve --from`: each kind of answer an upload could not record is recorded as resolve records
 * a user's answer; a file that is not such a list is refused in words. Real SQLite and PostgreSQL journals.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import type { Journal } from '../../src/journal/open-journal.js';
import { readUnrecordedAnswers, type SavedAnswer } from '../../src/batch/read-unrecorded-answers.js';
import { resolveUnrecordedAnswers } from '../../src/batch/resolve-unrecorded-answers.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../journal/journal-fixture.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const TARGET = 'https://erp.example/erp/invoicing/qa';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

/** The answer of each kind, and the state and instance the journal holds after it is recorded. */
const KINDS: {
  answer: Omit<SavedAnswer, 'runId' | 'payeeId' | 'invoiceNumber' | 'invoiceId'>;
  state: string;
  instanceId: string | null;
}[] = [
  {
    answer: { outcome: 'created', instanceId: '0030000009', detail: 'created as instance 0030000009' },
    state: 'created',
    instanceId: '0030000009',
  },
  {
    answer: { outcome: 'rejected', detail: 'rejected: E_RETCODE 4: Invalid invoice' },
    state: 'rejected',
    instanceId: null,
  },
  { answer: { outcome: 'http-error', detail: 'HTTP 400 Bad Request' }, state: 'failed', instanceId: null },
  { answer: { outcome: 'not-sent', detail: 'not sent: connection refused' }, state: 'failed', instanceId: null },
  { answer: { outcome: 'in-doubt', detail: 'no answer within 30 s' }, state: 'in-doubt', instanceId: null },
];

async function tempJournalFor(backend: (typeof BACKENDS)[number]): Promise<Journal> {
  journal = await tempJournal(backend);
  return journal;
}

describe.each(BACKENDS)('resolveUnrecordedAnswers (%s journal)', (backend) => {
  it('records each kind of answer as resolve does, and says so again without change when run twice', async () => {
    const journal = await tempJournalFor(backend);
    const runId = await addRun(journal);
    const answers: SavedAnswer[] = [];
    for (const [index, kind] of KINDS.entries()) {
      const number = `U-${index}`;
      const row = await addInvoice(journal, runId, number);
      await journal.send.markSending(row, '2025-01-31T10:00:02Z');
      await journal.send.recordOutcome(row, {
        state: 'in-doubt',
        detail: 'run stopped',
        attempts: 1,
        at: '2025-01-31T10:00:05Z',
      });
      answers.push({
        runId,
        payeeId: '0000100001',
        invoiceNumber: number,
        invoiceId: `ID-${number}`,
        targetIdentity: TARGET,
        ...kind.answer,
      });
    }
    const first = await resolveUnrecordedAnswers(journal, answers);
    expect(first.map((s) => s.result)).toEqual(['settled', 'settled', 'settled', 'settled', 'in-doubt']);
    const rows = await journal.lists.listInvoices({ limit: 100 });
    for (const [index, kind] of KINDS.entries()) {
      const row = rows.find((r) => r.invoiceNumber === `U-${index}`);
      expect({ state: row?.state, instanceId: row?.instanceId ?? null }).toEqual({
        state: kind.state,
        instanceId: kind.instanceId,
      });
    }
    expect(rows.find((r) => r.invoiceNumber === 'U-1')?.detail).toContain('E_RETCODE 4: Invalid invoice');
    const second = await resolveUnrecordedAnswers(journal, answers);
    expect(second.map((s) => s.result)).toEqual(['recorded', 'recorded', 'recorded', 'recorded', 'in-doubt']);
    expect(await journal.lists.listInvoices({ limit: 100 })).toEqual(rows);
  });

  it('refuses a created answer whose invoice the journal holds as created as another instance', async () => {
    const journal = await tempJournalFor(backend);
    const runId = await addRun(journal);
    const row = await addInvoice(journal, runId, 'C-1');
    await journal.send.markSending(row, '2025-01-31T10:00:02Z');
    await journal.send.recordOutcome(row, {
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      at: '2025-01-31T10:00:05Z',
    });
    const [settlement] = await resolveUnrecordedAnswers(journal, [
      {
        runId,
        payeeId: '0000100001',
        invoiceNumber: 'C-1',
        invoiceId: 'ID-C-1',
        targetIdentity: TARGET,
        outcome: 'created',
        instanceId: '0030000002',
        detail: 'created as instance 0030000002',
      },
    ]);
    expect(settlement).toMatchObject({
      result: 'refused',
      text: expect.stringMatching(/^not recorded: .*is not in doubt.*created as instance 0030000001/),
    });
  });
});

describe('readUnrecordedAnswers', () => {
  it.each([
    ['text that is not JSON', 'PK\u0003\u0004garbage', /got text that is not JSON/],
    ['JSON of another shape', '{"runs": []}', /got JSON of another shape: /],
    [
      'an answer without its key',
      '[{"runId": 1, "outcome": "created", "detail": "x", "invoiceId": "X"}]',
      /of another shape at 0\.payeeId/,
    ],
  ])('refuses %s, naming the file and what it expected', async (_name, text, message) => {
    const path = join(makeTempDir('answers'), 'answers.json');
    writeFileSync(path, text);
    const refused = await readUnrecordedAnswers(path).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InputFileError);
    expect((refused as Error).message).toMatch(
      /^answers\.json: expected the unrecorded-answers-\*\.json file an upload saved/,
    );
    expect((refused as Error).message).toMatch(message);
  });
});
