/**
 * A ledger's mutations name the expense account of each line as the booking's contra account:
 * Dutch `Tegenrekening`, German `Gegenkonto`, beside the creditors' account (`Rekening`, `Konto`)
 * that repeats one number on every row. The contra account is each line's GLAccount.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const LEDGERS = [
  ['Boekstuk', 'Datum', 'Relatie', 'Factuurnummer', 'Rekening', 'Tegenrekening', 'Bedrag excl. BTW', 'BTW-bedrag'],
  ['Belegnr.', 'Datum', 'Lieferant', 'Rechnungsnummer', 'Konto', 'Gegenkonto', 'Netto', 'USt-Betrag'],
] as const;

const money = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

function write(
  headers: readonly string[],
  accountOf = (n: number) => ['4100', '4120', '4155', '4180'][n % 4]!,
): string {
  const rows = [headers.join(';')];
  let booking = 700;
  for (let i = 0; i < 8; i++) {
    const supplier = ['Müller GmbH', 'Café Lumière', 'Nordlicht AG'][i % 3]!;
    const day = `${String(3 + i * 3).padStart(2, '0')}-0${1 + (i % 3)}-2024`;
    for (let line = 0; line < 1 + (i % 2); line++) {
      const net = 12500 + i * 3710 + line * 991;
      const account = accountOf(i + line);
      rows.push(
        [booking, day, supplier, `R24${300 + i}`, '1600', account, money(net), money(Math.round(net * 0.21))].join(';'),
      );
    }
    booking++;
  }
  const file = join(makeTempDir('contra-account'), 'mutaties.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer on a ledger with a contra account column', () => {
  it.each(LEDGERS.map((headers) => ({ contra: headers[5], headers })))(
    'reads "$contra" as the line’s GLAccount',
    async ({ headers }) => {
      const yaml = await inferMapping(write(headers));
      const items = (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
      expect(items.GLAccount, yaml).toBe(headers[5]);
    },
  );
});

describe("mapping infer on an export whose contra account is the other party's bank account", () => {
  // Dutch bank and payment exports name the counterparty's IBAN `Tegenrekening`: no ledger account.
  const IBANS = ['NL91ABNA0417164300', 'NL20INGB0001234567', 'DE89370400440532013000', 'NL39 RABO 0300 0652 64'];
  it.each(LEDGERS.map((headers) => ({ contra: headers[5], headers })))(
    'never reads "$contra" holding IBANs as the line’s GLAccount',
    async ({ headers }) => {
      const yaml = await inferMapping(write(headers, (n) => IBANS[n % 4]!));
      const items = (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
      expect(items.GLAccount, yaml).toBeUndefined();
    },
  );
});
