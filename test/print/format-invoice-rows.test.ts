import { describe, expect, it } from 'vitest';
import { formatInvoiceRows } from '../../src/print/format-invoice-rows.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';

const row = (n: number, targetIdentity = 'https://erp.alpha.example/erp/invoicing/qa') =>
  ({
    runId: 7,
    targetIdentity,
    invoiceId: `ID-${n}`,
    payeeId: '0000100001',
    invoiceNumber: `F-${n}`,
    state: 'failed',
    instanceId: null,
    updatedAt: '2025-01-31T10:00:05.000Z',
    detail: 'HTTP 401',
    eMessage: null,
  }) as InvoiceRow;

describe('formatInvoiceRows', () => {
  it('ends a list cut by its limit with how many match in all and how to see them', () => {
    const lines = formatInvoiceRows([row(2), row(1)], 299_996)
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('Showing the newest 2 of 299,996 matching invoices; --limit N shows more, --limit 0 all.');
  });

  it('names the target of each row only when rows of more than one are listed', () => {
    expect(formatInvoiceRows([row(1), row(2)])).not.toContain('Target');
    const lines = formatInvoiceRows([row(2, 'https://erp.beta.example/erp/invoicing/qa'), row(1)]).split('\n');
    expect(lines[0]).toMatch(/^Run +Target +InvoiceId /);
    expect(lines.slice(1, 3).map((line) => line.split(/ +/)[1])).toEqual(['erp.beta.example', 'erp.alpha.example']);
  });

  it('adds nothing to a whole list', () => {
    expect(
      formatInvoiceRows([row(1)], 1)
        .trimEnd()
        .split('\n'),
    ).toHaveLength(2);
    expect(
      formatInvoiceRows([row(1)])
        .trimEnd()
        .split('\n'),
    ).toHaveLength(2);
    expect(formatInvoiceRows([], 0)).toBe('No invoices match.\n');
  });

  it('shows a row still sending (its run live: recovery settles a gone one first) as being sent, not in doubt', () => {
    const sending = { ...row(3), state: 'sending', detail: null } as InvoiceRow;
    const [, line] = formatInvoiceRows([sending]).trimEnd().split('\n');
    expect(line).toMatch(/ being sent /);
    expect(line).not.toContain('in doubt  ');
    expect(line).toContain('run 7 is live: sent, no answer yet; in doubt only if that run ends without one');
  });

  it('shows a row still staged (its run live: recovery settles a gone one first) as to be sent, not as not sent', () => {
    const staged = { ...row(4), state: 'staged', detail: null } as InvoiceRow;
    const [, line] = formatInvoiceRows([staged]).trimEnd().split('\n');
    expect(line).toMatch(/ to be sent /);
    expect(line).not.toContain('not sent  ');
    expect(line).toContain('run 7 is live: not yet sent; that run sends it, or says not sent if it stops');
  });

  it('gives each row its amount and currency, as the terminal writes amounts, right-aligned', () => {
    const amounts = [
      { ...row(1), invoiceAmount: '-7887.7200', currencyCode: 'USD' },
      { ...row(2), invoiceAmount: '41935.0000', currencyCode: 'JPY' },
      { ...row(3), invoiceAmount: null, currencyCode: null },
    ] as InvoiceRow[];
    const lines = formatInvoiceRows(amounts).trimEnd().split('\n');
    expect(lines[0]).toMatch(/ Instance +Amount +Currency +Updated \(UTC\) +Detail$/);
    expect(lines[1]).toContain('  -7,887.72  USD  ');
    expect(lines[2]).toContain('     41,935  JPY  ');
    expect(lines[1]!.indexOf('USD')).toBe(lines[2]!.indexOf('JPY'));
  });

  it('says where a Detail cut to fit is whole, and shows it whole with wide', () => {
    const note =
      'resolved on 2026-12-01 00:27 UTC by root@vm (in doubt since 2026-12-01 00:26 UTC): created as instance 0030000028; checked in the ledger by the AP lead, ticket FIN-2231';
    const noted = { ...row(1), state: 'created', instanceId: '0030000028', detail: note } as InvoiceRow;
    const cut = formatInvoiceRows([noted, row(2)])
      .trimEnd()
      .split('\n');
    expect(cut[1]).not.toContain('FIN-2231');
    expect(cut.at(-1)).toBe(
      "1 Detail is cut to 80 characters (…): journal --wide shows every Detail whole, journal show <InvoiceId> an invoice's whole trail.",
    );
    const whole = formatInvoiceRows([noted, row(2)], 2, undefined, { wide: true })
      .trimEnd()
      .split('\n');
    expect(whole[1]!.endsWith(note)).toBe(true);
    expect(whole).toHaveLength(3);
  });
});
