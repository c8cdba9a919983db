/**
 * A currency column of ISO 4217 codes with one stray value (`XYZ` typed on one invoice of a
 * portal's month) is still the currency column: the proposal maps it, and the import reports the
 * one row at its cell. A system's own codes that recur (PES, RMB) still keep the column out, and
 * the note names those codes, not the ISO ones beside them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { holdsStrayCurrency } from '../../../src/mapping/infer/read-stray-currency.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** `count` codes cycling through `iso`, with `odd` written on the rows `oddRows` picks. */
function codes(count: number, iso: readonly string[], odd: string, oddRows: (i: number) => boolean): string[] {
  return Array.from({ length: count }, (_, i) => (oddRows(i) ? odd : iso[i % iso.length]!));
}

describe('holdsStrayCurrency', () => {
  // [codes, stray]: what portals and ledgers write.
  const cases: [string, string[], boolean][] = [
    ['one XYZ among 200 EUR/CHF', codes(200, ['EUR', 'EUR', 'CHF'], 'XYZ', (i) => i === 77), true],
    ['two EURO-like codes among 150', codes(150, ['EUR', 'USD'], 'EUO', (i) => i === 3 || i === 90), true],
    ['PES on every other row', codes(200, ['USD'], 'PES', (i) => i % 2 === 0), false],
    ['RMB on one row in ten', codes(200, ['USD', 'HKD'], 'RMB', (i) => i % 10 === 0), false],
    ['one odd code in a sample of eight', codes(8, ['EUR'], 'XYZ', (i) => i === 2), false],
    ['only ISO codes', codes(200, ['EUR', 'USD'], 'EUR', () => false), false],
  ];
  for (const [name, texts, stray] of cases)
    it(`${stray ? 'reads' : 'does not read'} ${name} as a stray code`, () => {
      expect(holdsStrayCurrency(texts)).toBe(stray);
    });
});

function portal(currencies: readonly string[]): string {
  const rows = [['Lieferantennr.', 'Rechnungsnummer', 'Rechnungsdatum', 'Währung', 'Rechnungsbetrag brutto'].join(';')];
  currencies.forEach((c, i) =>
    rows.push(
      [
        String(100100 + (i % 23)),
        `PX-${26110000 + i}`,
        `${String(1 + (i % 28)).padStart(2, '0')}.11.2026`,
        c,
        `${1000 + i},${String(i % 100).padStart(2, '0')}`,
      ].join(';'),
    ),
  );
  const file = join(makeTempDir('stray-currency'), 'rechnungen.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and a currency column with a stray code', () => {
  it('maps the column where one row of 180 holds a code ISO does not list', async () => {
    const yaml = await inferMapping(portal(codes(180, ['EUR', 'EUR', 'CHF'], 'XYZ', (i) => i === 77)));
    expect((parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.CurrencyCode, yaml).toBe('Währung');
  });

  it("leaves a column of a system's own codes out, naming them", async () => {
    const yaml = await inferMapping(portal(codes(180, ['USD'], 'PES', (i) => i % 3 === 0)));
    expect((parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.CurrencyCode, yaml).toBeUndefined();
    expect(yaml).not.toMatch(/the column holds codes like "USD"/);
  });
});
