import { describe, expect, it } from 'vitest';
import { bodyForTerminal, formatInvoiceHistory } from '../../src/print/format-invoice-history.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';
import { ALREADY_CREATED_DETAIL } from '../../src/journal/invoice-state.js';

describe('formatInvoiceHistory', () => {
  it('escapes control characters of server and file text, so an answer cannot fake lines or drive the terminal', async () => {
    const journal = await tempJournal();
    try {
      const run = await addRun(journal, { sourceFile: 'may\u001b]0;pwned\u0007.csv' });
      const id = await addInvoice(journal, run, 'N-1', { sourceFile: 'may\u001b]0;pwned\u0007.csv' });
      await journal.send.markSending(id, '2025-01-31T10:00:02.000Z');
      await journal.send.recordOutcome(id, {
        state: 'rejected',
        httpStatus: 200,
        eRetcode: 4,
        eMessage: 'no\r\n  created   1\u001b[2J',
        attempts: 1,
        at: '2025-01-31T10:00:03.000Z',
      });
      const text = formatInvoiceHistory('ID-N-1', await journal.lists.listInvoiceHistory('ID-N-1'));
      expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      expect(text).toContain('read from may\\e]0;pwned\\u0007.csv, row 2');
      expect(text).toContain(
        String.raw`answer     rejected, HTTP 200, E_RETCODE 4, E_MESSAGE "no\r\n  created   1\u001b[2J"`,
      );
      expect(text.split('\n').filter((line) => line.includes('created   1'))).toHaveLength(1);
    } finally {
      await journal.close();
    }
  });

  it('says the body was not sent for an invoice this run never sent (skipped), and as sent for one it did', async () => {
    const journal = await tempJournal();
    try {
      const run = await addRun(journal, {});
      const sent = await addInvoice(journal, run, 'S-1');
      await journal.send.markSending(sent, '2025-01-31T10:00:02.000Z');
      await addInvoice(journal, run, 'S-2', { seq: 2 });
      const sentText = formatInvoiceHistory('ID-S-1', await journal.lists.listInvoiceHistory('ID-S-1'));
      const stagedText = formatInvoiceHistory('ID-S-2', await journal.lists.listInvoiceHistory('ID-S-2'));
      expect(sentText).toContain('  body as sent (JSON):');
      expect(stagedText).toContain('  body as it would be sent (JSON; not sent by this run):');
      expect(stagedText).not.toContain('body as sent');
    } finally {
      await journal.close();
    }
  });

  it('says the body of an invoice refused as a duplicate of an instance it never created was not compared with that instance', async () => {
    const journal = await tempJournal();
    try {
      const run = await addRun(journal, {});
      const rows = {
        unknown: await addInvoice(journal, run, 'U-1'),
        posted: await addInvoice(journal, run, 'U-2', { seq: 2 }),
      };
      for (const [name, id] of Object.entries(rows)) {
        await journal.send.markSending(id, '2025-01-31T10:00:02.000Z');
        await journal.send.recordOutcome(id, {
          state: 'created',
          instanceId: '0030000042',
          attempts: 1,
          at: '2025-01-31T10:00:03.000Z',
          ...(name === 'unknown'
            ? { detail: `${ALREADY_CREATED_DETAIL} as instance 0030000042: refused as a duplicate` }
            : {}),
        });
      }
      const text = async (id: string) => formatInvoiceHistory(id, await journal.lists.listInvoiceHistory(id));
      expect(await text('ID-U-1')).toContain(
        '  body as sent (JSON; refused as a duplicate of instance 0030000042, whose content was not compared with it):',
      );
      expect(await text('ID-U-2')).toContain('  body as sent (JSON):');
      expect(await text('ID-U-2')).not.toContain('not compared');
    } finally {
      await journal.close();
    }
  });

  it('shortens a PDF attachment in the terminal and leaves the rest of the body as sent', () => {
    const body = JSON.stringify({ InvoiceId: 'A', PDF: 'JVBERi0x'.repeat(1000), InvoiceItems: [] });
    expect(bodyForTerminal(body)).toBe(
      '{"InvoiceId":"A","PDF":"<8000 base64 characters; --json prints them>","InvoiceItems":[]}',
    );
    expect(bodyForTerminal('{"InvoiceId":"A"}')).toBe('{"InvoiceId":"A"}');
  });

  it("heads a live run's row (the runs of gone processes settled first) with what that run does: to be sent, being sent", async () => {
    const journal = await tempJournal();
    try {
      const run = await addRun(journal, {});
      await addInvoice(journal, run, 'L-1');
      const sending = await addInvoice(journal, run, 'L-2', { seq: 2 });
      await journal.send.markSending(sending, '2025-01-31T10:00:02.000Z');
      const staged = formatInvoiceHistory('ID-L-1', await journal.lists.listInvoiceHistory('ID-L-1'));
      const sent = formatInvoiceHistory('ID-L-2', await journal.lists.listInvoiceHistory('ID-L-2'));
      expect(staged).toMatch(new RegExp(`^Run ${run} \\(started [^)]*\\): to be sent$`, 'm'));
      expect(sent).toMatch(new RegExp(`^Run ${run} \\(started [^)]*\\): being sent$`, 'm'));
    } finally {
      await journal.close();
    }
  });
});
