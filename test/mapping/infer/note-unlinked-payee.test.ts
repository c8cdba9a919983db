/**
 * A PayeeId column of suppliers' names, tax ids or book numbers is no advertiser id: the proposal
 * maps it (as the bench references do) and says in a note that uploads are refused until it is
 * linked, and how. A column of ten-digit ids, the finance system's own form, gets no such note.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

async function propose(headers: string[], payee: (i: number) => string): Promise<string> {
  const rows = [
    headers,
    ...[...Array(8).keys()].map((i) => [payee(i), `F-${100 + i * 7}`, `2026-10-0${1 + i}`, 'EUR', `${100 + i}.50`]),
  ];
  const file = join(makeTempDir('unlinked-payee'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return inferMapping(file);
}

const note = (yaml: string) => yaml.split('\n').find((l) => l.startsWith('# Note:') && l.includes('advertiser id'));

describe('mapping infer and a PayeeId column not yet linked to advertiser ids', () => {
  it.each([
    [
      'Italian names',
      ['Fornitore', 'Numero documento', 'Data documento', 'Valuta', 'Totale'],
      (i: number) => `Fornitore ${i % 3} S.r.l.`,
    ],
    [
      'Danish book numbers',
      ['Kreditor', 'Fakturanummer', 'Fakturadato', 'Valuta', 'Beløb'],
      (i: number) => `${2001 + (i % 3)}`,
    ],
  ])('maps it and says how to link it: %s', async (_, headers, payee) => {
    const yaml = await propose(headers, payee);
    expect(yaml).toMatch(new RegExp(`^  PayeeId: ${headers[0]}`, 'm'));
    expect(note(yaml), yaml).toContain('transform: { map');
    expect(note(yaml), yaml).toContain('payeeIdBy: name');
  });

  it('says nothing where the values are ten-digit advertiser ids', async () => {
    const yaml = await propose(
      ['Supplier No', 'Invoice No', 'Invoice Date', 'Currency', 'Total'],
      (i) => `00001000${12 + (i % 3)}`,
    );
    expect(yaml).toMatch(/^ {2}PayeeId: Supplier No/m);
    expect(note(yaml), yaml).toBeUndefined();
  });
});
