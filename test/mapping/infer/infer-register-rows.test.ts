/**
 * Purchase registers as European accounting packages print them (Zucchetti's registro IVA, Money
 * S3's kniha faktur, Jortt's inkoopfacturen): two-digit years written with dashes (`05-01-24`),
 * the register's registration date beside the document's own date, and total rows that name
 * what they total (`Totale registro`, `Celkem za 1/2024`, a bare `Celkem`). Generated space over
 * dates, header words, lines and where the totals fall. Property: the dates are read DD-MM-YY, the
 * document's date is the invoice date and the registration date only a doubt, and every total
 * row is skipped by a rule.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const VENDORS = ['Acme Media', 'Globex Print', 'Initech Radio', 'Umbrella Outdoor'];
const p2 = (n: number) => String(n).padStart(2, '0');
const dmy = (d: number, m: number, y: number) => `${p2(d)}-${p2(m)}-${p2(y % 100)}`;

/** [registration date, document date] as Italian registers head them. */
const DATES: readonly (readonly [string, string])[] = [
  ['Data reg.', 'Data doc.'],
  ['Data registrazione', 'Data documento'],
];
const TOTALS = ['Totale registro', 'Totale generale', 'Totale'];

type Mapped = {
  source?: { dateFormats?: string[]; skipRows?: Record<string, unknown>[] };
  invoice?: Record<string, unknown>;
};

function writeRegister(dates: readonly [string, string], total: string, days: readonly number[], seed: number): string {
  const rows: string[][] = [
    [
      'Prot.',
      dates[0],
      'Num. doc.',
      dates[1],
      'Ragione sociale',
      'Descrizione',
      'Imponibile',
      'Imposta',
      'Totale doc.',
    ],
  ];
  days.forEach((d, i) => {
    const net = 10000 + ((seed * 31 + i * 977) % 90000);
    const tax = Math.round(net * 0.22);
    const m = 1 + (i % 12);
    rows.push([
      `${101 + i}/A`,
      dmy(Math.min(28, d + 3), m, 2024),
      `FT-${seed + i}`,
      dmy(d, m, 2024),
      VENDORS[(i + seed) % 4]!,
      `Servizio ${i + 1}`,
      (net / 100).toFixed(2).replace('.', ','),
      (tax / 100).toFixed(2).replace('.', ','),
      ((net + tax) / 100).toFixed(2).replace('.', ','),
    ]);
  });
  rows.push([total, '', '', '', '', '', '1,00', '1,00', '']);
  const file = join(makeTempDir('register-rows'), 'registro.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and purchase registers', () => {
  it("reads DD-MM-YY, takes the document's date over the registration date, and skips the total row", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...DATES),
        fc.constantFrom(...TOTALS),
        fc.array(fc.integer({ min: 1, max: 28 }), { minLength: 6, maxLength: 14 }),
        fc.nat(500),
        async (dates, total, days, seed) => {
          // A day above 12 somewhere, or day and month could be read either way.
          fc.pre(days.some((d) => d > 12));
          const yaml = await inferMapping(writeRegister(dates, total, days, seed));
          const m = parse(yaml) as Mapped;
          expect(m.source?.dateFormats, yaml).toEqual(['DD-MM-YY']);
          expect(m.invoice?.Invoice_Date, yaml).toBe(dates[1]);
          expect(m.invoice?.Posted_Date, yaml).toBeUndefined();
          expect(yaml).toContain(`# Posted_Date: ${dates[0]}`);
          expect(m.source?.skipRows ?? [], yaml).toContainEqual(expect.objectContaining({ equals: total }));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('skips a Czech book\'s "Celkem za" subtotals and its "Celkem" total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 4 }),
        fc.nat(500),
        async (perMonth, seed) => {
          const rows: string[][] = [['Číslo', 'Doklad', 'Vystaveno', 'Firma', 'Text', 'Základ', 'DPH', 'Celkem']];
          let n = 0;
          perMonth.forEach((count, m) => {
            for (let i = 0; i < count; i++, n++) {
              const net = 10000 + ((seed * 31 + n * 977) % 90000);
              const tax = Math.round(net * 0.21);
              rows.push([
                `FP24${p2(31 + n)}`,
                `${seed + n}`,
                `${1 + (n % 28)}.${m + 1}.2024`,
                VENDORS[n % 4]!,
                `Reklama ${n}`,
                (net / 100).toFixed(2),
                (tax / 100).toFixed(2),
                ((net + tax) / 100).toFixed(2),
              ]);
            }
            rows.push([`Celkem za ${m + 1}/2024`, '', '', '', '', '1.00', '1.00', '2.00']);
          });
          rows.push(['Celkem', '', '', '', '', '3.00', '3.00', '6.00']);
          const file = join(makeTempDir('register-rows'), 'kniha.csv');
          writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
          const yaml = await inferMapping(file);
          const skips = (parse(yaml) as Mapped).source?.skipRows ?? [];
          expect(skips, yaml).toContainEqual(expect.objectContaining({ matches: '^Celkem za ' }));
          expect(skips, yaml).toContainEqual(expect.objectContaining({ equals: 'Celkem' }));
        },
      ),
      { numRuns: 15 },
    );
  });
});
