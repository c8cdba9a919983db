/**
 * A type column that names each kind of document in full (`Factura`, `Nota de Crédito`, `Nota de
 * Débito`), where the sample shows a credit note and a debit note once each among the invoices:
 * the credit note, written positive, is given its sign; the debit note adds to what is owed like
 * an invoice. A credit note of exempt goods, whose rates' taxes are 0, does not leave the tax unsigned.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { namesDebitNote } from '../../../src/mapping/infer/remove-debit-notes.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  invoice: Record<string, unknown>;
  items: Record<string, unknown>;
}

const amount = (n: number) => n.toFixed(2);

async function inferCsv(name: string, rows: readonly (readonly string[])[]): Promise<{ yaml: string; p: Proposal }> {
  const file = join(makeTempDir('kinds-in-full'), name);
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  const yaml = await inferMapping(file);
  return { yaml, p: parse(yaml) as Proposal };
}

describe('debit notes named in the Romance languages', () => {
  it.each(['Nota de Débito', 'Nota débito electrónica', 'NOTA DE DEBITO', 'Nota di debito', 'Note de débit'])(
    '%s is a debit note',
    (kind) => expect(namesDebitNote(kind)).toBe(true),
  );
  it.each(['Nota de Crédito', 'Factura', 'Nota fiscal', 'Débito automático'])('%s is not', (kind) =>
    expect(namesDebitNote(kind)).toBe(false),
  );
});

describe('mapping infer on a purchase book naming its kinds in full', () => {
  it('signs the one credit note of a Spanish book, its amounts split by rate, its taxes 0', async () => {
    const rows = [
      [
        'No.',
        'Fecha',
        'Tipo de Documento',
        'Número de Documento',
        'Proveedor',
        'Importe Exento',
        'Importe Gravado 15%',
        'ISV 15%',
        'Importe Gravado 18%',
        'ISV 18%',
        'Total',
      ],
    ];
    for (let i = 0; i < 12; i++) {
      const kind = i === 3 ? 'Nota de Crédito' : i === 9 ? 'Nota de Débito' : 'Factura';
      // The credit note returns exempt goods: its rates' bases and taxes are 0.
      const exempt = i === 3 ? 250 : i % 4 === 0 ? 80 : 0;
      const base15 = i === 3 ? 0 : 400 + i * 20;
      const base18 = i === 3 || i % 3 !== 0 ? 0 : 100;
      rows.push([
        String(i + 1),
        `${String(2 + i).padStart(2, '0')}/03/2024`,
        kind,
        `000-001-01-${String(123 + i * 17).padStart(8, '0')}`,
        ['Distribuidora Lenca S.A.', 'Ferretería Copán', 'Papelería Morazán'][i % 3]!,
        amount(exempt),
        amount(base15),
        amount(base15 * 0.15),
        amount(base18),
        amount(base18 * 0.18),
        amount(exempt + base15 * 1.15 + base18 * 1.18),
      ]);
    }
    const { yaml, p } = await inferCsv('libro_compras.csv', rows);
    const sign = 'IF([Tipo de Documento] = "Nota de Crédito", -1, 1) * ';
    expect(p.invoice.Invoice_Amount, yaml).toEqual({ formula: `${sign}[Total]` });
    expect(p.items.Tax, yaml).toEqual({ formula: `${sign}([ISV 15%] + [ISV 18%])` });
    expect(String((p.items.Amount as { formula?: string }).formula), yaml).toMatch(
      /^IF\(\[Tipo de Documento\] = "Nota de Crédito", -1, 1\) \* \(/,
    );
  });

  it('signs the one credit note of an Italian register beside one debit note', async () => {
    const rows = [['Numero', 'Data', 'Tipo documento', 'Fornitore', 'Imponibile', 'IVA', 'Totale']];
    for (let i = 0; i < 12; i++) {
      const kind = i === 5 ? 'Nota di credito' : i === 8 ? 'Nota di debito' : 'Fattura';
      const net = 300 + i * 45;
      rows.push([
        `FT-${2024}-${100 + i}`,
        `${String(4 + i).padStart(2, '0')}/02/2024`,
        kind,
        ['Tipografia Rossi srl', 'Edil Bianchi spa', 'Cartoleria Verdi snc'][i % 3]!,
        amount(net),
        amount(net * 0.22),
        amount(net * 1.22),
      ]);
    }
    const { yaml, p } = await inferCsv('registro_acquisti.csv', rows);
    expect(p.invoice.Invoice_Amount, yaml).toEqual({
      formula: 'IF([Tipo documento] = "Nota di credito", -1, 1) * [Totale]',
    });
  });

  it("leaves the tax unsigned where the credit notes are written negative and their rates' taxes are 0", async () => {
    const rows = [
      [
        'Boekingsnummer',
        'Type',
        'Factuurnummer',
        'Factuurdatum',
        'Leverancier',
        'Maatstaf 21%',
        'Btw 21%',
        'Maatstaf 6%',
        'Btw 6%',
        'Maatstaf 0%',
        'Totaal',
      ],
    ];
    for (let i = 0; i < 12; i++) {
      const credit = i === 4;
      // The credit note returns goods at 0 %: its base at 21 % and that VAT are 0, the rest negative.
      const base21 = credit ? 0 : 500 + i * 30;
      const base0 = credit ? -120 : i % 3 === 0 ? 40 : 0;
      const base6 = credit || i % 2 === 0 ? 0 : 100;
      rows.push([
        String(24000 + i),
        credit ? 'Creditnota' : 'Factuur',
        `F${2024}${String(310 + i * 3)}`,
        `${String(3 + i).padStart(2, '0')}/04/2024`,
        ['Drukkerij Peeters', 'Bouwbedrijf Janssens', 'Kantoor Maes'][i % 3]!,
        amount(base21),
        amount(base21 * 0.21),
        amount(base6),
        amount(base6 * 0.06),
        amount(base0),
        amount(base21 * 1.21 + base6 * 1.06 + base0),
      ]);
    }
    const { yaml, p } = await inferCsv('inkomende_facturen.csv', rows);
    expect(p.invoice.Invoice_Amount, yaml).toBe('Totaal');
    expect(p.items.Tax, yaml).toEqual({ formula: '[Btw 21%] + [Btw 6%]' });
  });
});
