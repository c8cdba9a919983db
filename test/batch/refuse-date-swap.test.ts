/**
 * A file re-saved by a program that read its month-first dates day first (a spreadsheet set to
 * English (UK) re-saving a US CSV): the invoices the journal sent come back with day and month
 * exchanged. Once two or more do, and no sent date differs otherwise, the upload refuses the file
 * before anything is sent (exit 2), where it held those and posted its other invoices with swapped
 * dates. A single differing date stays a hold of that invoice. The sandbox on loopback, SQLite.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { exitCodeFor, InputFileError } from '../../src/errors.js';
import { mapped, validInvoice } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

/** Dates as the US export writes them (YYYYMMDD): the first three have a day up to 12, one of them equal to its month. */
const DATES = ['20240305', '20240310', '20240401', '20240707', '20240331', '20240115'];

/** `date` with day and month exchanged, when the day is a month (as a day-first reader reads it). */
const swapped = (date: string) =>
  Number(date.slice(6)) <= 12 ? `${date.slice(0, 4)}${date.slice(6)}${date.slice(4, 6)}` : date;

const invoicesDated = (dates: readonly string[], first = 1) =>
  dates.map((date, i) => mapped(validInvoice(first + i, { prefix: 'US' }, { Invoice_Date: date }), i + 2));

describe('an upload of a file whose dates came back with day and month exchanged', () => {
  it('refuses the file before sending anything when the sent invoices differ only by that swap', async () => {
    fixture = await uploadFixture();
    const first = await fixture.upload('legacy-us.csv', invoicesDated(DATES));
    expect(first.runs[0]!.counts).toMatchObject({ created: DATES.length });
    const requests = fixture.sandbox.stats().createRequests;

    // The re-saved file: every date re-read day first, and two invoices the journal never sent.
    const resaved = [...invoicesDated(DATES.map(swapped)), ...invoicesDated(['20240502', '20240611'], 20)];
    const refused = await fixture.upload('legacy-us.lo-engb.csv', resaved).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(InputFileError);
    expect(exitCodeFor(refused)).toBe(2);
    const message = (refused as Error).message;
    expect(message).toMatch(
      /^legacy-us\.lo-engb\.csv: 3 invoices have the date the journal sent with day and month exchanged/,
    );
    expect(message).toContain(
      '0000100001/US-00001 at row 2: the journal has 2024-03-05 (sent to the finance system), the file 2024-05-03',
    );
    expect(message).toMatch(/English \(UK\)/);
    expect(message).toMatch(/source\.dateFormats/);
    expect(message).toMatch(/nothing was posted/i);
    expect(fixture.sandbox.stats().createRequests).toBe(requests);
    expect(fixture.sandbox.instances()).toHaveLength(DATES.length);
    // Every invoice the first run created stays so; the refused file left no run that sent anything.
    expect(await fixture.journal.lists.countLatestInvoices([{ state: 'created' }])).toBe(DATES.length);
    expect(await fixture.journal.lists.countLatestInvoices(undefined)).toBe(DATES.length);
  });

  it('holds a single invoice whose date differs by the swap, and posts the rest, as any change', async () => {
    fixture = await uploadFixture();
    await fixture.upload('legacy-us.csv', invoicesDated(DATES));
    const corrected = [...DATES];
    corrected[0] = swapped(DATES[0]!);
    const report = await fixture.upload('legacy-us.csv', [
      ...invoicesDated(corrected),
      ...invoicesDated(['20240502'], 20),
    ]);
    expect(report.runs[0]!.counts).toMatchObject({ created: 1, skipped: DATES.length });
    expect(report.runs[0]!.run.heldDiffers).toBe(1);
  });

  it('holds two swapped dates as changes when another sent date differs otherwise', async () => {
    fixture = await uploadFixture();
    await fixture.upload('legacy-us.csv', invoicesDated(DATES));
    const edited = [swapped(DATES[0]!), swapped(DATES[1]!), '20240402', ...DATES.slice(3)];
    const report = await fixture.upload('legacy-us.csv', invoicesDated(edited));
    expect(report.runs[0]!.run.heldDiffers).toBe(3);
    expect(fixture.sandbox.stats().createRequests).toBe(DATES.length);
  });

  it('names both readings when the journal holds the swapped dates, and posts the new invoices with --sent-dates-swapped', async () => {
    fixture = await uploadFixture();
    // The first file was the swapped one: the journal (and the finance system) hold the wrong dates.
    await fixture.upload('swap-first.csv', invoicesDated(DATES.slice(0, 3).map(swapped)));
    const corrected = [...invoicesDated(DATES.slice(0, 3)), ...invoicesDated(['20240910'], 20)];

    const refused = await fixture.upload('swap-fixed.csv', corrected).catch((error: unknown) => error);
    const message = (refused as Error).message;
    expect(exitCodeFor(refused)).toBe(2);
    expect(message).toContain('the journal has 2024-05-03 (sent to the finance system), the file 2024-03-05');
    expect(message).toMatch(/if the dates sent were the wrong ones, correct those invoices in the finance system/i);
    expect(message).toMatch(/--sent-dates-swapped/);
    // --force posts what differs: it would post the swapped invoices a second time, so it is no way out.
    const forced = await fixture.upload('swap-fixed.csv', corrected, { force: true }).catch((error: unknown) => error);
    expect(exitCodeFor(forced)).toBe(2);
    expect(fixture.sandbox.instances()).toHaveLength(3);

    const report = await fixture.upload('swap-fixed.csv', corrected, { sentDatesSwapped: true });
    expect(report.runs[0]!.counts).toMatchObject({ created: 1, skipped: 3 });
    expect(report.runs[0]!.run.heldDiffers).toBe(3);
    expect(fixture.sandbox.instances()).toHaveLength(4);
    const run = await fixture.journal.runs.findRun(report.runs[0]!.run.id);
    expect(JSON.parse(run!.options)).toMatchObject({ sentDatesSwapped: true });
  });
});
