/**
 * What Intl.NumberFormat writes for an amount in a currency, in any locale, is either read back
 * as that very amount on an invoice in that currency or a problem at its cell, never another
 * value; on an invoice in a currency its sign cannot stand for, it is always a problem.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { isIsoCurrency } from '../../src/invoice/currency-minor-units.js';
import { markerCurrencies } from '../../src/mapping/currency-marker.js';
import { intlSignSources } from '../../src/mapping/derive-currency-signs.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { makeTempFolder } from '../sheets/sheet-files.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('intl-amounts-read-back');
afterAll(() => temp.remove());

const POINT = mappingOf(`source: { decimalSeparator: "." }\n${ONE_ROW_MAPPING}`);
const COMMA = mappingOf(`source: { decimalSeparator: ",", thousandsSeparator: "." }\n${ONE_ROW_MAPPING}`);

const SOURCES = intlSignSources();
/** Regions' own locales, whose signs differ from their language's (T$, DA, د.ج., F CFA, VT, Ksh, ٫). */
const REGIONAL = ['to-TO', 'fr-DZ', 'ar-DZ', 'fr-BJ', 'en-VU', 'fr-HT', 'en-KE', 'pt-CV', 'ar-KW', 'de-CH', 'en-IN'];
const LOCALES = [...SOURCES.languages, ...REGIONAL];
const CURRENCIES = SOURCES.currencies.filter(isIsoCurrency);
const INVISIBLE = /[\u061c\u200b\u200e\u200f]/g;

interface Written {
  locale: string;
  currency: string;
  display: 'symbol' | 'narrowSymbol' | 'code';
  accounting: boolean;
  minor: bigint;
}

const written = fc.record({
  locale: fc.constantFrom(...LOCALES),
  currency: fc.constantFrom(...CURRENCIES),
  display: fc.constantFrom('symbol' as const, 'narrowSymbol' as const, 'code' as const),
  accounting: fc.boolean(),
  minor: fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n }),
});

/** The formatter, the amount's text, the decimal it stands for in four places, and the sign it shows. */
function write(w: Written) {
  const format = new Intl.NumberFormat(w.locale, {
    style: 'currency',
    currency: w.currency,
    currencyDisplay: w.display,
    currencySign: w.accounting ? 'accounting' : 'standard',
  });
  const places = format.resolvedOptions().maximumFractionDigits ?? 2;
  const digits = (w.minor < 0n ? -w.minor : w.minor).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).padEnd(4, '0');
  const decimal = `${w.minor < 0n ? '-' : ''}${whole}.${fraction.slice(0, places)}`;
  // A string is formatted exactly (no float in between).
  const text = format.format(decimal as unknown as number);
  const parts = format.formatToParts(decimal as unknown as number);
  const sign = (parts.find((part) => part.type === 'currency')?.value ?? '')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
  const comma = parts.find((part) => part.type === 'decimal')?.value === ',';
  const expected = `${w.minor < 0n ? '-' : ''}${whole}.${fraction}`;
  return { text, expected: expected === '-0.0000' ? '0.0000' : expected, sign, comma };
}

let files = 0;

/** Each `[currency, text]` as one invoice row's total, read with the decimal mark the text is written with. */
async function readTotals(comma: boolean, rows: readonly (readonly [string, string])[]): Promise<MappedInvoice[]> {
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
  rows.forEach(([currency, text], i) =>
    lines.push(`0000100001,N${i},2024-03-05,${currency},"${text.replaceAll('"', '""')}",1,0`),
  );
  return readAll(writeCsv(temp.dir, `intl-${files++}.csv`, lines), comma ? COMMA : POINT);
}

describe('an amount as Intl writes it', () => {
  it('is read back exactly on an invoice in its currency, or is a problem at its cell', async () => {
    let read = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(written, async (w) => {
        const { text, expected, comma } = write(w);
        const [invoice] = await readTotals(comma, [[w.currency, text]]);
        if (invoice!.problems.length === 0) {
          expect(invoice!.invoice!.Invoice_Amount, `${w.locale} ${w.currency} ${JSON.stringify(text)}`).toBe(expected);
          read++;
        } else {
          expect(invoice!.invoice).toBeUndefined();
          for (const problem of invoice!.problems) expect([problem.row, problem.column]).toEqual([2, 'Total']);
          refused++;
        }
      }),
      { numRuns: 300 },
    );
    // A property every refusal would pass proves nothing: most amounts must be read.
    expect(read).toBeGreaterThan(refused);
  });

  it('is a problem at its cell on an invoice in a currency its sign cannot stand for', async () => {
    await fc.assert(
      fc.asyncProperty(written, fc.constantFrom(...CURRENCIES), async (w, other) => {
        const { text, sign, comma } = write(w);
        fc.pre(sign !== '' && other !== w.currency && !markerCurrencies(sign).includes(other));
        const [invoice] = await readTotals(comma, [[other, text]]);
        expect(invoice!.invoice, `${w.locale} ${w.currency} ${JSON.stringify(text)} on ${other}`).toBeUndefined();
        // Its sign's problem, and the currency's places' when they differ too: all at its cell.
        expect(invoice!.problems.length).toBeGreaterThan(0);
        for (const problem of invoice!.problems) expect([problem.row, problem.column]).toEqual([2, 'Total']);
      }),
      { numRuns: 200 },
    );
  });
});
