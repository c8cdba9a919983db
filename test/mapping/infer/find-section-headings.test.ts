/**
 * A lone heading row naming a kind of purchase (goods, services) above rows that name their
 * supplier in a column is a section to skip, not a value to fill down.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { sectionSkipRule } from '../../../src/mapping/infer/find-section-headings.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const isParty = (text: string) => /\b(?:sa|sarl|ltd|gmbh|s\.l\.)$/i.test(text);
const row = (n: number, texts: readonly string[]): SheetRow => ({
  file: 'x.csv',
  sheet: undefined,
  row: n,
  cells: texts.map((text) => ({ kind: 'text' as const, text })),
});
const DATA = [row(3, ['Acme SA', 'F-1', '10']), row(4, ['Beta SARL', 'F-2', '20']), row(6, ['Gamma Ltd', 'F-3', '5'])];

describe('section headings', () => {
  it('are skipped by the words they share, or by their text', () => {
    expect(sectionSkipRule(['ACHATS DE BIENS', 'ACHATS DE SERVICES'], 0, DATA, isParty)).toMatchObject({
      letter: 'A',
      matches: '^ACHATS DE ',
    });
    expect(sectionSkipRule(['Bienes', 'Servicios'], 1, DATA, isParty)).toMatchObject({
      letter: 'B',
      equals: ['Bienes', 'Servicios'],
    });
  });

  it('are no sections where they name parties or kinds of document, where the rows write them, or where no column names the suppliers', () => {
    expect(sectionSkipRule(['Delta GmbH', 'Epsilon SA'], 0, DATA, isParty)).toBeUndefined();
    expect(sectionSkipRule(['Acme SA', 'Zeta'], 0, DATA, isParty)).toBeUndefined();
    expect(
      sectionSkipRule(['Factura electrónica (33)', 'Nota de crédito electrónica (61)'], 0, DATA, isParty),
    ).toBeUndefined();
    const unnamed = DATA.map((r, i) => row(r.row, [`V${i}`, 'F', '1']));
    expect(sectionSkipRule(['ACHATS DE BIENS', 'ACHATS DE SERVICES'], 0, unnamed, isParty)).toBeUndefined();
  });
});

describe('mapping infer on a purchases annex in sections of goods and services', () => {
  for (const [language, sections, header] of [
    [
      'French',
      ['ACHATS DE BIENS', 'ACHATS DE SERVICES'],
      'NIF;Raison sociale;Référence facture;Date facture;Montant HT;TVA;Montant TTC',
    ],
    [
      'Spanish',
      ['Compras de bienes', 'Compras de servicios'],
      'RUC;Razón social;Número de factura;Fecha;Base imponible;IVA;Total',
    ],
  ] as const)
    it(`skips the ${language} section headings and fills nothing down`, async () => {
      const names = ['Nordlicht Verlag AG', 'Café Lumière SARL', 'Ibérica de Medios S.L.', "O'Brien Media Ltd"];
      const lines = ['Annexe 2024', header];
      for (const [s, section] of sections.entries()) {
        lines.push(section);
        for (let i = 0; i < 3; i++)
          lines.push(
            `30001${s}${i};${names[(s + i) % 4]};F-${s}${i};1${i}/03/2024;${100 * (i + 1)},00;${20 * (i + 1)},00;${120 * (i + 1)},00`,
          );
      }
      const file = join(makeTempDir('sections'), 'annexe.csv');
      writeFileSync(file, `${lines.join('\r\n')}\r\n`);
      const yaml = await inferMapping(file);
      const source = (parse(yaml) as { source: { skipRows?: { matches?: string }[]; headings?: unknown } }).source;
      expect(source.headings, yaml).toBeUndefined();
      expect(
        source.skipRows?.map((s) => s.matches),
        yaml,
      ).toContain(`^${sections[0].split(' ').slice(0, 2).join(' ')} `);
    });
});
