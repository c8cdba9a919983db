/**
 * `mapping infer` on a ledger's mutations export (e-Boekhouden's `Mutaties`, a German
 * `Buchungsliste`): one row per booking line with the booking's number repeated, and among the
 * invoices the payments of some of them, which carry the same supplier and invoice number. The
 * payments are skipped by a visible rule on the type column, and the booking's own number groups
 * the lines, one booking one invoice.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const LEDGERS = [
  {
    language: 'Dutch',
    headers: [
      'Mutatienr.',
      'Datum',
      'Soort',
      'Relatie',
      'Factuurnummer',
      'Omschrijving',
      'Bedrag excl. BTW',
      'BTW-bedrag',
    ],
    invoice: 'Factuur ontvangen',
    payment: 'Factuurbetaling verstuurd',
  },
  {
    language: 'German',
    headers: ['Buchungsnr.', 'Datum', 'Buchungsart', 'Lieferant', 'Rechnungsnummer', 'Text', 'Netto', 'USt-Betrag'],
    invoice: 'Eingangsrechnung',
    payment: 'Rechnungszahlung',
  },
] as const;

const money = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

function write(ledger: (typeof LEDGERS)[number]): string {
  const rows: string[] = [ledger.headers.join(';')];
  let booking = 412;
  for (let i = 0; i < 8; i++) {
    const supplier = ['Müller GmbH', 'Café Lumière', 'Nordlicht AG'][i % 3]!;
    const number = `R24${String(300 + i * 17)}`;
    const day = `${String(3 + i * 3).padStart(2, '0')}-0${1 + (i % 3)}-2024`;
    let total = 0;
    for (let line = 0; line < 1 + (i % 3); line++) {
      const net = 12500 + i * 3710 + line * 991;
      const tax = Math.round(net * 0.21);
      total += net + tax;
      rows.push([booking, day, ledger.invoice, supplier, number, `Line ${line + 1}`, money(net), money(tax)].join(';'));
    }
    booking++;
    if (i % 3 === 1) {
      rows.push([booking, day, ledger.payment, supplier, number, `Betaling ${number}`, money(total), '0,00'].join(';'));
      booking++;
    }
  }
  const file = join(makeTempDir('ledger-payments'), 'mutaties.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

interface Proposal {
  source?: { skipRows?: { column?: string; equals?: string | string[] }[] };
  layout?: { key?: string[] };
  invoice?: Record<string, unknown>;
}

describe('mapping infer on a ledger of bookings with payments among the invoices', () => {
  it.each(LEDGERS)('$language: skips the payments and groups by the booking number', async (ledger) => {
    const yaml = await inferMapping(write(ledger));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.source?.skipRows, yaml).toContainEqual(
      expect.objectContaining({ column: ledger.headers[2], equals: ledger.payment }),
    );
    expect(proposal.layout?.key, yaml).toEqual([ledger.headers[0]]);
    expect(proposal.invoice?.InvoiceId, yaml).toBe(ledger.headers[0]);
    expect(proposal.invoice?.Invoice_Number, yaml).toBe(ledger.headers[4]);
  });
});
