/**
 * Answers the journal could not record, on a disk that filled: when the output folder cannot take
 * the answers file, the next folder that can (the state folder, the journal's, the temp folder, the
 * home folder) does, and the message says where; when none can, the message lists every answer and
 * is itself what `resolve --from` reads. Unwritable folders stand in for a full disk: a file where
 * a folder should be, which no privilege writes into.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveUnrecordedAnswers } from '../../src/batch/keep-unrecorded-answers.js';
import { readUnrecordedAnswers } from '../../src/batch/read-unrecorded-answers.js';
import { resolveUnrecordedAnswers } from '../../src/batch/resolve-unrecorded-answers.js';
import { JournalError, type UnrecordedAnswer } from '../../src/errors.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';

const ANSWERS: UnrecordedAnswer[] = Array.from({ length: 25 }, (_, n) => ({
  runId: 5,
  payeeId: `00001000${String(n).padStart(2, '0')}`,
  invoiceNumber: `DH-366-${String(n).padStart(4, '0')}`,
  invoiceId: `00001000${String(n).padStart(2, '0')}-DH-366-${String(n).padStart(4, '0')}`,
  targetIdentity: 'http://127.0.0.1:4611',
  outcome: 'created',
  instanceId: String(30001200 + n).padStart(10, '0'),
  detail: `created as instance ${String(30001200 + n).padStart(10, '0')}`,
}));
const REJECTED: UnrecordedAnswer = {
  runId: 5,
  payeeId: '0000100099',
  invoiceNumber: 'A: 17 / B',
  invoiceId: '0000100099-A17B',
  targetIdentity: 'http://127.0.0.1:4611',
  outcome: 'rejected',
  detail: 'refused by the finance system: RETCODE 4: Vendor blocked',
};
const NOT_SENT: UnrecordedAnswer = {
  ...REJECTED,
  invoiceNumber: 'NS-1',
  outcome: 'not-sent',
  detail: 'not sent: connection refused',
};

function journalFull(answers: readonly UnrecordedAnswer[]): JournalError {
  return new JournalError('cannot write the journal: the disk holding the journal is full', '/j/journal.sqlite', {
    unrecorded: answers,
  });
}

/** A path where a folder is expected but a file sits: nothing can be written under it. */
function blockedFolder(dir: string, name: string): string {
  const path = join(dir, name);
  writeFileSync(path, 'not a folder');
  return path;
}

describe('saving the answers the journal could not record', () => {
  it('goes on to the next folder when the output folder cannot take them, and says where they are', async () => {
    const dir = makeTempDir('save-answers');
    const outDir = blockedFolder(dir, 'out');
    const state = blockedFolder(dir, 'state');
    const spare = join(dir, 'spare');
    const error = (await saveUnrecordedAnswers(journalFull(ANSWERS), [outDir, state, spare])) as JournalError;
    expect(error.unrecordedFile).toMatch(new RegExp(`^${spare}/unrecorded-answers-\\d{8}-\\d{6}\\.json$`));
    expect(error.message).toContain(`they are saved in ${error.unrecordedFile}`);
    expect(error.message).toContain(`not in ${outDir}`);
    expect(error.recordCommand).toBe(`invoice-batch resolve --from ${error.unrecordedFile}`);
    const text = readFileSync(error.unrecordedFile!, 'utf8');
    expect(JSON.parse(text)).toEqual(ANSWERS);
    // Small: one line per answer, no indentation.
    expect(text.split('\n').length).toBe(ANSWERS.length + 3);
    expect(await readUnrecordedAnswers(error.unrecordedFile!)).toEqual(ANSWERS);
  });

  it('lists every answer when no folder can take them, and resolve --from reads the message saved to a file', async () => {
    const dir = makeTempDir('save-answers');
    const answers = [...ANSWERS, REJECTED, NOT_SENT];
    const folders = ['out', 'state', 'tmp'].map((name) => blockedFolder(dir, name));
    const error = (await saveUnrecordedAnswers(journalFull(answers), folders)) as JournalError;
    expect(error.unrecordedFile).toBeUndefined();
    for (const folder of folders) expect(error.message).toContain(folder);
    // No "... and N more": the message is the only record.
    expect(error.message).not.toMatch(/and \d+ more/);
    for (const answer of answers) expect(error.message).toContain(`${answer.invoiceNumber}: ${answer.detail}`);
    expect(error.message).toContain('save this message to a file');
    expect(error.message).toContain('invoice-batch resolve --from FILE');

    // As a scheduler's log keeps it: each line stamped, the first with the program's name.
    const log = join(dir, 'cron.log');
    const stamped = `invoice-batch: ${error.message}`
      .split('\n')
      .map((line) => `2026-06-06T02:00:04.589+00:00 run=5 ${line}`)
      .join('\r\n');
    writeFileSync(log, `earlier lines\n${stamped}\nlater lines\n`);
    const read = await readUnrecordedAnswers(log);
    expect(read).toEqual(
      answers.map(({ runId, payeeId, invoiceNumber, outcome, instanceId, detail }) => ({
        runId,
        payeeId,
        invoiceNumber,
        invoiceId: '',
        outcome,
        ...(instanceId === undefined ? {} : { instanceId }),
        detail,
      })),
    );
  });

  it('refuses a message that lists only some of the answers, naming the file that holds them all', async () => {
    const dir = makeTempDir('save-answers');
    const error = (await saveUnrecordedAnswers(journalFull(ANSWERS), [dir])) as JournalError;
    expect(error.message).toMatch(/and 5 more/);
    const log = join(dir, 'mail.txt');
    writeFileSync(log, error.message);
    await expect(readUnrecordedAnswers(log)).rejects.toThrow(
      /lists 20 of the 25 answers.*give the file it names: .*unrecorded-answers-/,
    );
  });

  it('refuses text that is neither the answers file nor the message, saying what it expected', async () => {
    const dir = makeTempDir('save-answers');
    const other = join(dir, 'notes.txt');
    writeFileSync(other, 'run 5, 1 / 2: created as instance 3\n');
    await expect(readUnrecordedAnswers(other)).rejects.toThrow(/expected the unrecorded-answers-\*\.json file/);
  });

  it('records the answers of a message read back in the journal: the created with their instance ids', async () => {
    const dir = makeTempDir('save-answers');
    const journal = await tempJournal('sqlite');
    try {
      const runId = await addRun(journal);
      const answers: UnrecordedAnswer[] = [];
      for (const [index, number] of ['M-1', 'M: 2'].entries()) {
        const row = await addInvoice(journal, runId, number);
        await journal.send.markSending(row, '2026-06-06T02:00:03Z');
        await journal.send.recordOutcome(row, {
          state: 'in-doubt',
          detail: 'run stopped',
          attempts: 1,
          at: '2026-06-06T02:00:05Z',
        });
        const instanceId = `003000122${index}`;
        const detail = `created as instance ${instanceId}`;
        answers.push({
          runId,
          payeeId: '0000100001',
          invoiceNumber: number,
          invoiceId: `ID-${index}`,
          targetIdentity: 'x',
          outcome: 'created',
          instanceId,
          detail,
        });
      }
      const error = (await saveUnrecordedAnswers(journalFull(answers), [blockedFolder(dir, 'out')])) as JournalError;
      const kept = join(dir, 'kept.txt');
      writeFileSync(kept, error.message);
      const settled = await resolveUnrecordedAnswers(journal, await readUnrecordedAnswers(kept));
      expect(settled.map((s) => s.result)).toEqual(['settled', 'settled']);
      const rows = await journal.lists.listInvoices({ limit: 10 });
      expect(rows.map((row) => [row.invoiceNumber, row.state, row.instanceId]).sort()).toEqual([
        ['M-1', 'created', '0030001220'],
        ['M: 2', 'created', '0030001221'],
      ]);
    } finally {
      await journal.close();
    }
  });
});
