/**
 * Israeli accounting exports of one row per document (Hashavshevet's and Priority's supplier
 * movements): the net before VAT, the VAT and the gross under any of the Hebrew row's gross words,
 * a movement type whose supplier credits (זיכוי ספק) are written unsigned. Generated space over the
 * gross words, the types' words and where the credits fall. Property: the gross is the invoice
 * amount, and the net, the VAT and the gross are each signed by the movement type.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** The gross as Israeli systems head it: Hashavshevet's סכום כולל, Priority's סה"כ כולל מע"מ, and the short forms. */
const GROSS = ['סכום כולל', 'סה"כ כולל מע"מ', 'סכום כולל מע"מ', 'סה"כ'];
const VENDORS = ['Acme Media', 'Globex Print', 'Initech Radio', 'Umbrella Outdoor'];
/** [invoice, credit] as the movement types write them. */
const TYPES: readonly (readonly [string, string])[] = [
  ['חשבונית ספק', 'זיכוי ספק'],
  ['חשבונית מס', 'חשבונית זיכוי'],
];

function write(gross: string, types: readonly [string, string], credits: readonly boolean[], seed: number): string {
  const rows = [
    ['מספר תנועה', 'סוג תנועה', 'אסמכתא', 'תאריך אסמכתא', 'שם חשבון', 'פרטים', 'סכום לפני מע"מ', 'מע"מ', gross],
  ];
  credits.forEach((credit, i) => {
    const net = 10000 + ((seed * 31 + i * 977) % 90000);
    const vat = Math.round(net * 0.17);
    rows.push([
      String(18230 + i * 4),
      credit ? types[1] : types[0],
      String(5000 + seed + i),
      `${String((i % 28) + 1).padStart(2, '0')}/03/24`,
      VENDORS[(i + seed) % 4]!,
      `Campaign ${i + 1}`,
      (net / 100).toFixed(2),
      (vat / 100).toFixed(2),
      ((net + vat) / 100).toFixed(2),
    ]);
  });
  const file = join(makeTempDir('hebrew-movements'), 'tnuot.csv');
  writeFileSync(file, `${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`);
  return file;
}

type Mapped = { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

describe('mapping infer and Hebrew supplier movements', () => {
  it('takes every Hebrew gross word for the invoice amount, signed by the movement type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GROSS),
        fc.constantFrom(...TYPES),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 14 }),
        fc.nat(500),
        async (gross, types, credits, seed) => {
          fc.pre(credits.filter(Boolean).length >= 2 && credits.filter((c) => !c).length >= 4);
          const yaml = await inferMapping(write(gross, types, credits, seed));
          const m = parse(yaml) as Mapped;
          const sign = `IF([סוג תנועה] = "${types[1]}", -1, 1) * `;
          expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: `${sign}[${gross}]` });
          expect(m.items?.Amount, yaml).toEqual({ formula: `${sign}[סכום לפני מע"מ]` });
          expect(m.items?.Tax, yaml).toEqual({ formula: `${sign}[מע"מ]` });
        },
      ),
      { numRuns: 30 },
    );
  });
});
