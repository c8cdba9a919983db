/**
 * Icelandic purchase lists (Payday's innkaupareikningar, a ledger's list of lánardrottnar): the
 * invoice's number, date, total and net, its text, and the VAT (VSK) in one column or at each rate,
 * read by their Icelandic headers; VSK and the kennitala say the amounts are in krónur.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../../helpers/temp-dir.js';

type Mapping = {
  source?: Record<string, unknown>;
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: Record<string, unknown>;
};
const SUPPLIERS = ['Prentsmiðjan Oddi', 'Auglýsingastofan Pipar', 'Morgunblaðið'];

/** Eight invoices; `rates`: the VAT at 24 % and 11 % in two columns, else one VSK column. */
function list(head: readonly string[], rates: boolean): string {
  const rows = [head.join(';')];
  for (let i = 0; i < 8; i++) {
    const net = 120_000 + i * 7_315;
    const vat24 = i % 3 === 2 ? 0 : Math.round(net * 0.24);
    const vat11 = i % 3 === 2 ? Math.round(net * 0.11) : 0;
    const date = `${String(3 + i).padStart(2, '0')}.02.2024`;
    const kennitala = `${460_000 + (i % 3) * 11_111}-${2_390 + (i % 3)}`;
    const vat = rates ? [vat24, vat11] : [vat24 + vat11];
    rows.push(
      [
        date,
        SUPPLIERS[i % 3]!,
        kennitala,
        `R-${5_100 + i}`,
        `Auglýsing ${i + 1}`,
        net,
        ...vat,
        net + vat24 + vat11,
      ].join(';'),
    );
  }
  const file = join(makeTempDir('icelandic-words'), 'innkaup.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const LISTS = [
  {
    head: [
      'Dagsetning',
      'Birgir',
      'Kennitala',
      'Reikningsnúmer',
      'Skýring',
      'Upphæð án VSK',
      'VSK 24%',
      'VSK 11%',
      'Upphæð með VSK',
    ],
    rates: true,
    number: 'Reikningsnúmer',
    date: 'Dagsetning',
    gross: 'Upphæð með VSK',
    net: 'Upphæð án VSK',
    description: 'Skýring',
    tax: { formula: '[VSK 24%] + [VSK 11%]' },
  },
  {
    head: [
      'Reikningsdagur',
      'Lánardrottinn',
      'Kennitala',
      'Reikningsnr.',
      'Lýsing',
      'Samtals án VSK',
      'VSK',
      'Samtals með VSK',
    ],
    rates: false,
    number: 'Reikningsnr.',
    date: 'Reikningsdagur',
    gross: 'Samtals með VSK',
    net: 'Samtals án VSK',
    description: 'Lýsing',
    tax: 'VSK',
  },
];

describe('mapping infer on Icelandic purchase lists', () => {
  for (const l of LISTS) {
    it(`reads "${l.number}", "${l.date}", "${l.gross}", "${l.net}" and the VSK, in ISK`, async () => {
      const m = parse(await inferMapping(list(l.head, l.rates))) as Mapping;
      expect(m.source?.dateFormats).toEqual(['DD.MM.YYYY']);
      expect(m.invoice?.Invoice_Number).toBe(l.number);
      expect(m.invoice?.Invoice_Date).toBe(l.date);
      expect(m.invoice?.Invoice_Amount).toBe(l.gross);
      expect(m.invoice?.CurrencyCode).toEqual({ value: 'ISK' });
      expect(m.items?.Amount).toBe(l.net);
      expect(m.items?.Description).toBe(l.description);
      expect(m.items?.Tax).toEqual(l.tax);
      expect(m.checks?.sumLines).toBe('gross');
    });
  }
});
