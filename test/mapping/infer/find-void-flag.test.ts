/**
 * ERPs that keep an annulled document in their list mark it in a yes/no column named for the
 * annulment (PRIMAVERA's `Anulado` Sim / Não, `Voided` Yes / No, `Storniert` Ja / Nein): `mapping
 * infer` skips the rows that say yes by a rule on that column. Generated space over the flag
 * headers and yes/no words of real exports and where the flagged rows fall; a column of one answer
 * only, or a yes/no column named for something else, gives no rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCancelledRows } from '../../../src/mapping/infer/find-cancelled-rows.js';
import type { SampledTable } from '../../../src/mapping/infer/sampled-table.js';

const FLAGS: readonly { headers: readonly string[]; yes: string; no: string }[] = [
  { headers: ['Anulado', 'Anulada', 'Documento anulado'], yes: 'Sim', no: 'Não' },
  { headers: ['Anulado', 'Anulada'], yes: 'Sí', no: 'No' },
  { headers: ['Voided', 'Void', 'Is Voided', 'Cancelled'], yes: 'Yes', no: 'No' },
  { headers: ['Voided', 'Cancelled'], yes: 'Y', no: 'N' },
  { headers: ['Voided', 'Cancelled'], yes: 'TRUE', no: 'FALSE' },
  { headers: ['Storniert', 'Annulliert'], yes: 'Ja', no: 'Nein' },
  { headers: ['Annulé', 'Annulée'], yes: 'Oui', no: 'Non' },
  { headers: ['İptal'], yes: 'Evet', no: 'Hayır' },
  { headers: ['Аннулирован', 'Отменен'], yes: 'Да', no: 'Нет' },
];

function tableOf(header: string, flags: readonly string[]): SampledTable {
  const rows = flags.map((s, i) => ({
    file: 'docs.xlsx',
    sheet: 'Docs',
    row: i + 2,
    cells: [
      { kind: 'text' as const, text: `VFA 2024/${i + 1}` },
      { kind: 'number' as const, text: String(100 + i) },
      { kind: 'text' as const, text: s },
    ],
  }));
  return {
    file: 'docs.xlsx',
    type: 'xlsx',
    sheet: 'Docs',
    headerRow: 1,
    headers: ['Número', 'Total', header],
    rows,
    complete: true,
  };
}

const rowsOf = (yes: string, no: string) =>
  fc.array(fc.boolean(), { minLength: 3, maxLength: 20 }).map((bs) => bs.map((b) => (b ? yes : no)));

describe('documents flagged annulled in a yes/no column', () => {
  it('skips exactly the rows whose flag says yes', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...FLAGS)
          .chain((f) => fc.tuple(fc.constant(f), fc.constantFrom(...f.headers), rowsOf(f.yes, f.no))),
        ([flag, header, flags]) => {
          fc.pre(flags.includes(flag.yes) && flags.includes(flag.no));
          const found = findCancelledRows(tableOf(header, flags));
          expect(found?.header).toBe(header);
          expect(found?.values).toEqual([flag.yes]);
        },
      ),
    );
  });

  it('finds none where every row answers alike, or where the yes/no column is named for something else', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...FLAGS)
          .chain((f) => fc.tuple(fc.constant(f), fc.constantFrom(...f.headers), rowsOf(f.yes, f.no))),
        fc.constantFrom('same', 'other header'),
        ([flag, header, flags], kind) => {
          const texts = kind === 'same' ? flags.map(() => (flags[0] === flag.yes ? flag.yes : flag.no)) : flags;
          expect(findCancelledRows(tableOf(kind === 'same' ? header : 'Pago', texts))).toBeUndefined();
        },
      ),
    );
  });
});
