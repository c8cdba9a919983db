/**
 * The decimal separator is read from the amount columns infer knows by name, and where none of
 * them shows one (a header in words infer does not know: Czech `Částka`, Hungarian `Összeg`), from
 * the other columns of numbers, never from dates, ids or tax ids.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { readDecimalSeparator } from '../../../src/mapping/infer/read-decimal-separator.js';
import type { SampledTable } from '../../../src/mapping/infer/sampled-table.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const cents = fc.integer({ min: 1, max: 9_999_999 });
/** An amount as written with `decimal`: `1.234,56` or `1,234.56`, with or without thousands. */
const written = (value: number, decimal: ',' | '.', grouped: boolean) => {
  const whole = Math.floor(value / 100);
  const part = String(value % 100).padStart(2, '0');
  const group = decimal === ',' ? '.' : ',';
  const text = grouped ? whole.toLocaleString('en-US').replace(/,/g, group) : String(whole);
  return `${text}${decimal}${part}`;
};

/** Columns that are no amounts: D.M.YYYY dates, ids, a Brazilian CNPJ, a Polish NIP. */
const DECOYS: readonly ((i: number) => string)[] = [
  (i) => `${1 + (i % 28)}.${1 + (i % 12)}.2024`,
  (i) => String(7712345000 + i * 37),
  (i) => `${String(12 + (i % 9)).padStart(2, '0')}.345.678/0001-${10 + i}`,
  (i) => `526-10-${String(10 + i).slice(-2)}-${String(20 + i).slice(-2)}`,
];

function table(columns: readonly (readonly string[])[]): SampledTable {
  return {
    file: 'x.csv',
    type: 'csv',
    sheet: undefined,
    headerRow: 1,
    headers: columns.map((_, i) => `Sloupec ${i + 1}`),
    above: [],
    rows: columns[0]!.map((_, row) => ({
      row: row + 2,
      cells: columns.map((c) => ({ kind: 'text' as const, text: c[row]! })),
    })),
    complete: true,
  } as unknown as SampledTable;
}

describe('the decimal separator where no amount column is known by name', () => {
  it('is read from the columns of numbers beside dates and ids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<',' | '.'>(',', '.'),
        fc.array(cents, { minLength: 3, maxLength: 12 }),
        fc.boolean(),
        fc.subarray([0, 1, 2, 3]),
        (decimal, values, grouped, decoys) => {
          const amounts = values.map((v) => written(v, decimal, grouped));
          const others = decoys.map((d) => values.map((_, i) => DECOYS[d]!(i)));
          expect(readDecimalSeparator([], [table([...others, amounts])])).toBe(decimal);
        },
      ),
    );
  });

  it('is not read from text beside amounts that are number cells (an XLSX file: Minimax rates "9,5 %")', () => {
    // Number cells need no separator; a rate or a note written as text beside them decides nothing.
    const TEXTS: readonly ((v: number) => string)[] = [
      // A rate with a decimal digit: `12 %` shows no separator at all, and the check below needs one.
      (v) => `${Math.floor((v % 200) / 10)},${(v % 9) + 1} %`,
      (v) => written(v, ',', false),
      (v) => written(v, ',', true),
    ];
    fc.assert(
      fc.property(fc.array(cents, { minLength: 3, maxLength: 12 }), fc.integer({ min: 0, max: 2 }), (values, kind) => {
        const sample = table([values.map((v) => TEXTS[kind]!(v + 5))]);
        const numbers = values.map((v) => ({ kind: 'number' as const, text: `${Math.floor(v / 100)}.25` }));
        const withNumbers = {
          ...sample,
          headers: [...sample.headers, 'Osnova'],
          rows: sample.rows.map((r, i) => ({ ...r, cells: [...r.cells, numbers[i]!] })),
        } as unknown as SampledTable;
        expect(readDecimalSeparator([], [withNumbers])).toBe('.');
        // A rate under a header named like an amount (`Stopnja DDV` reads as VAT) is no amount either.
        if (kind === 0)
          expect(
            readDecimalSeparator(
              sample.rows.map((r) => cellText(r.cells[0])),
              [withNumbers],
            ),
          ).toBe('.');
        // Without the number cells the same text is all the file shows of its numbers.
        expect(readDecimalSeparator([], [sample])).toBe(',');
      }),
    );
  });

  it('follows the named amount columns where they show one', () => {
    expect(readDecimalSeparator(['12,50', '3,00'], [table([['1.5', '2.25', '3.75']])])).toBe(',');
  });
});

describe('mapping infer on a file whose amount headers are in words infer does not know', () => {
  it('reads 1.234,56 with a decimal comma', async () => {
    const rows = ['Dodavatel;Číslo faktury;Datum vystavení;Částka'];
    for (let i = 0; i < 6; i++) rows.push(`${2001 + (i % 3)};F-${i};2024-01-${10 + i};${1 + i}.234,${10 + i}`);
    const file = join(makeTempDir('decimal-unknown'), 'faktury.csv');
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    expect((parse(yaml) as { source: Record<string, unknown> }).source.decimalSeparator, yaml).toBe(',');
  });
});

describe('mapping infer on a Portuguese payables list (Omie, Conta Azul)', () => {
  const VALUE = ['Valor da Conta', 'Valor do Documento', 'Valor', 'Valor Original'] as const;

  it('maps the value as invoiced, read with a decimal comma, never the paid value or the balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...VALUE), fc.boolean(), async (value, paidFirst) => {
        const decoys = ['Valor Pago', 'Saldo'];
        const header = ['Fornecedor', 'Nº do Documento', 'Data de Emissão', ...(paidFirst ? decoys : []), value];
        if (!paidFirst) header.push(...decoys);
        const rows = [header.join(';')];
        for (let i = 0; i < 6; i++) {
          const cells: Record<string, string> = {
            Fornecedor: String(3001 + (i % 3)),
            'Nº do Documento': String(45120 + i * 7),
            'Data de Emissão': `${10 + i}/03/2024`,
            'Valor Pago': i % 2 === 0 ? `${1 + i}.234,${10 + i}` : '0,00',
            Saldo: i % 2 === 0 ? '0,00' : `${1 + i}.234,${10 + i}`,
          };
          cells[value] = `${1 + i}.234,${10 + i}`;
          rows.push(header.map((h) => cells[h]).join(';'));
        }
        const file = join(makeTempDir('valor-conta'), 'contas-a-pagar.csv');
        writeFileSync(file, `${rows.join('\r\n')}\r\n`);
        const yaml = await inferMapping(file);
        const proposal = parse(yaml) as {
          source: Record<string, unknown>;
          invoice: Record<string, unknown>;
          items: Record<string, unknown>;
        };
        expect(proposal.source.decimalSeparator, yaml).toBe(',');
        expect(proposal.items.Amount, yaml).toBe(value);
        expect(proposal.invoice.Invoice_Amount, yaml).toBe(value);
      }),
      { numRuns: 12 },
    );
  });
});
