/**
 * The results workbook of an upload a gateway stopped: each invoice not sent is still listed, its
 * Message a short word that names the Summary, and the Summary says the reason once, with the count
 * and what to do. The journal, the terminal and --json keep the whole reason.
 */
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readBook, resultsByInvoice, summaryValues } from '../../helpers/read-workbook.js';
import { writeUploadInputs } from '../../batch/cli-inputs.js';

const COUNT = 12;

/** Every text the Summary sheet shows, each merged range once (its first cell). */
function summaryTexts(sheet: ExcelJS.Worksheet): string[] {
  const texts: string[] = [];
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.isMerged && cell.master !== cell) return;
      if (typeof cell.value === 'string') texts.push(cell.value);
    }),
  );
  return texts;
}

describe('the results workbook of an upload the gateway stopped', () => {
  it('lists every invoice not sent with a short Message naming the Summary, which says the reason once', async () => {
    const sandbox = await startTestSandbox({ gateway: { quota: { count: 3, periodMs: 3_600_000 } } });
    const cwd = makeTempDir('stopped-upload-workbook');
    writeUploadInputs(cwd, { count: COUNT, prefix: 'GW' });
    const flags = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd];
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, ...flags],
      { cwd },
    );
    expect(upload.stdout).toMatch(/quota used up: 3 created, 9 not sent;/);
    const workbook = /^Results: +(.+)$/m.exec(upload.stdout)![1]!;

    // The journal keeps each invoice's whole reason: the one the Summary is to say once.
    const listed = JSON.parse((await runCliInProcess(['journal', '--json', '--limit', '0', ...flags], { cwd })).stdout)
      .invoices as { invoiceNumber: string; outcome: string; detail: string }[];
    const notSent = listed.filter((row) => row.outcome === 'not sent');
    expect(notSent).toHaveLength(9);
    const reasons = [...new Set(notSent.map((row) => row.detail.replace(/^not sent: /, '')))];
    expect(reasons, JSON.stringify(reasons)).toHaveLength(1);
    const reason = reasons[0]!;
    expect(reason).toMatch(/^the gateway refused it before the finance system \(HTTP 500 .*QuotaViolation.*\)/);
    // The terminal keeps it whole too.
    expect(upload.stdout).toContain(`9 not sent: `);
    expect(upload.stdout).toContain(reason);

    // Results: none dropped, each not-sent row a short word that names the Summary.
    const rows = await resultsByInvoice(workbook);
    expect(rows.size).toBe(COUNT);
    for (const row of notSent)
      expect(rows.get(row.invoiceNumber), row.invoiceNumber).toMatchObject({
        Outcome: 'not sent',
        Message: 'not sent: refused by the gateway (see Summary)',
      });
    for (const [, row] of rows) if (row.Outcome === 'created') expect(row.Message).toBeNull();

    // Summary: the reason once, with how many and what to do, where the reader looks first.
    const sheet = (await readBook(workbook)).getWorksheet('Summary')!;
    const texts = summaryTexts(sheet);
    expect(
      texts.filter((text) => text.includes(reason)),
      JSON.stringify(texts),
    ).toHaveLength(1);
    const summary = await summaryValues(workbook);
    expect(summary.get('Not sent: why')).toBe(`9 invoices, Message "not sent: refused by the gateway": ${reason}`);
    expect(summary.get('Not sent: what to do')).toMatch(/upload the same file again/);
    expect(summary.get('not sent')).toBe(9);
    const stoppedAt = [...summary.keys()].find((label) => label.startsWith('Stopped ('));
    expect(summary.get(stoppedAt!)).toBeInstanceOf(Date);
    const labels = texts.filter((text) => summary.has(text));
    expect(labels.indexOf('Not sent: why')).toBeLessThan(labels.indexOf('Target'));

    // --json keeps the stop's whole reason.
    const again = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...flags],
      { cwd },
    );
    expect(JSON.parse(again.stdout).halted).toMatch(/QuotaViolation/);
  }, 90_000);

  it('says an unreachable API once, in the Status, each row naming the Summary', async () => {
    // A port nothing listens on any more: every connection is refused.
    const gone = await startTestSandbox();
    await gone.close();
    const cwd = makeTempDir('stopped-upload-unreachable');
    writeUploadInputs(cwd, { count: COUNT, prefix: 'UR' });
    const flags = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd, '--base-url', gone.baseUrl];
    const upload = await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...flags], { cwd });
    expect(upload.code).toBe(69);
    const halt = /^Stopped early: (the finance API could not be reached \(.*\)); nothing more was sent\.$/m.exec(
      upload.stdout,
    )?.[1];
    expect(halt, upload.stdout).toBeDefined();
    const workbook = /^Results: +(.+)$/m.exec(upload.stdout)![1]!;

    const rows = await resultsByInvoice(workbook);
    expect(rows.size).toBe(COUNT);
    for (const [number, row] of rows)
      expect(row, number).toMatchObject({ Outcome: 'not sent', Message: 'not sent: run stopped (see Summary)' });
    const texts = summaryTexts((await readBook(workbook)).getWorksheet('Summary')!);
    expect(texts.filter((text) => text.includes(halt!))).toEqual([
      `stopped: ${halt}; the invoices not sent are safe to post again`,
    ]);
    expect((await summaryValues(workbook)).get('Not sent: why')).toBe(
      `${COUNT} invoices, Message "not sent: run stopped": stopped for the reason in Status; nothing more was sent; safe to post again once that is fixed`,
    );
    // The terminal and --json keep it whole.
    expect(upload.stdout).toContain(`${COUNT} not sent: `);
    expect(upload.stdout).toContain(`${halt}; nothing more was sent; safe to post again once that is fixed`);
    const json = await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--json', ...flags], {
      cwd,
    });
    expect(JSON.parse(json.stdout).halted).toBe(halt);
  }, 90_000);
});
