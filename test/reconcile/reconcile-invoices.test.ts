import { LEAST_READABLE_SCALE } from '../../src/report/plan-sheet-print.js';
import { basename } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import { reconcileJson } from '../../src/print/reconcile-json.js';
import { reconciliationFileName } from '../../src/report/reconciliation-file-name.js';
import { columnHeader, STATUS_COLUMNS } from '../../src/report/reconciliation-status-columns.js';
import { checkColor } from '../../src/report/reconciliation-check-words.js';
import { compileDateStyle } from '../../src/report/date-style.js';
import { localDay, zoneText } from '../../src/report/local-time.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import type { Journal } from '../../src/journal/open-journal.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { readZipParts } from '../sheets/zip-builder.js';

const SPECS = [
  { number: 'R-1', amount: '1000.1000', currency: 'EUR' },
  { number: 'R-2', amount: '0.2000', currency: 'EUR' },
  { number: 'R-3', amount: '5.0500', currency: 'USD', payeeId: '0000100002' },
];

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

function options(f: ReconcileFixture, overrides: Partial<ReconcileOptions> = {}): ReconcileOptions {
  return {
    target: f.sandbox.target(),
    finalStatusCodes: ['28'],
    stuckAfterDays: 14,
    concurrency: 4,
    selection: {},
    ...overrides,
  };
}

const historyRows = (journal: Journal) =>
  sqliteDb(journal).prepare('SELECT COUNT(*) AS n FROM status_history').get() as { n: number };

describe('reconcileInvoices', () => {
  it('follows invoices through the whole lifecycle to Paid, then stops asking', async () => {
    fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('may.csv', SPECS);

    const first = await reconcileInvoices(fixture.journal, options(fixture));
    // A first check is not a change of status (before: changed 3 of a first run).
    expect(first.summary).toMatchObject({ checked: 3, byStatus: { '10': 3 }, changed: 0, firstChecks: 3, errors: 0 });
    expect(first.summary.amounts).toEqual([
      { code: '10', description: 'Received', currency: 'EUR', invoices: 2, total: '1000.3000' },
      { code: '10', description: 'Received', currency: 'USD', invoices: 1, total: '5.0500' },
    ]);
    expect(first.checks.every((c) => c.ok && c.previous === undefined)).toBe(true);

    const second = await reconcileInvoices(fixture.journal, options(fixture));
    expect(second.summary).toMatchObject({ checked: 3, byStatus: { '20': 3 }, changed: 3, firstChecks: 0 });
    const inApproval = second.checks[0]!;
    expect(inApproval.ok && inApproval.status.pendingApprovers.length).toBeGreaterThan(0);
    expect(inApproval.previous?.code).toBe('10');

    const third = await reconcileInvoices(fixture.journal, options(fixture));
    expect(third.summary.byStatus).toEqual({ '25': 3 });
    const posted = third.checks[0]!;
    expect(posted.ok && posted.status.erpDocument?.documentNumber).toMatch(/^51\d{8}$/);

    const fourth = await reconcileInvoices(fixture.journal, options(fixture));
    expect(fourth.summary.byStatus).toEqual({ '28': 3 });
    const paid = fourth.checks[0]!;
    expect(paid.ok && paid.status.erpDocument?.clearingDocument).toMatch(/^15\d{8}$/);

    // Paid is final: nothing is asked any more.
    const fifth = await reconcileInvoices(fixture.journal, options(fixture));
    expect(fifth.summary.checked).toBe(0);
    expect(historyRows(fixture.journal).n).toBe(12);
    expect(fixture.sandbox.stats().statusRequests).toBe(12);

    // Unless asked by id, final or not.
    const byId = await reconcileInvoices(
      fixture.journal,
      options(fixture, { selection: { instanceIds: [posted.invoice.instanceId] } }),
    );
    expect(byId.checks).toMatchObject([{ ok: true, changed: false, invoice: { invoiceNumber: 'R-1' } }]);
  });

  it('reports a failing status call, keeps the others, and asks it again next time', async () => {
    fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('may.csv', SPECS);
    const target = fixture.sandbox.target({ retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    fixture.sandbox.injectNext({ status: 500, body: '{"message":"backend down"}', route: 'status' });
    const first = await reconcileInvoices(fixture.journal, options(fixture, { target, concurrency: 1 }));
    expect(first.summary).toMatchObject({ checked: 3, errors: 1, byStatus: { '10': 2 } });
    const failed = first.checks.find((c) => !c.ok);
    expect(failed).toMatchObject({ ok: false, failure: 'http-error', invoice: { invoiceNumber: 'R-1' } });
    expect(failed && !failed.ok && failed.error).toContain('HTTP 500');
    expect(historyRows(fixture.journal).n).toBe(2);

    const second = await reconcileInvoices(fixture.journal, options(fixture, { target }));
    expect(second.summary.errors).toBe(0);
    const retried = second.checks.find((c) => c.invoice.invoiceNumber === 'R-1');
    // Its first answer: Received, a first check; the others moved on.
    expect(retried).toMatchObject({ ok: true, changed: true, previous: undefined, status: { code: '10' } });
    expect(second.summary.byStatus).toEqual({ '10': 1, '20': 2 });
  });

  it('reports every invoice as failed when the finance system is down, and records nothing', async () => {
    fixture = await reconcileFixture();
    await fixture.upload('may.csv', SPECS);
    const target = fixture.sandbox.target({ retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    await fixture.sandbox.close();
    const report = await reconcileInvoices(fixture.journal, options(fixture, { target }));
    expect(report.summary).toMatchObject({ checked: 3, errors: 3, byStatus: {} });
    expect(report.checks.every((c) => !c.ok && c.failure === 'not-sent')).toBe(true);
    expect(historyRows(fixture.journal).n).toBe(0);
  });

  it('lists invoices stuck in one status longer than the limit, and in-doubt invoices awaiting resolution', async () => {
    fixture = await reconcileFixture({ advance: 'per-call', stuckRate: 1 });
    await fixture.upload('may.csv', SPECS.slice(0, 2));
    await reconcileInvoices(fixture.journal, options(fixture));
    await reconcileInvoices(fixture.journal, options(fixture));
    const later = Date.now() + 20 * 86_400_000;
    const report = await reconcileInvoices(fixture.journal, options(fixture, { now: () => new Date(later) }));
    expect(report.summary.byStatus).toEqual({ '20': 2 });
    expect(report.summary.stuck.map((s) => [s.check.invoice.invoiceNumber, s.days])).toEqual([
      ['R-1', 20],
      ['R-2', 20],
    ]);

    fixture.sandbox.injectNext({ status: 504, body: '<html>gateway</html>', route: 'create', afterProcessing: true });
    await fixture.upload('june.csv', [{ number: 'R-9', amount: '9.0000', currency: 'EUR' }]);
    const withDoubt = await reconcileInvoices(fixture.journal, options(fixture));
    expect(withDoubt.inDoubt.map((row) => row.invoiceNumber)).toEqual(['R-9']);
  });

  it('only asks about invoices created since the day given', async () => {
    fixture = await reconcileFixture();
    await fixture.upload('may.csv', SPECS.slice(0, 1));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}${String(tomorrow.getMonth() + 1).padStart(2, '0')}${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(
      (await reconcileInvoices(fixture.journal, options(fixture, { selection: { since: day } }))).summary.checked,
    ).toBe(0);
    expect((await reconcileInvoices(fixture.journal, options(fixture, { selection: {} }))).summary.checked).toBe(1);
  });

  it('goes on in Status (2) and Changes (2), header repeated, past the row limit', async () => {
    fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('may.csv', SPECS);
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    // A limit of 2 rows stands for Excel's 1,048,576.
    const file = await fixture.writeWorkbook(report, { maxRows: 2 });
    const workbook = await readBook(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Status',
      'Status (2)',
      'Status (3)',
      'Changes',
      'Changes (2)',
      'Changes (3)',
      'Legend',
    ]);
    // Every table has a filter and every sheet prints landscape, its header on each page; all but
    // Status (its own groups) and Changes one page wide, Changes in readable pages across.
    for (const sheet of workbook.worksheets) {
      expect(sheet.pageSetup.orientation, sheet.name).toBe('landscape');
      if (sheet.name.startsWith('Status')) expect(sheet.pageSetup.fitToPage, sheet.name).toBe(false);
      else if (sheet.name.startsWith('Changes')) {
        expect(sheet.pageSetup.scale, sheet.name).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
        expect(sheet.pageSetup.printTitlesColumn, sheet.name).toMatch(/^[A-Z]:[A-Z]$/);
      } else expect(sheet.pageSetup, sheet.name).toMatchObject({ fitToWidth: 1, fitToHeight: 0 });
      expect(sheet.headerFooter.oddFooter, sheet.name).toContain('Page &P of &N');
      if (sheet.name !== 'Summary') expect(sheet.pageSetup.printTitlesRow, sheet.name).toBe('1:1');
      if (/^(Status|Changes)/.test(sheet.name)) {
        expect(sheet.autoFilter, sheet.name).toMatch(/^A1:[A-Z]+1$/);
        expect(sheet.views[0], sheet.name).toMatchObject({ state: 'frozen', ySplit: 1 });
      }
    }
    const numbers = ['Status', 'Status (2)', 'Status (3)'].map((name) =>
      (workbook.getWorksheet(name)!.getColumn(4).values as unknown[]).slice(1),
    );
    expect(numbers).toEqual([
      ['Invoice number', 'R-1'],
      ['Invoice number', 'R-2'],
      ['Invoice number', 'R-3'],
    ]);
  });

  it('prints Status readably: what a person reads on the first page across, the rest on pages after it', async () => {
    fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('may.csv', SPECS);
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    const file = await fixture.writeWorkbook(report, { maxRows: 2 });
    const workbook = await readBook(file);
    const parts = readZipParts(file);
    for (const [index, name] of ['Status', 'Status (2)'].entries()) {
      const sheet = workbook.getWorksheet(name)!;
      const headers = rowValues(sheet, 1);
      // No shrinking to one page wide (under 30 % for these columns): a scale a person reads on paper.
      expect(sheet.pageSetup, name).toMatchObject({ orientation: 'landscape', fitToPage: false });
      expect(sheet.pageSetup.scale, name).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
      expect(sheet.pageSetup.printTitlesRow, name).toBe('1:1');
      expect(sheet.headerFooter.oddFooter, name).toContain('Page &P of &N');
      // Vendor and invoice number repeated at the left of every later page across: SPECS name no
      // vendor, so the vendor id takes the empty Vendor column's place.
      const [from, to] = sheet.pageSetup.printTitlesColumn!.split(':');
      expect([sheet.getCell(`${from}1`).value, sheet.getCell(`${to}1`).value], name).toEqual([
        'Vendor id',
        'Invoice number',
      ]);
      // exceljs does not read column breaks back: they are read from the sheet's XML.
      const xml = parts.find((part) => part.name === `xl/worksheets/sheet${index + 2}.xml`)!.data.toString();
      const breaks = [...xml.matchAll(/<colBreaks[^>]*>(.*?)<\/colBreaks>/g)].flatMap(([, inner]) =>
        [...inner!.matchAll(/<brk id="(\d+)"[^>]*man="1"/g)].map(([, id]) => Number(id)),
      );
      const pages = [0, ...breaks, headers.length]
        .slice(1)
        .map((end, page, ends) => headers.slice(page ? ends[page - 1] : 0, end));
      expect(pages.length, name).toBe(4);
      expect(pages[0], name).toEqual([
        'Check',
        'Status',
        'Vendor id',
        'Invoice number',
        'Invoice date',
        'Amount',
        'Currency',
        'Pending approvers',
      ]);
      expect(pages[1], name).toEqual(expect.arrayContaining(['Previous status', 'Last action', 'Detail']));
      expect(pages[2], name).toEqual(
        expect.arrayContaining(['Posting date', 'Document number', 'Clearing document', 'Cheque number']),
      );
      expect(pages[3], name).toEqual(expect.arrayContaining(['Source file', 'Instance id']));
      expect(pages[3], name).not.toContain('Vendor id');
      // At that scale each page across (the repeated titles with it) fits a landscape Letter page inside its margins.
      const pxOf = (columns: number[]) =>
        columns.reduce((sum, column) => sum + sheet.getColumn(column).width! * 9.3 + 5, 0);
      const { left, right } = sheet.pageSetup.margins!;
      const printable = (11 - left - right) * 96;
      const titles = [headers.indexOf('Vendor id') + 1, headers.indexOf('Invoice number') + 1];
      let first = 1;
      for (const [page, columns] of pages.entries()) {
        const numbers = columns.map((_, offset) => first + offset);
        first += columns.length;
        const width = (pxOf(numbers) + (page ? pxOf(titles) : 0)) * (sheet.pageSetup.scale! / 100);
        expect(width, `${name} page ${page + 1} across`).toBeLessThanOrEqual(printable);
      }
    }
  });

  it('writes readable headers (the API name in a note), date cells, the Check word in its colour, and a Legend of each', async () => {
    fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload(
      'may.csv',
      SPECS.map((spec) => ({ ...spec, vendorName: `Vendor ${spec.number}` })),
    );
    await reconcileInvoices(fixture.journal, options(fixture));
    await reconcileInvoices(fixture.journal, options(fixture));
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    const file = await fixture.writeWorkbook(report, { dateStyle: compileDateStyle('dd/mm/yyyy') });
    const today = localDay(new Date().toISOString());
    expect(basename(file)).toMatch(new RegExp(`^reconcile-journal-created-${today}-\\d{8}-\\d{6}\\.xlsx$`));

    const workbook = await readBook(file);
    const status = workbook.getWorksheet('Status')!;
    const headers = rowValues(status, 1);
    const zone = zoneText(report.startedAt);
    expect(headers).toEqual(STATUS_COLUMNS.map((c) => columnHeader(c, zone)));
    expect(headers.slice(0, 7)).toEqual([
      'Check',
      'Status',
      'Vendor',
      'Invoice number',
      'Invoice date',
      'Amount',
      'Currency',
    ]);
    expect(headers).toContain('Previous status');
    // No header is a SAP or API code; the code is the header's note.
    for (const code of ['BUKRS', 'BELNR', 'GJAHR', 'BUDAT', 'AUGBL', 'CURRNT_STS', 'E_INSTANCE_ID']) {
      expect(headers).not.toContain(code);
      const column = STATUS_COLUMNS.findIndex((c) => c.apiName?.includes(code)) + 1;
      expect(column, code).toBeGreaterThan(0);
      expect(JSON.stringify(status.getRow(1).getCell(column).note), code).toContain(code);
    }
    const cell = (name: string) => status.getRow(2).getCell(headers.indexOf(name) + 1);
    expect(cell('Check').value).toBe('changed');
    expect(cell('Check').fill).toMatchObject({ fgColor: { argb: checkColor('changed') } });
    expect([cell('Status').value, cell('Previous status').value, cell('Vendor').value]).toEqual([
      'Posted',
      'In approval',
      'Vendor R-1',
    ]);
    expect(cell('Invoice date').value).toEqual(new Date(Date.UTC(2026, 3, 30)));
    expect(cell('Invoice date').numFmt).toBe('dd/mm/yyyy');
    expect(cell('Amount').value).toBe(1000.1);
    // The currency's decimal places, as the terminal and the results workbook show it.
    expect([cell('Currency').value, cell('Amount').numFmt]).toEqual(['EUR', '#,##0.00']);
    expect(cell('Posting date').value).toBeInstanceOf(Date);
    expect(cell("Last action at (the finance system's clock)").value).toBeInstanceOf(Date);
    expect(cell("Last action at (the finance system's clock)").numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(cell(`In status since (${zone})`).value).toBeInstanceOf(Date);
    expect(String(cell('Last action').value)).not.toMatch(/\d{14}/);
    expect(cell('Fiscal year').value).toBe(new Date().getFullYear());
    expect(String(cell('Document number').value)).toMatch(/^51\d{8}$/);
    expect(cell('Source file').value).toBe('may.csv');

    const legend = workbook.getWorksheet('Legend')!;
    expect(legend.getRow(1).getCell(1).value).toBe('Check');
    const words = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => legend.getRow(n).getCell(1).value);
    expect(words).toEqual([
      'not known to the finance system',
      'check failed',
      'status not listed',
      'stuck',
      'changed',
      'not checked',
      'first check',
      'no change',
    ]);
    expect(legend.getRow(6).getCell(1).fill).toMatchObject({ fgColor: { argb: checkColor('changed') } });

    const changes = workbook.getWorksheet('Changes')!;
    expect(changes.rowCount).toBe(4);
    const changeHeaders = rowValues(changes, 1);
    const change = (name: string) => changes.getRow(2).getCell(changeHeaders.indexOf(name) + 1).value;
    expect([change('Vendor'), change('From status'), change('To status')]).toEqual([
      'Vendor R-1',
      'In approval',
      'Posted',
    ]);
    expect(change(`Checked (${zone})`)).toBeInstanceOf(Date);

    const summary = workbook.getWorksheet('Summary')!;
    const texts: string[] = [];
    summary.eachRow((r) =>
      texts.push(
        (r.values as unknown[])
          .slice(1)
          .map((v) => (v === undefined || v === null ? '' : String(v)))
          .join('|'),
      ),
    );
    expect(texts).toContain('Posted|25|EUR|2|1000.3');
    expect(texts).toContain('Posted|25|USD|1|5.05');
    expect(texts).toContain('Invoices checked|3');
    expect(texts.find((t) => t.startsWith('Final statuses|28'))).toMatch(/not checked again/);
    expect(texts.some((t) => t.startsWith('Final status codes'))).toBe(false);
    expect(summary.getRow(3).getCell(2).value).toBeInstanceOf(Date);

    const json = reconcileJson(report, 'sandbox (test)', file);
    expect(json).toMatchObject({ checked: 3, byStatus: { '25': 3 }, changed: 3, errors: 0, workbook: file });
    expect(json.results[0]).toMatchObject({
      invoiceNumber: 'R-1',
      amount: '1000.1000',
      status: '25',
      previousStatus: '20',
      changed: true,
      error: null,
    });
    expect(Object.keys(json.results[0]!)).not.toContain('vendorName');
  });

  it("shows the Summary amounts in their currency's decimal places, the in-doubt ones too", async () => {
    fixture = await reconcileFixture();
    await fixture.upload('may.csv', [
      { number: 'C-1', amount: '1000.1000', currency: 'EUR' },
      { number: 'C-2', amount: '1100.0000', currency: 'JPY' },
      { number: 'C-3', amount: '105.1300', currency: 'KWD' },
    ]);
    fixture.sandbox.injectNext({ status: 504, body: '<html>gateway</html>', route: 'create', afterProcessing: true });
    await fixture.upload('june.csv', [{ number: 'C-9', amount: '9000.0000', currency: 'JPY' }]);
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    const file = await fixture.writeWorkbook(report);
    const summary = (await readBook(file)).getWorksheet('Summary')!;
    const formats: string[] = [];
    summary.eachRow((row) => {
      const values = rowValues(row.worksheet, row.number);
      const amount = row.getCell(5);
      if (typeof amount.value === 'number' && /^(EUR|JPY|KWD)$/.test(String(row.getCell(3).value)))
        formats.push(`${String(row.getCell(3).value)} ${amount.value} ${amount.numFmt}`);
      // No vendor name: the in-doubt table begins with the vendor id, the currency and amount after the number.
      if (values[1] === 'C-9')
        formats.push(`in doubt ${String(values[2])} ${String(values[3])} ${row.getCell(4).numFmt}`);
    });
    expect(formats).toEqual([
      'EUR 1000.1 #,##0.00',
      'JPY 1100 #,##0',
      'KWD 105.13 #,##0.000',
      'in doubt JPY 9000 #,##0',
    ]);
  });

  it.each(['sqlite', 'postgres'] as const)(
    'reads vendor name, invoice date and source file from a %s journal, and names the file for it',
    async (backend) => {
      fixture = await reconcileFixture({}, backend === 'postgres' ? await testPostgresUrl() : undefined);
      await fixture.upload('june.csv', [{ ...SPECS[0]!, vendorName: 'Müller & Söhne GmbH' }]);
      const report = await reconcileInvoices(fixture.journal, options(fixture));
      expect(report.checks[0]!.invoice).toMatchObject({
        vendorName: 'Müller & Söhne GmbH',
        invoiceDate: '20260430',
        sourceFile: 'june.csv',
      });
      const name = reconciliationFileName('out', report, { journal: fixture.journalFile });
      const database = backend === 'postgres' ? new URL(fixture.journalFile).pathname.slice(1) : 'journal';
      expect(name).toMatchObject({ base: `reconcile-${database}-created-${localDay(new Date().toISOString())}` });
    },
  );

  it('colours a failed check and a stuck invoice, and names a gateway error page by its title, never its HTML', async () => {
    fixture = await reconcileFixture({ advance: 'per-call', stuckRate: 1 });
    await fixture.upload('may.csv', SPECS);
    await reconcileInvoices(fixture.journal, options(fixture));
    await reconcileInvoices(fixture.journal, options(fixture));
    const target = fixture.sandbox.target({ retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    fixture.sandbox.injectNext({ status: 502, body: gatewayPage(502), route: 'status' });
    const later = Date.now() + 20 * 86_400_000;
    const report = await reconcileInvoices(
      fixture.journal,
      options(fixture, { target, concurrency: 1, now: () => new Date(later) }),
    );
    const failed = report.checks.find((c) => !c.ok);
    expect(failed && !failed.ok && failed.error).toBe('HTTP 502 Bad Gateway: an error page instead of a status');
    const file = await fixture.writeWorkbook(report);
    const status = (await readBook(file)).getWorksheet('Status')!;
    const headers = rowValues(status, 1);
    const rows = [2, 3, 4].map((n) => status.getRow(n));
    const at = (row: (typeof rows)[number], name: string) => row.getCell(headers.indexOf(name) + 1);
    expect(rows.map((row) => at(row, 'Check').value)).toEqual(['check failed', 'stuck', 'stuck']);
    expect(at(rows[0]!, 'Check').fill).toMatchObject({ fgColor: { argb: checkColor('check failed') } });
    expect(at(rows[1]!, 'Check').fill).toMatchObject({ fgColor: { argb: checkColor('stuck') } });
    expect(String(at(rows[0]!, 'Detail').value)).not.toMatch(/[<>]/);
  });
});

describe('the Status sheet, vendor names as finance systems write them', () => {
  it('wraps each vendor within its column, set to the left (right-to-left ones too), never cut or run into the invoice number', async () => {
    const vendors = [
      'Internationale Verlags- und Medienvertriebsgesellschaft mit beschränkter Haftung, Zweigniederlassung Frankfurt am Main',
      'شركة الخليج للتجارة العامة ذ.م.م',
      'חברת המסחר הבינלאומית בע"מ',
      '株式会社東京商事国際貿易部門',
      'ACME',
    ];
    fixture = await reconcileFixture();
    await fixture.upload(
      'names.csv',
      vendors.map((vendorName, n) => ({ number: `CN-${n}`, amount: '1.0000', currency: 'EUR', vendorName })),
    );
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    const file = await fixture.writeWorkbook(report);
    const status = (await readBook(file)).getWorksheet('Status')!;
    const headers = rowValues(status, 1);
    const at = headers.indexOf('Vendor') + 1;
    const width = status.getColumn(at).width!;
    for (let n = 2; n <= status.rowCount; n += 1) {
      const cell = status.getRow(n).getCell(at);
      expect(vendors).toContain(cell.value);
      expect(cell.alignment, String(cell.value)).toMatchObject({ horizontal: 'left', wrapText: true });
      // A name longer than its column is given the lines it takes.
      if (String(cell.value).length > width) expect(status.getRow(n).height, String(cell.value)).toBeGreaterThan(15);
      // Every cell of a row starts at its top, as wrapped text does: a number at the foot of a tall
      // row reads as the first line of the row below (INV-00000 beside the next invoice's vendor).
      for (let column = 1; column <= headers.length; column += 1) {
        const any = status.getRow(n).getCell(column);
        expect(any.alignment?.vertical, `${String(headers[column - 1])} of ${String(cell.value)}`).toBe('top');
      }
    }
  });
});
